/**
 * Flight sponsors' data layer on both databases (docs/product/travel.md#flight-sponsors): matching a
 * ready dog and its family to a traveller's offer (and every refusal: papers not ready for the
 * flight's day, no room, a past flight, a family on a transport, a closed offer), the family's move
 * to "travel", the e-mails to the traveller and the family built from the outbox, the one writer of a
 * flight's stage against FLIGHT_TABLE (every forbidden move refused, nothing written), the
 * traveller's cancellation telling the coordinator at once, and a flight going with either request.
 */
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, flights, outbox, submissions } from "#app/platform/db/schema.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { savePapers } from "#app/features/travel/server/papers.server.ts";
import { addEntry, createTransport, travelCandidates } from "#app/features/journey/transport/server/transports.server.ts";
import { applyFlightEvent, cancelOfferFlights, flightOffers, flightOfRequest, matchFlight, moveFlight } from "#app/features/journey/flight/server/flights.server.ts";
import { FLIGHT_EVENTS, FLIGHT_STAGES, FLIGHT_TABLE } from "#app/features/journey/flight/rules/flight-workflow.ts";
import { applyEvent } from "#app/features/journey/request/server/request-stage.server.ts";
import { testDatabases } from "../support/databases.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { mailSources } from "../support/mail-sources.ts";
import { readyPapers } from "../support/papers.ts";

const SECRET = "flight-secret-flight-secret-flight";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });
const NOW = new Date("2027-02-20T10:00:00Z");
const match = { arrivalTime: "18:40", handoverSpain: "Flughafen Valencia, Terminal 1, 15:00 Uhr", meetingPoint: "Ankunftshalle B, vor dem Café", traces: "INTRA.ES.2027.0000042" };

function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (message: MailMessage) => void sent.push(message), forget: async () => {}, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

async function family(db: Database, tag: string, locale: "de" | "es" = "de", status = "contract") {
  const id = await storeAdoptionRequest(db, { secret: SECRET, tag, locale, dog: { id: `dog-${tag}`, name: `Luna${tag}` }, key: `key-flight-${tag}` });
  await db.update(submissions).set({ status }).where(eq(submissions.id, id));
  return id;
}

async function offer(db: Database, tag: string, fields: Record<string, unknown> = {}, locale: "de" | "es" = "de") {
  const [row] = await db
    .insert(submissions)
    .values({
      formType: "flight_sponsor",
      locale,
      idempotencyKey: `offer-${tag}`,
      data: { name: `Reisende ${tag}`, email: `reise-${tag.toLowerCase()}@example.org`, phone: "+49 151 1234567", fromAirport: "VLC", toAirport: "FRA", flightDate: "2027-03-10", flightNumber: "VY 1816", dogsAllowed: 2, message: "", ...fields },
    })
    .returning({ id: submissions.id });
  return row!.id;
}

