DROP INDEX "messages_receiver_user_id_idx";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "receiver_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "mail_failure" varchar(100);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_sender_user_id_idx" ON "messages" USING btree ("ferrier_id","sender_user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_customer_id_idx" ON "messages" USING btree ("ferrier_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_user_id_idx" ON "messages" USING btree ("ferrier_id","receiver_user_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_one_counterpart" CHECK (("messages"."customer_id" is null) <> ("messages"."receiver_user_id" is null));