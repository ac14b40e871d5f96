/**
 * A dog's travel papers in the database (docs/product/travel.md#papers): read, and saved by a
 * coordinator with an audit entry that names the dog and never a value (a chip or passport number
 * is the dog's, but the log keeps no papers).
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogPapers } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { EMPTY_PAPERS, papersFromRow as papersOf, type DogPapers } from "../rules/papers-form.ts";

type Reader = Pick<Database, "select">;

/** A dog's papers; empty ones when none were recorded yet. */
export async function readPapers(db: Reader, dogId: string): Promise<DogPapers & { updatedAt: Date | null }> {
  const [row] = await db.select().from(dogPapers).where(eq(dogPapers.dogId, dogId));
  return row ? { ...papersOf(row), updatedAt: row.updatedAt } : { ...EMPTY_PAPERS, updatedAt: null };
}

/** The papers of several dogs (a transport's), by dog id; a dog without papers is absent. */
export async function papersOfDogs(db: Reader, dogIds: readonly string[]): Promise<Map<string, DogPapers>> {
  if (dogIds.length === 0) return new Map();
  const rows = await db.select().from(dogPapers).where(inArray(dogPapers.dogId, [...dogIds]));
  return new Map(rows.map((row) => [row.dogId, papersOf(row)]));
}

/** Saves a dog's papers whole (the form holds them all), with the audit entry. */
export async function savePapers(db: Database, actor: Actor, dogId: string, papers: DogPapers, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { ...papers, tests: [...papers.tests], updatedAt: now, updatedBy: actor.id };
    await tx.insert(dogPapers).values({ dogId, ...values }).onConflictDoUpdate({ target: dogPapers.dogId, set: values });
    await audit(tx, actor, { action: "dog.papers_saved", targetType: "dog", targetId: dogId }, now);
  });
}
