CREATE TYPE "public"."journal_status" AS ENUM('draft', 'signed');--> statement-breakpoint
ALTER TYPE "public"."journal_photo_section" ADD VALUE 'attachment';--> statement-breakpoint
CREATE TABLE "journal_hoof_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"hoof" "hoof_position" NOT NULL,
	"findings" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_hoof_findings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "journal_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"sent_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_sendings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "reference_number" varchar(50) NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "status" "journal_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_hoof_findings" ADD CONSTRAINT "journal_hoof_findings_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_hoof_findings" ADD CONSTRAINT "journal_hoof_findings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_sendings" ADD CONSTRAINT "journal_sendings_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_sendings" ADD CONSTRAINT "journal_sendings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_sendings" ADD CONSTRAINT "journal_sendings_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_hoof_findings_ferrier_id_idx" ON "journal_hoof_findings" USING btree ("ferrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_hoof_findings_journal_hoof_unique" ON "journal_hoof_findings" USING btree ("journal_id","hoof");--> statement-breakpoint
CREATE INDEX "journal_sendings_ferrier_id_idx" ON "journal_sendings" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "journal_sendings_journal_id_idx" ON "journal_sendings" USING btree ("journal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_reference_number_unique" ON "journals" USING btree ("ferrier_id","reference_number");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_hoof_findings" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_sendings" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
-- SJVFS 2023:19: a signed (or sent) journal is never changed in place. The use cases keep changes after locking as
-- amendments (journal_amendments); these triggers are the second wall, refusing any UPDATE of a locked journal's
-- content, its unlocking, and any DELETE of it or change to its lines, whoever runs the statement. Only the retention
-- purge (journals past their 5 years, run by the owner role) may delete, by setting app.journal_purge for its
-- transaction.
CREATE FUNCTION "journal_refuse_locked_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        NEW.photo_count, NEW.created_at)
      IS DISTINCT FROM
       (OLD.ferrier_id, OLD.reference_number, OLD.animal_id, OLD.customer_id, OLD.created_by_user_id,
        OLD.treatment_date, OLD.treatment_time, OLD.animal_name, OLD.owner_name, OLD.owner_address, OLD.owner_phone,
        OLD.production_site_number, OLD.animal_species, OLD.animal_sex, OLD.animal_date_of_birth, OLD.animal_identity,
        OLD.anamnesis, OLD.findings, OLD.findings_motion, OLD.findings_palpation, OLD.diagnosis, OLD.health_condition,
        OLD.last_treatment, OLD.next_treatment, OLD.follow_up_notes, OLD.aftercare, OLD.notes, OLD.referral,
        OLD.photo_count, OLD.created_at)
  ) THEN
    RAISE EXCEPTION 'journal % is signed or sent: its content cannot change (add an amendment)', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "journals_refuse_locked_change" BEFORE UPDATE OR DELETE ON "journals"
  FOR EACH ROW EXECUTE FUNCTION "journal_refuse_locked_change"();
--> statement-breakpoint
-- A locked journal's lines (treatments, pharmaceuticals, hoof findings, photos and attachments) are its content too.
CREATE FUNCTION "journal_line_refuse_locked_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.journal_id ELSE NEW.journal_id END;
BEGIN
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
CREATE TRIGGER "journal_treatments_refuse_locked_change" BEFORE INSERT OR UPDATE OR DELETE ON "journal_treatments"
  FOR EACH ROW EXECUTE FUNCTION "journal_line_refuse_locked_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_pharmaceuticals_refuse_locked_change" BEFORE INSERT OR UPDATE OR DELETE ON "journal_pharmaceuticals"
  FOR EACH ROW EXECUTE FUNCTION "journal_line_refuse_locked_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_hoof_findings_refuse_locked_change" BEFORE INSERT OR UPDATE OR DELETE ON "journal_hoof_findings"
  FOR EACH ROW EXECUTE FUNCTION "journal_line_refuse_locked_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_photos_refuse_locked_change" BEFORE INSERT OR UPDATE OR DELETE ON "journal_photos"
  FOR EACH ROW EXECUTE FUNCTION "journal_line_refuse_locked_change"();
