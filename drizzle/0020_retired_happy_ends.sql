CREATE TABLE "retired_happy_ends" (
	"slug" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
