CREATE TABLE "membership_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"collection_date" date,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"retry_of" uuid,
	"status" text DEFAULT 'due' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mandate_reference" text,
	"sequence" text,
	"announced_on" date,
	"batch_message_id" text,
	"return_reason" text,
	"paid_on" date,
	"statement_entry" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_fees_reference_unique" UNIQUE("reference"),
	CONSTRAINT "membership_fees_statement_entry_unique" UNIQUE("statement_entry"),
	CONSTRAINT "membership_fees_status" CHECK ("membership_fees"."status" in ('due', 'announced', 'submitted', 'collected', 'returned', 'received', 'cancelled')),
	CONSTRAINT "membership_fees_method" CHECK ("membership_fees"."method" in ('debit', 'transfer')),
	CONSTRAINT "membership_fees_amount" CHECK ("membership_fees"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"issued_on" date NOT NULL,
	"total_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "membership_receipts_period" CHECK ("membership_receipts"."period_from" <= "membership_receipts"."period_to" and extract(year from "membership_receipts"."period_from") = "membership_receipts"."year" and extract(year from "membership_receipts"."period_to") = "membership_receipts"."year")
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_registered";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fee_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_fees" ADD CONSTRAINT "membership_fees_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_fees" ADD CONSTRAINT "membership_fees_retry_of_membership_fees_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."membership_fees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_receipts" ADD CONSTRAINT "membership_receipts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_fees_schedule_idx" ON "membership_fees" USING btree ("membership_id","due_date") WHERE "membership_fees"."retry_of" IS NULL;--> statement-breakpoint
CREATE INDEX "membership_fees_status_idx" ON "membership_fees" USING btree ("status","collection_date");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_receipts_period_idx" ON "membership_receipts" USING btree ("membership_id","period_from");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_fee_id_membership_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."membership_fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_receipt_id_membership_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."membership_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_registered" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."kind" IN ('alert_confirmation', 'alert', 'digest') ELSE "outbox"."kind" IN ('notification', 'confirmation', 'reply', 'status_link', 'answer_notice', 'withdrawn_notice', 'daily_summary', 'precheck_assigned', 'precheck_done', 'transport_update', 'transport_reminder', 'contract_ready', 'contract_signed', 'contract_countersigned', 'contract_fee_received', 'followup_two_weeks', 'followup_three_months', 'news_notice', 'news_editor_notice', 'consent_withdrawn_notice', 'happy_end_published', 'membership_welcome', 'membership_prenotification', 'membership_debit_returned', 'membership_receipt') END);