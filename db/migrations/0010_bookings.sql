CREATE TYPE "public"."booking_response" AS ENUM('confirmed', 'declined');--> statement-breakpoint
CREATE TABLE "booking_animals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_animals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_services_quantity_positive" CHECK ("booking_services"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"year" smallint NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_animal_id_animals_id_fk";
--> statement-breakpoint
DROP INDEX "bookings_animal_id_idx";--> statement-breakpoint
DROP INDEX "icalendar_tokens_token_unique";--> statement-breakpoint
ALTER TABLE "ferriers" ADD COLUMN "reminder_lead_hours" smallint DEFAULT 24;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" varchar(2) DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_user_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "response_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "response" "booking_response";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
-- Feed tokens were stored readable; they are dropped (no screen handed them out yet) and made again, hashed.
DELETE FROM "icalendar_tokens";--> statement-breakpoint
ALTER TABLE "icalendar_tokens" ADD COLUMN "token_hash" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "icalendar_tokens" ADD COLUMN "token_sealed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_animals" ADD CONSTRAINT "booking_animals_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_animals" ADD CONSTRAINT "booking_animals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_animals" ADD CONSTRAINT "booking_animals_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_counters" ADD CONSTRAINT "reference_counters_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_animals_booking_animal_unique" ON "booking_animals" USING btree ("booking_id","animal_id");--> statement-breakpoint
CREATE INDEX "booking_animals_animal_id_idx" ON "booking_animals" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "booking_animals_ferrier_id_idx" ON "booking_animals" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "booking_services_booking_id_idx" ON "booking_services" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_services_service_id_idx" ON "booking_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "booking_services_ferrier_id_idx" ON "booking_services" USING btree ("ferrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_counters_ferrier_kind_year_unique" ON "reference_counters" USING btree ("ferrier_id","kind","year");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_assigned_user_id_idx" ON "bookings" USING btree ("assigned_user_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_number_unique" ON "bookings" USING btree ("ferrier_id","reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_response_token_unique" ON "bookings" USING btree ("response_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("start_at") WHERE "bookings"."status" = 'active' and "bookings"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "icalendar_tokens_token_hash_unique" ON "icalendar_tokens" USING btree ("token_hash");--> statement-breakpoint
-- A booking's one animal becomes its first row in booking_animals before the column goes.
INSERT INTO "booking_animals" ("ferrier_id", "booking_id", "animal_id") SELECT "ferrier_id", "id", "animal_id" FROM "bookings" WHERE "animal_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "animal_id";--> statement-breakpoint
ALTER TABLE "icalendar_tokens" DROP COLUMN "token";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "booking_animals" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "booking_services" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "reference_counters" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
-- A search view is SELECT * as it stood when made: made again so that it carries the customers' new language column.
CREATE OR REPLACE VIEW "search_customers" AS SELECT * FROM "customers" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
