/**
 * The one writer of a request's reservation (docs/product/journey.md#reserved): the mark on the
 * request and, for a dog of our list, the dog's public hold (`dog_holds`, one per dog), together.
 * Runs in the caller's transaction (reserving, taking a reservation back, closing a request).
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogHolds, submissions } from "#app/platform/db/schema.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function setReserved(tx: Tx, row: { id: string; dogId: string | null }, reserved: boolean, now: Date): Promise<void> {
  await tx.update(submissions).set({ reserved }).where(eq(submissions.id, row.id));
  if (reserved && row.dogId) await tx.insert(dogHolds).values({ dogId: row.dogId, submissionId: row.id, since: now });
  if (!reserved) await tx.delete(dogHolds).where(eq(dogHolds.submissionId, row.id));
}
