/**
 * A dog's travel papers in the database (docs/product/travel.md#papers): saved whole by a
 * coordinator (the second save replaces the first), read back as the rules need them, the audit
 * entry naming the dog and no value. On PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog } from "#app/platform/db/schema.ts";
import { papersOfDogs, readPapers, savePapers } from "#app/features/travel/server/papers.server.ts";
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
    expect(entries.map((e) => [e.targetType, e.targetId])).toEqual([["dog", "30124"], ["dog", "30124"]]);
    expect(JSON.stringify(entries)).not.toContain("941000024681357");
    expect(JSON.stringify(entries)).not.toContain("ES-28-0123456");
  });
});
