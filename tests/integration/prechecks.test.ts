/**
 * Pre-checks' data layer on both databases (docs/product/journey.md#assigning): the volunteers a
 * coordinator is shown for a family's postcode — those covering it first, the closest area first,
 * then the fewest open visits — with each one's count of open visits.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, prechecks, submissions } from "#app/platform/db/schema.ts";
import { assignPrecheck, volunteersFor } from "#app/features/journey/precheck/server/prechecks.server.ts";
import { precheckAction, precheckPart } from "#app/features/journey/precheck/server/back-office.server.ts";
import { contractPart } from "#app/features/journey/contract/server/back-office.server.ts";
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

  it("the adoption form's address starts the pre-check and the contract, on one line with the postcode before the town", async () => {
    const [lea] = await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea", role: "coordinator" }).returning({ id: adminUsers.id });
    const viewer = { id: lea!.id, role: "coordinator" };
    const nora = (await db.insert(adminUsers).values({ email: "nora@example.org", name: "Nora", role: "precheck", precheckAreas: ["DE:761"] }).returning({ id: adminUsers.id }))[0]!.id;
    const of = (id: string, locale: "de" | "es") => ({ id, formType: "adoption", spam: false, locale, status: "contract", dogName: "Luna" });
    const german = await storeAdoptionRequest(db, { secret: SECRET, tag: "Kaiser", fields: { street: "Kaiserstraße 12", postalCode: "76131", city: "Karlsruhe", country: "DE" } });
    expect((await precheckPart(db, viewer, of(german, "de")))!.values).toEqual({ country: "DE", postcode: "76131", address: "Kaiserstraße 12, Karlsruhe" });
    expect((await contractPart(db, viewer, of(german, "de"), []))!.values.address).toBe("Kaiserstraße 12, 76131 Karlsruhe");
    const spanish = await storeAdoptionRequest(db, { secret: SECRET, tag: "Mayor", locale: "es", fields: { street: "Calle Mayor 3", postalCode: "12580", city: "Benicarló", country: "ES" } });
    expect((await precheckPart(db, viewer, of(spanish, "es")))!.values).toEqual({ country: "ES", postcode: "12580", address: "Calle Mayor 3, Benicarló" });
    expect((await contractPart(db, viewer, of(spanish, "es"), []))!.values.address).toBe("Calle Mayor 3, 12580 Benicarló");
    // After the visit, its address (as the coordinator completed it) starts the contract: the postcode before the town.
    await assignPrecheck(db, actor, german, { volunteerId: nora, country: "DE", postcode: "76131", address: "Kaiserstraße 12, Karlsruhe" });
    expect((await contractPart(db, viewer, of(german, "de"), []))!.values.address).toBe("Kaiserstraße 12, 76131 Karlsruhe");
    // Without an address in the form, both start empty: the coordinator enters it before the pre-check.
    const none = await request(db, "Ohne");
    expect((await precheckPart(db, viewer, of(none, "de")))!.values).toEqual({ country: "DE", postcode: "", address: "" });
    expect((await contractPart(db, viewer, of(none, "de"), []))!.values.address).toBe("");
  });

  it("a visit is not handed over without the family's address: the field is named and nothing is stored (issue 34, item 16)", async () => {
    const nora = (await db.insert(adminUsers).values({ email: "nora@example.org", name: "Nora", role: "precheck", precheckAreas: ["DE:761"] }).returning({ id: adminUsers.id }))[0]!.id;
    const id = await request(db, "Adresslos");
    const input = { precheck_country: "DE", precheck_postcode: "76131", precheck_address: "", precheck_volunteer: nora } as Parameters<typeof precheckAction>[3];
    const refused = await precheckAction(db, actor, id, input, true);
    expect(refused).toMatchObject({ ok: false, errors: { address: true } });
    expect(await db.select().from(prechecks)).toEqual([]);
    // With it, the same visit is handed over.
    const taken = await precheckAction(db, actor, id, { ...input, precheck_address: "Kaiserstraße 12, Karlsruhe" }, true);
    expect(taken).toMatchObject({ ok: true, assigned: "Nora" });
    expect(await db.select({ address: prechecks.address }).from(prechecks)).toEqual([{ address: "Kaiserstraße 12, Karlsruhe" }]);
  });
});
