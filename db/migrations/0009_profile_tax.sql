ALTER TABLE "ferriers" ADD COLUMN "vat_number" varchar(14);--> statement-breakpoint
ALTER TABLE "ferriers" ADD COLUMN "f_tax" boolean DEFAULT false NOT NULL;