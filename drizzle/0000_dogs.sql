CREATE TABLE "dog_sync_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"cache_timestamp" text,
	"synced_at" timestamp with time zone NOT NULL,
	"dog_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dogs" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
