ALTER TABLE "ferriers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stored_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "animals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journal_pharmaceuticals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journal_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journal_treatments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journal_amendments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journal_signatures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journal_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounting_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_methods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "icalendar_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "share_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "ferriers" AS PERMISSIVE FOR ALL TO public USING (id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "sessions" AS PERMISSIVE FOR ALL TO public USING (exists (select 1 from users u where u.id = sessions.user_id and u.ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid)) WITH CHECK (exists (select 1 from users u where u.id = sessions.user_id and u.ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "users" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "stored_files" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "customers" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "animals" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "bookings" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_pharmaceuticals" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_photos" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_treatments" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journals" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_amendments" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_signatures" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "journal_templates" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "products" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "services" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "invoice_lines" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "invoices" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "accounting_connections" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "payment_methods" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "subscriptions" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "icalendar_tokens" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "share_codes" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "messages" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "notifications" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "staff_profiles" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);