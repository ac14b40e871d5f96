/** The inbox's read model: the filtered list, counts, one submission with its e-mails, notes and history. */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, outbox, submissionNotes, submissions } from "#app/platform/db/schema.ts";
import { PAGE_SIZE, PHASES, type InboxFilters } from "./filters.ts";
import { phaseOf, statusesOfPhase, type Phase } from "#app/features/journey/request/public.ts";

/** The applicant's name as each form stores it. */
export const applicantNameSql = sql<string>`coalesce(nullif(${submissions.data}->>'name', ''), nullif(${submissions.data}->>'yourName', ''), trim(coalesce(${submissions.data}->>'firstName', '') || ' ' || coalesce(${submissions.data}->>'lastName', '')))`;
export const applicantEmailSql = sql<string>`lower(coalesce(${submissions.data}->>'email', ''))`;
export const dogSql = sql<string>`coalesce(nullif(${submissions.data}->>'dog', ''), nullif(${submissions.data}->>'dogName', ''))`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every condition of the filters but the status (the counts per status use the rest). */
export function conditions(filters: InboxFilters, userId: string | null, withStatus = true): SQL[] {
  const where: SQL[] = [];
  if (filters.form) where.push(eq(submissions.formType, filters.form));
  if (withStatus && filters.status) where.push(inArray(submissions.status, statusesOfPhase(filters.status)));
  if (filters.answer) where.push(eq(submissions.awaitingReply, true));
  if (filters.lang) where.push(eq(submissions.locale, filters.lang));
  if (filters.dog) where.push(sql`${dogSql} = ${filters.dog}`);
  if (filters.from) where.push(gte(submissions.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(submissions.createdAt, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (filters.spam !== "all") where.push(eq(submissions.spam, filters.spam === "yes"));
  if (filters.mine && userId) {
    where.push(eq(submissions.assigneeId, userId));
    // "Mine" is what is still to do for me: the open ones, unless a phase is chosen.
    if (withStatus && !filters.status) where.push(inArray(submissions.status, [...statusesOfPhase("new"), ...statusesOfPhase("in_progress")]));
  }
  if (filters.failed) where.push(sql`exists (select 1 from ${outbox} where ${outbox.submissionId} = ${submissions.id} and ${outbox.status} = 'failed')`);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    where.push(sql`(lower(${applicantNameSql}) like ${pattern} or ${applicantEmailSql} like ${pattern})`);
  }
  return where;
}

export interface InboxRow {
  id: string;
  formType: string;
  locale: string;
  status: string;
  spam: boolean;
  createdAt: Date;
  name: string;
  email: string;
  dog: string | null;
  assignee: string | null;
  awaitingReply: boolean;
  reserved: boolean;
  /** Sent while the dog was reserved: on its waiting list. */
  waitlist: boolean;
  lastMessageAt: Date | null;
  assigneeId: string | null;
  firstSeenAt: Date | null;
}

/** The columns every list of submissions shows (the inbox page and the export). */
const listColumns = {
  id: submissions.id,
  formType: submissions.formType,
  locale: submissions.locale,
  status: submissions.status,
  spam: submissions.spam,
  createdAt: submissions.createdAt,
  awaitingReply: submissions.awaitingReply,
  reserved: submissions.reserved,
  waitlist: submissions.waitlist,
  lastMessageAt: submissions.lastMessageAt,
  assigneeId: submissions.assigneeId,
  firstSeenAt: submissions.firstSeenAt,
};

/** The assignee by name, or by e-mail when the account has no name (needs the join on admin_users). */
const assigneeNameSql = sql<string | null>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})`;

export async function listSubmissions(db: Database, filters: InboxFilters, userId: string | null, limit = PAGE_SIZE) {
  const where = and(...conditions(filters, userId));
  const [total] = await db.select({ n: count() }).from(submissions).where(where);
  const rows = await db
    .select({
      ...listColumns,
      name: applicantNameSql,
      email: applicantEmailSql,
      dog: dogSql,
      assignee: assigneeNameSql,
    })
    .from(submissions)
    .leftJoin(adminUsers, eq(adminUsers.id, submissions.assigneeId))
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit)
    .offset((filters.page - 1) * limit);
  return { total: total?.n ?? 0, rows: rows as InboxRow[] };
}

/** Every submission of the filters (for the export), newest first. */
export async function allSubmissions(db: Database, filters: InboxFilters, userId: string | null) {
  return db
    .select({
      ...listColumns,
      data: submissions.data,
      assignee: assigneeNameSql,
    })
    .from(submissions)
    .leftJoin(adminUsers, eq(adminUsers.id, submissions.assigneeId))
    .where(and(...conditions(filters, userId)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
}

/** How many submissions of the filters (all but the phase) are in each phase. */
export async function statusCounts(db: Database, filters: InboxFilters, userId: string | null): Promise<Record<Phase, number>> {
  const rows = await db
    .select({ formType: submissions.formType, status: submissions.status, n: count() })
    .from(submissions)
    .where(and(...conditions(filters, userId, false)))
    .groupBy(submissions.formType, submissions.status);
  const counts = Object.fromEntries(PHASES.map((s) => [s, 0])) as Record<Phase, number>;
  for (const row of rows) counts[phaseOf(row.formType, row.status)] += row.n;
  return counts;
}

export async function dogNames(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ dog: dogSql }).from(submissions).where(sql`${dogSql} is not null`).orderBy(asc(dogSql));
  return rows.map((r) => r.dog).filter(Boolean);
}

/**
 * The requests before and after this one in the filtered list (newest first, as the inbox shows it),
 * for "previous" and "next" on a request's page; also when this one has left the list meanwhile (its
 * stage changed): its place is still its date. `position` is its place while it is in the list.
 */
export async function neighbours(db: Database, filters: InboxFilters, userId: string | null, id: string) {
  const [current] = await db.select({ createdAt: submissions.createdAt }).from(submissions).where(eq(submissions.id, id));
  if (!current) return null;
  const where = conditions(filters, userId);
  const newer = sql`(${submissions.createdAt}, ${submissions.id}) > (${current.createdAt}, ${id}::uuid)`;
  const older = sql`(${submissions.createdAt}, ${submissions.id}) < (${current.createdAt}, ${id}::uuid)`;
  const [[previous], [next], [before], [inList], [total]] = await Promise.all([
    db.select({ id: submissions.id }).from(submissions).where(and(...where, newer)).orderBy(asc(submissions.createdAt), asc(submissions.id)).limit(1),
    db.select({ id: submissions.id }).from(submissions).where(and(...where, older)).orderBy(desc(submissions.createdAt), desc(submissions.id)).limit(1),
    db.select({ n: count() }).from(submissions).where(and(...where, newer)),
    db.select({ n: count() }).from(submissions).where(and(...where, eq(submissions.id, id))),
    db.select({ n: count() }).from(submissions).where(and(...where)),
  ]);
  return {
    previous: previous?.id ?? null,
    next: next?.id ?? null,
    position: inList?.n ? (before?.n ?? 0) + 1 : null,
    total: total?.n ?? 0,
  };
}

/** The same person's other requests (by the e-mail address the forms stored), newest first. */
export async function otherRequestsOf(db: Database, id: string, email: string) {
  if (!email) return [];
  return db
    .select({ id: submissions.id, formType: submissions.formType, status: submissions.status, createdAt: submissions.createdAt, spam: submissions.spam })
    .from(submissions)
    .where(and(sql`${applicantEmailSql} = ${email.toLowerCase()}`, sql`${submissions.id} <> ${id}`))
    .orderBy(desc(submissions.createdAt))
    .limit(20);
}

/** A volunteer opened the request: from now on it is no longer "unseen". */
export async function markSeen(db: Database, id: string, now = new Date()): Promise<void> {
  await db.update(submissions).set({ firstSeenAt: now }).where(and(eq(submissions.id, id), sql`${submissions.firstSeenAt} is null`));
}

export async function findSubmission(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!row) return null;
  const [mails, notes, history] = await Promise.all([
    db.select().from(outbox).where(eq(outbox.submissionId, id)).orderBy(asc(outbox.kind)),
    db
      .select({
        id: submissionNotes.id,
        text: submissionNotes.text,
        createdAt: submissionNotes.createdAt,
        updatedAt: submissionNotes.updatedAt,
        authorId: submissionNotes.authorId,
        author: sql<string | null>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})`,
      })
      .from(submissionNotes)
      .leftJoin(adminUsers, eq(adminUsers.id, submissionNotes.authorId))
      .where(eq(submissionNotes.submissionId, id))
      .orderBy(asc(submissionNotes.createdAt)),
    db.select().from(auditLog).where(and(eq(auditLog.targetType, "submission"), eq(auditLog.targetId, id))).orderBy(asc(auditLog.id)),
  ]);
  return { submission: row, mails, notes, history };
}

/** What needs a person: new submissions, failed e-mails, spam to review, and the account's own open ones. */
export async function dashboardCounts(db: Database, userId: string) {
  const [[fresh], [failed], [spam], [mine]] = await Promise.all([
    db.select({ n: count() }).from(submissions).where(and(inArray(submissions.status, statusesOfPhase("new")), eq(submissions.spam, false))),
    // Failed e-mails of submissions (the new-dog alerts' e-mails are not the inbox's).
    db.select({ n: count() }).from(outbox).where(and(eq(outbox.status, "failed"), isNotNull(outbox.submissionId))),
    db.select({ n: count() }).from(submissions).where(eq(submissions.spam, true)),
    db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.assigneeId, userId), inArray(submissions.status, [...statusesOfPhase("new"), ...statusesOfPhase("in_progress")]))),
  ]);
  return { fresh: fresh?.n ?? 0, failed: failed?.n ?? 0, spam: spam?.n ?? 0, mine: mine?.n ?? 0 };
}
