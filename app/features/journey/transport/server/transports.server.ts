/**
 * Transports (docs/product/journey.md#transports): coordinators plan a transport (the pick-up in
 * Benicarló and the arrival), put families on it with a transfer point and a time, and print the
 * driver's manifest. Each family hears of its date, place and time by e-mail when they are set or
 * change, and again two days before arrival (queued once across processes). Putting a request on a
 * transport moves it to the travel stage. Every change is audited by ids, never by text.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { contracts, dogPapers, flights, submissions, transportEntries, transports } from "#app/platform/db/schema.ts";
import { EMPTY_PAPERS, papersFromRow } from "#app/features/travel/rules/papers-form.ts";
import { missingForTravel } from "#app/features/travel/rules/travel-date.ts";
import { noticeDue } from "#app/features/travel/rules/authority-notice.ts";
import type { AuthorityNoticeDog } from "../rules/authority-mail.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import type { OutboxChore } from "#app/platform/mail/outbox.server.ts";
import { dayDiff, earlyArrival, isTransferPoint, REMINDER_DAYS_BEFORE, showsPublicly, type EntryInput, type TransferPoint, type TransportDates } from "../rules/transport-plan.ts";
import { travelStages, CLOSINGS } from "#app/features/journey/request/public.ts";
import { advanceRequest, madridDay } from "#app/features/journey/request/public.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Today in Madrid (both countries' day), yyyy-mm-dd. */
export const todayOf = (now: Date): string => madridDay(now).day;

/** Whether a request may go on a transport: an adoption request at contract or travel, or open with its dog reserved. */
/** The stages a request ends at early (declined, withdrawn, placed elsewhere), for raw SQL. */
const closedEarly = sql.join(CLOSINGS.map((stage) => sql`${stage}`), sql`, `);

export function canTravel(row: { formType: string; spam: boolean; status: string; reserved: boolean }): boolean {
  if (row.formType !== "adoption" || row.spam) return false;
  return (travelStages(row.reserved) as readonly string[]).includes(row.status);
}

export interface TransportListItem {
  id: string;
  departure: string;
  arrival: string;
  families: number;
}

/** Every transport, the coming ones first (soonest first), then the past ones (newest first). */
export async function listTransports(db: Reader, now = new Date()): Promise<{ coming: TransportListItem[]; past: TransportListItem[] }> {
  const rows = await db
    .select({ id: transports.id, departure: transports.departureDate, arrival: transports.arrivalDate, families: count(transportEntries.id) })
    .from(transports)
    .leftJoin(transportEntries, eq(transportEntries.transportId, transports.id))
    .groupBy(transports.id)
    .orderBy(asc(transports.departureDate))
    .limit(500);
  const today = todayOf(now);
  const coming = rows.filter((r) => dayDiff(today, r.arrival) >= 0);
  const past = rows.filter((r) => dayDiff(today, r.arrival) < 0).reverse();
  return { coming, past };
}

/** A new transport; audited with its id. */
export async function createTransport(db: Database, actor: Actor, dates: TransportDates, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transports)
      .values({ departureDate: dates.departure, arrivalDate: dates.arrival, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: transports.id });
    await audit(tx, actor, { action: "transport.created", targetType: "transport", targetId: row!.id, details: { departure: dates.departure, arrival: dates.arrival } }, now);
    return row!.id;
  });
}

async function queueTransportMail(tx: Tx, submissionId: string, kind: "transport_update" | "transport_reminder"): Promise<void> {
  await queueMail(tx, { submissionId, kind });
}

/** New days for a transport; every family on it is told when a day changed. */
export async function updateTransport(db: Database, actor: Actor, id: string, dates: TransportDates, now = new Date()): Promise<"updated" | "unchanged" | "unknown"> {
  if (!UUID.test(id)) return "unknown";
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(transports).where(eq(transports.id, id)).for("update");
    if (!row) return "unknown" as const;
    if (row.departureDate === dates.departure && row.arrivalDate === dates.arrival) return "unchanged" as const;
    await tx.update(transports).set({ departureDate: dates.departure, arrivalDate: dates.arrival, updatedAt: now }).where(eq(transports.id, id));
    const entries = await tx.select({ submissionId: transportEntries.submissionId }).from(transportEntries).where(eq(transportEntries.transportId, id));
    for (const e of entries) await queueTransportMail(tx, e.submissionId, "transport_update");
    await audit(
      tx,
      actor,
      { action: "transport.updated", targetType: "transport", targetId: id, details: { departure: dates.departure, arrival: dates.arrival, count: entries.length } },
      now,
    );
    return "updated" as const;
  });
}

