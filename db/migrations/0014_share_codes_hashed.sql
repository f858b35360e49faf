-- Share codes are kept only as their SHA-256 (as the calendar feed's and the reminders' tokens): a code written before
-- this migration is replaced by its hash, so its link keeps opening but can no longer be shown (code_sealed null).
ALTER TABLE "share_codes" RENAME COLUMN "code" TO "code_hash";--> statement-breakpoint
DROP INDEX "share_codes_code_unique";--> statement-breakpoint
UPDATE "share_codes" SET "code_hash" = encode(sha256(convert_to("code_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "share_codes" ADD COLUMN "code_sealed" text;--> statement-breakpoint
ALTER TABLE "share_codes" ADD COLUMN "show_keeper_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "share_codes_code_hash_unique" ON "share_codes" USING btree ("code_hash");
