/**
 * The last sync attempt, in the table `dog_sync_status` (one row), so every
 * server process and the back office know whether the dog list is current
 * and why not (docs/product/dogs.md#sync-state).
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogSyncStatus } from "#app/platform/db/schema.ts";

/** The upstream's address as the back office may show it: no credentials, no query (a token may travel there), no fragment. */
export function upstreamLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "";
  }
}

export interface SyncAttempt {
  upstream: string;
  ok: boolean;
  errorKind?: string;
  errorStatus?: number | null;
}

export async function recordSyncAttempt(db: Database, attempt: SyncAttempt, now: Date = new Date()): Promise<void> {
  const values = {
    upstream: upstreamLabel(attempt.upstream),
    attemptedAt: now,
    ok: attempt.ok,
    errorKind: attempt.ok ? null : (attempt.errorKind ?? "other"),
    errorStatus: attempt.ok ? null : (attempt.errorStatus ?? null),
  };
  await db.transaction(async (tx) => {
    const [previous] = await tx.select({ ok: dogSyncStatus.ok, failingSince: dogSyncStatus.failingSince }).from(dogSyncStatus).where(eq(dogSyncStatus.id, 1)).for("update");
    // The first failure after a success starts the run of failures; later ones keep its start.
    const failingSince = attempt.ok ? null : previous && !previous.ok && previous.failingSince ? previous.failingSince : now;
    await tx
      .insert(dogSyncStatus)
      .values({ id: 1, ...values, failingSince })
      .onConflictDoUpdate({ target: dogSyncStatus.id, set: { ...values, failingSince } });
  });
}

export async function readSyncStatus(db: Pick<Database, "select">) {
  const [row] = await db.select().from(dogSyncStatus).where(eq(dogSyncStatus.id, 1));
  return row ?? null;
}
