CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug_de" text NOT NULL,
	"slug_es" text NOT NULL,
	"title_de" text NOT NULL,
	"title_es" text NOT NULL,
	"excerpt_de" text,
	"excerpt_es" text,
	"content_de" text,
	"content_es" text,
	"category_de" text,
	"category_es" text,
	"published_date" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_url" text,
	"gallery_images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug_de" text NOT NULL,
	"slug_es" text NOT NULL,
	"title_de" text NOT NULL,
	"title_es" text NOT NULL,
	"excerpt_de" text,
	"excerpt_es" text,
	"category_de" text,
	"category_es" text,
	"image_url" text,
	"content_de" text,
	"content_es" text,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_description_de" text,
	"meta_description_es" text,
	"featured" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_de_idx" ON "blog_posts" USING btree ("slug_de");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_es_idx" ON "blog_posts" USING btree ("slug_es");--> statement-breakpoint
CREATE INDEX "blog_posts_published_date_idx" ON "blog_posts" USING btree ("published_date");--> statement-breakpoint
CREATE UNIQUE INDEX "guides_slug_de_idx" ON "guides" USING btree ("slug_de");--> statement-breakpoint
CREATE UNIQUE INDEX "guides_slug_es_idx" ON "guides" USING btree ("slug_es");--> statement-breakpoint
CREATE INDEX "guides_display_order_idx" ON "guides" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "guides_featured_display_order_idx" ON "guides" USING btree ("featured","display_order");