describe.each(testDatabases())("flight sponsors on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let actor: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [lea] = await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea Koordination", role: "coordinator" }).returning({ id: adminUsers.id });
    actor = { id: lea!.id, label: "Lea <lea@example.org>" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("matches a ready dog to an offer: the flight planned, the family travelling, the offer in progress, both told by e-mail in their language", async () => {
    const offerId = await offer(db, "Anna", {}, "es");
    const requestId = await family(db, "Ready");
    await savePapers(db, actor, "dog-Ready", readyPapers());
    const outcome = await matchFlight(db, actor, offerId, requestId, match, NOW);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const [request] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, requestId));
    const [offerRow] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, offerId));
    expect([request!.status, offerRow!.status]).toEqual(["travel", "in_progress"]);
    expect(await flightOfRequest(db, requestId)).toMatchObject({ stage: "planned", flightDate: "2027-03-10", flightNumber: "VY 1816", fromAirport: "VLC", toAirport: "FRA", meetingPoint: match.meetingPoint, dogName: "LunaReady" });
    const offers = await flightOffers(db);
    expect(offers.find((o) => o.id === offerId)).toMatchObject({ room: 1, flights: [{ requestId, stage: "planned" }] });
    // The family is on its way: no transport offers it any more, and "arrived" is allowed.
    expect((await travelCandidates(db)).map((c) => c.id)).not.toContain(requestId);
    const [audited] = await db.select().from(auditLog).where(eq(auditLog.action, "flight.matched"));
    expect(audited).toMatchObject({ targetId: outcome.id, details: { offer: offerId, submission: requestId } });
    expect(JSON.stringify(audited)).not.toMatch(/Anna|Valencia|Café/);

    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 24, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const toTraveller = transport.sent.find((m) => m.to === "reise-anna@example.org")!;
    expect(toTraveller.subject).toBe("Puente Canino: Tu vuelo con LunaReady");
    expect(toTraveller.text).toContain("Vuelo VY 1816 el");
    expect(toTraveller.text).toContain("Valencia (VLC) → Fráncfort (FRA)");
    expect(toTraveller.text).toContain(`Entrega del perro en España: ${match.handoverSpain}`);
    expect(toTraveller.text).toContain("El pasaporte europeo de cada perro");
    expect(toTraveller.text).toMatch(/\/solicitud\/[A-Za-z0-9_-]+/);
    const toFamily = transport.sent.find((m) => m.subject === "Puente Canino: LunaReady kommt mit dem Flugzeug")!;
    expect(toFamily.text).toContain("Flug VY 1816 am");
    expect(toFamily.text).toContain("Landung voraussichtlich um 18:40 Uhr");
    expect(toFamily.text).toContain(`Treffpunkt am Ankunftsflughafen: ${match.meetingPoint}`);
    // The handover in Spain is the traveller's, not the family's.
    expect(toFamily.text).not.toContain(match.handoverSpain);

    const arrived = await applyEvent(db, actor, requestId, "arrive", "travel", NOW);
    expect(arrived).toMatchObject({ ok: true, to: "arrived" });
  });

  it("refuses a dog whose papers are not ready for the flight's day, a full or past flight, a family on a transport, a closed offer", async () => {
    const offerId = await offer(db, "Ben", { dogsAllowed: 1 });
    const notReady = await family(db, "Young");
    // Vaccinated ten days before the flight.
    await savePapers(db, actor, "dog-Young", readyPapers({ chipDate: "2027-02-28", rabiesDate: "2027-02-28" }));
    const refused = await matchFlight(db, actor, offerId, notReady, match, NOW);
    expect(refused).toEqual({ ok: false, reason: "not_ready", missing: [{ code: "rabiesWait", until: "2027-03-21" }] });
    const noPapers = await family(db, "NoPapers");
    expect(await matchFlight(db, actor, offerId, noPapers, match, NOW)).toMatchObject({ ok: false, reason: "not_ready" });

    const first = await family(db, "First");
    await savePapers(db, actor, "dog-First", readyPapers());
    expect((await matchFlight(db, actor, offerId, first, match, NOW)).ok).toBe(true);
    const second = await family(db, "Second");
    await savePapers(db, actor, "dog-Second", readyPapers());
    expect(await matchFlight(db, actor, offerId, second, match, NOW)).toEqual({ ok: false, reason: "full" });

    const past = await offer(db, "Past", { flightDate: "2027-02-19" });
    expect(await matchFlight(db, actor, past, second, match, NOW)).toEqual({ ok: false, reason: "past" });

    const onTransport = await family(db, "Bus");
    await savePapers(db, actor, "dog-Bus", readyPapers());
    const transportId = await createTransport(db, actor, { departure: "2027-03-03", arrival: "2027-03-05" }, new Date("2027-02-01T10:00:00Z"));
    expect((await addEntry(db, actor, transportId, onTransport, { point: "karlsruhe", time: "14:30", chip: "", traces: "", note: "", showPublic: false })).ok).toBe(true);
    const roomy = await offer(db, "Roomy");
    expect(await matchFlight(db, actor, roomy, onTransport, match, NOW)).toEqual({ ok: false, reason: "on_transport" });
    // A family on a flight is not put on a transport either.
    expect(await addEntry(db, actor, transportId, first, { point: "karlsruhe", time: "14:30", chip: "", traces: "", note: "", showPublic: false })).toEqual({ ok: false, reason: "on_flight" });
    expect(await matchFlight(db, actor, roomy, first, match, NOW)).toEqual({ ok: false, reason: "on_flight" });

    await db.update(submissions).set({ status: "declined" }).where(eq(submissions.id, roomy));
    expect(await matchFlight(db, actor, roomy, second, match, NOW)).toEqual({ ok: false, reason: "offer_closed" });
    expect(await matchFlight(db, actor, "not-an-id", second, match, NOW)).toEqual({ ok: false, reason: "unknown" });
    // An adoption request is no offer.
    expect(await matchFlight(db, actor, second, first, match, NOW)).toEqual({ ok: false, reason: "unknown" });
    expect(await db.select().from(flights)).toHaveLength(1);
  });

  it("changes a flight's stage only as FLIGHT_TABLE allows: every forbidden move refused and nothing written", async () => {
    const offerId = await offer(db, "Cara");
    const requestId = await family(db, "Table");
    await savePapers(db, actor, "dog-Table", readyPapers());
    const matched = await matchFlight(db, actor, offerId, requestId, match, NOW);
    if (!matched.ok) throw new Error("not matched");
    let tried = 0;
    for (const stage of FLIGHT_STAGES) {
      await db.update(flights).set({ stage }).where(eq(flights.id, matched.id));
      for (const event of [...FLIGHT_EVENTS, "land", "__proto__"]) {
        for (const by of ["coordinator", "traveller"] as const) {
          const rule = (FLIGHT_TABLE as Record<string, { from: readonly string[]; by: readonly string[] } | undefined>)[event];
          if (Object.hasOwn(FLIGHT_TABLE, event) && rule!.from.includes(stage) && rule!.by.includes(by)) continue;
          tried += 1;
          const moved = await db.transaction((tx) => moveFlight(tx, actor, matched.id, event as (typeof FLIGHT_EVENTS)[number], by, NOW));
          expect(moved, `${stage} ${event} ${by}`).toEqual({ ok: false, reason: "not_allowed" });
          expect((await db.select({ stage: flights.stage }).from(flights).where(eq(flights.id, matched.id)))[0]!.stage).toBe(stage);
        }
      }
    }
    expect(tried).toBe(27);
    await db.update(flights).set({ stage: "planned" }).where(eq(flights.id, matched.id));
    expect(await applyFlightEvent(db, actor, matched.id, "fly", NOW)).toEqual({ ok: true, to: "flown" });
    expect(await applyFlightEvent(db, actor, matched.id, "cancel", NOW)).toEqual({ ok: false, reason: "not_allowed" });
    expect(await applyFlightEvent(db, actor, "not-an-id", "cancel", NOW)).toEqual({ ok: false, reason: "unknown" });
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "flight.stage_changed"), eq(auditLog.targetId, matched.id)))).toHaveLength(1);
  });

  it("a traveller's cancellation tells the coordinator at once, without the traveller's words; cancelling twice changes nothing", async () => {
    const offerId = await offer(db, "Dora");
    const requestId = await family(db, "Cancel");
    await savePapers(db, actor, "dog-Cancel", readyPapers());
    const matched = await matchFlight(db, actor, offerId, requestId, match, NOW);
    if (!matched.ok) throw new Error("not matched");
    await db.update(submissions).set({ assigneeId: actor.id }).where(eq(submissions.id, offerId));
    await deliverDue({ db, transport: keepingTransport(), logger, retryHours: 24, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    expect(await cancelOfferFlights(db, offerId, NOW)).toBe(1);
    expect(await cancelOfferFlights(db, offerId, NOW)).toBe(0);
    expect(await flightOfRequest(db, requestId)).toBeNull();
    const queued = await db.select({ kind: outbox.kind }).from(outbox).where(and(eq(outbox.submissionId, offerId), eq(outbox.kind, "flight_cancelled")));
    expect(queued).toHaveLength(1);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 24, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const notice = transport.sent.find((m) => m.to === "lea@example.org")!;
    expect(notice.subject).toMatch(/^Flug abgesagt: VY 1816 am /);
    expect(notice.text).toContain("LunaCancel");
    expect(notice.text).toContain("/verwaltung/flugpaten");
    expect(notice.text).not.toContain("Reisende Dora");
    // The family may be matched again (a new flight) or put on a transport.
    expect((await travelCandidates(db)).map((c) => c.id)).toContain(requestId);
  });

  it("a flight goes with the traveller's request and with the family's", async () => {
    const offerId = await offer(db, "Eva");
    const one = await family(db, "One");
    const two = await family(db, "Two");
    await savePapers(db, actor, "dog-One", readyPapers());
    await savePapers(db, actor, "dog-Two", readyPapers());
    expect((await matchFlight(db, actor, offerId, one, match, NOW)).ok).toBe(true);
    expect((await matchFlight(db, actor, offerId, two, match, NOW)).ok).toBe(true);
    await db.delete(submissions).where(eq(submissions.id, one));
    expect(await db.select().from(flights)).toHaveLength(1);
    await db.delete(submissions).where(eq(submissions.id, offerId));
    expect(await db.select().from(flights)).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.submissionId, two))).not.toContainEqual(expect.objectContaining({ kind: "flight_family" }));
  });
});
