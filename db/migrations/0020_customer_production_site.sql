ALTER TABLE "customers" ADD COLUMN "production_site_number" varchar(20);--> statement-breakpoint
-- The search view is `SELECT *` as its columns were when it was made: made again, it has the new column too.
CREATE OR REPLACE VIEW "search_customers" AS SELECT * FROM "customers" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
