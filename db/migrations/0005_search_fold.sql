-- One search rule for every list and picker (issue 10): the stored text and the typed term are folded alike, to lower
-- case with å ä ö and the other Latin diacritics as their base letter (æ and ø as their Swedish twins ä and ö), so
-- "strom" finds Ström and "ström" finds Strom. translate(), not the unaccent extension: it needs no extension on any
-- server and is immutable, as generated columns and their indexes require. The SQL-standard body is bound now, so it
-- does not depend on the search_path of whoever writes a row; upper-case letters are listed too, so the fold does not
-- rest on the database's ctype. Changing the fold later means rewriting every search_text column (as below).
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(
    lower(value),
    'ÀÁÂÃÄÅÆĀĄÇĆČĎĐÈÉÊËĒĘĚÌÍÎÏĪŁÑŃŇÒÓÔÕÖØŌŘŚŠŞŤÙÚÛÜŪŮÝŸŹŻŽàáâãäåæāąçćčďđèéêëēęěìíîïīłñńňòóôõöøōřśšşťùúûüūůýÿźżž',
    'aaaaaaaaacccddeeeeeeeiiiiilnnnooooooorssstuuuuuuyyzzzaaaaaaaaacccddeeeeeeeiiiiilnnnooooooorssstuuuuuuyyzzz'
  );--> statement-breakpoint
ALTER TABLE "customers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(first_name::text, '') || ' ' || coalesce(last_name::text, '') || ' ' || coalesce(email::text, '') || ' ' || coalesce(phone::text, '') || ' ' || coalesce('0' || substr(phone, 4)::text, '') || ' ' || coalesce(city::text, '') || ' ' || coalesce(organization_number::text, '') || ' ' || coalesce(personal_id::text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "animals" drop column "search_text";--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name::text, '') || ' ' || coalesce(microchip_number::text, '') || ' ' || coalesce(passport_number::text, '') || ' ' || coalesce(stable::text, '') || ' ' || coalesce(city::text, '') || ' ' || coalesce(color::text, '') || ' ' || coalesce(shoeing_type::text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name::text, '') || ' ' || coalesce(brand_name::text, '') || ' ' || coalesce(size::text, '') || ' ' || coalesce(category::text, '') || ' ' || coalesce(subcategory::text, '') || ' ' || coalesce(supplier::text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" drop column "search_text";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name::text, '') || ' ' || coalesce(description::text, ''))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the columns dropped their trigram indexes, which drizzle-kit does not know: they are made again.
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "animals_search_trgm_idx" ON "animals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_trgm_idx" ON "services" USING gin ("search_text" gin_trgm_ops);
