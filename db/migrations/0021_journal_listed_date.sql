-- The journal list sorts, filters and pages by the treatment date as the journal reads now: an amendment that
-- corrects a signed journal's date moves it in the list (issue 23). The signed row's own treatment_date never
-- changes, so the date as it reads now is a column of its own, derived by the database on every write of the journal
-- from its latest treatmentDate amendment (else its treatment_date). It is not content: the locked-journal trigger
-- does not guard it, and this trigger alone decides its value whatever a statement sets.
DROP INDEX "journals_ferrier_id_idx";--> statement-breakpoint
DROP INDEX "journals_animal_id_idx";--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "listed_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
CREATE FUNCTION "journal_listed_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed_date := coalesce(
    (SELECT (a.new_value #>> '{}')::date FROM "journal_amendments" a
     WHERE a.journal_id = NEW.id AND a.ferrier_id = NEW.ferrier_id AND a.field = 'treatmentDate'
     ORDER BY a.version DESC LIMIT 1),
    NEW.treatment_date);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "journals_listed_date" BEFORE INSERT OR UPDATE ON "journals"
  FOR EACH ROW EXECUTE FUNCTION "journal_listed_date"();
--> statement-breakpoint
-- An amendment of the date touches its journal, so the list follows even a writer that does not update the journal.
CREATE FUNCTION "journal_amendment_relist"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "journals" SET "listed_date" = "listed_date" WHERE "id" = NEW.journal_id AND "ferrier_id" = NEW.ferrier_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_amendments_relist" AFTER INSERT ON "journal_amendments"
  FOR EACH ROW WHEN (NEW.field = 'treatmentDate') EXECUTE FUNCTION "journal_amendment_relist"();
--> statement-breakpoint
UPDATE "journals" SET "listed_date" = "treatment_date";--> statement-breakpoint
CREATE INDEX "journals_ferrier_id_idx" ON "journals" USING btree ("ferrier_id","listed_date","id");--> statement-breakpoint
CREATE INDEX "journals_animal_id_idx" ON "journals" USING btree ("animal_id","listed_date");--> statement-breakpoint
-- The search view is `SELECT *` as its columns were when it was made: made again, it has the new column too.
CREATE OR REPLACE VIEW "search_journals" AS SELECT * FROM "journals" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
