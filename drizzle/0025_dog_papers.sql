CREATE TABLE "dog_papers" (
	"dog_id" text PRIMARY KEY NOT NULL,
	"chip_number" text,
	"chip_date" date,
	"birth_date" date,
	"rabies_date" date,
	"rabies_valid_until" date,
	"passport_number" text,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"neutered" boolean,
	"other_vaccinations" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "dog_papers" ADD CONSTRAINT "dog_papers_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;