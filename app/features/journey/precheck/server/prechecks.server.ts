/**
 * Pre-checks (docs/product/journey.md#pre-check): a coordinator assigns the visit to a volunteer
 * near the family, the volunteer fills in the checklist, the request's assignee is told. Every
 * read a volunteer makes is scoped to their own assignments: another's is "not found".
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, precheckPhotos, precheckQuestions, prechecks, submissions } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { closeness, coversPostcode, type Country } from "../rules/precheck-areas.ts";
import { DEFAULT_QUESTIONS, PHOTOS_MAX, type ChecklistInput, type Question } from "../rules/precheck-checklist.ts";
import { isOpen } from "#app/features/journey/request/public.ts";
import { advanceRequest, cancelOpenPrechecks } from "#app/features/journey/request/public.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

/** Who is reading: a pre-check volunteer sees only their own; coordinators and owners see every one. */
export interface Viewer {
  id: string;
  role: string;
}

const ownOnly = (reader: Viewer) => reader.role === "precheck";

/** The forms whose requests have a pre-check stage. */
export const PRECHECK_FORMS = ["adoption", "foster_home"] as const;

export interface Volunteer {
  id: string;
  name: string;
  areas: string[];
  /** Pre-checks assigned and not done yet. */
  open: number;
  /** Whether the volunteer's areas cover the family's postcode, and how closely. */
  covers: boolean;
  closeness: number;
}

/** Every pre-check volunteer, those covering the postcode first (the closest area first), then the others. */
export async function volunteersFor(db: Reader, country: Country | null, postcode: string | null): Promise<Volunteer[]> {
  const rows = await db
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      email: adminUsers.email,
      areas: adminUsers.precheckAreas,
      // The outer row by its table's name: an interpolated column is written unqualified in a select list.
      open: sql<number>`(select count(*)::int from prechecks p where p.volunteer_id = admin_users.id and p.status = 'assigned')`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.role, "precheck"))
    .orderBy(asc(adminUsers.name), asc(adminUsers.email));
  return rows
    .map((r) => {
      const covers = !!country && !!postcode && coversPostcode(r.areas, country, postcode);
      return { id: r.id, name: r.name || r.email, areas: r.areas, open: r.open, covers, closeness: covers ? closeness(r.areas, country!, postcode!) : 0 };
    })
    .sort((a, b) => Number(b.covers) - Number(a.covers) || b.closeness - a.closeness || a.open - b.open);
}

export type AssignOutcome = { ok: true; id: string } | { ok: false; reason: "unknown" | "not_open" | "volunteer" };

/**
 * Assigns the visit: any earlier open pre-check of the request is cancelled, the request moves to
 * the pre-check stage if it was before it (and to whoever assigns it, if nobody handled it), the
 * volunteer gets an e-mail with a link (through the outbox, in the same transaction), and the
 * audit log names the ids.
 */
export async function assignPrecheck(
  db: Database,
  actor: Actor,
  submissionId: string,
  input: { volunteerId: string; country: Country; postcode: string; address: string },
  now = new Date(),
): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for("update");
    if (!row || row.spam || !(PRECHECK_FORMS as readonly string[]).includes(row.formType)) return { ok: false, reason: "unknown" } as const;
    if (!isOpen(row.formType, row.status)) return { ok: false, reason: "not_open" } as const;
    const [volunteer] = await tx.select({ id: adminUsers.id, role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, input.volunteerId));
    if (!volunteer || volunteer.role !== "precheck") return { ok: false, reason: "volunteer" } as const;
    await cancelOpenPrechecks(tx, actor, row.id, now);
    const [created] = await tx
      .insert(prechecks)
      .values({ submissionId: row.id, volunteerId: volunteer.id, assignedBy: actor.id, country: input.country, postcode: input.postcode, address: input.address, assignedAt: now })
      .returning({ id: prechecks.id });
    // The request moves to the pre-check stage if it was before it (the workflow's "start_precheck").
    await advanceRequest(tx, actor, row, "start_precheck", now);
    // Whoever hands the visit over handles the request, if nobody did (as with a reply): the result's notice goes to them.
    if (!row.assigneeId && actor.id) {
      await tx.update(submissions).set({ assigneeId: actor.id }).where(eq(submissions.id, row.id));
      await audit(tx, actor, { action: "submission.assigned", targetType: "submission", targetId: row.id, details: { assignee: actor.id } }, now);
    }
    await queueMail(tx, { submissionId: row.id, accountId: volunteer.id, kind: "precheck_assigned" });
    await audit(tx, actor, { action: "precheck.assigned", targetType: "precheck", targetId: created!.id, details: { submission: row.id, volunteer: volunteer.id } }, now);
    return { ok: true, id: created!.id } as const;
  });
}

