/**
 * The one writer of a request's stage (decision 035, docs/product/journey.md#stages). Every change
 * of `submissions.status` goes through here, inside the caller's transaction:
 *
 * - `moveRequest`: an event of the workflow table (rules/workflow.ts). It locks the request, checks
 *   the event against the table (source stage, who causes it, its guard) and, when the caller names
 *   the stage it saw, that nobody moved the request meanwhile; writes the stage; audits from, to and
 *   the event; and runs what entering the stage does (closing: the conversation ends, the
 *   reservation is released, an open pre-check is cancelled; arriving: the follow-ups are counted
 *   from now).
 * - `correctStage`: a coordinator mends a mistake: any stage of the form, with a reason (kept as a
 *   note of the request, the audit names its id), no entry effects replayed.
 *
 * A test (tests/integration/request-stage.test.ts) fails when any other module writes the stage.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { flights, prechecks, submissionNotes, submissions, transportEntries } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { isStatusOf, type Stage } from "../rules/stages.ts";
import { CORRECTION_REASON_MAX } from "../rules/limits.ts";
import { checkMove, entryEffectsOf, ruleOf, type Guard, type GuardFacts, type Mover } from "../rules/workflow.ts";
import { setReserved, type Tx } from "./reservation.server.ts";
import { cancelMeetingsOfRequest } from "#app/features/journey/foster/public.server.ts";

type Submission = typeof submissions.$inferSelect;

export type MoveOutcome =
  | { ok: true; from: Stage; to: Stage; row: Submission }
  | { ok: false; reason: "unknown" }
  /** Another volunteer (or the applicant) moved the request since the form was shown: `current` is where it is now. */
  | { ok: false; reason: "stale"; current: Stage }
  /** The table does not allow this event here, or not for this mover. */
  | { ok: false; reason: "not_allowed"; current: Stage }
  | { ok: false; reason: "guard"; guard: Guard; current: Stage };

export interface MoveInput {
  /** Who causes it: a coordinator (the default for an account), the applicant, or the site itself (a step elsewhere). */
  by: Mover;
  /** The stage the form was shown at: a request moved meanwhile is refused as stale, never moved twice. */
  expected?: string | null;
  now?: Date;
}

async function lockRequest(tx: Tx, id: string): Promise<Submission | null> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for("update");
  return row ?? null;
}

/** Whether the family is on its way: an entry on a transport, or its dog on a traveller's flight (planned or flown). */
async function onTransport(tx: Pick<Database, "select">, id: string): Promise<boolean> {
  const [entry] = await tx.select({ id: transportEntries.id }).from(transportEntries).where(eq(transportEntries.submissionId, id)).limit(1);
  if (entry) return true;
  const [flight] = await tx.select({ id: flights.id }).from(flights).where(and(eq(flights.requestId, id), inArray(flights.stage, ["planned", "flown"]))).limit(1);
  return Boolean(flight);
}

/** Cancels the request's open pre-check (closing it, or handing the visit to someone else), each audited by id. */
export async function cancelOpenPrechecks(tx: Tx, actor: Actor, requestId: string, now: Date): Promise<void> {
  const cancelled = await tx
    .update(prechecks)
    .set({ status: "cancelled" })
    .where(and(eq(prechecks.submissionId, requestId), eq(prechecks.status, "assigned")))
    .returning({ id: prechecks.id });
  for (const c of cancelled) await audit(tx, actor, { action: "precheck.cancelled", targetType: "precheck", targetId: c.id, details: { submission: requestId } }, now);
}

