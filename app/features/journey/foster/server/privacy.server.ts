/**
 * Foster homes and privacy (docs/product/foster.md#privacy): erasing a person removes the foster homes
 * of that address with their stays, news (and its published copies), meetings and e-mails; the
 * retention period removes an ended foster home the same way `FOSTER_RETENTION_DAYS` after it ended.
 * The caller forgets the e-mails' copies (by `fosterMessagePrefix`), the copies' cached sizes, and
 * scrubs the deleted rows. Audited with counts and ids, never a name.
 */
import { and, count, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { fosterHomes } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { OutboxChore } from "#app/platform/mail/outbox.server.ts";
import { removeHomeCopies, type RemovedCopy } from "./news.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

/** How long an ended foster home's record is kept (which dog lived where, since when): three years, as the permit's records. */
export const FOSTER_RETENTION_DAYS = 3 * 365;

export interface RemovedHomes {
  homeIds: string[];
  files: RemovedCopy[];
}

async function removeHomes(tx: Tx, actor: Actor, ids: readonly string[], action: "foster_home.erased" | "foster_home.retired", now: Date): Promise<RemovedHomes> {
  if (ids.length === 0) return { homeIds: [], files: [] };
  const files = await removeHomeCopies(tx, ids);
  const deleted = await tx.delete(fosterHomes).where(inArray(fosterHomes.id, [...ids])).returning({ id: fosterHomes.id });
  for (const { id } of deleted) await audit(tx, actor, { action, targetType: "foster_home", targetId: id }, now);
  return { homeIds: deleted.map((r) => r.id), files };
}

/** Erases the foster homes of an address (in the erasure's transaction). */
export async function eraseFosterHomesOf(tx: Tx, actor: Actor, email: string, now = new Date()): Promise<RemovedHomes> {
  const rows = await tx.select({ id: fosterHomes.id }).from(fosterHomes).where(eq(fosterHomes.emailLower, email.trim().toLowerCase()));
  return removeHomes(tx, actor, rows.map((r) => r.id), "foster_home.erased", now);
}

/** How many foster homes an address has (the erasure's preview). */
export async function fosterHomesOf(db: Reader, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fosterHomes).where(eq(fosterHomes.emailLower, email.trim().toLowerCase()));
  return row?.n ?? 0;
}

/** The retention period: ended foster homes whose end lies `days` back. */
export async function retireEndedFosterHomes(db: Database, actor: Actor, days: number = FOSTER_RETENTION_DAYS, now = new Date()): Promise<RemovedHomes> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: fosterHomes.id }).from(fosterHomes).where(and(eq(fosterHomes.stage, "ended"), lt(fosterHomes.endedAt, cutoff)));
    return removeHomes(tx, actor, rows.map((r) => r.id), "foster_home.retired", now);
  });
}

/** The retention period of ended foster homes, checked once an hour; `forgotten` then forgets their e-mails' copies and photos and scrubs the rows. */
export function fosterRetentionChore(options: {
  db: Database;
  logger: { info(details: object, message: string): void };
  forgotten: (removed: RemovedHomes) => Promise<void>;
  everyMs?: number;
}): OutboxChore {
  return {
    name: "foster home retention",
    everyMs: options.everyMs ?? 3_600_000,
    async run() {
      const removed = await retireEndedFosterHomes(options.db, { id: null, label: "retention period" });
      if (removed.homeIds.length === 0) return;
      await options.forgotten(removed);
      options.logger.info({ fosterHomes: removed.homeIds.length }, "foster home retention run");
    },
  };
}
