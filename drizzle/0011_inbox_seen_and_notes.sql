ALTER TABLE "submission_notes" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_seen_at" timestamp with time zone;--> statement-breakpoint
-- Requests a volunteer has already taken up count as seen; only those still at their first stage show as unseen.
UPDATE "submissions" SET "first_seen_at" = "created_at" WHERE "status" NOT IN ('new', 'received');
