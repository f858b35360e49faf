DROP INDEX "customers_ferrier_id_idx";--> statement-breakpoint
DROP INDEX "animals_ferrier_id_idx";--> statement-breakpoint
DROP INDEX "animals_ferrier_id_next_visit_idx";--> statement-breakpoint
DROP INDEX "products_ferrier_id_idx";--> statement-breakpoint
DROP INDEX "services_ferrier_id_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(coalesce(last_name, '') || ' ' || first_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name::text, '') || ' ' || coalesce(last_name::text, '') || ' ' || coalesce(email::text, '') || ' ' || coalesce(phone::text, '') || ' ' || coalesce('0' || substr(phone, 4)::text, '') || ' ' || coalesce(city::text, '') || ' ' || coalesce(organization_number::text, '') || ' ' || coalesce(personal_id::text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name::text, '') || ' ' || coalesce(microchip_number::text, '') || ' ' || coalesce(passport_number::text, '') || ' ' || coalesce(stable::text, '') || ' ' || coalesce(city::text, '') || ' ' || coalesce(color::text, '') || ' ' || coalesce(shoeing_type::text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name::text, '') || ' ' || coalesce(brand_name::text, '') || ' ' || coalesce(size::text, '') || ' ' || coalesce(category::text, '') || ' ' || coalesce(subcategory::text, '') || ' ' || coalesce(supplier::text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name::text, '') || ' ' || coalesce(description::text, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "animals_search_trgm_idx" ON "animals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_trgm_idx" ON "services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_ferrier_id_idx" ON "customers" USING btree ("ferrier_id","sort_name" collate "sv-SE-x-icu","id");--> statement-breakpoint
CREATE INDEX "animals_ferrier_id_idx" ON "animals" USING btree ("ferrier_id","sort_name" collate "sv-SE-x-icu","id");--> statement-breakpoint
CREATE INDEX "animals_ferrier_id_next_visit_idx" ON "animals" USING btree ("ferrier_id","next_visit","id");--> statement-breakpoint
CREATE INDEX "products_ferrier_id_idx" ON "products" USING btree ("ferrier_id","sort_name" collate "sv-SE-x-icu","id");--> statement-breakpoint
CREATE INDEX "services_ferrier_id_idx" ON "services" USING btree ("ferrier_id","sort_name" collate "sv-SE-x-icu","id");