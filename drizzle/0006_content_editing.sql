CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"article_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "markdown_de" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "markdown_es" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "markdown_de" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "markdown_es" text;--> statement-breakpoint
CREATE INDEX "content_revisions_article_idx" ON "content_revisions" USING btree ("kind","article_id","id");