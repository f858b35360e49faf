DROP INDEX "invoices_customer_id_idx";--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id","invoice_date","id");