CREATE TABLE "transport_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"dog_id" text,
	"point" text NOT NULL,
	"time" text NOT NULL,
	"chip" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"show_public" boolean DEFAULT false NOT NULL,
	"reminder_queued_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_date" date NOT NULL,
	"arrival_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_entries" ADD CONSTRAINT "transport_entries_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_entries" ADD CONSTRAINT "transport_entries_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_entries_submission_idx" ON "transport_entries" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "transport_entries_transport_idx" ON "transport_entries" USING btree ("transport_id");