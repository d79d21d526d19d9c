ALTER TABLE "email_codes" ADD COLUMN "signup_ticket_hash" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "pending_full_name" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "pending_referral_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_ticket_hash" text;