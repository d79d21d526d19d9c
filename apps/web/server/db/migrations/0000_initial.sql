CREATE TABLE "beta_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"analyzer_runs" integer DEFAULT 0 NOT NULL,
	"improvement_runs" integer DEFAULT 0 NOT NULL,
	"geo_keywords_runs" integer DEFAULT 0 NOT NULL,
	"email" text,
	"referral_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_improvements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"improvement_factors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"structured_data" text,
	"featured_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_prompts" (
	"kind" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_improvements_user_created_idx" ON "content_improvements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pages_published_created_idx" ON "pages" USING btree ("published","created_at");