ALTER TABLE "invoices" ADD COLUMN "overdue_noticed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_user_list_idx" ON "notifications" USING btree ("ferrier_id","user_id",("read_at" is not null),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
-- search_invoices (0022) is SELECT * as the table was: made again so it carries the new column.
CREATE OR REPLACE VIEW "search_invoices" AS SELECT * FROM "invoices" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
