CREATE TABLE "page_images" (
	"id" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "featured_image_alt" text;