/**
 * The conversation of a request and its stages (docs/product/journey.md#conversation): what the
 * association writes (each reply stored and queued for the outbox in one transaction), what the
 * applicant answers or withdraws on the status page, and the stage changes. Every change is
 * written to the audit log by ids and codes, never by text.
 */
import { and, asc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, dogHolds, submissionMessages, submissions } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { lookupHash } from "#app/platform/links/tokens.server.ts";
import { hasStatusPage, isOpen, takesAnswers } from "../rules/stages.ts";
import { endedStagesOf, type Guard } from "../rules/workflow.ts";
import { moveRequest } from "./request-stage.server.ts";
import { setReserved, type Tx } from "./reservation.server.ts";
import { applicantFirstName, type TemplateKey } from "../rules/templates.ts";
import { localeOf } from "#app/platform/i18n/locale.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

/** Who acted on the status page (the audit log's actor: no name, no address). */
export const APPLICANT_ACTOR_LABEL = "applicant";
export const applicantActor: Actor = { id: null, label: APPLICANT_ACTOR_LABEL };

type Submission = typeof submissions.$inferSelect;

/** The request a status-page token opens: one with a status page, not spam; null for anything else. */
export async function findByToken(db: Database, token: unknown): Promise<Submission | null> {
  const hash = lookupHash(token);
  if (!hash) return null;
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.statusTokenHash, hash), eq(submissions.spam, false)));
  return row && hasStatusPage(row.formType) ? row : null;
}

export interface ThreadMessage {
  id: string;
  direction: "association" | "applicant";
  body: string;
  template: string | null;
  createdAt: Date;
  /** The volunteer's name (association messages), as the account has it now. */
  author: string | null;
}

/** A request's messages, oldest first. */
export async function threadOf(db: Database, submissionId: string): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: submissionMessages.id,
      direction: submissionMessages.direction,
      body: submissionMessages.body,
      template: submissionMessages.template,
      createdAt: submissionMessages.createdAt,
      author: sql<string | null>`nullif(${adminUsers.name}, '')`,
    })
    .from(submissionMessages)
    .leftJoin(adminUsers, eq(adminUsers.id, submissionMessages.authorId))
    .where(eq(submissionMessages.submissionId, submissionId))
    .orderBy(asc(submissionMessages.createdAt), asc(submissionMessages.id));
  return rows.map((r) => ({ ...r, direction: r.direction === "applicant" ? "applicant" : "association" }));
}

/** A volunteer's first name (what the applicant sees of the person who handles the request), or null. */
export async function accountFirstName(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db.select({ name: adminUsers.name }).from(adminUsers).where(eq(adminUsers.id, accountId));
  const name = row?.name.trim();
  return name ? name.split(/\s+/)[0]! : null;
}

async function lockSubmission(tx: Tx, id: string): Promise<Submission | null> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for("update");
  return row ?? null;
}

export type AnswerOutcome = "stored" | "duplicate" | "closed";

/**
 * The applicant's answer from the status page: stored, the request marked "answer waiting", and
 * the assignee (or the association) told by e-mail, in one transaction. The same form sent twice
 * (its key) is stored once.
 */
export async function addAnswer(db: Database, submissionId: string, input: { body: string; clientKey: string | null }, now = new Date()): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockSubmission(tx, submissionId);
    if (!row || row.spam || !takesAnswers(row.status)) return "closed";
    const [message] = await tx
      .insert(submissionMessages)
      .values({ submissionId, direction: "applicant", body: input.body, clientKey: input.clientKey, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: submissionMessages.id });
    if (!message) return "duplicate";
    await tx.update(submissions).set({ awaitingReply: true, lastMessageAt: now }).where(eq(submissions.id, submissionId));
    await queueMail(tx, { submissionId, messageId: message.id, kind: "answer_notice" });
    await audit(tx, applicantActor, { action: "submission.answered", targetType: "submission", targetId: submissionId, details: { message: message.id } }, now);
    return "stored";
  });
}

/** The applicant withdraws the request on the status page; the assignee (or the association) is told. False when it had ended already. */
export async function withdraw(db: Database, submissionId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await moveRequest(tx, applicantActor, submissionId, "withdraw", { by: "applicant", now });
    if (!moved.ok) return false;
    await queueMail(tx, { submissionId, kind: "withdrawn_notice" }, { once: true });
    await audit(tx, applicantActor, { action: "submission.withdrawn", targetType: "submission", targetId: submissionId, details: { from: moved.from } }, now);
    return true;
  });
}

