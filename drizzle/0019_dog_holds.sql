CREATE TABLE "dog_holds" (
	"dog_id" text PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dog_holds_submission_id_unique" UNIQUE("submission_id")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dog_holds" ADD CONSTRAINT "dog_holds_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "dog_holds" ("dog_id", "submission_id", "since") SELECT DISTINCT ON ("dog_id") "dog_id", "id", "status_changed_at" FROM "submissions" WHERE "reserved" AND NOT "spam" AND "dog_id" IS NOT NULL ORDER BY "dog_id", "status_changed_at" DESC;
