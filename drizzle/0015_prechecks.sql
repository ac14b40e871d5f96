CREATE TABLE "precheck_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"precheck_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precheck_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"text_de" text NOT NULL,
	"text_es" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prechecks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"volunteer_id" uuid,
	"assigned_by" uuid,
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"answers" jsonb,
	"recommendation" text,
	"summary" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_source";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "precheck_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_photos" ADD CONSTRAINT "precheck_photos_precheck_id_prechecks_id_fk" FOREIGN KEY ("precheck_id") REFERENCES "public"."prechecks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_volunteer_id_admin_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_assigned_by_admin_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precheck_photos_precheck_idx" ON "precheck_photos" USING btree ("precheck_id");--> statement-breakpoint
CREATE INDEX "prechecks_submission_idx" ON "prechecks" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "prechecks_volunteer_idx" ON "prechecks" USING btree ("volunteer_id","status");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_source" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."submission_id" IS NULL AND "outbox"."account_id" IS NULL ELSE "outbox"."submission_id" IS NOT NULL OR "outbox"."account_id" IS NOT NULL END);
