CREATE TABLE "membership_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"locale" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"membership_type" text NOT NULL,
	"payment_interval" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"entry_date" date NOT NULL,
	"first_due_date" date,
	"member_number" integer,
	"person" jsonb,
	"email_lower" text,
	"payment_method" text NOT NULL,
	"account_holder" text,
	"iban_sealed" text,
	"iban_masked" text,
	"mandate_reference" text,
	"mandate_signed_on" date,
	"transfer_reference" text,
	"access_token_hash" text,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_member_number_unique" UNIQUE("member_number"),
	CONSTRAINT "memberships_mandate_reference_unique" UNIQUE("mandate_reference"),
	CONSTRAINT "memberships_transfer_reference_unique" UNIQUE("transfer_reference"),
	CONSTRAINT "memberships_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "memberships_status" CHECK ("memberships"."status" in ('applied', 'active', 'cancelled', 'ended', 'declined')),
	CONSTRAINT "memberships_payment_method" CHECK ("memberships"."payment_method" in ('debit', 'transfer')),
	CONSTRAINT "memberships_debit_has_account" CHECK ("memberships"."payment_method" <> 'debit' or "memberships"."person" is null or "memberships"."iban_sealed" is not null)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_source";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_registered";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_status_idx" ON "memberships" USING btree ("status");--> statement-breakpoint
CREATE INDEX "memberships_email_idx" ON "memberships" USING btree ("email_lower");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_source" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."submission_id" IS NULL AND "outbox"."account_id" IS NULL ELSE "outbox"."submission_id" IS NOT NULL OR "outbox"."account_id" IS NOT NULL OR "outbox"."membership_id" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_registered" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."kind" IN ('alert_confirmation', 'alert', 'digest') ELSE "outbox"."kind" IN ('notification', 'confirmation', 'reply', 'status_link', 'answer_notice', 'withdrawn_notice', 'daily_summary', 'precheck_assigned', 'precheck_done', 'transport_update', 'transport_reminder', 'contract_ready', 'contract_signed', 'contract_countersigned', 'contract_fee_received', 'followup_two_weeks', 'followup_three_months', 'news_notice', 'news_editor_notice', 'consent_withdrawn_notice', 'happy_end_published', 'membership_welcome') END);