ALTER TABLE "pages" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "content_html_version" integer DEFAULT 0 NOT NULL;