CREATE TYPE "public"."account_status" AS ENUM('unverified', 'active', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('owner', 'staff');--> statement-breakpoint
CREATE TYPE "public"."active_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."file_purpose" AS ENUM('logo', 'profile_picture', 'animal_picture', 'journal_photo', 'attachment');--> statement-breakpoint
CREATE TYPE "public"."animal_sex" AS ENUM('mare', 'stallion', 'gelding', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('active', 'cancelled', 'completed', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."hoof_position" AS ENUM('LF', 'RF', 'LH', 'RH');--> statement-breakpoint
CREATE TYPE "public"."journal_photo_section" AS ENUM('general', 'treatment');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('product', 'service');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'pending', 'paid', 'cancelled', 'credited');--> statement-breakpoint
CREATE TYPE "public"."accounting_provider" AS ENUM('fortnox', 'visma');--> statement-breakpoint
CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."subscription_plan" AS ENUM('base', 'pro');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'unknown');--> statement-breakpoint
CREATE TABLE "ferriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"title" varchar(50),
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"organization_name" varchar(100) NOT NULL,
	"organization_number" varchar(10) NOT NULL,
	"address" varchar(200),
	"post_number" varchar(5),
	"post_place" varchar(100),
	"logo_file_id" uuid,
	"profile_picture_file_id" uuid,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"status" "account_status" DEFAULT 'unverified' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"purge_after" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"role" "user_role" DEFAULT 'owner' NOT NULL,
	"name" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" varchar(255),
	"purpose" "file_purpose" NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100),
	"email" varchar(254),
	"phone" varchar(16),
	"personal_id" varchar(12),
	"organization_number" varchar(10),
	"address" varchar(200),
	"postal_code" varchar(5),
	"city" varchar(100),
	"billing_address" varchar(200),
	"billing_postal_code" varchar(5),
	"billing_city" varchar(100),
	"payment_terms" smallint DEFAULT 30 NOT NULL,
	"accounting_customer_number" varchar(50),
	"status" "active_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_payment_terms_range" CHECK ("customers"."payment_terms" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "animal_breeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"animal_type_id" uuid NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_sv" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "animal_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_sv" varchar(100) NOT NULL,
	"slug" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "animals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"animal_type_id" uuid,
	"breed_id" uuid,
	"color" varchar(50),
	"sex" "animal_sex" DEFAULT 'unknown' NOT NULL,
	"size_cm" numeric(5, 1),
	"date_of_birth" date,
	"microchip_number" varchar(15),
	"passport_number" varchar(50),
	"insurance_company" varchar(100),
	"special_needs" text,
	"shoeing_type" varchar(100),
	"stable" varchar(100),
	"address" varchar(200),
	"city" varchar(100),
	"postal_code" varchar(5),
	"customer_id" uuid,
	"picture_file_id" uuid,
	"status" "active_status" DEFAULT 'active' NOT NULL,
	"latest_visit" date,
	"next_visit" date,
	"shoeing_interval_weeks" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "animals_size_cm_positive" CHECK ("animals"."size_cm" > 0),
	CONSTRAINT "animals_shoeing_interval_positive" CHECK ("animals"."shoeing_interval_weeks" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"notes" varchar(2000),
	"customer_id" uuid,
	"animal_id" uuid,
	"address" varchar(200),
	"postal_number" varchar(5),
	"city" varchar(100),
	"reference_number" varchar(50),
	"status" "booking_status" DEFAULT 'active' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_end_after_start" CHECK ("bookings"."end_at" >= "bookings"."start_at")
);
--> statement-breakpoint
CREATE TABLE "journal_pharmaceuticals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"name" varchar(50) NOT NULL,
	"strength" varchar(50),
	"dosage" varchar(200),
	"length" varchar(50),
	"withdrawal_period" varchar(50) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"treatment_id" uuid,
	"file_id" uuid NOT NULL,
	"section" "journal_photo_section" NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_photos_section_matches_treatment" CHECK (("journal_photos"."section" = 'treatment') = ("journal_photos"."treatment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "journal_treatments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"treatment" varchar(200) NOT NULL,
	"materials" varchar(500),
	"notes" varchar(2000),
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"hoof" "hoof_position",
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_treatments_photo_count_non_negative" CHECK ("journal_treatments"."photo_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"booking_id" uuid,
	"customer_id" uuid,
	"animal_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"treatment_date" date NOT NULL,
	"treatment_time" time,
	"animal_name" varchar(100),
	"owner_name" varchar(200),
	"owner_address" varchar(300),
	"owner_phone" varchar(16),
	"production_site_number" varchar(20),
	"animal_species" varchar(100),
	"animal_sex" "animal_sex",
	"animal_date_of_birth" date,
	"animal_identity" varchar(50),
	"anamnesis" varchar(2000),
	"findings" varchar(2000),
	"findings_motion" varchar(1000),
	"findings_palpation" varchar(1000),
	"diagnosis" varchar(2000),
	"health_condition" varchar(200),
	"last_treatment" date,
	"next_treatment" date,
	"follow_up_notes" varchar(500),
	"aftercare" varchar(2000),
	"notes" varchar(2000),
	"referral" varchar(2000),
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by_user_id" uuid,
	"locked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_photo_count_non_negative" CHECK ("journals"."photo_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "journal_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"author_user_id" uuid NOT NULL,
	"field" varchar(200) NOT NULL,
	"previous_value" jsonb,
	"new_value" jsonb,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"journal_version" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_hash" text NOT NULL,
	"signer_name" varchar(200) NOT NULL,
	"signer_title" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"source_journal_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_sub_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_sv" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_sv" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"brand_name" varchar(100),
	"inventory_type_id" uuid,
	"inventory_sub_type_id" uuid,
	"size" varchar(50),
	"category" varchar(100),
	"subcategory" varchar(100),
	"unit" varchar(20) NOT NULL,
	"purchase_price_ore" integer NOT NULL,
	"selling_price_ore" integer NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"stock_quantity" numeric(12, 3) DEFAULT 0 NOT NULL,
	"minimum_reorder_level" numeric(12, 3) DEFAULT 0 NOT NULL,
	"supplier" varchar(100),
	"last_purchase_date" date,
	"status" "active_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_non_negative" CHECK ("products"."purchase_price_ore" >= 0 and "products"."selling_price_ore" >= 0 and "products"."vat_percent" >= 0 and "products"."minimum_reorder_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_sv" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"service_type_id" uuid,
	"description" varchar(2000),
	"price_ore" integer NOT NULL,
	"unit" smallint DEFAULT 1 NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"status" "active_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_unit_code" CHECK ("services"."unit" in (1, 2)),
	CONSTRAINT "services_non_negative" CHECK ("services"."price_ore" >= 0 and "services"."vat_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"name" varchar(200) NOT NULL,
	"service_id" uuid,
	"product_id" uuid,
	"quantity" numeric(12, 3) NOT NULL,
	"price_per_unit_ore" integer NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"unit" smallint DEFAULT 1 NOT NULL,
	"line_total_ore" integer NOT NULL,
	"vat_amount_ore" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_unit_code" CHECK ("invoice_lines"."unit" in (1, 2)),
	CONSTRAINT "invoice_lines_service_has_service_id" CHECK ("invoice_lines"."kind" <> 'service' or "invoice_lines"."service_id" is not null),
	CONSTRAINT "invoice_lines_non_negative" CHECK ("invoice_lines"."quantity" >= 0 and "invoice_lines"."price_per_unit_ore" >= 0 and "invoice_lines"."vat_percent" >= 0 and "invoice_lines"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"booking_id" uuid,
	"journal_id" uuid,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"invoice_number" varchar(19),
	"net_total_ore" integer DEFAULT 0 NOT NULL,
	"vat_total_ore" integer DEFAULT 0 NOT NULL,
	"grand_total_ore" integer DEFAULT 0 NOT NULL,
	"note" text,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"locked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"mileage_km" numeric(8, 1),
	"mileage_rate_ore" integer,
	"ocr_reference" varchar(25),
	"fortnox_document_number" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_mileage_non_negative" CHECK ("invoices"."mileage_km" >= 0 and "invoices"."mileage_rate_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accounting_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"provider" "accounting_provider" NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"scope" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"bankgiro" varchar(8),
	"plusgiro" varchar(10),
	"bank_clearing" varchar(5),
	"bank_account" varchar(15),
	"swish_number" varchar(15),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"plan" "subscription_plan",
	"price_ore" integer,
	"interval" "billing_interval",
	"status" "subscription_status" DEFAULT 'unknown' NOT NULL,
	"renewal_date" date,
	"trial_ends_at" timestamp with time zone,
	"stripe_customer_id" varchar(255),
	"stripe_subscription_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icalendar_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token" varchar(64) NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"journal_id" uuid,
	"animal_id" uuid,
	"code" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_codes_one_target" CHECK (num_nonnulls("share_codes"."journal_id", "share_codes"."animal_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"message" text NOT NULL,
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"receiver_user_id" uuid NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(50) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(50),
	"phone" varchar(16),
	"status" "active_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_breeds" ADD CONSTRAINT "animal_breeds_animal_type_id_animal_types_id_fk" FOREIGN KEY ("animal_type_id") REFERENCES "public"."animal_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_animal_type_id_animal_types_id_fk" FOREIGN KEY ("animal_type_id") REFERENCES "public"."animal_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_breed_id_animal_breeds_id_fk" FOREIGN KEY ("breed_id") REFERENCES "public"."animal_breeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_picture_file_id_stored_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_pharmaceuticals" ADD CONSTRAINT "journal_pharmaceuticals_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_pharmaceuticals" ADD CONSTRAINT "journal_pharmaceuticals_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_photos" ADD CONSTRAINT "journal_photos_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_photos" ADD CONSTRAINT "journal_photos_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_photos" ADD CONSTRAINT "journal_photos_treatment_id_journal_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."journal_treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_photos" ADD CONSTRAINT "journal_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_treatments" ADD CONSTRAINT "journal_treatments_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_treatments" ADD CONSTRAINT "journal_treatments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_amendments" ADD CONSTRAINT "journal_amendments_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_amendments" ADD CONSTRAINT "journal_amendments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_amendments" ADD CONSTRAINT "journal_amendments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_signatures" ADD CONSTRAINT "journal_signatures_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_signatures" ADD CONSTRAINT "journal_signatures_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_signatures" ADD CONSTRAINT "journal_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_templates" ADD CONSTRAINT "journal_templates_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_templates" ADD CONSTRAINT "journal_templates_source_journal_id_journals_id_fk" FOREIGN KEY ("source_journal_id") REFERENCES "public"."journals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_templates" ADD CONSTRAINT "journal_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sub_types" ADD CONSTRAINT "inventory_sub_types_type_id_inventory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."inventory_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_inventory_type_id_inventory_types_id_fk" FOREIGN KEY ("inventory_type_id") REFERENCES "public"."inventory_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_inventory_sub_type_id_inventory_sub_types_id_fk" FOREIGN KEY ("inventory_sub_type_id") REFERENCES "public"."inventory_sub_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icalendar_tokens" ADD CONSTRAINT "icalendar_tokens_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icalendar_tokens" ADD CONSTRAINT "icalendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_user_id_users_id_fk" FOREIGN KEY ("receiver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_ferrier_id_idx" ON "users" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_unique" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_ferrier_id_idx" ON "stored_files" USING btree ("ferrier_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_ferrier_id_idx" ON "customers" USING btree ("ferrier_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "animal_breeds_type_name_unique" ON "animal_breeds" USING btree ("animal_type_id","name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "animal_types_slug_unique" ON "animal_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "animals_ferrier_id_idx" ON "animals" USING btree ("ferrier_id","name");--> statement-breakpoint
CREATE INDEX "animals_ferrier_id_next_visit_idx" ON "animals" USING btree ("ferrier_id","next_visit");--> statement-breakpoint
CREATE INDEX "animals_customer_id_idx" ON "animals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_ferrier_id_idx" ON "bookings" USING btree ("ferrier_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_id_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_animal_id_idx" ON "bookings" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "journal_pharmaceuticals_ferrier_id_idx" ON "journal_pharmaceuticals" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "journal_pharmaceuticals_journal_id_idx" ON "journal_pharmaceuticals" USING btree ("journal_id","position");--> statement-breakpoint
CREATE INDEX "journal_photos_ferrier_id_idx" ON "journal_photos" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "journal_photos_journal_id_idx" ON "journal_photos" USING btree ("journal_id","position");--> statement-breakpoint
CREATE INDEX "journal_photos_treatment_id_idx" ON "journal_photos" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "journal_photos_file_id_idx" ON "journal_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "journal_treatments_ferrier_id_idx" ON "journal_treatments" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "journal_treatments_journal_id_idx" ON "journal_treatments" USING btree ("journal_id","position");--> statement-breakpoint
CREATE INDEX "journals_ferrier_id_idx" ON "journals" USING btree ("ferrier_id","treatment_date");--> statement-breakpoint
CREATE INDEX "journals_animal_id_idx" ON "journals" USING btree ("animal_id","treatment_date");--> statement-breakpoint
CREATE INDEX "journals_customer_id_idx" ON "journals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "journals_booking_id_idx" ON "journals" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "journal_amendments_ferrier_id_idx" ON "journal_amendments" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "journal_amendments_journal_id_idx" ON "journal_amendments" USING btree ("journal_id","version");--> statement-breakpoint
CREATE INDEX "journal_signatures_ferrier_id_idx" ON "journal_signatures" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "journal_signatures_journal_id_idx" ON "journal_signatures" USING btree ("journal_id","signed_at");--> statement-breakpoint
CREATE INDEX "journal_templates_ferrier_id_idx" ON "journal_templates" USING btree ("ferrier_id","is_favorite","name");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_sub_types_type_name_unique" ON "inventory_sub_types" USING btree ("type_id","name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_types_name_en_unique" ON "inventory_types" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "products_ferrier_id_idx" ON "products" USING btree ("ferrier_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_name_en_unique" ON "service_types" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "services_ferrier_id_idx" ON "services" USING btree ("ferrier_id","name");--> statement-breakpoint
CREATE INDEX "invoice_lines_ferrier_id_idx" ON "invoice_lines" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_service_id_idx" ON "invoice_lines" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_product_id_idx" ON "invoice_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "invoices_ferrier_id_idx" ON "invoices" USING btree ("ferrier_id","invoice_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_ferrier_id_invoice_number_unique" ON "invoices" USING btree ("ferrier_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_ferrier_id_ocr_reference_unique" ON "invoices" USING btree ("ferrier_id","ocr_reference");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_booking_id_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_journal_id_idx" ON "invoices" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "invoices_pending_idx" ON "invoices" USING btree ("ferrier_id") WHERE "invoices"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_connections_ferrier_id_provider_unique" ON "accounting_connections" USING btree ("ferrier_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_ferrier_id_unique" ON "payment_methods" USING btree ("ferrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_ferrier_id_unique" ON "subscriptions" USING btree ("ferrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_customer_id_unique" ON "subscriptions" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_unique" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "icalendar_tokens_token_unique" ON "icalendar_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "icalendar_tokens_ferrier_id_idx" ON "icalendar_tokens" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "icalendar_tokens_user_id_idx" ON "icalendar_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_codes_code_unique" ON "share_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "share_codes_ferrier_id_idx" ON "share_codes" USING btree ("ferrier_id","created_at");--> statement-breakpoint
CREATE INDEX "share_codes_journal_id_idx" ON "share_codes" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "share_codes_animal_id_idx" ON "share_codes" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_ferrier_id_idx" ON "messages" USING btree ("ferrier_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_user_id_idx" ON "messages" USING btree ("receiver_user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_ferrier_id_idx" ON "notifications" USING btree ("ferrier_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_profiles_user_id_unique" ON "staff_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_profiles_ferrier_id_idx" ON "staff_profiles" USING btree ("ferrier_id","status");