export interface PrecheckListItem {
  id: string;
  status: string;
  dogName: string | null;
  familyName: string;
  postcode: string;
  volunteerName: string | null;
  assignedAt: Date;
  completedAt: Date | null;
}

/** The pre-checks a reader may see, open ones first, newest first: a volunteer's own, or every one for coordinators. */
export async function listPrechecks(db: Reader, reader: Viewer): Promise<PrecheckListItem[]> {
  const rows = await db
    .select({
      id: prechecks.id,
      status: prechecks.status,
      dogName: submissions.dogName,
      data: submissions.data,
      postcode: prechecks.postcode,
      volunteerName: adminUsers.name,
      volunteerEmail: adminUsers.email,
      assignedAt: prechecks.assignedAt,
      completedAt: prechecks.completedAt,
    })
    .from(prechecks)
    .innerJoin(submissions, eq(submissions.id, prechecks.submissionId))
    .leftJoin(adminUsers, eq(adminUsers.id, prechecks.volunteerId))
    .where(ownOnly(reader) ? and(eq(prechecks.volunteerId, reader.id), ne(prechecks.status, "cancelled")) : ne(prechecks.status, "cancelled"))
    .orderBy(sql`case when ${prechecks.status} = 'assigned' then 0 else 1 end`, desc(prechecks.assignedAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    dogName: r.dogName,
    familyName: String(r.data.name ?? r.data.yourName ?? ""),
    postcode: r.postcode,
    volunteerName: r.volunteerName || r.volunteerEmail,
    assignedAt: r.assignedAt,
    completedAt: r.completedAt,
  }));
}

export interface PrecheckView {
  id: string;
  submissionId: string;
  status: string;
  formType: string;
  /** What the volunteer needs and nothing else of the request: the family's name, address and phone, and the dog. */
  family: { name: string; phone: string; country: string; postcode: string; address: string };
  dogName: string | null;
  volunteerId: string | null;
  volunteerName: string | null;
  answers: ChecklistInput["answers"] | null;
  recommendation: string | null;
  summary: string | null;
  photoIds: string[];
  assignedAt: Date;
  completedAt: Date | null;
}

/** One pre-check as its page shows it, or null when there is none or the reader may not see it (a volunteer and another's). */
export async function loadPrecheck(db: Reader, reader: Viewer, id: string): Promise<PrecheckView | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db
    .select({ p: prechecks, formType: submissions.formType, data: submissions.data, dogName: submissions.dogName, volunteerName: adminUsers.name, volunteerEmail: adminUsers.email })
    .from(prechecks)
    .innerJoin(submissions, eq(submissions.id, prechecks.submissionId))
    .leftJoin(adminUsers, eq(adminUsers.id, prechecks.volunteerId))
    .where(eq(prechecks.id, id));
  if (!row) return null;
  if (ownOnly(reader) && (row.p.volunteerId !== reader.id || row.p.status === "cancelled")) return null;
  const photos = await db.select({ id: precheckPhotos.id }).from(precheckPhotos).where(eq(precheckPhotos.precheckId, id)).orderBy(asc(precheckPhotos.createdAt));
  return {
    id: row.p.id,
    submissionId: row.p.submissionId,
    status: row.p.status,
    formType: row.formType,
    family: {
      name: String(row.data.name ?? ""),
      phone: String(row.data.phone ?? ""),
      country: row.p.country,
      postcode: row.p.postcode,
      address: row.p.address,
    },
    dogName: row.dogName,
    volunteerId: row.p.volunteerId,
    volunteerName: row.volunteerName || row.volunteerEmail,
    answers: row.p.answers ?? null,
    recommendation: row.p.recommendation,
    summary: row.p.summary,
    photoIds: photos.map((p) => p.id),
    assignedAt: row.p.assignedAt,
    completedAt: row.p.completedAt,
  };
}

/** The request's current pre-check (the newest not cancelled), for the request's page and the status page. */
export async function precheckOfRequest(db: Reader, submissionId: string): Promise<{ id: string; status: string } | null> {
  const [row] = await db
    .select({ id: prechecks.id, status: prechecks.status })
    .from(prechecks)
    .where(and(eq(prechecks.submissionId, submissionId), ne(prechecks.status, "cancelled")))
    .orderBy(desc(prechecks.assignedAt))
    .limit(1);
  return row ?? null;
}

export type CompleteOutcome = "done" | "unknown" | "already_done";

/**
 * The volunteer's result: the checklist as answered, the recommendation, up to five photos (already
 * checked by the image pipeline's rules), and a notice to the request's assignee, in one transaction.
 */