/** Removes a transport with its entries (the requests stay at their stage); audited with its id. */
export async function removeTransport(db: Database, actor: Actor, id: string, now = new Date()): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return db.transaction(async (tx) => {
    const removed = await tx.delete(transports).where(eq(transports.id, id)).returning({ id: transports.id });
    if (removed.length === 0) return false;
    await audit(tx, actor, { action: "transport.removed", targetType: "transport", targetId: id }, now);
    return true;
  });
}

export interface TransportEntryView {
  id: string;
  submissionId: string;
  familyName: string;
  phone: string;
  locale: string;
  dogName: string | null;
  /** The dog's id in our list (its travel papers are kept under it), when the request names one. */
  dogId: string | null;
  status: string;
  point: TransferPoint;
  time: string;
  chip: string;
  traces: string;
  note: string;
  showPublic: boolean;
}

export interface TransportView {
  id: string;
  departure: string;
  arrival: string;
  /** When a coordinator marked it departed, or null. */
  departedAt: Date | null;
  entries: TransportEntryView[];
}

/** One transport with its families, by transfer point in the route's order and time. */
export async function loadTransport(db: Reader, id: string): Promise<TransportView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(transports).where(eq(transports.id, id));
  if (!row) return null;
  const entries = await db
    .select({ e: transportEntries, data: submissions.data, locale: submissions.locale, dogName: submissions.dogName, status: submissions.status, contractChip: contracts.chipNumber })
    .from(transportEntries)
    .innerJoin(submissions, eq(submissions.id, transportEntries.submissionId))
    // The chip number typed for the contract is the transport's too, unless one was entered here.
    .leftJoin(contracts, eq(contracts.submissionId, transportEntries.submissionId))
    .where(eq(transportEntries.transportId, id))
    .orderBy(asc(transportEntries.time), asc(transportEntries.createdAt));
  return {
    id: row.id,
    departure: row.departureDate,
    arrival: row.arrivalDate,
    departedAt: row.departedAt,
    entries: entries.map(({ e, data, locale, dogName, status, contractChip }) => ({
      id: e.id,
      submissionId: e.submissionId,
      familyName: String(data.name ?? data.yourName ?? ""),
      phone: String(data.phone ?? ""),
      locale,
      dogName,
      dogId: e.dogId,
      status,
      point: isTransferPoint(e.point) ? e.point : "benicarlo",
      time: e.time,
      chip: e.chip || contractChip || "",
      traces: e.traces,
      note: e.note,
      showPublic: e.showPublic,
    })),
  };
}

export interface TravelCandidate {
  id: string;
  familyName: string;
  dogName: string | null;
  /** The dog's id in our list (its papers are kept under it), when the request names one. */
  dogId: string | null;
  status: string;
  reserved: boolean;
}

/** The requests that may go on a transport and are on none yet. */
export async function travelCandidates(db: Reader): Promise<TravelCandidate[]> {
  const rows = await db
    .select({ id: submissions.id, data: submissions.data, dogName: submissions.dogName, dogId: submissions.dogId, status: submissions.status, reserved: submissions.reserved, formType: submissions.formType, spam: submissions.spam })
    .from(submissions)
    .leftJoin(transportEntries, eq(transportEntries.submissionId, submissions.id))
    .where(
      and(
        eq(submissions.formType, "adoption"),
        eq(submissions.spam, false),
        isNull(transportEntries.id),
        // A dog on a traveller's planned flight is on its way already (docs/product/travel.md#flight-sponsors).
        sql`not exists (select 1 from ${flights} where ${flights.requestId} = ${submissions.id} and ${flights.stage} = 'planned')`,
        or(inArray(submissions.status, [...travelStages(false)]), and(eq(submissions.reserved, true), inArray(submissions.status, [...travelStages(true)]))),
      ),
    )
    .orderBy(desc(submissions.createdAt))
    .limit(200);
  return rows.filter(canTravel).map((r) => ({ id: r.id, familyName: String(r.data.name ?? r.data.yourName ?? ""), dogName: r.dogName, dogId: r.dogId, status: r.status, reserved: r.reserved }));
}

