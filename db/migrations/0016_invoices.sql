-- Invoices as a record with a life (issue 24): the statuses of INVOICE_LIFE, frozen parties, credit invoices,
-- accounting sync state. No invoice rows existed before this migration (the feature was not built), so the status
-- type is recreated rather than renamed value by value.
DROP INDEX "invoices_pending_idx";--> statement-breakpoint
CREATE TYPE "public"."accounting_sync_state" AS ENUM('notConnected', 'pending', 'synced', 'failed');--> statement-breakpoint
ALTER TYPE "public"."invoice_line_kind" ADD VALUE 'mileage';--> statement-breakpoint
ALTER TYPE "public"."invoice_line_kind" ADD VALUE 'other';--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_non_negative";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'draft'::text;--> statement-breakpoint
DROP TYPE "public"."invoice_status";--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'registered', 'sent', 'paid', 'cancelled', 'credited');--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."invoice_status";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE "public"."invoice_status" USING "status"::"public"."invoice_status";--> statement-breakpoint
ALTER TABLE "ferriers" ADD COLUMN "mileage_rate_ore" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_of_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supply_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rounding_ore" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accounting_state" "accounting_sync_state" DEFAULT 'notConnected' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accounting_error" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accounting_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bookkept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_of_invoice_id_invoices_id_fk" FOREIGN KEY ("credit_of_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("ferrier_id","due_date") WHERE "invoices"."status" in ('registered', 'sent');--> statement-breakpoint
CREATE INDEX "invoices_credit_of_idx" ON "invoices" USING btree ("credit_of_invoice_id");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_has_product_id" CHECK ("invoice_lines"."kind" <> 'product' or "invoice_lines"."product_id" is not null);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_non_negative" CHECK ("invoice_lines"."price_per_unit_ore" >= 0 and "invoice_lines"."vat_percent" >= 0 and "invoice_lines"."discount_percent" between 0 and 100);