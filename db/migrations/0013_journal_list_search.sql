-- journals/list at scale (issue 23): the list's order (newest treatment date, then id) as an index read backwards,
-- and ?search over the number, the animal and the keeper as recorded, folded like every register's search, behind a
-- trigram index that the search view lets the app role's search use (see 0007_search_views.sql).
DROP INDEX "journals_ferrier_id_idx";--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(reference_number::text, '') || ' ' || coalesce(animal_name::text, '') || ' ' || coalesce(owner_name::text, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "journals_search_trgm_idx" ON "journals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "journals_ferrier_id_idx" ON "journals" USING btree ("ferrier_id","treatment_date","id");--> statement-breakpoint
CREATE VIEW "search_journals" AS SELECT * FROM "journals" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