export type EntryOutcome = { ok: true; id: string } | { ok: false; reason: "unknown" | "not_eligible" | "on_transport" | "on_flight" };

/**
 * Puts a family on a transport, in one transaction: the entry, the request moved to "travel" if it
 * was before, the family's e-mail queued, the audit log.
 */
export async function addEntry(db: Database, actor: Actor, transportId: string, submissionId: string, input: EntryInput, now = new Date()): Promise<EntryOutcome> {
  if (!UUID.test(transportId) || !UUID.test(submissionId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [transport] = await tx.select({ id: transports.id }).from(transports).where(eq(transports.id, transportId)).for("update");
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for("update");
    if (!transport || !row) return { ok: false, reason: "unknown" } as const;
    if (!canTravel(row)) return { ok: false, reason: "not_eligible" } as const;
    const [existing] = await tx.select({ id: transportEntries.id }).from(transportEntries).where(eq(transportEntries.submissionId, submissionId));
    if (existing) return { ok: false, reason: "on_transport" } as const;
    const [flight] = await tx.select({ id: flights.id }).from(flights).where(and(eq(flights.requestId, submissionId), eq(flights.stage, "planned"))).limit(1);
    if (flight) return { ok: false, reason: "on_flight" } as const;
    const [created] = await tx
      .insert(transportEntries)
      .values({ transportId, submissionId, dogId: row.dogId, point: input.point, time: input.time, chip: input.chip, traces: input.traces, note: input.note, showPublic: input.showPublic, createdAt: now, updatedAt: now })
      .returning({ id: transportEntries.id });
    // The request moves to "travel" if it was before it (the workflow's "on_transport").
    await advanceRequest(tx, actor, row, "on_transport", now);
    await queueTransportMail(tx, row.id, "transport_update");
    await audit(tx, actor, { action: "transport.entry_added", targetType: "transport", targetId: transportId, details: { entry: created!.id, submission: row.id } }, now);
    return { ok: true, id: created!.id } as const;
  });
}

/** Changes a family's entry; the family is told when the place or the time changed. */
export async function updateEntry(db: Database, actor: Actor, transportId: string, entryId: string, input: EntryInput, now = new Date()): Promise<"updated" | "unchanged" | "unknown"> {
  if (!UUID.test(transportId) || !UUID.test(entryId)) return "unknown";
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(transportEntries).where(and(eq(transportEntries.id, entryId), eq(transportEntries.transportId, transportId))).for("update");
    if (!row) return "unknown" as const;
    const told = row.point !== input.point || row.time !== input.time;
    const same = !told && row.chip === input.chip && row.traces === input.traces && row.note === input.note && row.showPublic === input.showPublic;
    if (same) return "unchanged" as const;
    await tx
      .update(transportEntries)
      .set({ point: input.point, time: input.time, chip: input.chip, traces: input.traces, note: input.note, showPublic: input.showPublic, updatedAt: now })
      .where(eq(transportEntries.id, entryId));
    if (told) await queueTransportMail(tx, row.submissionId, "transport_update");
    await audit(
      tx,
      actor,
      { action: "transport.entry_updated", targetType: "transport", targetId: transportId, details: { entry: entryId, submission: row.submissionId, mail: told, public: input.showPublic } },
      now,
    );
    return "updated" as const;
  });
}

/** Takes a family off a transport (the request keeps its stage). */
export async function removeEntry(db: Database, actor: Actor, transportId: string, entryId: string, now = new Date()): Promise<boolean> {
  if (!UUID.test(transportId) || !UUID.test(entryId)) return false;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(transportEntries)
      .where(and(eq(transportEntries.id, entryId), eq(transportEntries.transportId, transportId)))
      .returning({ submissionId: transportEntries.submissionId });
    if (removed.length === 0) return false;
    await audit(tx, actor, { action: "transport.entry_removed", targetType: "transport", targetId: transportId, details: { entry: entryId, submission: removed[0]!.submissionId } }, now);
    return true;
  });
}

export type DepartureOutcome =
  | { ok: true; overridden: number }
  | { ok: false; reason: "unknown" | "departed" }
  /** Dogs whose papers are not ready for the departure day (their entries' ids): only a coordinator's explicit override lets the transport leave. */
  | { ok: false; reason: "not_ready"; entries: string[] };

