CREATE TYPE "public"."demo_profession" AS ENUM('farrier', 'equine_therapist', 'saddle_fitter', 'vet', 'trainer', 'other');--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30),
	"company" varchar(100),
	"profession" "demo_profession" NOT NULL,
	"preferred_time" text,
	"message" text,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "updated_at";