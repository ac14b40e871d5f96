/**
 * Transports' data layer on both databases (docs/product/journey.md#transports): who may go on a
 * transport, the stage move to "travel", the family's e-mail queued on a set or changed place or
 * time and day, the reminder two days before arrival queued once (also with two processes running
 * the chore at once on PostgreSQL), the public marks, and the audit log by ids.
 */
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, outbox, submissions, transportEntries, transports } from "#app/platform/db/schema.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { generateContract } from "#app/features/journey/contract/server/contracts.server.ts";
import {
  addEntry,
  createTransport,
  earlyArrivalOf,
  loadTransport,
  markDeparted,
  queueAuthorityNotices,
  publicTravel,
  publicTravelDay,
  publicTravelRows,
  queueTransportReminders,
  removeEntry,
  transportOfRequest,
  travelCandidates,
  updateEntry,
  updateTransport,
} from "#app/features/journey/transport/server/transports.server.ts";
import { publicTravelNote } from "#app/features/journey/transport/rules/transport-copy.ts";
import { testDatabases } from "../support/databases.ts";
import { savePapers } from "#app/features/travel/server/papers.server.ts";
import { readyPapers } from "../support/papers.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { mailSources } from "../support/mail-sources.ts";

const SECRET = "transport-secret-transport-secret";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });
const actor = { id: null, label: "command line" };
const entry = { point: "karlsruhe" as const, time: "14:30", chip: "276098100123456", traces: "", note: "", showPublic: false };

function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (message: MailMessage) => void sent.push(message), forget: async () => {}, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

async function accept(db: Database, tag: string, locale: "de" | "es" = "de", status = "contract") {
  const id = await storeAdoptionRequest(db, { secret: SECRET, tag, locale, dog: { id: `dog-${tag}`, name: `Luna${tag}` }, key: `key-transport-${tag}` });
  await db.update(submissions).set({ status }).where(eq(submissions.id, id));
  return id;
}

const kindsOf = async (db: Database, id: string) =>
  (await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.submissionId, id))).map((r) => r.kind).filter((k) => k.startsWith("transport")).sort();