/** A move asked for with a reply that the workflow refused (nothing was sent): the table does not allow it, a guard stops it, or the request moved meanwhile. */
export type MoveRefusal = { reason: "not_allowed" | "stale"; current: string } | { reason: "guard"; guard: Guard; current: string };

export type ReplyOutcome = "sent" | "duplicate" | "unknown" | MoveRefusal;

/** Thrown inside a transaction to roll it back with an answer for the caller. */
class Refused extends Error {
  readonly outcome: ReplyOutcome;
  constructor(outcome: ReplyOutcome) {
    super("refused");
    this.outcome = outcome;
  }
}

/**
 * A coordinator's reply: stored, queued for the outbox (it goes out in the request's language) and,
 * when an event of the workflow is given, the request moved by it, in one transaction: a refused
 * move sends nothing. Replying clears "answer waiting".
 */
export async function sendReply(
  db: Database,
  actor: Actor,
  submissionId: string,
  input: { body: string; template: TemplateKey | null; event?: string | null; expected?: string | null; clientKey: string | null },
  now = new Date(),
): Promise<ReplyOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockSubmission(tx, submissionId);
      if (!row || row.spam || typeof row.data.email !== "string" || !row.data.email) return "unknown";
      const id = await queueReply(tx, actor, row, { body: input.body, template: input.template, clientKey: input.clientKey }, now);
      if (!id) return "duplicate";
      if (input.event) {
        const moved = await moveRequest(tx, actor, row.id, input.event, { by: "coordinator", expected: input.expected ?? null, now });
        if (!moved.ok) {
          if (moved.reason === "unknown") throw new Refused("unknown");
          throw new Refused(moved.reason === "guard" ? { reason: "guard", guard: moved.guard, current: moved.current } : { reason: moved.reason, current: moved.current });
        }
      }
      // Whoever answers a request nobody has taken up takes it up: the applicant's answer then reaches them.
      if (!row.assigneeId && actor.id) {
        await tx.update(submissions).set({ assigneeId: actor.id }).where(eq(submissions.id, row.id));
        await audit(tx, actor, { action: "submission.assigned", targetType: "submission", targetId: row.id, details: { assignee: actor.id } }, now);
      }
      return "sent";
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

async function queueReply(tx: Tx, actor: Actor, row: Submission, input: { body: string; template: string | null; clientKey: string | null }, now: Date): Promise<string | null> {
  const [message] = await tx
    .insert(submissionMessages)
    .values({ submissionId: row.id, direction: "association", authorId: actor.id, body: input.body, template: input.template, clientKey: input.clientKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: submissionMessages.id });
  if (!message) return null;
  await queueMail(tx, { submissionId: row.id, messageId: message.id, kind: "reply" });
  await tx.update(submissions).set({ awaitingReply: false, lastMessageAt: now }).where(eq(submissions.id, row.id));
  await audit(tx, actor, { action: "submission.replied", targetType: "submission", targetId: row.id, details: { message: message.id, template: input.template } }, now);
  return message.id;
}

/** Who handles a request (an id the caller has checked, or null), audited. False when the request is unknown. */
export async function assignRequest(db: Database, actor: Actor, submissionId: string, assigneeId: string | null, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockSubmission(tx, submissionId);
    if (!row) return false;
    if (row.assigneeId !== assigneeId) {
      await tx.update(submissions).set({ assigneeId }).where(eq(submissions.id, row.id));
      await audit(tx, actor, { action: "submission.assigned", targetType: "submission", targetId: row.id, details: { assignee: assigneeId } }, now);
    }
    return true;
  });
}

/** What identifies a request's dog: our list's id when it was matched, else the name the form sent. */
function sameDog(row: Submission) {
  if (row.dogId) return eq(submissions.dogId, row.dogId);
  const name = String(row.data.dog ?? row.data.dogName ?? "").trim();
  return sql`coalesce(nullif(${submissions.data}->>'dog', ''), nullif(${submissions.data}->>'dogName', '')) = ${name}`;
}

export interface OtherRequest {
  id: string;
  locale: string;
  createdAt: Date;
  status: string;
  /** Sent while the dog was reserved: on the dog's waiting list. */
  waitlist: boolean;
  /** The applicant's typed e-mail is not shown here: the name is enough to recognise a request in the inbox. */
  name: string;
  /** For the preview of the message each will get ({firstName} filled in). */
  firstName: string | null;
}

