CREATE TABLE "foster_homes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"locale" text NOT NULL,
	"stage" text DEFAULT 'active' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_lower" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"sizes" text DEFAULT 'small,medium,large' NOT NULL,
	"has_cats" boolean DEFAULT false NOT NULL,
	"has_children" boolean DEFAULT false NOT NULL,
	"visits" boolean DEFAULT true NOT NULL,
	"visit_times" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"access_token_hash" text,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foster_homes_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "foster_homes_stage" CHECK ("foster_homes"."stage" in ('active', 'paused', 'ended')),
	CONSTRAINT "foster_homes_capacity" CHECK ("foster_homes"."capacity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "foster_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"stay_id" uuid NOT NULL,
	"foster_home_id" uuid NOT NULL,
	"stage" text DEFAULT 'proposed' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"meeting_at" timestamp with time zone,
	"outcome" text,
	"report" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foster_meetings_stage" CHECK ("foster_meetings"."stage" in ('proposed', 'confirmed', 'done', 'cancelled')),
	CONSTRAINT "foster_meetings_outcome" CHECK ("foster_meetings"."outcome" is null or "foster_meetings"."outcome" in ('good', 'unsure', 'not_suitable'))
);
--> statement-breakpoint
CREATE TABLE "foster_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"foster_home_id" uuid NOT NULL,
	"stay_id" uuid NOT NULL,
	"dog_id" text NOT NULL,
	"body" text NOT NULL,
	"publishable" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"photo_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foster_news_published_publishable" CHECK ("foster_news"."published_at" is null or "foster_news"."publishable")
);
--> statement-breakpoint
CREATE TABLE "foster_news_photos" (
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
CREATE TABLE "foster_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"foster_home_id" uuid NOT NULL,
	"dog_id" text NOT NULL,
	"dog_name" text NOT NULL,
	"stage" text DEFAULT 'planned' NOT NULL,
	"arrival" text NOT NULL,
	"transport_id" uuid,
	"flight_id" uuid,
	"starts_on" date NOT NULL,
	"ended_on" date,
	"end_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foster_stays_stage" CHECK ("foster_stays"."stage" in ('planned', 'current', 'ended', 'cancelled')),
	CONSTRAINT "foster_stays_arrival" CHECK ("foster_stays"."arrival" in ('transport', 'flight', 'hand'))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_source";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_registered";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "foster_home_id" uuid;--> statement-breakpoint
ALTER TABLE "foster_homes" ADD CONSTRAINT "foster_homes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_homes" ADD CONSTRAINT "foster_homes_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_meetings" ADD CONSTRAINT "foster_meetings_request_id_submissions_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_meetings" ADD CONSTRAINT "foster_meetings_stay_id_foster_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."foster_stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_meetings" ADD CONSTRAINT "foster_meetings_foster_home_id_foster_homes_id_fk" FOREIGN KEY ("foster_home_id") REFERENCES "public"."foster_homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_meetings" ADD CONSTRAINT "foster_meetings_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_news" ADD CONSTRAINT "foster_news_foster_home_id_foster_homes_id_fk" FOREIGN KEY ("foster_home_id") REFERENCES "public"."foster_homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_news" ADD CONSTRAINT "foster_news_stay_id_foster_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."foster_stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_news" ADD CONSTRAINT "foster_news_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_news_photos" ADD CONSTRAINT "foster_news_photos_news_id_foster_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."foster_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_stays" ADD CONSTRAINT "foster_stays_foster_home_id_foster_homes_id_fk" FOREIGN KEY ("foster_home_id") REFERENCES "public"."foster_homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_stays" ADD CONSTRAINT "foster_stays_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_stays" ADD CONSTRAINT "foster_stays_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_stays" ADD CONSTRAINT "foster_stays_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "foster_homes_submission_idx" ON "foster_homes" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "foster_homes_email_idx" ON "foster_homes" USING btree ("email_lower");--> statement-breakpoint
CREATE UNIQUE INDEX "foster_meetings_open_request_idx" ON "foster_meetings" USING btree ("request_id") WHERE "foster_meetings"."stage" in ('proposed', 'confirmed');--> statement-breakpoint
CREATE INDEX "foster_meetings_home_idx" ON "foster_meetings" USING btree ("foster_home_id");--> statement-breakpoint
CREATE INDEX "foster_news_dog_idx" ON "foster_news" USING btree ("dog_id","published_at");--> statement-breakpoint
CREATE INDEX "foster_news_home_idx" ON "foster_news" USING btree ("foster_home_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "foster_news_client_key_idx" ON "foster_news" USING btree ("foster_home_id","client_key");--> statement-breakpoint
CREATE INDEX "foster_news_photos_news_idx" ON "foster_news_photos" USING btree ("news_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "foster_stays_open_dog_idx" ON "foster_stays" USING btree ("dog_id") WHERE "foster_stays"."stage" in ('planned', 'current');--> statement-breakpoint
CREATE INDEX "foster_stays_home_idx" ON "foster_stays" USING btree ("foster_home_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_foster_home_id_foster_homes_id_fk" FOREIGN KEY ("foster_home_id") REFERENCES "public"."foster_homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_source" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."submission_id" IS NULL AND "outbox"."account_id" IS NULL ELSE "outbox"."submission_id" IS NOT NULL OR "outbox"."account_id" IS NOT NULL OR "outbox"."membership_id" IS NOT NULL OR "outbox"."transport_id" IS NOT NULL OR "outbox"."foster_home_id" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_registered" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."kind" IN ('alert_confirmation', 'alert', 'digest') ELSE "outbox"."kind" IN ('notification', 'confirmation', 'reply', 'status_link', 'answer_notice', 'withdrawn_notice', 'daily_summary', 'precheck_assigned', 'precheck_done', 'transport_update', 'transport_reminder', 'contract_ready', 'contract_signed', 'contract_countersigned', 'contract_fee_received', 'followup_two_weeks', 'followup_three_months', 'followup_retest', 'news_notice', 'news_editor_notice', 'consent_withdrawn_notice', 'happy_end_published', 'flight_matched', 'flight_family', 'flight_cancelled', 'authority_notice', 'foster_welcome', 'foster_meeting_proposed', 'foster_meeting_cancelled', 'foster_meeting_confirmed', 'foster_meeting_report', 'foster_news_notice', 'membership_welcome', 'membership_prenotification', 'membership_debit_returned', 'membership_receipt') END);