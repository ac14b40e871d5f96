CREATE TABLE "content_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Raises the table's version and tells every listening server process
-- (channel content_changed), once per changing statement. Attached to each
-- table of app/db/public-tables.ts at start (decision 015).
CREATE OR REPLACE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO content_versions AS c (table_name, version, changed_at) VALUES (TG_TABLE_NAME, 1, now())
  ON CONFLICT (table_name) DO UPDATE SET version = c.version + 1, changed_at = now()
  RETURNING c.version INTO next_version;
  PERFORM pg_notify('content_changed', TG_TABLE_NAME || ' ' || next_version);
  RETURN NULL;
END
$$;