describe.each(testDatabases())("transports on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("puts the families on a transport: who may go, the move to travel, the e-mails on a change, the audit by ids", async () => {
    const contract = await accept(db, "Anna");
    const early = await accept(db, "Ben", "es", "getting_to_know");
    const reserved = await accept(db, "Cara", "de", "pre_check");
    await db.update(submissions).set({ reserved: true }).where(eq(submissions.id, reserved));
    const closed = await accept(db, "Dora", "de", "declined");
    const transportId = await createTransport(db, actor, { departure: "2027-03-03", arrival: "2027-03-05" }, new Date("2027-02-01T10:00:00Z"));

    expect((await travelCandidates(db)).map((c) => c.id).sort()).toEqual([contract, reserved].sort());
    expect(await addEntry(db, actor, transportId, early, entry)).toEqual({ ok: false, reason: "not_eligible" });
    expect(await addEntry(db, actor, transportId, closed, entry)).toEqual({ ok: false, reason: "not_eligible" });
    const first = await addEntry(db, actor, transportId, contract, entry);
    expect(first.ok).toBe(true);
    expect(await addEntry(db, actor, transportId, contract, entry)).toEqual({ ok: false, reason: "on_transport" });
    expect((await addEntry(db, actor, transportId, reserved, { ...entry, point: "berlin", time: "19:00", showPublic: true })).ok).toBe(true);
    // Both moved to "travel" (a pre-check request too, its dog being reserved), each told once.
    const stages = await db.select({ id: submissions.id, status: submissions.status }).from(submissions);
    expect(stages.find((s) => s.id === contract)?.status).toBe("travel");
    expect(stages.find((s) => s.id === reserved)?.status).toBe("travel");
    expect(await kindsOf(db, contract)).toEqual(["transport_update"]);
    expect(await travelCandidates(db)).toEqual([]);

    // Only a change of place or time tells the family; a chip number does not.
    const entryId = first.ok ? first.id : "";
    expect(await updateEntry(db, actor, transportId, entryId, { ...entry, chip: "999" })).toBe("updated");
    expect(await kindsOf(db, contract)).toEqual(["transport_update"]);
    expect(await updateEntry(db, actor, transportId, entryId, { ...entry, chip: "999" })).toBe("unchanged");
    expect(await updateEntry(db, actor, transportId, entryId, { ...entry, chip: "999", time: "15:00" })).toBe("updated");
    expect(await kindsOf(db, contract)).toEqual(["transport_update", "transport_update"]);
    // New days tell every family on it.
    expect(await updateTransport(db, actor, transportId, { departure: "2027-03-04", arrival: "2027-03-06" })).toBe("updated");
    expect(await updateTransport(db, actor, transportId, { departure: "2027-03-04", arrival: "2027-03-06" })).toBe("unchanged");
    expect(await kindsOf(db, contract)).toHaveLength(3);
    expect(await kindsOf(db, reserved)).toHaveLength(2);
    expect(await transportOfRequest(db, contract)).toMatchObject({ transportId, departure: "2027-03-04", arrival: "2027-03-06", point: "karlsruhe", time: "15:00" });

    // The e-mails are built as the transport is now, in the request's language.
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const travel = transport.sent.filter((m) => m.subject.includes("Reise") && m.to === "anna@example.org");
    expect(travel).toHaveLength(3);
    expect(travel[0]!.text).toContain("Ankunft: 6. März 2027");
    expect(travel[0]!.text).toContain("Übergabe: Karlsruhe, voraussichtlich um 15:00 Uhr");
    expect(travel[0]!.text).toContain("http://localhost:3000/anfrage/");

    // The public mark: only the allowed entry, with its arrival day, until it has arrived.
    const rows = await publicTravelRows(db);
    expect(rows).toEqual([{ dogId: "dog-Cara", arrival: "2027-03-06", point: "berlin" }]);
    expect(publicTravelDay(rows, "dog-Cara", new Date("2027-03-01T10:00:00Z"))).toBe("2027-03-06");
    expect(publicTravel(rows, "dog-Cara", new Date("2027-03-01T10:00:00Z"))).toEqual({ day: "2027-03-06", pickup: false });
    // A family that picks its dog up in Benicarló: the dog's page does not say it travels to Germany.
    const pickup = [{ ...rows[0]!, point: "benicarlo" }];
    expect(publicTravel(pickup, "dog-Cara", new Date("2027-03-01T10:00:00Z"))).toEqual({ day: "2027-03-06", pickup: true });
    expect(publicTravelNote("2027-03-06", "de", publicTravel(pickup, "dog-Cara", new Date("2027-03-01T10:00:00Z"))!.pickup)).toBe("Reserviert – Übergabe im März");
    expect(publicTravelNote("2027-03-06", "es", true)).toBe("Reservado – entrega en marzo");
    expect(publicTravelDay(rows, "dog-Cara", new Date("2027-03-07T10:00:00Z"))).toBeNull();
    expect(publicTravelDay(rows, "dog-Anna", new Date("2027-03-01T10:00:00Z"))).toBeNull();

    expect(await removeEntry(db, actor, transportId, entryId)).toBe(true);
    expect(await transportOfRequest(db, contract)).toBeNull();
    const events = await db.select({ action: auditLog.action, targetId: auditLog.targetId, details: auditLog.details }).from(auditLog).where(eq(auditLog.targetType, "transport"));
    expect(events.map((e) => e.action).sort()).toEqual(
      ["transport.created", "transport.entry_added", "transport.entry_added", "transport.entry_removed", "transport.entry_updated", "transport.entry_updated", "transport.updated"].sort(),
    );
    expect(events.every((e) => e.targetId === transportId)).toBe(true);
    expect(JSON.stringify(events)).not.toContain("Anna");
  });

  it("queues the reminder two days before arrival, once, and again when the arrival moves (a clock the test sets)", async () => {
    const one = await accept(db, "Eva");
    const two = await accept(db, "Finn", "es");
    const transportId = await createTransport(db, actor, { departure: "2027-03-03", arrival: "2027-03-05" });
    await addEntry(db, actor, transportId, one, entry);
    await addEntry(db, actor, transportId, two, { ...entry, point: "seevetal" });
    // Nothing due: the chore changes no row and so no public table's version (every page cache stays).
    const version = async () => ((await db.execute(sql`select coalesce(max(version), 0)::int as "v" from content_versions where table_name = 'transport_entries'`)) as unknown as { rows: { v: number }[] }).rows[0]!.v;
    const before = await version();
    expect(await queueTransportReminders(db, new Date("2027-03-02T10:00:00Z"))).toBe(0);
    expect(await version()).toBe(before);
    expect(await queueTransportReminders(db, new Date("2027-03-03T08:00:00Z"))).toBe(2);
    expect(await version()).toBeGreaterThan(before);
    expect(await queueTransportReminders(db, new Date("2027-03-03T09:00:00Z"))).toBe(0);
    expect(await queueTransportReminders(db, new Date("2027-03-04T09:00:00Z"))).toBe(0);
    const reminders = await db.select().from(outbox).where(eq(outbox.kind, "transport_reminder"));
    expect(reminders).toHaveLength(2);
    // The arrival moves by a day: one more reminder each.
    await updateTransport(db, actor, transportId, { departure: "2027-03-04", arrival: "2027-03-06" });
    expect(await queueTransportReminders(db, new Date("2027-03-04T09:00:00Z"))).toBe(2);
    expect(await queueTransportReminders(db, new Date("2027-03-05T09:00:00Z"))).toBe(0);
    // A closed request is not reminded.
    await db.update(submissions).set({ status: "withdrawn" }).where(eq(submissions.id, two));
    await updateTransport(db, actor, transportId, { departure: "2027-03-05", arrival: "2027-03-07" });
    expect(await queueTransportReminders(db, new Date("2027-03-05T09:00:00Z"))).toBe(1);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    expect(transport.sent.filter((m) => m.subject === "Puente Canino: Dentro de dos días llega el momento")).toHaveLength(2);
    const de = transport.sent.filter((m) => m.subject === "Puente Canino: In zwei Tagen ist es so weit");
    expect(de).toHaveLength(3);
    expect(de.at(-1)!.text).toContain("Ankunft: 7. März 2027");
  });

  it("an entry goes with its request", async () => {
    const id = await accept(db, "Gina");
    const transportId = await createTransport(db, actor, { departure: "2027-03-03", arrival: "2027-03-05" });
    await addEntry(db, actor, transportId, id, { ...entry, note: "Gina ruft vorher an" });
    await db.delete(submissions).where(eq(submissions.id, id));
    expect(await db.select().from(transportEntries).where(and(eq(transportEntries.transportId, transportId)))).toEqual([]);
  });

  it("the transport and its manifest show the chip number typed for the contract, unless one was entered for the transport", async () => {
    const [lea] = await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea", role: "coordinator" }).returning({ id: adminUsers.id });
    const coordinator = { id: lea!.id, label: "Lea <lea@example.org>" };
    const withContract = await accept(db, "Chip");
    const typedHere = await accept(db, "Own");
    const organisation = await loadOrganisation(db);
    for (const id of [withContract, typedHere]) {
      const made = await generateContract(db, coordinator, id, { adopterName: "Erika Chip", adopterAddress: "Kaiserstraße 12, 76131 Karlsruhe", dogName: "Luna", chip: "941000024681357" }, organisation.de);
      expect(made.ok).toBe(true);
    }
    const transportId = await createTransport(db, actor, { departure: "2027-03-03", arrival: "2027-03-05" }, new Date("2027-02-01T10:00:00Z"));
    expect((await addEntry(db, actor, transportId, withContract, { ...entry, chip: "" })).ok).toBe(true);
    expect((await addEntry(db, actor, transportId, typedHere, { ...entry, chip: "276098100999999" })).ok).toBe(true);
    const chips = new Map((await loadTransport(db, transportId))!.entries.map((e) => [e.submissionId, e.chip]));
    expect(chips.get(withContract)).toBe("941000024681357");
    expect(chips.get(typedHere)).toBe("276098100999999");
  });

  it("leaves only when every dog's papers are ready for the departure day, or by a coordinator's override that the audit log records by ids", async () => {
    const ready = await accept(db, "Ready");
    const missing = await accept(db, "Missing");
    await savePapers(db, actor, "dog-Ready", readyPapers());
    // A vaccination only 10 days old on the departure day.
    await savePapers(db, actor, "dog-Missing", readyPapers({ rabiesDate: "2027-02-21", chipDate: "2027-02-21" }));
    const transportId = await createTransport(db, actor, { departure: "2027-03-03", arrival: "2027-03-05" }, new Date("2027-02-01T10:00:00Z"));
    expect((await addEntry(db, actor, transportId, ready, { ...entry, traces: "INTRA.ES.2027.0000001" })).ok).toBe(true);
    const added = await addEntry(db, actor, transportId, missing, entry);
    if (!added.ok) throw new Error("not added");
    expect((await loadTransport(db, transportId))!.entries.find((e) => e.submissionId === ready)!.traces).toBe("INTRA.ES.2027.0000001");

    expect(await markDeparted(db, actor, transportId, { override: false })).toEqual({ ok: false, reason: "not_ready", entries: [added.id] });
    expect((await db.select({ departedAt: transports.departedAt }).from(transports).where(eq(transports.id, transportId)))[0]!.departedAt).toBeNull();
    expect(await markDeparted(db, actor, "not-an-id", { override: true })).toEqual({ ok: false, reason: "unknown" });

    const at = new Date("2027-03-03T07:00:00Z");
    expect(await markDeparted(db, actor, transportId, { override: true }, at)).toEqual({ ok: true, overridden: 1 });
    expect((await loadTransport(db, transportId))!.departedAt).toEqual(at);
    expect(await markDeparted(db, actor, transportId, { override: true })).toEqual({ ok: false, reason: "departed" });
    const [logged] = await db.select().from(auditLog).where(eq(auditLog.action, "transport.departed_override"));
    expect(logged).toMatchObject({ targetId: transportId, details: { count: 2, notReady: 1, entries: added.id } });
    expect(JSON.stringify(logged)).not.toContain("Missing");

    // With every dog ready, it leaves without an override.
    const other = await accept(db, "Second");
    await savePapers(db, actor, "dog-Second", readyPapers());
    const second = await createTransport(db, actor, { departure: "2027-03-10", arrival: "2027-03-12" }, new Date("2027-02-01T10:00:00Z"));
    expect((await addEntry(db, actor, second, other, entry)).ok).toBe(true);
    expect(await markDeparted(db, actor, second, { override: false })).toEqual({ ok: true, overridden: 0 });
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "transport.departed"), eq(auditLog.targetId, second)))).toHaveLength(1);
  });

  it("announces a transport to the veterinary authority the set working days before arrival, once, with each dog's chip, passport and TRACES and no family's name", async () => {
    const anna = await accept(db, "Notice");
    const ben = await accept(db, "Second", "es");
    await savePapers(db, actor, "dog-Notice", readyPapers());
    // Arrival on Wednesday 2027-03-10: two working days before is Monday the 8th.
    const transportId = await createTransport(db, actor, { departure: "2027-03-08", arrival: "2027-03-10" }, new Date("2027-02-01T10:00:00Z"));
    expect((await addEntry(db, actor, transportId, anna, { ...entry, chip: "", traces: "INTRA.ES.2027.0000007" })).ok).toBe(true);
    expect((await addEntry(db, actor, transportId, ben, { ...entry, point: "berlin", chip: "276098100000001" })).ok).toBe(true);
    const on = { enabled: true, email: "veterinaeramt@example.org", workingDays: 2 };
    expect(await queueAuthorityNotices(db, { ...on, enabled: false }, new Date("2027-03-08T08:00:00Z"))).toBe(0);
    expect(await queueAuthorityNotices(db, on, new Date("2027-03-05T08:00:00Z"))).toBe(0);
    expect(await queueAuthorityNotices(db, on, new Date("2027-03-08T08:00:00Z"))).toBe(1);
    expect(await queueAuthorityNotices(db, on, new Date("2027-03-09T08:00:00Z"))).toBe(0);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 24, sources: mailSources(FROM, undefined, { secret: SECRET, authorityAddress: async () => on.email }) });
    const notice = transport.sent.find((m) => m.to === "veterinaeramt@example.org")!;
    expect(notice.subject).toBe("Ankündigung eines Tiertransports: Ankunft am 10. März 2027 (2 Hunde)");
    expect(notice.text).toContain("1. LunaNotice\n   Transponder: 941000024681357\n   Heimtierausweis: ES-28-0123456\n   TRACES-Bescheinigung: INTRA.ES.2027.0000007\n   Übergabe in: Karlsruhe");
    expect(notice.text).toContain("2. LunaSecond\n   Transponder: 276098100000001\n   Heimtierausweis: fehlt noch\n   TRACES-Bescheinigung: fehlt noch\n   Übergabe in: Berlin");
    // No family's name, e-mail address or phone.
    for (const id of [anna, ben]) {
      const [row] = await db.select({ data: submissions.data }).from(submissions).where(eq(submissions.id, id));
      for (const field of ["name", "email", "phone"]) expect(notice.text).not.toContain(String(row!.data[field]));
    }
    // The arrival moves: announced anew.
    await updateTransport(db, actor, transportId, { departure: "2027-03-09", arrival: "2027-03-11" });
    expect(await queueAuthorityNotices(db, on, new Date("2027-03-09T08:00:00Z"))).toBe(1);
  });

  it("\"arrived\" before the transport's arrival day names that day; from the day on, or without a transport, nothing stands in the way", async () => {
    const travelling = await accept(db, "Early");
    const without = await accept(db, "NoTransport", "de", "travel");
    const transportId = await createTransport(db, actor, { departure: "2027-03-03", arrival: "2027-03-05" }, new Date("2027-02-01T10:00:00Z"));
    expect((await addEntry(db, actor, transportId, travelling, entry)).ok).toBe(true);
    const before = new Date("2027-03-04T10:00:00Z");
    expect(await earlyArrivalOf(db, travelling, "arrived", before)).toBe("2027-03-05");
    expect(await earlyArrivalOf(db, travelling, "travel", before)).toBeNull();
    expect(await earlyArrivalOf(db, travelling, "arrived", new Date("2027-03-05T08:00:00Z"))).toBeNull();
    expect(await earlyArrivalOf(db, without, "arrived", before)).toBeNull();
    expect(await earlyArrivalOf(db, "not-an-id", "arrived", before)).toBeNull();
  });
});

const postgresUrl = testDatabaseUrl();

describe.runIf(postgresUrl)("the reminder with two processes (PostgreSQL)", () => {
  it("two processes running the chore at the same moment queue each reminder once", async () => {
    const temp = await createTemporaryDatabase(postgresUrl!);
    const one = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const two = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    try {
      const transportId = await createTransport(one.db, actor, { departure: "2027-03-03", arrival: "2027-03-05" });
      for (let i = 0; i < 12; i += 1) await addEntry(one.db, actor, transportId, await accept(one.db, `P${i}`), entry);
      const now = new Date("2027-03-03T08:00:00Z");
      const runs = await Promise.all([...Array.from({ length: 4 }, () => queueTransportReminders(one.db, now)), ...Array.from({ length: 4 }, () => queueTransportReminders(two.db, now))]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(12);
      expect(await one.db.select().from(outbox).where(eq(outbox.kind, "transport_reminder"))).toHaveLength(12);
    } finally {
      await one.close();
      await two.close();
      await temp.drop();
    }
  });
});