export async function completePrecheck(
  db: Database,
  actor: Actor,
  reader: Viewer,
  id: string,
  input: ChecklistInput,
  photos: readonly { contentType: string; bytes: Uint8Array }[],
  now = new Date(),
): Promise<CompleteOutcome> {
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(prechecks).where(eq(prechecks.id, id)).for("update");
    if (!row || row.status === "cancelled" || (ownOnly(reader) && row.volunteerId !== reader.id)) return "unknown";
    if (row.status === "done") return "already_done";
    await tx
      .update(prechecks)
      .set({ status: "done", answers: input.answers, recommendation: input.recommendation, summary: input.summary || null, completedAt: now })
      .where(eq(prechecks.id, id));
    for (const photo of photos.slice(0, PHOTOS_MAX)) {
      await tx.insert(precheckPhotos).values({ precheckId: id, contentType: photo.contentType, bytes: photo.bytes, createdAt: now });
    }
    await queueMail(tx, { submissionId: row.submissionId, kind: "precheck_done" });
    await audit(tx, actor, { action: "precheck.completed", targetType: "precheck", targetId: id, details: { submission: row.submissionId, recommendation: input.recommendation, photos: Math.min(photos.length, PHOTOS_MAX) } }, now);
    return "done";
  });
}

/** A photo of a pre-check the reader may see, or null. */
export async function precheckPhoto(db: Reader, reader: Viewer, precheckId: string, photoId: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!(await loadPrecheck(db, reader, precheckId))) return null;
  if (!/^[0-9a-f-]{36}$/.test(photoId)) return null;
  const [row] = await db
    .select({ contentType: precheckPhotos.contentType, bytes: precheckPhotos.bytes })
    .from(precheckPhotos)
    .where(and(eq(precheckPhotos.id, photoId), eq(precheckPhotos.precheckId, precheckId)));
  return row ?? null;
}

/**
 * Stores the association's first checklist when the table is empty (at start, after the
 * migrations; not in a migration, so a restored backup brings back exactly its own questions).
 * Retired questions stay in the table: once seeded, it is never empty again.
 */
export async function seedPrecheckQuestions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // One copy seeds, even when two start at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('precheck_questions_seed'))`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(precheckQuestions);
    if ((row?.n ?? 0) > 0) return 0;
    await tx.insert(precheckQuestions).values(DEFAULT_QUESTIONS.map((q, i) => ({ position: i + 1, textDe: q.de, textEs: q.es })));
    return DEFAULT_QUESTIONS.length;
  });
}

/** The checklist's questions that new pre-checks ask, in order. */
export async function activeQuestions(db: Reader): Promise<(Question & { id: string })[]> {
  return db
    .select({ id: precheckQuestions.id, de: precheckQuestions.textDe, es: precheckQuestions.textEs })
    .from(precheckQuestions)
    .where(eq(precheckQuestions.active, true))
    .orderBy(asc(precheckQuestions.position));
}

/**
 * Owners' edit of the checklist: the questions as listed (kept ids are updated, new ones added,
 * those left out retired: pre-checks already answered keep their own copy). Audited by count.
 */
export async function saveQuestions(db: Database, actor: Actor, list: readonly { id: string | null; de: string; es: string }[], now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: precheckQuestions.id }).from(precheckQuestions).where(eq(precheckQuestions.active, true));
    const kept = new Set(list.flatMap((q) => (q.id ? [q.id] : [])));
    const retired = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
    if (retired.length > 0) await tx.update(precheckQuestions).set({ active: false, updatedAt: now }).where(inArray(precheckQuestions.id, retired));
    let position = 1;
    for (const q of list) {
      const values = { position: position++, textDe: q.de, textEs: q.es, active: true, updatedAt: now };
      if (q.id && existing.some((e) => e.id === q.id)) await tx.update(precheckQuestions).set(values).where(eq(precheckQuestions.id, q.id));
      else await tx.insert(precheckQuestions).values(values);
    }
    await audit(tx, actor, { action: "precheck.questions_saved", targetType: "settings", details: { questions: list.length, retired: retired.length } }, now);
  });
}

/** A volunteer's areas (["DE:76", "ES:12"]). */
export async function precheckAreasOf(db: Reader, accountId: string): Promise<string[]> {
  const [row] = await db.select({ areas: adminUsers.precheckAreas }).from(adminUsers).where(eq(adminUsers.id, accountId));
  return row?.areas ?? [];
}

/** A volunteer's areas, as stored. */
export async function saveAreas(db: Database, actor: Actor, accountId: string, areas: readonly string[]): Promise<void> {
  await db.update(adminUsers).set({ precheckAreas: [...areas] }).where(eq(adminUsers.id, accountId));
  await audit(db, actor, { action: "account.precheck_areas", targetType: "account", targetId: accountId, details: { areas: areas.length } });
}
