ALTER TABLE "blog_posts" ADD COLUMN "image_alt_de" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt_es" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_alt_de" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_alt_es" text;