/**
 * Marks a transport as departed (docs/product/travel.md#departure), in one transaction: each dog's
 * papers are checked for the departure day under the transport's lock; a dog not ready stops it
 * unless the coordinator overrides, which the audit entry records with the number of dogs and
 * their entries (ids, never a name or a paper).
 */
export async function markDeparted(db: Database, actor: Actor, id: string, options: { override: boolean }, now = new Date()): Promise<DepartureOutcome> {
  if (!UUID.test(id)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(transports).where(eq(transports.id, id)).for("update");
    if (!row) return { ok: false, reason: "unknown" } as const;
    if (row.departedAt) return { ok: false, reason: "departed" } as const;
    const entries = await tx.select({ id: transportEntries.id, dogId: transportEntries.dogId }).from(transportEntries).where(eq(transportEntries.transportId, id));
    const dogIds = [...new Set(entries.flatMap((e) => (e.dogId ? [e.dogId] : [])))];
    const papers = dogIds.length > 0 ? await tx.select().from(dogPapers).where(inArray(dogPapers.dogId, dogIds)) : [];
    const byDog = new Map(papers.map((p) => [p.dogId, papersFromRow(p)]));
    // An entry without a dog of our list (a request naming none) has no papers to check here: it is not ready either.
    const notReady = entries.filter((e) => missingForTravel((e.dogId ? byDog.get(e.dogId) : undefined) ?? EMPTY_PAPERS, row.departureDate).length > 0).map((e) => e.id);
    if (notReady.length > 0 && !options.override) return { ok: false, reason: "not_ready", entries: notReady } as const;
    await tx.update(transports).set({ departedAt: now, updatedAt: now }).where(eq(transports.id, id));
    await audit(
      tx,
      actor,
      { action: notReady.length > 0 ? "transport.departed_override" : "transport.departed", targetType: "transport", targetId: id, details: { count: entries.length, notReady: notReady.length, ...(notReady.length > 0 ? { entries: notReady.join(",") } : {}) } },
      now,
    );
    return { ok: true, overridden: notReady.length } as const;
  });
}

export interface RequestTransport {
  transportId: string;
  entryId: string;
  departure: string;
  arrival: string;
  point: TransferPoint;
  time: string;
}

/** The transport a request is on, or null: for the request page, the status page and the e-mails. */
export async function transportOfRequest(db: Reader, submissionId: string): Promise<RequestTransport | null> {
  const [row] = await db
    .select({ transportId: transports.id, entryId: transportEntries.id, departure: transports.departureDate, arrival: transports.arrivalDate, point: transportEntries.point, time: transportEntries.time })
    .from(transportEntries)
    .innerJoin(transports, eq(transports.id, transportEntries.transportId))
    .where(eq(transportEntries.submissionId, submissionId));
  if (!row) return null;
  return { ...row, point: isTransferPoint(row.point) ? row.point : "benicarlo" };
}

/**
 * The planned arrival day when moving the request to `stage` now would set "arrived" before its
 * transport's arrival day (the coordinator must confirm it), else null.
 */
export async function earlyArrivalOf(db: Reader, submissionId: string, stage: string | null, now = new Date()): Promise<string | null> {
  if (stage !== "arrived" || !UUID.test(submissionId)) return null;
  const [row] = await db
    .select({ status: submissions.status, arrival: transports.arrivalDate })
    .from(submissions)
    .leftJoin(transportEntries, eq(transportEntries.submissionId, submissions.id))
    .leftJoin(transports, eq(transports.id, transportEntries.transportId))
    .where(eq(submissions.id, submissionId));
  if (!row) return null;
  return earlyArrival({ stage, current: row.status, arrival: row.arrival, today: todayOf(now) });
}

/** The same for several requests at once (the outbox's batch). */
export async function transportsOfRequests(db: Reader, submissionIds: readonly string[]): Promise<Map<string, RequestTransport>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ submissionId: transportEntries.submissionId, transportId: transports.id, entryId: transportEntries.id, departure: transports.departureDate, arrival: transports.arrivalDate, point: transportEntries.point, time: transportEntries.time })
    .from(transportEntries)
    .innerJoin(transports, eq(transports.id, transportEntries.transportId))
    .where(inArray(transportEntries.submissionId, [...submissionIds]));
  return new Map(rows.map(({ submissionId, ...r }) => [submissionId, { ...r, point: isTransferPoint(r.point) ? r.point : "benicarlo" }]));
}

