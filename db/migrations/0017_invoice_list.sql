-- Invoices as records with a life (issue 24): a sequence raised on every change (the record kit's transition), and the
-- list's order (ferrier, invoice date, id) as one index so each page is a range read backwards.
DROP INDEX "invoices_ferrier_id_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_ferrier_id_idx" ON "invoices" USING btree ("ferrier_id","invoice_date","id");