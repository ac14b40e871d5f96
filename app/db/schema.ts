import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The dogs as last synced from the upstream dog function (SPEC §3 Dog), one row per dog. */
export const dogs = pgTable("dogs", {
  id: text("id").primaryKey(),
  /** The upstream record, descriptions already sanitised. */
  data: jsonb("data").notNull(),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** One row (id 1): when and from where the dog snapshot was last replaced. */
export const dogSyncState = pgTable("dog_sync_state", {
  id: integer("id").primaryKey(),
  source: text("source").notNull(),
  cacheTimestamp: text("cache_timestamp"),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull(),
  dogCount: integer("dog_count").notNull(),
});
