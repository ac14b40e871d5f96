/**
 * Dogs' stays in foster homes (docs/product/foster.md#stays): a coordinator places a dog (arriving by
 * a planned transport, a flight, or by hand), marks it arrived, moves it to another home, ends the
 * stay at the adoption. Every change of stage goes through the one writer `moveStay`, checked against
 * STAY_TABLE; a dog has at most one open stay (a unique index too). The dog page reads the region of
 * a current stay only. Audited by ids.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogs, fosterHomes, fosterMeetings, fosterStays, flights, transports } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { calendarToday, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { dogName, type Dog } from "#app/features/dogs/rules/index.ts";
import { checkStayMove, type Arrival, type StayEndReason, type StayEvent, type StayStage } from "../rules/foster-workflow.ts";
import { regionOf, type FosterRegion } from "../rules/foster-home.ts";
import { cancelOpenMeetingsWhere } from "./meetings.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

const OPEN: StayStage[] = ["planned", "current"];
const today = (now: Date) => calendarToday(siteTimeZone.de, now);

export interface PlaceInput {
  dogId: string;
  arrival: Arrival;
  /** A planned transport or flight the dog comes with (its day is the stay's start). */
  transportId?: string | null;
  flightId?: string | null;
  /** By hand: the day the dog comes (today or earlier: it lives there at once). */
  startsOn?: string | null;
}

export type PlaceOutcome =
  | { ok: true; id: string; stage: StayStage }
  | { ok: false; reason: "unknown_home" | "not_active" | "full" | "unknown_dog" | "already_placed" | "unknown_transport" | "unknown_flight" | "bad_date" };

async function lockHome(tx: Tx, id: string) {
  const [home] = await tx.select().from(fosterHomes).where(eq(fosterHomes.id, id)).for("update");
  return home ?? null;
}

async function openStays(tx: Reader, homeId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(fosterStays).where(and(eq(fosterStays.fosterHomeId, homeId), inArray(fosterStays.stage, OPEN)));
  return row?.n ?? 0;
}

/** A stay's start as the input gives it: the transport's arrival day, the flight's day, or the day named. */
async function startOf(tx: Tx, input: PlaceInput): Promise<{ ok: true; startsOn: string; transportId: string | null; flightId: string | null } | { ok: false; reason: "unknown_transport" | "unknown_flight" | "bad_date" }> {
  if (input.arrival === "transport") {
    if (!isUuid(input.transportId)) return { ok: false, reason: "unknown_transport" };
    const [t] = await tx.select({ arrivalDate: transports.arrivalDate, departedAt: transports.departedAt }).from(transports).where(eq(transports.id, input.transportId));
    if (!t) return { ok: false, reason: "unknown_transport" };
    return { ok: true, startsOn: String(t.arrivalDate), transportId: input.transportId, flightId: null };
  }
  if (input.arrival === "flight") {
    if (!isUuid(input.flightId)) return { ok: false, reason: "unknown_flight" };
    const [f] = await tx.select({ flightDate: flights.flightDate, stage: flights.stage }).from(flights).where(eq(flights.id, input.flightId));
    if (!f || f.stage !== "planned") return { ok: false, reason: "unknown_flight" };
    return { ok: true, startsOn: f.flightDate, transportId: null, flightId: input.flightId };
  }
  const day = input.startsOn ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return { ok: false, reason: "bad_date" };
  return { ok: true, startsOn: day, transportId: null, flightId: null };
}

/**
 * Places a dog of our list in a foster home, in one transaction under the home's lock: the home
 * active and not full, the dog on no other open stay. By hand on a day that has come, the dog lives
 * there at once ("current"); otherwise the stay is "planned" until a coordinator marks it arrived.
 */
