/**
 * After a person's rows are deleted (erasure, retention), their bytes are
 * still in the table files until the space is reused, and in the write-ahead
 * log. This rewrites the tables that held them (`VACUUM FULL`: new files
 * without the dead rows; the old ones are removed at the next checkpoint),
 * and on the embedded database also ends the log segment that recorded them
 * and has it deleted rather than recycled, so nothing of the person stays
 * readable under DATA_DIR. On PostgreSQL the server's own write-ahead log
 * keeps them until it recycles its segments (README, privacy notice).
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";

/**
 * The tables that hold a person's data (submissions and their e-mails, notes, pre-checks, transport
 * entries and contracts, a family's news and happy ends, new-dog alerts). `stored_files` is scrubbed
 * too when a published happy end's photos were deleted (`FILE_TABLE`, passed by the caller).
 */
export const PERSONAL_TABLES = [
  "submissions",
  "memberships",
  "membership_fees",
  "membership_receipts",
  "submission_notes",
  "submission_messages",
  "prechecks",
  "precheck_photos",
  "transport_entries",
  "contracts",
  "family_news",
  "family_news_photos",
  "happy_ends",
  "foster_homes",
  "foster_stays",
  "foster_news",
  "foster_news_photos",
  "foster_meetings",
  "outbox",
  "dog_alert_subscriptions",
  "dog_alert_mailings",
  "dog_alert_announcements",
] as const;

export async function scrubDeletedRows(db: Database, kind: "pglite" | "postgres", tables: readonly string[] = PERSONAL_TABLES): Promise<void> {
  const list = tables.map((t) => `"${t.replace(/"/g, '""')}"`).join(", ");
  await db.execute(sql.raw(`VACUUM FULL ${list}`));
  if (kind !== "pglite") return;
  await db.execute(sql.raw("SET wal_recycle = off"));
  await db.execute(sql.raw("SELECT pg_switch_wal()"));
  await db.execute(sql.raw("CHECKPOINT"));
}
