CREATE TABLE "dog_sync_status" (
	"id" integer PRIMARY KEY NOT NULL,
	"upstream" text,
	"attempted_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"error_kind" text,
	"error_status" integer,
	"failing_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dog_texts" (
	"dog_id" text PRIMARY KEY NOT NULL,
	"headline_de" text,
	"description_de" text,
	"headline_es" text,
	"description_es" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"locale" text PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
