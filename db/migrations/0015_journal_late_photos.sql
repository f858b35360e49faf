ALTER TABLE "journal_photos" ADD COLUMN "added_in_version" integer;--> statement-breakpoint
-- A photo or attachment that arrives after signing (the X-ray, the after-photo of the next day) is an amendment
-- (SJVFS 2023:19: an addition with its reason, dated and signed by its author), never a change in place. So on a
-- locked journal the database takes one thing more than before: the INSERT of a photo or attachment marked with the
-- journal's current version (added_in_version), a version after the first (a journal's version only grows after it
-- is locked, by its amendments), of which an amendment of that kind (photos, attachments) is recorded. Its UPDATE and
-- DELETE stay refused, as every other change to a locked journal's lines; the retention purge still may.
CREATE FUNCTION "journal_photo_refuse_locked_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent record;
BEGIN
  IF coalesce(current_setting('app.journal_purge', true), '') = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM "journals" WHERE "id" = OLD.journal_id AND "locked_at" IS NOT NULL) THEN
    RAISE EXCEPTION 'journal % is signed or sent: its photos cannot change (add an amendment)', OLD.journal_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  SELECT "locked_at", "version" INTO parent FROM "journals" WHERE "id" = NEW.journal_id;
  IF parent.locked_at IS NULL THEN
    IF NEW.added_in_version IS NOT NULL THEN
      RAISE EXCEPTION 'journal % is not locked: its photos are part of its text (added_in_version must be null)',
        NEW.journal_id USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_OP <> 'INSERT'
     OR NEW.added_in_version IS NULL
     OR NEW.added_in_version <= 1
     OR NEW.added_in_version <> parent.version
     OR NOT EXISTS (
       SELECT 1 FROM "journal_amendments"
       WHERE "journal_id" = NEW.journal_id AND "version" = NEW.added_in_version
         AND "field" = CASE WHEN NEW.section = 'attachment' THEN 'attachments' ELSE 'photos' END) THEN
    RAISE EXCEPTION 'journal % is signed or sent: a photo is added only by an amendment of its current version',
      NEW.journal_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "journal_photos_refuse_locked_change" ON "journal_photos";
--> statement-breakpoint
CREATE TRIGGER "journal_photos_refuse_locked_change" BEFORE INSERT OR UPDATE OR DELETE ON "journal_photos"
  FOR EACH ROW EXECUTE FUNCTION "journal_photo_refuse_locked_change"();
--> statement-breakpoint
-- A treatment of a locked journal keeps its row as it was; only its photo count may follow its photos (a late
-- photo of the treatment), and only to the number there is.
CREATE FUNCTION "journal_treatment_refuse_locked_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.journal_id ELSE NEW.journal_id END;
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'photo_count' - 'updated_at') = (to_jsonb(OLD) - 'photo_count' - 'updated_at')
     AND NEW.photo_count = (SELECT count(*) FROM "journal_photos"
                            WHERE "treatment_id" = NEW.id AND "section" = 'treatment') THEN
    RETURN NEW;
  END IF;
  IF coalesce(current_setting('app.journal_purge', true), '') <> 'on'
     AND EXISTS (SELECT 1 FROM "journals" WHERE "id" = parent AND "locked_at" IS NOT NULL)
     OR (TG_OP = 'UPDATE' AND OLD.journal_id IS DISTINCT FROM NEW.journal_id
         AND EXISTS (SELECT 1 FROM "journals" WHERE "id" = OLD.journal_id AND "locked_at" IS NOT NULL)) THEN
    RAISE EXCEPTION 'journal % is signed or sent: its lines cannot change (add an amendment)', parent
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
DROP TRIGGER "journal_treatments_refuse_locked_change" ON "journal_treatments";
--> statement-breakpoint
CREATE TRIGGER "journal_treatments_refuse_locked_change" BEFORE INSERT OR UPDATE OR DELETE ON "journal_treatments"
  FOR EACH ROW EXECUTE FUNCTION "journal_treatment_refuse_locked_change"();
--> statement-breakpoint
-- The journal itself: as in 0012, except that a locked journal's photo count may follow its general photos, to the
-- number there is.
CREATE OR REPLACE FUNCTION "journal_refuse_locked_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.locked_at IS NOT NULL AND coalesce(current_setting('app.journal_purge', true), '') <> 'on' THEN
      RAISE EXCEPTION 'journal % is signed or sent and cannot be deleted', OLD.id USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.locked_at IS NOT NULL AND (
    NEW.locked_at IS DISTINCT FROM OLD.locked_at
    OR (OLD.signed_at IS NOT NULL AND NEW.signed_at IS DISTINCT FROM OLD.signed_at)
    OR (OLD.signed_at IS NOT NULL AND NEW.signed_by_user_id IS DISTINCT FROM OLD.signed_by_user_id)
    OR (NEW.ferrier_id, NEW.reference_number, NEW.animal_id, NEW.customer_id, NEW.created_by_user_id,
        NEW.treatment_date, NEW.treatment_time, NEW.animal_name, NEW.owner_name, NEW.owner_address, NEW.owner_phone,
        NEW.production_site_number, NEW.animal_species, NEW.animal_sex, NEW.animal_date_of_birth, NEW.animal_identity,
        NEW.anamnesis, NEW.findings, NEW.findings_motion, NEW.findings_palpation, NEW.diagnosis, NEW.health_condition,
        NEW.last_treatment, NEW.next_treatment, NEW.follow_up_notes, NEW.aftercare, NEW.notes, NEW.referral,
        NEW.created_at)
      IS DISTINCT FROM
       (OLD.ferrier_id, OLD.reference_number, OLD.animal_id, OLD.customer_id, OLD.created_by_user_id,
        OLD.treatment_date, OLD.treatment_time, OLD.animal_name, OLD.owner_name, OLD.owner_address, OLD.owner_phone,
        OLD.production_site_number, OLD.animal_species, OLD.animal_sex, OLD.animal_date_of_birth, OLD.animal_identity,
        OLD.anamnesis, OLD.findings, OLD.findings_motion, OLD.findings_palpation, OLD.diagnosis, OLD.health_condition,
        OLD.last_treatment, OLD.next_treatment, OLD.follow_up_notes, OLD.aftercare, OLD.notes, OLD.referral,
        OLD.created_at)
    OR (NEW.photo_count IS DISTINCT FROM OLD.photo_count
        AND NEW.photo_count IS DISTINCT FROM (SELECT count(*) FROM "journal_photos"
                                              WHERE "journal_id" = NEW.id AND "section" = 'general'))
  ) THEN
    RAISE EXCEPTION 'journal % is signed or sent: its content cannot change (add an amendment)', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
