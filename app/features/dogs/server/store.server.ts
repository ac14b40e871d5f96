import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import type { ReadCache } from "#app/platform/db/read-cache.server.ts";
import { dogs as dogsTable, dogSyncState } from "#app/platform/db/schema.ts";
import { orderDogs, upstreamDogSchema, withAllOwnTexts, type Dog } from "#app/features/dogs/rules/index.ts";
import { newDogs } from "#app/features/dog-alerts/rules/rules.ts";
import { readAllOwnTexts } from "./own-texts.server.ts";

export interface DogSnapshot {
  /** In the order of docs/product/dogs.md#order (orderDogs). */
  dogs: Dog[];
  /** The upstream's own timestamp, if it sent one. */
  cacheTimestamp: string | null;
  /** When the snapshot was stored. */
  syncedAt: Date | null;
  source: string | null;
}

const INSERT_CHUNK = 500;

/**
 * Replaces the stored dogs with a new snapshot in one transaction, so a
 * reader sees either the old or the new list, never half of one.
 */
export async function replaceDogSnapshot(
  db: Database,
  list: readonly Dog[],
  meta: {
    source: string;
    cacheTimestamp: string | null;
    now?: Date;
    /**
     * Called in the same transaction with the dogs that were not in the
     * previous snapshot (not called when there was none: a first fill is not news).
     */
    onAdded?: (tx: DogTransaction, added: readonly Dog[], now: Date) => Promise<unknown>;
  },
): Promise<void> {
  const now = meta.now ?? new Date();
  await db.transaction(async (tx) => {
    const previous = meta.onAdded ? await tx.select({ id: dogsTable.id }).from(dogsTable) : [];
    await tx.delete(dogsTable);
    for (let i = 0; i < list.length; i += INSERT_CHUNK) {
      const chunk = list.slice(i, i + INSERT_CHUNK).map((dog) => ({ id: dog.id!, data: dog, syncedAt: now }));
      if (chunk.length) await tx.insert(dogsTable).values(chunk);
    }
    await tx
      .insert(dogSyncState)
      .values({ id: 1, source: meta.source, cacheTimestamp: meta.cacheTimestamp, syncedAt: now, dogCount: list.length })
      .onConflictDoUpdate({
        target: dogSyncState.id,
        set: { source: meta.source, cacheTimestamp: meta.cacheTimestamp, syncedAt: now, dogCount: list.length },
      });
    if (meta.onAdded && previous.length > 0) {
      const before = new Set(previous.map((row) => row.id));
      await meta.onAdded(tx, newDogs(list, before), now);
    }
  });
}

/** One dog as the upstream sent it (before our own texts), or null. */
export async function readUpstreamDog(db: Database, id: string): Promise<Dog | null> {
  const [row] = await db.select({ data: dogsTable.data }).from(dogsTable).where(eq(dogsTable.id, id));
  if (!row) return null;
  const parsed = upstreamDogSchema.safeParse(row.data);
  return parsed.success && parsed.data.id ? parsed.data : null;
}

export type DogTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function readSyncState(db: Database) {
  const [state] = await db.select().from(dogSyncState).where(sql`${dogSyncState.id} = 1`);
  return state ?? null;
}

/**
 * Reads the stored snapshot, ordered, with our own texts laid over each dog
 * (docs/product/dogs.md#our-texts). Rows are parsed again, so a bad row cannot break a page.
 */
export async function readDogSnapshot(db: Database): Promise<DogSnapshot> {
  const [rows, state, texts] = await Promise.all([
    db.select({ data: dogsTable.data }).from(dogsTable),
    readSyncState(db),
    readAllOwnTexts(db),
  ]);
  const list = rows.flatMap((row) => {
    const parsed = upstreamDogSchema.safeParse(row.data);
    return parsed.success && parsed.data.id ? [parsed.data] : [];
  });
  return {
    dogs: withAllOwnTexts(orderDogs(list), texts),
    cacheTimestamp: state?.cacheTimestamp ?? null,
    syncedAt: state?.syncedAt ?? null,
    source: state?.source ?? null,
  };
}

/**
 * The stored snapshot with our own texts laid over it, read once per change of
 * the dog tables or the texts (the read cache
 * of decision 018): a page view makes no database query while nothing changed,
 * and every server copy sees a new sync within a second.
 */
export class DogCache {
  readonly #db: Database;
  readonly #cache: ReadCache;

  constructor(db: Database, cache: ReadCache) {
    this.#db = db;
    this.#cache = cache;
  }

  get(): Promise<DogSnapshot> {
    return this.#cache.get("dog-snapshot", ["dogs", "dog_sync_state", "dog_texts"], () => readDogSnapshot(this.#db));
  }
}
