ALTER TYPE "public"."file_purpose" ADD VALUE 'printed';--> statement-breakpoint
CREATE TABLE "printed_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"record_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printed_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "printed_documents" ADD CONSTRAINT "printed_documents_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printed_documents" ADD CONSTRAINT "printed_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "printed_documents_record_unique" ON "printed_documents" USING btree ("ferrier_id","kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printed_documents_file_id_unique" ON "printed_documents" USING btree ("file_id");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "printed_documents" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);