/** Moves a request by one event of its workflow's table; nothing is written when the table refuses it. */
export async function moveRequest(tx: Tx, actor: Actor, requestId: string, event: string, input: MoveInput): Promise<MoveOutcome> {
  const now = input.now ?? new Date();
  const row = await lockRequest(tx, requestId);
  if (!row || row.spam) return { ok: false, reason: "unknown" };
  const current = row.status as Stage;
  if (input.expected != null && input.expected !== current) return { ok: false, reason: "stale", current };
  const rule = ruleOf(row.formType, event);
  const facts = { reserved: row.reserved, onTransport: rule?.guard === "onTransport" ? await onTransport(tx, row.id) : false };
  const check = checkMove(row.formType, current, event, input.by, facts);
  if (!check.ok) return check.reason === "guard" ? { ok: false, reason: "guard", guard: check.guard!, current } : { ok: false, reason: "not_allowed", current };
  const to = check.to;
  const effects = entryEffectsOf(row.formType, to);
  await tx
    .update(submissions)
    .set({
      status: to,
      statusChangedAt: now,
      ...(effects.includes("closeConversation") ? { awaitingReply: false } : {}),
      ...(effects.includes("scheduleFollowups") ? { arrivedAt: now } : {}),
    })
    .where(eq(submissions.id, row.id));
  await audit(tx, actor, { action: "submission.status_changed", targetType: "submission", targetId: row.id, details: { from: current, to, event } }, now);
  // Closing a request releases its reservation (the dog is free for its waiting list again) and cancels a visit nobody needs any more.
  if (effects.includes("releaseReservation") && row.reserved) await setReserved(tx, row, false, now);
  if (effects.includes("cancelPrecheck")) await cancelOpenPrechecks(tx, actor, row.id, now);
  if (effects.includes("cancelMeeting")) await cancelMeetingsOfRequest(tx, actor, row.id, now);
  return { ok: true, from: current, to, row: { ...row, status: to } };
}

/**
 * A step elsewhere that moves the request when the table lets it (putting the family on a transport,
 * handing the visit over): the request moves if it is at one of the event's source stages; a request
 * already past them stays where it is.
 */
export async function advanceRequest(tx: Tx, actor: Actor, row: Pick<Submission, "id" | "formType" | "status">, event: string, now: Date): Promise<boolean> {
  const rule = ruleOf(row.formType, event);
  if (!rule || !(rule.from as readonly string[]).includes(row.status)) return false;
  const moved = await moveRequest(tx, actor, row.id, event, { by: "system", now });
  return moved.ok;
}

export type CorrectOutcome = { ok: true; from: Stage; to: Stage } | { ok: false; reason: "unknown" | "bad_stage" | "same" | "no_reason" } | { ok: false; reason: "stale"; current: Stage };


/** "Correct the stage": any stage of the form, with a reason; audited; no entry effects replayed. */
export async function correctStage(
  tx: Tx,
  actor: Actor,
  requestId: string,
  input: { to: string; reason: string; expected?: string | null; now?: Date },
): Promise<CorrectOutcome> {
  const now = input.now ?? new Date();
  const reason = input.reason.trim();
  if (!reason || reason.length > CORRECTION_REASON_MAX) return { ok: false, reason: "no_reason" };
  const row = await lockRequest(tx, requestId);
  if (!row || row.spam) return { ok: false, reason: "unknown" };
  const current = row.status as Stage;
  if (input.expected != null && input.expected !== current) return { ok: false, reason: "stale", current };
  if (!isStatusOf(row.formType, input.to)) return { ok: false, reason: "bad_stage" };
  if (input.to === current) return { ok: false, reason: "same" };
  await tx.update(submissions).set({ status: input.to, statusChangedAt: now }).where(eq(submissions.id, row.id));
  const [note] = await tx.insert(submissionNotes).values({ submissionId: row.id, authorId: actor.id, text: reason, createdAt: now }).returning({ id: submissionNotes.id });
  await audit(tx, actor, { action: "submission.stage_corrected", targetType: "submission", targetId: row.id, details: { from: current, to: input.to, note: note!.id } }, now);
  return { ok: true, from: current, to: input.to };
}

/** A coordinator's button: one event, in its own transaction. */
export async function applyEvent(db: Database, actor: Actor, requestId: string, event: string, expected: string | null, now = new Date()): Promise<MoveOutcome> {
  return db.transaction((tx) => moveRequest(tx, actor, requestId, event, { by: "coordinator", expected, now }));
}

/** "Correct the stage", in its own transaction. */
export async function correctRequestStage(db: Database, actor: Actor, requestId: string, input: { to: string; reason: string; expected: string | null }): Promise<CorrectOutcome> {
  return db.transaction((tx) => correctStage(tx, actor, requestId, input));
}

/** What the table's guards read of a request now (the back office's buttons show a step a guard blocks as a note). */
export async function guardFactsOf(db: Database, row: { id: string; reserved: boolean }): Promise<GuardFacts> {
  return { reserved: row.reserved, onTransport: await onTransport(db, row.id) };
}