function hasDog(row: Submission): boolean {
  return row.formType === "adoption" && Boolean(row.dogId || String(row.data.dog ?? "").trim());
}

/**
 * The other open adoption requests for the dog of this one (who hears "found a family" when it is
 * reserved). Never the request that holds the dog's reservation: it is released first, on purpose.
 */
export async function otherOpenRequests(db: Database | Tx, row: Submission): Promise<OtherRequest[]> {
  if (!hasDog(row)) return [];
  const rows = await db
    .select({ id: submissions.id, locale: submissions.locale, createdAt: submissions.createdAt, status: submissions.status, waitlist: submissions.waitlist, data: submissions.data })
    .from(submissions)
    .where(
      and(
        eq(submissions.formType, "adoption"),
        eq(submissions.spam, false),
        eq(submissions.reserved, false),
        ne(submissions.id, row.id),
        notInArray(submissions.status, [...endedStagesOf("adoption")]),
        sameDog(row),
      ),
    )
    .orderBy(asc(submissions.createdAt));
  return rows.map((r) => ({ id: r.id, locale: r.locale, createdAt: r.createdAt, status: r.status, waitlist: r.waitlist, name: String(r.data.name ?? ""), firstName: applicantFirstName(r.data) }));
}

export interface ReservationHolder {
  id: string;
  status: string;
  /** The family's name as the form sent it, for the coordinator (never shown to anyone else). */
  name: string;
}

/** The other request this one's dog is reserved for, if any (docs/product/journey.md#reserved). */
export async function reservationHolder(db: Database | Tx, row: Submission): Promise<ReservationHolder | null> {
  if (!hasDog(row)) return null;
  const [holder] = await db
    .select({ id: submissions.id, status: submissions.status, data: submissions.data })
    .from(submissions)
    .where(and(eq(submissions.formType, "adoption"), eq(submissions.spam, false), eq(submissions.reserved, true), ne(submissions.id, row.id), sameDog(row)))
    .orderBy(asc(submissions.createdAt))
    .limit(1);
  return holder ? { id: holder.id, status: holder.status, name: String(holder.data.name ?? "") } : null;
}

export type ReserveOutcome = { ok: true; closed: number } | { ok: false; reason: "unknown" | "not_open" | "held" };

/**
 * Reserves the dog for this request and, in the same transaction, sends every other open request
 * for the dog the "found a family" message (its language's text, `bodies`) and closes it as
 * "placed elsewhere". Refused while the dog is reserved for another request: that reservation is
 * released first, by its own step (`unreserve`), never as a side effect of reserving.
 */
export async function reserveDog(db: Database, actor: Actor, submissionId: string, bodies: Record<"de" | "es", string>, now = new Date()): Promise<ReserveOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockSubmission(tx, submissionId);
    if (!row || row.spam || row.formType !== "adoption") return { ok: false, reason: "unknown" };
    if (!isOpen(row.formType, row.status)) return { ok: false, reason: "not_open" };
    // The dog's hold row is locked too (a reservation for another request in flight waits here).
    if (row.dogId) await tx.select().from(dogHolds).where(eq(dogHolds.dogId, row.dogId)).for("update");
    if (await reservationHolder(tx, row)) return { ok: false, reason: "held" };
    const others = await otherOpenRequests(tx, row);
    if (!row.reserved) await setReserved(tx, row, true, now);
    await audit(tx, actor, { action: "submission.reserved", targetType: "submission", targetId: row.id, details: { others: others.length } }, now);
    for (const other of others) {
      const otherRow = await lockSubmission(tx, other.id);
      if (!otherRow || otherRow.reserved || !isOpen(otherRow.formType, otherRow.status)) continue;
      const body = bodies[localeOf(otherRow.locale)];
      await queueReply(tx, actor, otherRow, { body, template: "adoption.placed_elsewhere", clientKey: `reserve:${row.id}` }, now);
      await moveRequest(tx, actor, otherRow.id, "place_elsewhere", { by: "system", now });
    }
    return { ok: true, closed: others.length };
  });
}

/**
 * Takes the reservation back (the other requests stay as they are; a waiting list shows again on
 * the dog's page). False when the request holds none (any more).
 */
export async function unreserve(db: Database, actor: Actor, submissionId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockSubmission(tx, submissionId);
    if (!row || !row.reserved) return false;
    await setReserved(tx, row, false, now);
    await audit(tx, actor, { action: "submission.unreserved", targetType: "submission", targetId: submissionId }, now);
    return true;
  });
}
