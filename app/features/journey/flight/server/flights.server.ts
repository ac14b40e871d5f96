/**
 * Flight sponsors in the database (docs/product/travel.md#flight-sponsors): the offers to match
 * (requests of the form "flight_sponsor"), a coordinator matching a ready dog and its family to an
 * offer, and every later change of a flight through its one writer, `moveFlight`, checked against
 * FLIGHT_TABLE. Each step writes its e-mails into the outbox in its own transaction and is audited
 * by ids, never by a name or a text.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogPapers, flights, submissions, transportEntries } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";
import { isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { EMPTY_PAPERS, papersFromRow } from "#app/features/travel/rules/papers-form.ts";
import { missingForTravel, type TravelProblem } from "#app/features/travel/rules/travel-date.ts";
import { advanceRequest, applicantActor } from "#app/features/journey/request/public.server.ts";
import { canTravel, todayOf } from "#app/features/journey/transport/public.server.ts";
import { checkFlightMove, type FlightEvent, type FlightMover, type FlightStage } from "../rules/flight-workflow.ts";
import { offeredFlight, type MatchInput, type OfferedFlight } from "../rules/flight-plan.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

export const OFFER_FORM = "flight_sponsor";
const OPEN_OFFER = ["new", "in_progress"];

export interface FlightView {
  id: string;
  offerId: string;
  requestId: string;
  stage: FlightStage;
  dogId: string;
  dogName: string | null;
  familyName: string;
  flightDate: string;
  flightNumber: string;
  fromAirport: string;
  toAirport: string;
  arrivalTime: string;
  handoverSpain: string;
  meetingPoint: string;
  traces: string;
}

export interface OfferView {
  id: string;
  status: string;
  travellerName: string;
  email: string;
  phone: string;
  locale: string;
  flight: OfferedFlight | null;
  /** Dogs still to place on it (the airline's allowance less the planned ones). */
  room: number;
  flights: FlightView[];
}

const flightView = (row: typeof flights.$inferSelect, family: { data: Record<string, unknown>; dogName: string | null } | undefined): FlightView => ({
  id: row.id,
  offerId: row.offerId,
  requestId: row.requestId,
  stage: row.stage as FlightStage,
  dogId: row.dogId,
  dogName: family?.dogName ?? null,
  familyName: String(family?.data.name ?? ""),
  flightDate: row.flightDate,
  flightNumber: row.flightNumber,
  fromAirport: row.fromAirport,
  toAirport: row.toAirport,
  arrivalTime: row.arrivalTime,
  handoverSpain: row.handoverSpain,
  meetingPoint: row.meetingPoint,
  traces: row.traces,
});

/** The flights of some offers, with their families' names and dogs, by offer. */
async function flightsOfOffers(db: Reader, offerIds: readonly string[]): Promise<Map<string, FlightView[]>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select({ f: flights, data: submissions.data, dogName: submissions.dogName })
    .from(flights)
    .innerJoin(submissions, eq(submissions.id, flights.requestId))
    .where(inArray(flights.offerId, [...offerIds]))
    .orderBy(asc(flights.createdAt));
  const byOffer = new Map<string, FlightView[]>();
  for (const { f, data, dogName } of rows) {
    const list = byOffer.get(f.offerId) ?? [];
    list.push(flightView(f, { data, dogName }));
    byOffer.set(f.offerId, list);
  }
  return byOffer;
}

/** The open offers (new or in progress, not spam), the soonest flight first, each with its flights and the room left on it. */
export async function flightOffers(db: Reader): Promise<OfferView[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.formType, OFFER_FORM), eq(submissions.spam, false), inArray(submissions.status, OPEN_OFFER)))
    .orderBy(desc(submissions.createdAt))
    .limit(200);
  const byOffer = await flightsOfOffers(db, rows.map((r) => r.id));
  return rows
    .map((r) => {
      const flight = offeredFlight(r.data);
      const list = byOffer.get(r.id) ?? [];
      const planned = list.filter((f) => f.stage === "planned").length;
      return {
        id: r.id,
        status: r.status,
        travellerName: String(r.data.name ?? ""),
        email: String(r.data.email ?? ""),
        phone: String(r.data.phone ?? ""),
        locale: r.locale,
        flight,
        room: flight ? Math.max(0, flight.dogsAllowed - planned) : 0,
        flights: list,
      };
    })
    .sort((a, b) => (a.flight?.flightDate ?? "9999").localeCompare(b.flight?.flightDate ?? "9999"));
}

