/**
 * Pre-checks' data layer on both databases (docs/product/journey.md#assigning): the volunteers a
 * coordinator is shown for a family's postcode — those covering it first, the closest area first,
 * then the fewest open visits — with each one's count of open visits.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, prechecks, submissions } from "#app/platform/db/schema.ts";
import { assignPrecheck, volunteersFor } from "#app/features/journey/server/prechecks.server.ts";
import { testDatabases } from "../support/databases.ts";
import { storeAdoptionRequest } from "../support/requests.ts";

const SECRET = "precheck-secret-precheck-secret";
const actor = { id: null, label: "command line" };

const request = (db: Database, tag: string) => storeAdoptionRequest(db, { secret: SECRET, tag });

describe.each(testDatabases())("pre-check volunteers on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("lists those covering the postcode first, the closest area first, then the fewest open visits, each with its open visits counted", async () => {
    const volunteer = async (name: string, areas: string[]) =>
      (await db.insert(adminUsers).values({ email: `${name.toLowerCase()}@example.org`, name, role: "precheck", precheckAreas: areas }).returning({ id: adminUsers.id }))[0]!.id;
    const wide = await volunteer("Wanda", ["DE:7"]);
    const near = await volunteer("Nora", ["DE:761"]);
    const busy = await volunteer("Bea", ["DE:7"]);
    await volunteer("Fritz", ["DE:10", "ES:12"]);
    await db.insert(adminUsers).values({ email: "koordination@example.org", name: "Lea", role: "coordinator", precheckAreas: ["DE:76"] });
    // Bea has two open visits and one done; Wanda one cancelled (taken over by Nora).
    for (const [tag, who] of [["A", busy], ["B", busy], ["C", busy], ["D", wide], ["E", near]] as const) {
      const outcome = await assignPrecheck(db, actor, await request(db, tag), { volunteerId: who, country: "DE", postcode: "76131", address: "Weg 1" });
      if (!outcome.ok) throw new Error("not assigned");
      if (tag === "C") await db.update(prechecks).set({ status: "done" }).where(eq(prechecks.id, outcome.id));
      if (tag === "D") await assignPrecheck(db, actor, (await db.select({ id: prechecks.submissionId }).from(prechecks).where(eq(prechecks.id, outcome.id)))[0]!.id, { volunteerId: near, country: "DE", postcode: "76131", address: "Weg 1" });
    }
    const list = await volunteersFor(db, "DE", "76131");
    expect(list.map((v) => [v.name, v.covers, v.open])).toEqual([
      ["Nora", true, 2],
      ["Wanda", true, 0],
      ["Bea", true, 2],
      ["Fritz", false, 0],
    ]);
    // Without a postcode nobody covers it; the coordinator with areas is no volunteer.
    expect((await volunteersFor(db, null, null)).map((v) => v.covers)).toEqual([false, false, false, false]);
    expect(await db.select().from(submissions)).toHaveLength(5);
  });
});
