ALTER TABLE "submissions" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
UPDATE "submissions" SET "arrived_at" = "status_changed_at" WHERE "form_type" = 'adoption' AND "status" = 'arrived';--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_status_of_form" CHECK (CASE "form_type"
  WHEN 'adoption' THEN "status" IN ('received', 'getting_to_know', 'pre_check', 'contract', 'travel', 'arrived', 'declined', 'withdrawn', 'placed_elsewhere')
  WHEN 'foster_home' THEN "status" IN ('received', 'getting_to_know', 'pre_check', 'accepted', 'declined', 'withdrawn')
  ELSE "status" IN ('new', 'in_progress', 'done', 'declined', 'withdrawn')
END);
