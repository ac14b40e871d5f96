import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { dogs as dogsTable, dogSyncState } from "#app/db/schema.ts";
import { orderDogs, upstreamDogSchema, type Dog } from "#app/domain/dogs/index.ts";

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
  meta: { source: string; cacheTimestamp: string | null; now?: Date },
): Promise<void> {
  const now = meta.now ?? new Date();
  await db.transaction(async (tx) => {
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
  });
}

export async function readSyncState(db: Database) {
  const [state] = await db.select().from(dogSyncState).where(sql`${dogSyncState.id} = 1`);
  return state ?? null;
}

/** Reads the stored snapshot, ordered. Rows are parsed again, so a bad row cannot break a page. */
export async function readDogSnapshot(db: Database): Promise<DogSnapshot> {
  const [rows, state] = await Promise.all([db.select({ data: dogsTable.data }).from(dogsTable), readSyncState(db)]);
  const list = rows.flatMap((row) => {
    const parsed = upstreamDogSchema.safeParse(row.data);
    return parsed.success && parsed.data.id ? [parsed.data] : [];
  });
  return {
    dogs: orderDogs(list),
    cacheTimestamp: state?.cacheTimestamp ?? null,
    syncedAt: state?.syncedAt ?? null,
    source: state?.source ?? null,
  };
}

/**
 * Keeps the last snapshot in memory and reloads it only when the sync state
 * says a newer one was stored (one tiny query per request), so pages stay
 * fast with thousands of dogs and every server copy sees a new sync.
 */
export class DogCache {
  #snapshot: DogSnapshot | null = null;
  #version: string | null = null;
  #loading: Promise<DogSnapshot> | null = null;

  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async get(): Promise<DogSnapshot> {
    const state = await readSyncState(this.#db);
    const version = state ? `${state.syncedAt.toISOString()}|${state.dogCount}` : "none";
    if (this.#snapshot && this.#version === version) return this.#snapshot;
    this.#loading ??= readDogSnapshot(this.#db).finally(() => {
      this.#loading = null;
    });
    const snapshot = await this.#loading;
    this.#snapshot = snapshot;
    this.#version = version;
    return snapshot;
  }
}
