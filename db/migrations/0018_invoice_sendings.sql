ALTER TYPE "public"."file_purpose" ADD VALUE 'invoice';--> statement-breakpoint
CREATE TABLE "invoice_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"file_id" uuid NOT NULL,
	"sent_by_user_id" uuid,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_sendings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_sendings" ADD CONSTRAINT "invoice_sendings_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sendings" ADD CONSTRAINT "invoice_sendings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sendings" ADD CONSTRAINT "invoice_sendings_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sendings" ADD CONSTRAINT "invoice_sendings_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_sendings_ferrier_id_idx" ON "invoice_sendings" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "invoice_sendings_invoice_id_idx" ON "invoice_sendings" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_sendings_file_id_idx" ON "invoice_sendings" USING btree ("file_id");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "invoice_sendings" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);