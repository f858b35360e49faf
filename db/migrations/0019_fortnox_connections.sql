CREATE TABLE "oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "accounting_provider" NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "payment_check_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_states_state_hash_unique" ON "oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "oauth_states_ferrier_id_idx" ON "oauth_states" USING btree ("ferrier_id");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "oauth_states" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);