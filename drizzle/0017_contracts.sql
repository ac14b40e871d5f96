CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"locale" text NOT NULL,
	"reference" text NOT NULL,
	"template_version" integer NOT NULL,
	"adopter_name" text NOT NULL,
	"adopter_email" text NOT NULL,
	"adopter_address" text NOT NULL,
	"dog_name" text NOT NULL,
	"chip_number" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" uuid,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"signed_address_hash" text,
	"countersigned_at" timestamp with time zone,
	"countersigned_by" uuid,
	"countersigned_name" text,
	"fee_received_on" date,
	"fee_received_by" uuid
);
--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_generated_by_admin_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_countersigned_by_admin_users_id_fk" FOREIGN KEY ("countersigned_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_fee_received_by_admin_users_id_fk" FOREIGN KEY ("fee_received_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_locale_version_idx" ON "contract_templates" USING btree ("locale","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_submission_idx" ON "contracts" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "contracts_signed_at_idx" ON "contracts" USING btree ("signed_at");