/**
 * Changes to a submission made in the back office, each written to the audit
 * log with ids and codes only (a note's text stays in its own row, which is
 * deleted with the submission).
 */
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { isUuid } from "#app/admin/auth/input.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, outbox, submissionNotes, submissions } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { allows, isRole } from "#app/admin/auth/roles.ts";
import { queueConfirmation } from "#app/features/submissions/server/submit.server.ts";
import { recipientKey } from "#app/platform/mail/confirmations.server.ts";
import { assignRequest } from "#app/features/journey/request/public.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

/** Who handles a request: an account that may use the inbox, or nobody (null); audited. False for an unknown request or account. */
export async function assignTo(db: Database, actor: Actor, id: string, assigneeId: string | null): Promise<boolean> {
  if (assigneeId) {
    if (!isUuid(assigneeId)) return false;
    const [assignee] = await db.select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, assigneeId));
    if (!assignee || !isRole(assignee.role) || !allows("inbox", assignee.role)) return false;
  }
  return assignRequest(db, actor, id, assigneeId);
}

/** An internal note's length at most. */
export const NOTE_MAX = 5000;

export async function addNote(db: Database, actor: Actor, id: string, text: string): Promise<boolean> {
  const [exists] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id));
  if (!exists || !text.trim()) return false;
  const [note] = await db.insert(submissionNotes).values({ submissionId: id, authorId: actor.id, text: text.trim().slice(0, NOTE_MAX) }).returning({ id: submissionNotes.id });
  await audit(db, actor, { action: "submission.note_added", targetType: "submission", targetId: id, details: { note: note!.id } });
  return true;
}

/**
 * Its author corrects a note (`text`) or removes it (`text` null). Nobody else can; the audit log
 * keeps that it happened, never the text. False when the note is not this author's.
 */
export async function changeNote(db: Database, actor: Actor, submissionId: string, noteId: string, text: string | null): Promise<boolean> {
  if (!isUuid(noteId) || !actor.id) return false;
  return db.transaction(async (tx) => {
    const mine = and(eq(submissionNotes.id, noteId), eq(submissionNotes.submissionId, submissionId), eq(submissionNotes.authorId, actor.id!));
    if (text === null) {
      const removed = await tx.delete(submissionNotes).where(mine).returning({ id: submissionNotes.id });
      if (removed.length === 0) return false;
      await audit(tx, actor, { action: "submission.note_removed", targetType: "submission", targetId: submissionId, details: { note: noteId } });
      return true;
    }
    if (!text.trim()) return false;
    const changed = await tx.update(submissionNotes).set({ text: text.trim().slice(0, NOTE_MAX), updatedAt: new Date() }).where(mine).returning({ id: submissionNotes.id });
    if (changed.length === 0) return false;
    await audit(tx, actor, { action: "submission.note_edited", targetType: "submission", targetId: submissionId, details: { note: noteId } });
    return true;
  });
}

/**
 * What "retry now" did: queued the message for the worker, or found it sent
 * meanwhile, or being sent by a worker right now (whose lease is left alone,
 * so the message cannot go out twice), or no such message of this submission.
 */
export type RetryOutcome = "queued" | "sent" | "sending" | "unknown";

/** Sends a message again now; a message that had failed for good gets a fresh retry period. */
export async function retryDelivery(db: Database, actor: Actor, submissionId: string, outboxId: string): Promise<RetryOutcome> {
  if (!isUuid(outboxId)) return "unknown";
  const now = new Date();
  const ofSubmission = and(eq(outbox.id, outboxId), eq(outbox.submissionId, submissionId));
  const rows = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: now, createdAt: now })
    .where(and(ofSubmission, inArray(outbox.status, ["pending", "failed"]), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now))))
    .returning({ id: outbox.id, kind: outbox.kind });
  if (rows.length > 0) {
    await audit(db, actor, { action: "submission.delivery_retried", targetType: "submission", targetId: submissionId, details: { mail: rows[0]!.kind } });
    return "queued";
  }
  const [row] = await db.select({ status: outbox.status }).from(outbox).where(ofSubmission);
  if (!row) return "unknown";
  return row.status === "sent" ? "sent" : "sending";
}

/**
 * "Not spam": the submission joins the inbox and its e-mails are queued (the
 * association's copy, and the confirmation when the data has an address and
 * the address's daily limit of confirmations allows it).
 */
export async function releaseSpam(
  db: Database,
  actor: Actor,
  id: string,
  confirmations: { secret: string; perDay: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(and(eq(submissions.id, id), eq(submissions.spam, true)));
    if (!row) return false;
    await tx.update(submissions).set({ spam: false }).where(eq(submissions.id, id));
    await queueMail(tx, { submissionId: id, kind: "notification" }, { once: true });
    // The address's daily limit of confirmations holds here as for every submission.
    const recipient = recipientKey(confirmations.secret, row.data.email);
    await queueConfirmation(tx, id, { recipient, confirmationsPerDay: confirmations.perDay, now: new Date() });
    await audit(tx, actor, { action: "submission.released_from_spam", targetType: "submission", targetId: id, details: { reason: row.spamReason } });
    return true;
  });
}

/** Coordinators and owners: who a submission can be assigned to. */
export async function assignees(db: Database) {
  const rows = await db.select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email, role: adminUsers.role }).from(adminUsers);
  return rows.filter((r) => isRole(r.role) && allows("inbox", r.role)).map((r) => ({ id: r.id, label: r.name || r.email }));
}
