/**
 * A dog's travel papers in the database (docs/product/travel.md#papers): saved whole by a
 * coordinator (the second save replaces the first), read back as the rules need them, the audit
 * entry naming the dog and no value; the public health line's facts read for published dogs only,
 * without a number or a date (docs/product/travel.md#health-line). On PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog } from "#app/platform/db/schema.ts";
import { papersOfDogs, readPapers, readPublishedHealth, savePapers } from "#app/features/travel/server/papers.server.ts";
import { EMPTY_PAPERS, type DogPapers } from "#app/features/travel/rules/papers-form.ts";
import { earliestTravelDate } from "#app/features/travel/rules/travel-date.ts";
import { readyPapers } from "../support/papers.ts";
import { testDatabases } from "../support/databases.ts";

const papers: DogPapers = readyPapers();

describe.each(testDatabases())("dog papers on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let actor: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [coordinator] = await db.insert(adminUsers).values({ email: "koordination@example.org", name: "Kora", role: "coordinator" }).returning({ id: adminUsers.id });
    actor = { id: coordinator!.id, label: "Kora <koordination@example.org>" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("saves a dog's papers whole, reads them back for the travel rules, and logs the save without a value", async () => {
    expect(await readPapers(db, "30124")).toEqual({ ...EMPTY_PAPERS, updatedAt: null });
    await savePapers(db, actor, "30124", { ...papers, passportNumber: null });
    await savePapers(db, actor, "30124", papers, new Date("2026-10-20T10:00:00Z"));
    const read = await readPapers(db, "30124");
    expect(read).toEqual({ ...papers, updatedAt: new Date("2026-10-20T10:00:00Z") });
    expect(earliestTravelDate(read, "2026-10-20")).toBe("2026-10-22");
    expect([...(await papersOfDogs(db, ["30124", "99999"])).keys()]).toEqual(["30124"]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "dog.papers_saved"));
    expect(entries.map((e) => [e.targetType, e.targetId, e.details])).toEqual([["dog", "30124", { public: false }], ["dog", "30124", { public: false }]]);
    expect(JSON.stringify(entries)).not.toContain("941000024681357");
    expect(JSON.stringify(entries)).not.toContain("ES-28-0123456");
  });

  it("reads the facts of the published health lines only: whether a chip and a vaccination are recorded, never their number or date", async () => {
    await savePapers(db, actor, "30124", { ...papers, healthPublic: true, tests: [...papers.tests.slice(0, 3), { disease: "heartworm", date: "2026-10-15", result: "positive" }] });
    await savePapers(db, actor, "30125", { ...papers, healthPublic: false });
    // Published, but nothing holds: nothing to show.
    await savePapers(db, actor, "30122", { ...papers, chipNumber: null, rabiesDate: null, tests: [], neutered: false, healthPublic: true });
    await savePapers(db, actor, "30121", { ...papers, chipNumber: "  ", rabiesDate: null, tests: [], neutered: true, healthPublic: true });
    const published = await readPublishedHealth(db);
    expect([...published.keys()].sort()).toEqual(["30121", "30124"]);
    expect(published.get("30124")).toEqual({ chipped: true, rabies: true, negative: ["leishmaniosis", "ehrlichiosis", "anaplasmosis"], neutered: true });
    expect(published.get("30121")).toEqual({ chipped: false, rabies: false, negative: [], neutered: true });
    expect(JSON.stringify([...published])).not.toMatch(/941000024681357|2026-|ES-28|Auto/);
    expect((await readPapers(db, "30124")).healthPublic).toBe(true);
    // The audit entry says whether the line is public, and nothing else of the papers.
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, "30124"));
    expect(entries.map((e) => e.details)).toEqual([{ public: true }]);
    await savePapers(db, actor, "30124", { ...papers, healthPublic: false });
    expect((await readPublishedHealth(db)).has("30124")).toBe(false);
  });
});