export async function placeDog(db: Database, actor: Actor, homeId: string, input: PlaceInput, now = new Date()): Promise<PlaceOutcome> {
  if (!isUuid(homeId)) return { ok: false, reason: "unknown_home" };
  return db.transaction(async (tx) => {
    const home = await lockHome(tx, homeId);
    if (!home) return { ok: false, reason: "unknown_home" } as const;
    if (home.stage !== "active") return { ok: false, reason: "not_active" } as const;
    if ((await openStays(tx, homeId)) >= home.capacity) return { ok: false, reason: "full" } as const;
    const [dog] = typeof input.dogId === "string" && input.dogId ? await tx.select({ data: dogs.data }).from(dogs).where(eq(dogs.id, input.dogId)) : [];
    const name = dog ? dogName(dog.data as Dog) : undefined;
    if (!name) return { ok: false, reason: "unknown_dog" } as const;
    const [placed] = await tx.select({ id: fosterStays.id }).from(fosterStays).where(and(eq(fosterStays.dogId, input.dogId), inArray(fosterStays.stage, OPEN)));
    if (placed) return { ok: false, reason: "already_placed" } as const;
    const start = await startOf(tx, input);
    if (!start.ok) return start;
    const stage: StayStage = input.arrival === "hand" && start.startsOn <= today(now) ? "current" : "planned";
    const [row] = await tx
      .insert(fosterStays)
      .values({ fosterHomeId: homeId, dogId: input.dogId, dogName: name, stage, arrival: input.arrival, transportId: start.transportId, flightId: start.flightId, startsOn: start.startsOn, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: fosterStays.id });
    await audit(tx, actor, { action: "foster_stay.placed", targetType: "foster_home", targetId: homeId, details: { stay: row!.id, dog: input.dogId, arrival: input.arrival, stage } }, now);
    return { ok: true, id: row!.id, stage } as const;
  });
}

export type StayMoveOutcome = { ok: true; to: StayStage } | { ok: false; reason: "unknown" | "not_from_here" | "not_yours" | "unknown_event" | "guard" | "bad_reason" };

/**
 * The one writer of a stay's stage, inside the caller's transaction: checked against STAY_TABLE.
 * Ending or cancelling a stay cancels the open meetings with its dog there (the foster family is told).
 */
async function moveStayIn(tx: Tx, actor: Actor, stayId: string, event: StayEvent | string, input: { reason?: StayEndReason; on?: string }, now: Date): Promise<StayMoveOutcome> {
  const [stay] = await tx.select().from(fosterStays).where(eq(fosterStays.id, stayId)).for("update");
  if (!stay) return { ok: false, reason: "unknown" };
  const check = checkStayMove(stay.stage, event, "coordinator");
  if (!check.ok) return { ok: false, reason: check.reason };
  if (check.to === "ended" && !input.reason) return { ok: false, reason: "bad_reason" };
  const day = input.on && /^\d{4}-\d{2}-\d{2}$/.test(input.on) ? input.on : today(now);
  await tx
    .update(fosterStays)
    .set({
      stage: check.to,
      updatedAt: now,
      ...(check.to === "current" ? { startsOn: day } : {}),
      ...(check.to === "ended" ? { endedOn: day, endReason: input.reason } : {}),
      ...(check.to === "cancelled" ? { endedOn: day } : {}),
    })
    .where(eq(fosterStays.id, stayId));
  await audit(tx, actor, { action: "foster_stay.stage_changed", targetType: "foster_home", targetId: stay.fosterHomeId, details: { stay: stayId, from: stay.stage, to: check.to, event, reason: input.reason ?? null } }, now);
  if (check.to === "ended" || check.to === "cancelled") await cancelOpenMeetingsWhere(tx, actor, eq(fosterMeetings.stayId, stayId), now);
  return { ok: true, to: check.to };
}

export async function moveStay(db: Database, actor: Actor, stayId: string, event: StayEvent | string, input: { reason?: StayEndReason; on?: string } = {}, now = new Date()): Promise<StayMoveOutcome> {
  if (!isUuid(stayId)) return { ok: false, reason: "unknown" };
  return db.transaction((tx) => moveStayIn(tx, actor, stayId, event, input, now));
}

export type RelocateOutcome = { ok: true; id: string } | { ok: false; reason: "unknown" | "not_current" | "same_home" | "unknown_home" | "not_active" | "full" };