/**
 * Queues the reminder for every family whose transport arrives within two days, once per arrival
 * day: each entry is claimed by writing the arrival day into `reminder_queued_for` in the same
 * transaction that queues its e-mail, so several server processes (and restarts) queue one. A
 * second process's update waits for the first's row locks and then finds nothing left to claim.
 */
export async function queueTransportReminders(db: Database, now = new Date()): Promise<number> {
  const today = todayOf(now);
  const due = and(
    eq(transports.id, transportEntries.transportId),
    sql`${transports.arrivalDate} between ${today}::date and ${today}::date + ${REMINDER_DAYS_BEFORE}::int`,
    sql`${transportEntries.reminderQueuedFor} is distinct from ${transports.arrivalDate}`,
    sql`exists (select 1 from submissions s where s.id = ${transportEntries.submissionId} and s.spam = false and s.status not in (${closedEarly}))`,
  );
  // Looked up first: an UPDATE, even of no row, fires the public tables' change trigger and would
  // empty every process's page cache each time the chore runs (decision 018).
  const [candidate] = await db.select({ id: transportEntries.id }).from(transportEntries).innerJoin(transports, eq(transports.id, transportEntries.transportId)).where(due).limit(1);
  if (!candidate) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(transportEntries)
      .set({ reminderQueuedFor: transports.arrivalDate })
      .from(transports)
      .where(
        and(
          eq(transports.id, transportEntries.transportId),
          sql`${transports.arrivalDate} between ${today}::date and ${today}::date + ${REMINDER_DAYS_BEFORE}::int`,
          sql`${transportEntries.reminderQueuedFor} is distinct from ${transports.arrivalDate}`,
          sql`exists (select 1 from submissions s where s.id = ${transportEntries.submissionId} and s.spam = false and s.status not in (${closedEarly}))`,
        ),
      )
      .returning({ submissionId: transportEntries.submissionId });
    for (const row of claimed) await queueTransportMail(tx, row.submissionId, "transport_reminder");
    return claimed.length;
  });
}

export function transportReminderChore(options: { db: Database; logger: Logger; everyMs?: number; now?: () => Date }): OutboxChore {
  return {
    name: "transport reminders",
    everyMs: options.everyMs ?? 10 * 60_000,
    async run() {
      const queued = await queueTransportReminders(options.db, options.now?.() ?? new Date()).catch((error: unknown) => {
        options.logger.error({ error: errorCode(error) }, "transport reminders could not be queued");
        return 0;
      });
      if (queued > 0) options.logger.info({ queued }, "transport reminders queued");
    },
  };
}

/**
 * The public marks: dog id and arrival day of every entry a coordinator allowed. Reads only the
 * transport tables (both in the public tables' list: a change shows at once on every process,
 * decision 018); the page picks the dog's and leaves out arrived transports (`publicTravelDay`).
 */
export async function publicTravelRows(db: Reader): Promise<PublicTravelRow[]> {
  const rows = await db
    .select({ dogId: transportEntries.dogId, arrival: transports.arrivalDate, point: transportEntries.point })
    .from(transportEntries)
    .innerJoin(transports, eq(transports.id, transportEntries.transportId))
    .where(and(eq(transportEntries.showPublic, true), ne(transportEntries.dogId, "")));
  return rows.flatMap((r) => (r.dogId ? [{ dogId: r.dogId, arrival: r.arrival, point: r.point }] : []));
}

/** A shown transport entry as the dog's page reads it: the dog, the arrival day and the transfer point (never a request). */
export interface PublicTravelRow {
  dogId: string;
  arrival: string;
  point: string;
}

/**
 * A dog's soonest allowed transport not yet arrived: its arrival day, and whether the family picks
 * the dog up in Benicarló (then nothing travels to Germany, docs/product/journey.md#where-the-dog-is-and-where-the-family-meets-it); or null.
 */
