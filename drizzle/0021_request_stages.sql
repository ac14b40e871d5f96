ALTER TABLE "submissions" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
UPDATE "submissions" SET "arrived_at" = "status_changed_at" WHERE "form_type" = 'adoption' AND "status" = 'arrived';--> statement-breakpoint
-- A row left with a status of another workflow (an old four-state status on a journey form, or the reverse) takes
-- its stage as app/features/journey/request/rules/stages.ts stageOfOldStatus maps it, before the constraint checks.
UPDATE "submissions" SET "status" = CASE "form_type"
  WHEN 'adoption' THEN CASE "status" WHEN 'in_progress' THEN 'getting_to_know' WHEN 'done' THEN 'arrived' WHEN 'accepted' THEN 'arrived' ELSE 'received' END
  WHEN 'foster_home' THEN CASE "status" WHEN 'in_progress' THEN 'getting_to_know' WHEN 'done' THEN 'accepted' WHEN 'arrived' THEN 'accepted' ELSE 'received' END
  ELSE CASE WHEN "status" IN ('arrived', 'accepted') THEN 'done' WHEN "status" = 'placed_elsewhere' THEN 'declined' WHEN "status" IN ('getting_to_know', 'pre_check', 'contract', 'travel') THEN 'in_progress' ELSE 'new' END
END WHERE NOT (CASE "form_type"
  WHEN 'adoption' THEN "status" IN ('received', 'getting_to_know', 'pre_check', 'contract', 'travel', 'arrived', 'declined', 'withdrawn', 'placed_elsewhere')
  WHEN 'foster_home' THEN "status" IN ('received', 'getting_to_know', 'pre_check', 'accepted', 'declined', 'withdrawn')
  ELSE "status" IN ('new', 'in_progress', 'done', 'declined', 'withdrawn')
END);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_status_of_form" CHECK (CASE "form_type"
  WHEN 'adoption' THEN "status" IN ('received', 'getting_to_know', 'pre_check', 'contract', 'travel', 'arrived', 'declined', 'withdrawn', 'placed_elsewhere')
  WHEN 'foster_home' THEN "status" IN ('received', 'getting_to_know', 'pre_check', 'accepted', 'declined', 'withdrawn')
  ELSE "status" IN ('new', 'in_progress', 'done', 'declined', 'withdrawn')
END);
