CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"record_type" varchar(30) NOT NULL,
	"record_id" uuid NOT NULL,
	"action" varchar(30) NOT NULL,
	"user_id" uuid,
	"fields" varchar(50)[] DEFAULT '{}' NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30),
	"request_id" varchar(64),
	"facts" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("ferrier_id","record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_user_id_idx" ON "audit_events" USING btree ("user_id");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "audit_events" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);--> statement-breakpoint
-- The counters are kept per number series now (B bookings; J journals and the invoice series next): the bookings'
-- rows, kept under their kind until now, carry on from the number they reached.
UPDATE "reference_counters" SET "kind" = 'B' WHERE "kind" = 'booking';
