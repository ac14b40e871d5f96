CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"dog_id" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'planned' NOT NULL,
	"flight_date" date NOT NULL,
	"flight_number" text NOT NULL,
	"from_airport" text NOT NULL,
	"to_airport" text NOT NULL,
	"arrival_time" text NOT NULL,
	"handover_spain" text NOT NULL,
	"meeting_point" text NOT NULL,
	"traces" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_stage" CHECK ("flights"."stage" in ('planned', 'cancelled', 'flown'))
);
--> statement-breakpoint
CREATE TABLE "travel_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_source";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_registered";--> statement-breakpoint
DROP INDEX "outbox_submission_kind_idx";--> statement-breakpoint
ALTER TABLE "dog_papers" ADD COLUMN "health_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "flight_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "transport_id" uuid;--> statement-breakpoint
ALTER TABLE "transport_entries" ADD COLUMN "traces" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "departed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "authority_notice_for" date;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_offer_id_submissions_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_request_id_submissions_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flights_planned_request_idx" ON "flights" USING btree ("request_id") WHERE "flights"."stage" = 'planned';--> statement-breakpoint
CREATE INDEX "flights_offer_idx" ON "flights" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_submission_kind_idx" ON "outbox" USING btree ("submission_id","kind") WHERE "outbox"."message_id" IS NULL AND "outbox"."kind" IN ('notification', 'confirmation', 'withdrawn_notice', 'followup_two_weeks', 'followup_three_months', 'followup_retest');--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_source" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."submission_id" IS NULL AND "outbox"."account_id" IS NULL ELSE "outbox"."submission_id" IS NOT NULL OR "outbox"."account_id" IS NOT NULL OR "outbox"."membership_id" IS NOT NULL OR "outbox"."transport_id" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_registered" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."kind" IN ('alert_confirmation', 'alert', 'digest') ELSE "outbox"."kind" IN ('notification', 'confirmation', 'reply', 'status_link', 'answer_notice', 'withdrawn_notice', 'daily_summary', 'precheck_assigned', 'precheck_done', 'transport_update', 'transport_reminder', 'contract_ready', 'contract_signed', 'contract_countersigned', 'contract_fee_received', 'followup_two_weeks', 'followup_three_months', 'followup_retest', 'news_notice', 'news_editor_notice', 'consent_withdrawn_notice', 'happy_end_published', 'flight_matched', 'flight_family', 'flight_cancelled', 'authority_notice', 'membership_welcome', 'membership_prenotification', 'membership_debit_returned', 'membership_receipt') END);