/** The flights of one offer (the traveller's page). */
export async function flightsOfOffer(db: Reader, offerId: string): Promise<FlightView[]> {
  if (!isUuid(offerId)) return [];
  return (await flightsOfOffers(db, [offerId])).get(offerId) ?? [];
}

/** The family's planned or flown flight (its status page, the request page, the e-mails), or null. */
export async function flightOfRequest(db: Reader, requestId: string): Promise<FlightView | null> {
  if (!isUuid(requestId)) return null;
  const [row] = await db
    .select({ f: flights, data: submissions.data, dogName: submissions.dogName })
    .from(flights)
    .innerJoin(submissions, eq(submissions.id, flights.requestId))
    .where(and(eq(flights.requestId, requestId), inArray(flights.stage, ["planned", "flown"])))
    .orderBy(desc(flights.createdAt))
    .limit(1);
  return row ? flightView(row.f, { data: row.data, dogName: row.dogName }) : null;
}

/** Several flights by id, with their families (the outbox's batch). */
export async function flightsById(db: Reader, ids: readonly string[]): Promise<Map<string, FlightView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ f: flights, data: submissions.data, dogName: submissions.dogName })
    .from(flights)
    .innerJoin(submissions, eq(submissions.id, flights.requestId))
    .where(inArray(flights.id, [...ids]));
  return new Map(rows.map((r) => [r.f.id, flightView(r.f, { data: r.data, dogName: r.dogName })]));
}

/** Whether the family's dog is on a planned flight (a transport may not take it too). */
export async function hasPlannedFlight(db: Reader, requestId: string): Promise<boolean> {
  const [row] = await db.select({ id: flights.id }).from(flights).where(and(eq(flights.requestId, requestId), eq(flights.stage, "planned"))).limit(1);
  return Boolean(row);
}

export type MatchOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: "unknown" | "offer_closed" | "offer_unreadable" | "past" | "full" | "not_eligible" | "on_transport" | "on_flight" }
  /** The dog's papers are not ready for the flight's day: what is missing. */
  | { ok: false; reason: "not_ready"; missing: TravelProblem[] };

/**
 * Matches a family's dog to a traveller's offer, in one transaction: the offer open and its flight
 * not past, room left on it, the family's request able to travel and on no transport or other
 * flight, the dog's papers complete for the flight's day. Writes the planned flight, moves the
 * family's request to "travel" and the offer to "in progress" (each through the request's writer),
 * queues the traveller's and the family's e-mails, and audits by ids.
 */
