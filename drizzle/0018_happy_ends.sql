CREATE TABLE "family_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"body" text NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_withdrawn_at" timestamp with time zone,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_news_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "happy_ends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"news_id" uuid,
	"family_key" text,
	"dog_id" text,
	"dog_name" text NOT NULL,
	"slug" text NOT NULL,
	"title_de" text DEFAULT '' NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"text_es" text DEFAULT '' NOT NULL,
	"photo_alt_de" text DEFAULT '' NOT NULL,
	"photo_alt_es" text DEFAULT '' NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"redirect_dog" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid
);
--> statement-breakpoint
DROP INDEX "outbox_submission_kind_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "news_id" uuid;--> statement-breakpoint
ALTER TABLE "family_news" ADD CONSTRAINT "family_news_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_news_photos" ADD CONSTRAINT "family_news_photos_news_id_family_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."family_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_ends" ADD CONSTRAINT "happy_ends_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_ends" ADD CONSTRAINT "happy_ends_news_id_family_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."family_news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_ends" ADD CONSTRAINT "happy_ends_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_news_submission_idx" ON "family_news" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "family_news_client_key_idx" ON "family_news" USING btree ("submission_id","client_key");--> statement-breakpoint
CREATE INDEX "family_news_photos_news_idx" ON "family_news_photos" USING btree ("news_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "happy_ends_slug_idx" ON "happy_ends" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "happy_ends_submission_idx" ON "happy_ends" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "happy_ends_family_key_idx" ON "happy_ends" USING btree ("family_key");--> statement-breakpoint
CREATE INDEX "happy_ends_status_published_idx" ON "happy_ends" USING btree ("status","published_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_news_id_family_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."family_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_submission_kind_idx" ON "outbox" USING btree ("submission_id","kind") WHERE "outbox"."message_id" IS NULL AND "outbox"."kind" IN ('notification', 'confirmation', 'withdrawn_notice', 'followup_two_weeks', 'followup_three_months');