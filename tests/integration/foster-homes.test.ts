/**
 * Foster homes' writers on both databases (docs/product/foster.md), as the back office calls them: a
 * home made once from an accepted foster application (its welcome e-mail with the page's link queued
 * in the same step), its stage moved only as FOSTER_HOME_TABLE allows (every forbidden move refused,
 * nothing written; "end" only without dogs), a dog placed (refused when the home is full, not active,
 * or the dog already has an open stay), a stay moved only as STAY_TABLE allows, and a dog moved to
 * another home in one step.
 */
import { and, count, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, dogs, fosterHomes, fosterStays, outbox, submissions } from "#app/platform/db/schema.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { FOSTER_HOME_EVENTS, FOSTER_HOME_STAGES, FOSTER_HOME_TABLE, STAY_EVENTS, STAY_STAGES, STAY_TABLE, readFosterHome, type FosterHomeValues } from "#app/features/journey/foster/public.ts";
import {
  applicationValues, createFosterHome, fosterHomeById, fosterHomeOfApplication, listFosterHomes, moveFosterHome, moveStay, placeDog, relocateDog, staysOfHome,
} from "#app/features/journey/foster/public.server.ts";
import { testDatabases } from "../support/databases.ts";
import { validFields } from "../support/form-fixtures.ts";
import { mailSources } from "../support/mail-sources.ts";

const SECRET = "foster-secret-foster-secret-foster";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const NOW = new Date("2027-03-01T10:00:00Z");
const logger = pino({ level: "silent" });

function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (message: MailMessage) => void sent.push(message), forget: async () => {}, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

/** A foster application sent through the public form, at a stage of its workflow. */
async function application(db: Database, tag: string, status = "accepted", locale: "de" | "es" = "de"): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({
      formType: "foster_home",
      locale,
      status,
      idempotencyKey: `foster-${tag}`,
      data: { ...validFields("foster_home", tag), email: `${tag.toLowerCase()}@example.org`, address: "Hauptstraße 1, 23701 Süsel", zipCode: "23701" },
    })
    .returning({ id: submissions.id });
  return row!.id;
}

const values = (overrides: Partial<FosterHomeValues> = {}): FosterHomeValues => ({
  name: "Anna Müller",
  email: "anna@example.org",
  phone: "+49 171 1234567",
  street: "Hauptstraße 1",
  postalCode: "23701",
  city: "Süsel",
  capacity: 2,
  sizes: ["small", "medium"],
  hasCats: true,
  hasChildren: false,
  visits: true,
  visitTimes: "Samstags",
  notes: "",
  ...overrides,
});

async function dog(db: Database, id: string, name: string) {
  await db.insert(dogs).values({ id, data: { id, name } });
}