export async function matchFlight(db: Database, actor: Actor, offerId: string, requestId: string, input: MatchInput, now = new Date()): Promise<MatchOutcome> {
  if (!isUuid(offerId) || !isUuid(requestId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(submissions).where(eq(submissions.id, offerId)).for("update");
    const [request] = await tx.select().from(submissions).where(eq(submissions.id, requestId)).for("update");
    if (!offer || !request || offer.formType !== OFFER_FORM || offer.spam) return { ok: false, reason: "unknown" } as const;
    if (!OPEN_OFFER.includes(offer.status)) return { ok: false, reason: "offer_closed" } as const;
    const flight = offeredFlight(offer.data);
    if (!flight) return { ok: false, reason: "offer_unreadable" } as const;
    if (flight.flightDate < todayOf(now)) return { ok: false, reason: "past" } as const;
    const [planned] = await tx.select({ n: sql<number>`count(*)::int` }).from(flights).where(and(eq(flights.offerId, offerId), eq(flights.stage, "planned")));
    if ((planned?.n ?? 0) >= flight.dogsAllowed) return { ok: false, reason: "full" } as const;
    if (!canTravel(request)) return { ok: false, reason: "not_eligible" } as const;
    const [entry] = await tx.select({ id: transportEntries.id }).from(transportEntries).where(eq(transportEntries.submissionId, requestId)).limit(1);
    if (entry) return { ok: false, reason: "on_transport" } as const;
    const [other] = await tx.select({ id: flights.id }).from(flights).where(and(eq(flights.requestId, requestId), eq(flights.stage, "planned"))).limit(1);
    if (other) return { ok: false, reason: "on_flight" } as const;
    const dogId = request.dogId ?? "";
    const [papers] = dogId ? await tx.select().from(dogPapers).where(eq(dogPapers.dogId, dogId)) : [];
    const missing = missingForTravel(papers ? papersFromRow(papers) : EMPTY_PAPERS, flight.flightDate);
    if (missing.length > 0) return { ok: false, reason: "not_ready", missing } as const;
    const [created] = await tx
      .insert(flights)
      .values({ offerId, requestId, dogId, stage: "planned", ...flight, ...input, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: flights.id });
    const id = created!.id;
    await advanceRequest(tx, actor, request, "on_transport", now);
    await advanceRequest(tx, actor, offer, "start", now);
    await queueMail(tx, [
      { kind: "flight_matched", submissionId: offerId, flightId: id },
      { kind: "flight_family", submissionId: requestId, flightId: id },
    ]);
    await audit(tx, actor, { action: "flight.matched", targetType: "flight", targetId: id, details: { offer: offerId, submission: requestId } }, now);
    return { ok: true, id } as const;
  });
}

export type FlightMoveOutcome = { ok: true; to: FlightStage } | { ok: false; reason: "unknown" | "not_allowed" };

/**
 * The one writer of a flight's stage: locks the row, checks the move against FLIGHT_TABLE, writes
 * it and audits it; a traveller's cancellation tells the coordinator at once (the e-mail queued in
 * the same transaction). In the caller's transaction.
 */
export async function moveFlight(tx: Tx, actor: Actor, flightId: string, event: FlightEvent, by: FlightMover, now: Date): Promise<FlightMoveOutcome> {
  if (!isUuid(flightId)) return { ok: false, reason: "unknown" };
  const [row] = await tx.select().from(flights).where(eq(flights.id, flightId)).for("update");
  if (!row) return { ok: false, reason: "unknown" };
  const check = checkFlightMove(row.stage, event, by);
  if (!check.ok) return { ok: false, reason: "not_allowed" };
  await tx.update(flights).set({ stage: check.to, updatedAt: now }).where(eq(flights.id, flightId));
  if (event === "traveller_cancels") await queueMail(tx, { kind: "flight_cancelled", submissionId: row.offerId, flightId });
  await audit(tx, actor, { action: "flight.stage_changed", targetType: "flight", targetId: flightId, details: { from: row.stage, to: check.to, event } }, now);
  return { ok: true, to: check.to };
}

/** A coordinator's button on a flight (cancel, flown), in its own transaction. */
export async function applyFlightEvent(db: Database, actor: Actor, flightId: string, event: FlightEvent, now = new Date()): Promise<FlightMoveOutcome> {
  return db.transaction((tx) => moveFlight(tx, actor, flightId, event, "coordinator", now));
}

/** The traveller cancels every planned flight of their offer on their page; how many were cancelled. */
export async function cancelOfferFlights(db: Database, offerId: string, now = new Date()): Promise<number> {
  if (!isUuid(offerId)) return 0;
  return db.transaction(async (tx) => {
    const planned = await tx.select({ id: flights.id }).from(flights).where(and(eq(flights.offerId, offerId), eq(flights.stage, "planned")));
    let cancelled = 0;
    for (const flight of planned) {
      const moved = await moveFlight(tx, applicantActor, flight.id, "traveller_cancels", "traveller", now);
      if (moved.ok) cancelled += 1;
    }
    return cancelled;
  });
}