export function publicTravel(rows: readonly PublicTravelRow[], dogId: string, now = new Date()): { day: string; pickup: boolean } | null {
  const today = todayOf(now);
  let soonest: PublicTravelRow | null = null;
  for (const r of rows) {
    if (r.dogId !== dogId || !showsPublicly({ showPublic: true, arrival: r.arrival }, today)) continue;
    if (!soonest || r.arrival < soonest.arrival) soonest = r;
  }
  return soonest ? { day: soonest.arrival, pickup: soonest.point === "benicarlo" } : null;
}

/** The soonest arrival of a dog's allowed transports not yet arrived, or null. */
export function publicTravelDay(rows: readonly PublicTravelRow[], dogId: string, now = new Date()): string | null {
  return publicTravel(rows, dogId, now)?.day ?? null;
}

/** The travel settings' part the authority's notice reads (app/features/travel/rules/settings.ts). */
export interface AuthorityNoticeSettings {
  enabled: boolean;
  email: string;
  workingDays: number;
}

/**
 * Queues the veterinary authority's notice of every transport whose notice day has come
 * (docs/product/travel.md#veterinary-authority), once per arrival day: claimed by writing the arrival
 * day into `authority_notice_for` in the transaction that queues it. Only when an owner enabled it
 * and named an address; a transport without dogs is not announced.
 */
export async function queueAuthorityNotices(db: Database, settings: AuthorityNoticeSettings, now = new Date()): Promise<number> {
  if (!settings.enabled || !settings.email) return 0;
  const today = todayOf(now);
  const candidates = await db
    .select({ id: transports.id, arrival: transports.arrivalDate, sentFor: transports.authorityNoticeFor })
    .from(transports)
    .where(and(sql`${transports.arrivalDate} > ${today}::date`, sql`exists (select 1 from transport_entries e where e.transport_id = ${transports.id})`));
  const due = candidates.filter((t) => noticeDue({ arrival: t.arrival, today, workingDays: settings.workingDays, sentFor: t.sentFor }));
  let queued = 0;
  for (const transport of due) {
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(transports)
        .set({ authorityNoticeFor: transport.arrival })
        .where(and(eq(transports.id, transport.id), eq(transports.arrivalDate, transport.arrival), sql`${transports.authorityNoticeFor} is distinct from ${transport.arrival}`))
        .returning({ id: transports.id });
      if (claimed.length === 0) return 0;
      await queueMail(tx, { kind: "authority_notice", transportId: transport.id });
      return 1;
    });
  }
  return queued;
}

export function authorityNoticeChore(options: { db: Database; logger: Logger; settings: () => Promise<AuthorityNoticeSettings>; everyMs?: number; now?: () => Date }): OutboxChore {
  return {
    name: "veterinary authority notices",
    everyMs: options.everyMs ?? 10 * 60_000,
    async run() {
      const queued = await options
        .settings()
        .then((settings) => queueAuthorityNotices(options.db, settings, options.now?.() ?? new Date()))
        .catch((error: unknown) => {
          options.logger.error({ error: errorCode(error) }, "veterinary authority notices could not be queued");
          return 0;
        });
      if (queued > 0) options.logger.info({ queued }, "veterinary authority notices queued");
    },
  };
}

/** A transport's dogs as the authority's notice lists them (the chip typed for the transport or the contract, else the dog's papers). */
export async function authorityNoticeDogs(db: Reader, transportIds: readonly string[]): Promise<Map<string, { departure: string; arrival: string; dogs: AuthorityNoticeDog[] }>> {
  const result = new Map<string, { departure: string; arrival: string; dogs: AuthorityNoticeDog[] }>();
  for (const id of new Set(transportIds)) {
    const transport = await loadTransport(db, id);
    if (!transport) continue;
    const dogIds = transport.entries.flatMap((e) => (e.dogId ? [e.dogId] : []));
    const papers = dogIds.length > 0 ? await db.select().from(dogPapers).where(inArray(dogPapers.dogId, dogIds)) : [];
    const byDog = new Map(papers.map((p) => [p.dogId, p]));
    result.set(id, {
      departure: transport.departure,
      arrival: transport.arrival,
      dogs: transport.entries.map((e) => {
        const p = e.dogId ? byDog.get(e.dogId) : undefined;
        return { dogName: e.dogName, chip: e.chip || p?.chipNumber || "", passport: p?.passportNumber ?? "", traces: e.traces, point: e.point };
      }),
    });
  }
  return result;
}