describe.each(testDatabases())("foster homes on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let actor: { id: string; label: string };
  const auditCount = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;
  const home = async (tag: string, overrides: Partial<FosterHomeValues> = {}) => {
    const created = await createFosterHome(db, actor, SECRET, await application(db, tag), values({ email: `${tag.toLowerCase()}@example.org`, ...overrides }), NOW);
    if (!created.ok) throw new Error(JSON.stringify(created));
    return created.id;
  };

  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [lea] = await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea Koordination", role: "coordinator" }).returning({ id: adminUsers.id });
    actor = { id: lea!.id, label: "Lea <lea@example.org>" };
    for (const [id, name] of [["d1", "Luna"], ["d2", "Max"], ["d3", "Nala"], ["d4", "Rocky"]] as const) await dog(db, id, name);
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("makes one home of an accepted foster application, with the family's welcome e-mail and its page's link", async () => {
    const id = await application(db, "Anna");
    const start = await applicationValues(db, id);
    expect(start).toMatchObject({ street: "Hauptstraße 1", postalCode: "23701", city: "Süsel", capacity: 1, sizes: ["small", "medium", "large"], visits: true });
    const read = readFosterHome({ ...start!, capacity: "2" });
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const created = await createFosterHome(db, actor, SECRET, id, read.values, NOW);
    if (!created.ok) throw new Error(JSON.stringify(created));
    expect(await fosterHomeOfApplication(db, id)).toEqual({ id: created.id, stage: "active" });
    expect(await fosterHomeById(db, created.id)).toMatchObject({ stage: "active", capacity: 2, locale: "de", submissionId: id });
    // A second one of the same application is refused and writes nothing.
    const audits = await auditCount();
    expect(await createFosterHome(db, actor, SECRET, id, read.values, NOW)).toEqual({ ok: false, reason: "exists" });
    expect(await auditCount()).toBe(audits);
    expect((await db.select({ n: count() }).from(fosterHomes))[0]!.n).toBe(1);

    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 24, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const welcome = transport.sent.find((mail) => mail.to === read.values.email);
    expect(welcome?.text).toMatch(/http:\/\/localhost:3000\/meine-pflegestelle\/[A-Za-z0-9_-]{20,}/);
  });

  it("refuses a home from an application that is not accepted, not a foster application, or unknown", async () => {
    const early = await application(db, "Early", "getting_to_know");
    expect(await createFosterHome(db, actor, SECRET, early, values(), NOW)).toEqual({ ok: false, reason: "not_accepted" });
    expect(await applicationValues(db, early)).toBeNull();
    const [contact] = await db.insert(submissions).values({ formType: "contact", locale: "de", status: "done", idempotencyKey: "contact-1", data: { name: "X" } }).returning({ id: submissions.id });
    expect(await createFosterHome(db, actor, SECRET, contact!.id, values(), NOW)).toEqual({ ok: false, reason: "unknown" });
    expect(await createFosterHome(db, actor, SECRET, "not-an-id", values(), NOW)).toEqual({ ok: false, reason: "unknown" });
    expect((await db.select({ n: count() }).from(fosterHomes))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "foster_welcome")))[0]!.n).toBe(0);
  });

  it("moves a home only as FOSTER_HOME_TABLE allows: every forbidden move refused and nothing written", async () => {
    const id = await home("Table");
    let tried = 0;
    for (const stage of FOSTER_HOME_STAGES) {
      for (const event of [...FOSTER_HOME_EVENTS, "reopen", "__proto__"]) {
        const rule = (FOSTER_HOME_TABLE as Record<string, { from: readonly string[] } | undefined>)[event];
        if (Object.hasOwn(FOSTER_HOME_TABLE, event) && rule!.from.includes(stage)) continue;
        tried += 1;
        await db.update(fosterHomes).set({ stage }).where(eq(fosterHomes.id, id));
        const before = (await db.select().from(fosterHomes).where(eq(fosterHomes.id, id)))[0]!;
        const audits = await auditCount();
        const moved = await moveFosterHome(db, actor, id, event, NOW);
        expect(moved, `${stage} ${event}`).toEqual({ ok: false, reason: Object.hasOwn(FOSTER_HOME_TABLE, event) ? "not_from_here" : "unknown_event" });
        expect((await db.select().from(fosterHomes).where(eq(fosterHomes.id, id)))[0]).toEqual(before);
        expect(await auditCount()).toBe(audits);
      }
    }
    // active: resume, reopen, __proto__; paused: pause, reopen, __proto__; ended: all five.
    expect(tried).toBe(11);
    await db.update(fosterHomes).set({ stage: "active" }).where(eq(fosterHomes.id, id));
    expect(await moveFosterHome(db, actor, id, "pause", NOW)).toEqual({ ok: true, to: "paused" });
    expect(await moveFosterHome(db, actor, id, "resume", NOW)).toEqual({ ok: true, to: "active" });
    expect(await moveFosterHome(db, actor, id, "end", NOW)).toEqual({ ok: true, to: "ended" });
    expect(await moveFosterHome(db, actor, "not-an-id", "end", NOW)).toEqual({ ok: false, reason: "unknown" });
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "foster_home.stage_changed"), eq(auditLog.targetId, id)))).toHaveLength(3);
  });

  it("ends a home only without dogs there or on their way (the guard)", async () => {
    const id = await home("Guard");
    const planned = await placeDog(db, actor, id, { dogId: "d1", arrival: "hand", startsOn: "2027-03-20" }, NOW);
    expect(planned).toMatchObject({ ok: true, stage: "planned" });
    for (const stage of ["active", "paused"] as const) {
      await db.update(fosterHomes).set({ stage }).where(eq(fosterHomes.id, id));
      const audits = await auditCount();
      expect(await moveFosterHome(db, actor, id, "end", NOW)).toEqual({ ok: false, reason: "guard" });
      expect((await fosterHomeById(db, id))!.stage).toBe(stage);
      expect(await auditCount()).toBe(audits);
    }
    await db.update(fosterHomes).set({ stage: "active" }).where(eq(fosterHomes.id, id));
    expect(await moveStay(db, actor, planned.ok ? planned.id : "", "arrive", {}, NOW)).toEqual({ ok: true, to: "current" });
    expect(await moveFosterHome(db, actor, id, "end", NOW)).toEqual({ ok: false, reason: "guard" });
    expect(await moveStay(db, actor, planned.ok ? planned.id : "", "end", { reason: "adopted" }, NOW)).toEqual({ ok: true, to: "ended" });
    expect(await moveFosterHome(db, actor, id, "end", NOW)).toEqual({ ok: true, to: "ended" });
  });

  it("places a dog: by hand today it lives there, on a later day it is on its way; full, not active and already placed are refused, writing nothing", async () => {
    const id = await home("Place", { capacity: 2 });
    const now = await placeDog(db, actor, id, { dogId: "d1", arrival: "hand", startsOn: "2027-03-01" }, NOW);
    expect(now).toMatchObject({ ok: true, stage: "current" });
    const later = await placeDog(db, actor, id, { dogId: "d2", arrival: "hand", startsOn: "2027-03-15" }, NOW);
    expect(later).toMatchObject({ ok: true, stage: "planned" });
    const list = await listFosterHomes(db);
    expect(list.find((h) => h.id === id)!.dogs.map((d) => [d.dogName, d.stage, d.startsOn])).toEqual([["Luna", "current", "2027-03-01"], ["Max", "planned", "2027-03-15"]]);

    const other = await home("Other", { capacity: 3 });
    const staysNow = async () => (await db.select({ n: count() }).from(fosterStays))[0]!.n;
    const stays = await staysNow();
    const audits = await auditCount();
    // Full: both places taken (a dog on its way takes one too).
    expect(await placeDog(db, actor, id, { dogId: "d3", arrival: "hand", startsOn: "2027-03-01" }, NOW)).toEqual({ ok: false, reason: "full" });
    // Already placed: Luna lives here, Max is on his way; in another home they are refused.
    expect(await placeDog(db, actor, other, { dogId: "d1", arrival: "hand", startsOn: "2027-03-01" }, NOW)).toEqual({ ok: false, reason: "already_placed" });
    expect(await placeDog(db, actor, other, { dogId: "d2", arrival: "hand", startsOn: "2027-03-01" }, NOW)).toEqual({ ok: false, reason: "already_placed" });
    // Not active: a paused (or ended) home takes no dog.
    expect(await moveFosterHome(db, actor, other, "pause", NOW)).toEqual({ ok: true, to: "paused" });
    const auditsPaused = await auditCount();
    expect(await placeDog(db, actor, other, { dogId: "d3", arrival: "hand", startsOn: "2027-03-01" }, NOW)).toEqual({ ok: false, reason: "not_active" });
    // And what a form may send wrong: an unknown dog, a transport or flight that is not there, a day that is none.
    await moveFosterHome(db, actor, other, "resume", NOW);
    const auditsResumed = await auditCount();
    expect(await placeDog(db, actor, other, { dogId: "nobody", arrival: "hand", startsOn: "2027-03-01" }, NOW)).toEqual({ ok: false, reason: "unknown_dog" });
    expect(await placeDog(db, actor, other, { dogId: "d3", arrival: "transport", transportId: "33333333-3333-4333-8333-333333333333" }, NOW)).toEqual({ ok: false, reason: "unknown_transport" });
    expect(await placeDog(db, actor, other, { dogId: "d3", arrival: "flight", flightId: null }, NOW)).toEqual({ ok: false, reason: "unknown_flight" });
    expect(await placeDog(db, actor, other, { dogId: "d3", arrival: "hand", startsOn: "1.3.2027" }, NOW)).toEqual({ ok: false, reason: "bad_date" });
    expect(await staysNow()).toBe(stays);
    expect(auditsPaused - audits).toBe(1);
    expect(await auditCount()).toBe(auditsResumed);
  });

  it("moves a stay only as STAY_TABLE allows: every forbidden move refused and nothing written", async () => {
    const id = await home("Stays", { capacity: 1 });
    const placed = await placeDog(db, actor, id, { dogId: "d1", arrival: "hand", startsOn: "2027-03-10" }, NOW);
    if (!placed.ok) throw new Error(placed.reason);
    let tried = 0;
    for (const stage of STAY_STAGES) {
      for (const event of [...STAY_EVENTS, "relocate", "__proto__"]) {
        const rule = (STAY_TABLE as Record<string, { from: readonly string[] } | undefined>)[event];
        if (Object.hasOwn(STAY_TABLE, event) && rule!.from.includes(stage)) continue;
        tried += 1;
        await db.update(fosterStays).set({ stage }).where(eq(fosterStays.id, placed.id));
        const before = (await db.select().from(fosterStays).where(eq(fosterStays.id, placed.id)))[0]!;
        const audits = await auditCount();
        const moved = await moveStay(db, actor, placed.id, event, { reason: "adopted" }, NOW);
        expect(moved, `${stage} ${event}`).toEqual({ ok: false, reason: Object.hasOwn(STAY_TABLE, event) ? "not_from_here" : "unknown_event" });
        expect((await db.select().from(fosterStays).where(eq(fosterStays.id, placed.id)))[0]).toEqual(before);
        expect(await auditCount()).toBe(audits);
      }
    }
    // planned: end, relocate, __proto__; current: arrive, cancel, relocate, __proto__; ended and cancelled: all five each.
    expect(tried).toBe(17);
    // Ending needs a reason; without one nothing is written.
    await db.update(fosterStays).set({ stage: "current" }).where(eq(fosterStays.id, placed.id));
    expect(await moveStay(db, actor, placed.id, "end", {}, NOW)).toEqual({ ok: false, reason: "bad_reason" });
    expect((await db.select({ stage: fosterStays.stage }).from(fosterStays).where(eq(fosterStays.id, placed.id)))[0]!.stage).toBe("current");
    await db.update(fosterStays).set({ stage: "planned" }).where(eq(fosterStays.id, placed.id));
    expect(await moveStay(db, actor, placed.id, "arrive", {}, NOW)).toEqual({ ok: true, to: "current" });
    expect(await moveStay(db, actor, placed.id, "end", { reason: "returned" }, NOW)).toEqual({ ok: true, to: "ended" });
    const [ended] = await staysOfHome(db, id);
    expect(ended).toMatchObject({ stage: "ended", endReason: "returned", startsOn: "2027-03-01", endedOn: "2027-03-01" });
    // A cancelled stay frees the place: the next dog comes.
    const next = await placeDog(db, actor, id, { dogId: "d2", arrival: "hand", startsOn: "2027-04-01" }, NOW);
    if (!next.ok) throw new Error(next.reason);
    expect(await moveStay(db, actor, next.id, "cancel", {}, NOW)).toEqual({ ok: true, to: "cancelled" });
    expect(await placeDog(db, actor, id, { dogId: "d2", arrival: "hand", startsOn: "2027-03-01" }, NOW)).toMatchObject({ ok: true, stage: "current" });
  });

  it("moves a dog to another home in one step, and refuses a home that is full, not active, the same or unknown", async () => {
    const from = await home("From", { capacity: 2 });
    const to = await home("To", { capacity: 1 });
    const placed = await placeDog(db, actor, from, { dogId: "d1", arrival: "hand", startsOn: "2027-03-01" }, NOW);
    const coming = await placeDog(db, actor, from, { dogId: "d2", arrival: "hand", startsOn: "2027-03-20" }, NOW);
    if (!placed.ok || !coming.ok) throw new Error("not placed");
    const audits = await auditCount();
    const stays = (await db.select({ n: count() }).from(fosterStays))[0]!.n;
    expect(await relocateDog(db, actor, placed.id, from, NOW)).toEqual({ ok: false, reason: "same_home" });
    expect(await relocateDog(db, actor, coming.id, to, NOW)).toEqual({ ok: false, reason: "not_current" });
    expect(await relocateDog(db, actor, placed.id, "33333333-3333-4333-8333-333333333333", NOW)).toEqual({ ok: false, reason: "unknown_home" });
    await moveFosterHome(db, actor, to, "pause", NOW);
    const auditsPaused = await auditCount();
    expect(await relocateDog(db, actor, placed.id, to, NOW)).toEqual({ ok: false, reason: "not_active" });
    await moveFosterHome(db, actor, to, "resume", NOW);
    const full = await placeDog(db, actor, to, { dogId: "d3", arrival: "hand", startsOn: "2027-03-01" }, NOW);
    if (!full.ok) throw new Error(full.reason);
    const auditsFull = await auditCount();
    expect(await relocateDog(db, actor, placed.id, to, NOW)).toEqual({ ok: false, reason: "full" });
    expect(auditsPaused - audits).toBe(1);
    expect(await auditCount()).toBe(auditsFull);
    expect((await db.select({ n: count() }).from(fosterStays))[0]!.n).toBe(stays + 1);

    expect(await moveStay(db, actor, full.id, "end", { reason: "adopted" }, NOW)).toEqual({ ok: true, to: "ended" });
    const moved = await relocateDog(db, actor, placed.id, to, NOW);
    if (!moved.ok) throw new Error(moved.reason);
    const old = (await staysOfHome(db, from)).find((s) => s.id === placed.id)!;
    expect(old).toMatchObject({ stage: "ended", endReason: "moved", endedOn: "2027-03-01" });
    expect((await staysOfHome(db, to)).find((s) => s.id === moved.id)).toMatchObject({ stage: "current", dogId: "d1", dogName: "Luna", startsOn: "2027-03-01" });
    expect(await db.select().from(fosterStays).where(and(eq(fosterStays.dogId, "d1"), eq(fosterStays.stage, "current")))).toHaveLength(1);
  });
});
