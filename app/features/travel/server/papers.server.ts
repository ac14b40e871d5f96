/**
 * A dog's travel papers in the database (docs/product/travel.md#papers): read, and saved by a
 * coordinator with an audit entry that names the dog and whether its health line is public, never
 * a value (a chip or passport number is the dog's, but the log keeps no papers). The dog's page
 * reads the published health lines' facts only (docs/product/travel.md#health-line).
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import type { ReadCache } from "#app/platform/db/read-cache.server.ts";
import { dogPapers } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { EMPTY_PAPERS, papersFromRow as papersOf, type DogPapers } from "../rules/papers-form.ts";
import { MEDITERRANEAN_DISEASES, type DiseaseTest } from "../rules/travel-date.ts";
import { hasHealthFacts, healthFactsOf, type HealthFacts } from "../rules/health-line.ts";

type Reader = Pick<Database, "select">;

/** The stored tests the rules know (a disease of the list, a result, a date). */
function testsOf(tests: typeof dogPapers.$inferSelect["tests"] | null): DiseaseTest[] {
  return (tests ?? []).filter(
    (t): t is DiseaseTest => (MEDITERRANEAN_DISEASES as readonly string[]).includes(t.disease) && (t.result === "negative" || t.result === "positive") && typeof t.date === "string",
  );
}

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
    await audit(tx, actor, { action: "dog.papers_saved", targetType: "dog", targetId: dogId, details: { public: papers.healthPublic } }, now);
  });
}

/**
 * The facts of every published health line, by dog id: only rows a coordinator made public, and of
 * them only whether a chip number and a rabies date are recorded, the tests and "neutered" — never
 * a number, a date, a note. A published line with no fact is left out (nothing to show).
 */
export async function readPublishedHealth(db: Reader): Promise<ReadonlyMap<string, HealthFacts>> {
  const rows = await db
    .select({
      dogId: dogPapers.dogId,
      chipped: sql<boolean>`coalesce(btrim(${dogPapers.chipNumber}), '') <> ''`,
      rabies: sql<boolean>`${dogPapers.rabiesDate} is not null`,
      tests: dogPapers.tests,
      neutered: dogPapers.neutered,
    })
    .from(dogPapers)
    .where(eq(dogPapers.healthPublic, true));
  const published = new Map<string, HealthFacts>();
  for (const row of rows) {
    const facts = healthFactsOf({ chipped: row.chipped === true, rabies: row.rabies === true, tests: testsOf(row.tests), neutered: row.neutered });
    if (hasHealthFacts(facts)) published.set(row.dogId, facts);
  }
  return published;
}

/** The published health lines' facts, from memory until `dog_papers` changes (decision 018). */
export function publishedHealth(services: { db: Database; readCache: ReadCache }): Promise<ReadonlyMap<string, HealthFacts>> {
  return services.readCache.get("dog-health", ["dog_papers"], () => readPublishedHealth(services.db));
}
