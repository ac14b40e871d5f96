CREATE TABLE "reply_templates" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "reply_templates_key_locale_pk" PRIMARY KEY("key","locale")
);
--> statement-breakpoint
CREATE TABLE "submission_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"template" text,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_source";--> statement-breakpoint
DROP INDEX "outbox_submission_kind_idx";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "daily_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "summary_queued_on" date;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "dog_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "dog_name" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "awaiting_reply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_messages_submission_idx" ON "submission_messages" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_messages_client_key_idx" ON "submission_messages" USING btree ("submission_id","client_key");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_id_submission_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."submission_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_account_id_admin_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_kind_idx" ON "outbox" USING btree ("message_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_status_token_idx" ON "submissions" USING btree ("status_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_submission_kind_idx" ON "outbox" USING btree ("submission_id","kind") WHERE "outbox"."message_id" IS NULL AND "outbox"."kind" IN ('notification', 'confirmation', 'withdrawn_notice');--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_source" CHECK (num_nonnulls("outbox"."submission_id", "outbox"."mailing_id", "outbox"."account_id") = 1);--> statement-breakpoint
-- Adoption requests and foster applications move through the stages of their page's steps
-- (app/features/journey/rules/stages.ts, stageOfOldStatus): the old four states map onto them.
UPDATE "submissions" SET "status" = CASE "status"
  WHEN 'new' THEN 'received'
  WHEN 'in_progress' THEN 'getting_to_know'
  WHEN 'done' THEN CASE "form_type" WHEN 'adoption' THEN 'arrived' ELSE 'accepted' END
  ELSE "status" END
WHERE "form_type" IN ('adoption', 'foster_home');--> statement-breakpoint
UPDATE "submissions" SET "status_changed_at" = "created_at";
