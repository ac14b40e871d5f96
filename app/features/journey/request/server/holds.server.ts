/**
 * Which dogs of our list are reserved for one of our requests (docs/product/journey.md#waiting-list):
 * the dog ids of `dog_holds`, written only with a request's reservation mark
 * (conversation.server.ts). Public pages read them through the read cache (decision 018): no
 * request, no person, only ids.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { dogHolds } from "#app/platform/db/schema.ts";
import type { ReadCache } from "#app/platform/db/read-cache.server.ts";

export async function readHeldDogIds(db: Database): Promise<ReadonlySet<string>> {
  const rows = await db.select({ dogId: dogHolds.dogId }).from(dogHolds);
  return new Set(rows.map((r) => r.dogId));
}

/** The held dog ids, from memory until `dog_holds` changes. */
export function heldDogIds(services: { db: Database; readCache: ReadCache }): Promise<ReadonlySet<string>> {
  return services.readCache.get("dog-holds", ["dog_holds"], () => readHeldDogIds(services.db));
}