/** Moves a dog to another foster home: its current stay ends ("moved") and a current one starts there, in one transaction. */
export async function relocateDog(db: Database, actor: Actor, stayId: string, toHomeId: string, now = new Date()): Promise<RelocateOutcome> {
  if (!isUuid(stayId) || !isUuid(toHomeId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [stay] = await tx.select().from(fosterStays).where(eq(fosterStays.id, stayId)).for("update");
    if (!stay) return { ok: false, reason: "unknown" } as const;
    if (stay.stage !== "current") return { ok: false, reason: "not_current" } as const;
    if (stay.fosterHomeId === toHomeId) return { ok: false, reason: "same_home" } as const;
    const home = await lockHome(tx, toHomeId);
    if (!home) return { ok: false, reason: "unknown_home" } as const;
    if (home.stage !== "active") return { ok: false, reason: "not_active" } as const;
    if ((await openStays(tx, toHomeId)) >= home.capacity) return { ok: false, reason: "full" } as const;
    const ended = await moveStayIn(tx, actor, stayId, "end", { reason: "moved" }, now);
    if (!ended.ok) return { ok: false, reason: "not_current" } as const;
    const [row] = await tx
      .insert(fosterStays)
      .values({ fosterHomeId: toHomeId, dogId: stay.dogId, dogName: stay.dogName, stage: "current", arrival: "hand", startsOn: today(now), createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: fosterStays.id });
    await audit(tx, actor, { action: "foster_stay.placed", targetType: "foster_home", targetId: toHomeId, details: { stay: row!.id, dog: stay.dogId, arrival: "moved", stage: "current", from: stay.id } }, now);
    return { ok: true, id: row!.id } as const;
  });
}

export type StayRow = typeof fosterStays.$inferSelect;

/** A home's stays, the open ones first, then the ended ones newest first (the back office's record of who lived where, since when). */
export async function staysOfHome(db: Reader, homeId: string): Promise<StayRow[]> {
  if (!isUuid(homeId)) return [];
  const rows = await db.select().from(fosterStays).where(eq(fosterStays.fosterHomeId, homeId)).orderBy(desc(fosterStays.startsOn), desc(fosterStays.createdAt)).limit(500);
  const open = rows.filter((r) => OPEN.includes(r.stage as StayStage));
  return [...open.sort((a, b) => a.startsOn.localeCompare(b.startsOn)), ...rows.filter((r) => !OPEN.includes(r.stage as StayStage))];
}

/** A stay by id. */
export async function stayById(db: Reader, stayId: string): Promise<StayRow | null> {
  if (!isUuid(stayId)) return null;
  const [row] = await db.select().from(fosterStays).where(eq(fosterStays.id, stayId));
  return row ?? null;
}

/** The dog's current stay with its home, or null (a dog on its way is not "in" a foster home yet). */
export async function currentStayOfDog(db: Reader, dogId: string): Promise<{ stay: StayRow; home: typeof fosterHomes.$inferSelect } | null> {
  if (!dogId) return null;
  const [row] = await db
    .select({ stay: fosterStays, home: fosterHomes })
    .from(fosterStays)
    .innerJoin(fosterHomes, eq(fosterHomes.id, fosterStays.fosterHomeId))
    .where(and(eq(fosterStays.dogId, dogId), eq(fosterStays.stage, "current")))
    .limit(1);
  return row ?? null;
}

/** Where each dog in a foster home waits (dog id → region): what the dog pages may show, read as one public table set. */
export async function fosterRegions(db: Reader): Promise<Map<string, FosterRegion>> {
  const rows = await db
    .select({ dogId: fosterStays.dogId, postalCode: fosterHomes.postalCode, city: fosterHomes.city })
    .from(fosterStays)
    .innerJoin(fosterHomes, eq(fosterHomes.id, fosterStays.fosterHomeId))
    .where(eq(fosterStays.stage, "current"))
    .orderBy(asc(fosterStays.startsOn));
  const regions = new Map<string, FosterRegion>();
  for (const row of rows) {
    const region = regionOf(row);
    if (region) regions.set(row.dogId, region);
  }
  return regions;
}

/** Planned transports and flights a dog may arrive with (the place form's choices): their ids and days. */
export async function arrivalChoices(db: Reader, now = new Date()): Promise<{ transports: { id: string; arrivalDate: string }[]; flights: { id: string; flightDate: string; flightNumber: string; dogId: string }[] }> {
  const from = today(now);
  const t = await db
    .select({ id: transports.id, arrivalDate: transports.arrivalDate })
    .from(transports)
    .where(sql`${transports.arrivalDate} >= ${from} and ${transports.departedAt} is null`)
    .orderBy(asc(transports.arrivalDate))
    .limit(50);
  const f = await db
    .select({ id: flights.id, flightDate: flights.flightDate, flightNumber: flights.flightNumber, dogId: flights.dogId })
    .from(flights)
    .where(and(eq(flights.stage, "planned"), sql`${flights.flightDate} >= ${from}`))
    .orderBy(asc(flights.flightDate))
    .limit(50);
  return { transports: t.map((r) => ({ id: r.id, arrivalDate: String(r.arrivalDate) })), flights: f };
}

