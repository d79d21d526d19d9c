-- Codes mailed before this migration were bound to no browser and their mails carry no link
-- key, so nothing could accept them any more: they are dropped (each lived 10 minutes; the
-- owner asks for a new one). Accounts and pending sign-ups are untouched.
DELETE FROM "email_codes";--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "requester_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "link_hash" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_codes_requester_idx" ON "email_codes" USING btree ("email","purpose","requester_hash");