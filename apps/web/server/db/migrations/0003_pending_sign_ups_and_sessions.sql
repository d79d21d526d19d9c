ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_sign_ups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "known_browsers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Sign-ups still waiting for verification move to the account's list of pending sign-ups, so
-- that nothing a person chose is lost; an unverified account's own password stops working.
UPDATE "users" SET "pending_sign_ups" = jsonb_build_array(jsonb_build_object('ticketHash', "signup_ticket_hash", 'passwordHash', "password_hash", 'fullName', "full_name", 'referralSource', "referral_source", 'createdAt', "created_at")) WHERE "email_verified_at" IS NULL AND "signup_ticket_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "pending_sign_ups" = "users"."pending_sign_ups" || "waiting"."sign_ups" FROM (SELECT "email", jsonb_agg(jsonb_build_object('ticketHash', "signup_ticket_hash", 'passwordHash', "pending_password_hash", 'fullName', "pending_full_name", 'referralSource', "pending_referral_source", 'createdAt', "created_at")) AS "sign_ups" FROM "email_codes" WHERE "purpose" = 'verify' AND "signup_ticket_hash" IS NOT NULL AND "pending_password_hash" IS NOT NULL GROUP BY "email") AS "waiting" WHERE "users"."email" = "waiting"."email" AND "users"."email_verified_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "password_hash" = 'unusable' WHERE "email_verified_at" IS NULL;--> statement-breakpoint
ALTER TABLE "email_codes" DROP COLUMN "signup_ticket_hash";--> statement-breakpoint
ALTER TABLE "email_codes" DROP COLUMN "pending_password_hash";--> statement-breakpoint
ALTER TABLE "email_codes" DROP COLUMN "pending_full_name";--> statement-breakpoint
ALTER TABLE "email_codes" DROP COLUMN "pending_referral_source";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "signup_ticket_hash";