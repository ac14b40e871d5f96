/**
 * Families meeting a dog in its foster home (docs/product/foster.md#meeting-the-dog): a coordinator
 * proposes a meeting for an adoption request whose dog lives in a foster home; the foster family
 * confirms a day and time (or declines) on its page, and afterwards tells how it went. Every change of
 * stage goes through the one writer `moveMeetingIn`, checked against MEETING_TABLE. The foster family
 * sees the applicant's first name, place and phone only while the meeting is open. Audited by ids.
 */
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { fosterHomes, fosterMeetings, fosterStays, submissions } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";
import { isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { checkMeetingMove, isOpenMeeting, type FosterMover, type MeetingEvent, type MeetingOutcome, type MeetingStage } from "../rules/foster-workflow.ts";
import { applicantForFoster, canProposeMeeting, type ApplicantForFoster } from "../rules/meeting.ts";
import { regionOf, type FosterRegion } from "../rules/foster-home.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

/** The foster family as the audit log names it (its page has no account). */
export const fosterActor: Actor = { id: null, label: "foster home" };

const OPEN: MeetingStage[] = ["proposed", "confirmed"];

export type ProposeOutcome = { ok: true; id: string } | { ok: false; reason: "unknown" | "not_now" | "not_in_foster" | "no_visits" | "exists" };

/**
 * Proposes a meeting for an adoption request (after the first approval, before the dog travels) whose
 * dog lives in a foster home that takes visits: the meeting, the foster family's e-mail, the audit
 * entry, in one transaction.
 */
export async function proposeMeeting(db: Database, actor: Actor, requestId: string, note: string, now = new Date()): Promise<ProposeOutcome> {
  if (!isUuid(requestId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(submissions).where(eq(submissions.id, requestId)).for("update");
    if (!request) return { ok: false, reason: "unknown" } as const;
    if (!canProposeMeeting(request)) return { ok: false, reason: "not_now" } as const;
    const [here] = request.dogId
      ? await tx
          .select({ stayId: fosterStays.id, homeId: fosterHomes.id, visits: fosterHomes.visits, homeStage: fosterHomes.stage })
          .from(fosterStays)
          .innerJoin(fosterHomes, eq(fosterHomes.id, fosterStays.fosterHomeId))
          .where(and(eq(fosterStays.dogId, request.dogId), eq(fosterStays.stage, "current")))
      : [];
    if (!here || here.homeStage === "ended") return { ok: false, reason: "not_in_foster" } as const;
    if (!here.visits) return { ok: false, reason: "no_visits" } as const;
    const [open] = await tx.select({ id: fosterMeetings.id }).from(fosterMeetings).where(and(eq(fosterMeetings.requestId, requestId), inArray(fosterMeetings.stage, OPEN)));
    if (open) return { ok: false, reason: "exists" } as const;
    const [row] = await tx
      .insert(fosterMeetings)
      .values({ requestId, stayId: here.stayId, fosterHomeId: here.homeId, note: note.trim(), createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: fosterMeetings.id });
    await queueMail(tx, { kind: "foster_meeting_proposed", fosterHomeId: here.homeId, submissionId: requestId });
    await audit(tx, actor, { action: "foster_meeting.proposed", targetType: "submission", targetId: requestId, details: { meeting: row!.id, home: here.homeId } }, now);
    return { ok: true, id: row!.id } as const;
  });
}

export type MeetingMoveOutcome = { ok: true; to: MeetingStage } | { ok: false; reason: "unknown" | "not_from_here" | "not_yours" | "unknown_event" | "guard" };

export interface MeetingMoveInput {
  /** The foster family may move only its own home's meetings. */
  homeId?: string;
  meetingAt?: Date;
  outcome?: MeetingOutcome;
  report?: string;
}

/**
 * The one writer of a meeting's stage, in the caller's transaction: checked against MEETING_TABLE with
 * the meeting's time. Confirming tells the applicant (day and time); declining or telling how it went
 * tells the coordinator; a cancel (a coordinator's, or the site's when the request closes or the stay ends) tells the foster family.
 */
export async function moveMeetingIn(tx: Tx, actor: Actor, by: FosterMover, meetingId: string, event: MeetingEvent | string, input: MeetingMoveInput, now: Date): Promise<MeetingMoveOutcome> {
  const [meeting] = await tx.select().from(fosterMeetings).where(eq(fosterMeetings.id, meetingId)).for("update");
  if (!meeting || (by === "foster" && meeting.fosterHomeId !== input.homeId)) return { ok: false, reason: "unknown" };
  const check = checkMeetingMove(meeting.stage, event, by, { meetingAt: meeting.meetingAt, now });
  if (!check.ok) return { ok: false, reason: check.reason };
  if (event === "confirm" && !input.meetingAt) return { ok: false, reason: "unknown_event" };
  if (event === "report" && !input.outcome) return { ok: false, reason: "unknown_event" };
  await tx
    .update(fosterMeetings)
    .set({
      stage: check.to,
      updatedAt: now,
      ...(event === "confirm" ? { meetingAt: input.meetingAt } : {}),
      ...(event === "report" ? { outcome: input.outcome, report: input.report ?? "" } : {}),
    })
    .where(eq(fosterMeetings.id, meetingId));
  await audit(tx, actor, { action: "foster_meeting.stage_changed", targetType: "submission", targetId: meeting.requestId, details: { meeting: meetingId, from: meeting.stage, to: check.to, event, by } }, now);
  const about = { submissionId: meeting.requestId, fosterHomeId: meeting.fosterHomeId };
  if (event === "confirm") await queueMail(tx, { kind: "foster_meeting_confirmed", ...about });
  if (event === "decline" || event === "report") await queueMail(tx, { kind: "foster_meeting_report", ...about });
  // Cancelled by a coordinator or by the site (the request closed, the dog's stay ended): the foster family stops waiting for the visit.
  if (event === "cancel") await queueMail(tx, { kind: "foster_meeting_cancelled", ...about });
  return { ok: true, to: check.to };
}

export async function moveMeeting(db: Database, actor: Actor, by: FosterMover, meetingId: string, event: MeetingEvent | string, input: MeetingMoveInput = {}, now = new Date()): Promise<MeetingMoveOutcome> {
  if (!isUuid(meetingId)) return { ok: false, reason: "unknown" };
  return db.transaction((tx) => moveMeetingIn(tx, actor, by, meetingId, event, input, now));
}

/** Cancels the open meetings `where` names, each through the writer (the site's own move: a request that closed, a stay that ended). */
export async function cancelOpenMeetingsWhere(tx: Tx, actor: Actor, where: SQL, now: Date): Promise<number> {
  const open = await tx.select({ id: fosterMeetings.id }).from(fosterMeetings).where(and(where, inArray(fosterMeetings.stage, OPEN)));
  let cancelled = 0;
  for (const m of open) if ((await moveMeetingIn(tx, actor, "system", m.id, "cancel", {}, now)).ok) cancelled += 1;
  return cancelled;
}

/** A request that closed: its open meeting is cancelled (the request's writer calls this in its transaction). */
export async function cancelMeetingsOfRequest(tx: Tx, actor: Actor, requestId: string, now: Date): Promise<number> {
  return cancelOpenMeetingsWhere(tx, actor, eq(fosterMeetings.requestId, requestId), now);
}

export interface RequestMeeting {
  id: string;
  stage: MeetingStage;
  note: string;
  meetingAt: Date | null;
  outcome: MeetingOutcome | null;
  report: string;
  createdAt: Date;
  homeId: string;
  homeName: string;
  region: FosterRegion | null;
  dogName: string;
}

/** A request's meetings, newest first (the request page shows all, the status page the newest). */
export async function meetingsOfRequest(db: Reader, requestId: string): Promise<RequestMeeting[]> {
  if (!isUuid(requestId)) return [];
  const rows = await db
    .select({ m: fosterMeetings, name: fosterHomes.name, postalCode: fosterHomes.postalCode, city: fosterHomes.city, dogName: fosterStays.dogName })
    .from(fosterMeetings)
    .innerJoin(fosterHomes, eq(fosterHomes.id, fosterMeetings.fosterHomeId))
    .innerJoin(fosterStays, eq(fosterStays.id, fosterMeetings.stayId))
    .where(eq(fosterMeetings.requestId, requestId))
    .orderBy(desc(fosterMeetings.createdAt))
    .limit(20);
  return rows.map(({ m, name, postalCode, city, dogName }) => ({
    id: m.id,
    stage: m.stage as MeetingStage,
    note: m.note,
    meetingAt: m.meetingAt,
    outcome: (m.outcome as MeetingOutcome | null) ?? null,
    report: m.report,
    createdAt: m.createdAt,
    homeId: m.fosterHomeId,
    homeName: name,
    region: regionOf({ postalCode, city }),
    dogName,
  }));
}

export interface HomeMeeting {
  id: string;
  stage: MeetingStage;
  dogName: string;
  note: string;
  meetingAt: Date | null;
  /** Only while the meeting is open: the applicant's first name, place and phone. */
  applicant: ApplicantForFoster | null;
  outcome: MeetingOutcome | null;
}

/** The foster family's meetings (its page): the open ones with the applicant's first name, place and phone, the others without. */
export async function meetingsOfHome(db: Reader, homeId: string): Promise<HomeMeeting[]> {
  if (!isUuid(homeId)) return [];
  const rows = await db
    .select({ m: fosterMeetings, data: submissions.data, dogName: fosterStays.dogName })
    .from(fosterMeetings)
    .innerJoin(submissions, eq(submissions.id, fosterMeetings.requestId))
    .innerJoin(fosterStays, eq(fosterStays.id, fosterMeetings.stayId))
    .where(eq(fosterMeetings.fosterHomeId, homeId))
    .orderBy(desc(fosterMeetings.createdAt))
    .limit(50);
  return rows.map(({ m, data, dogName }) => ({
    id: m.id,
    stage: m.stage as MeetingStage,
    dogName,
    note: isOpenMeeting(m.stage) ? m.note : "",
    meetingAt: m.meetingAt,
    applicant: isOpenMeeting(m.stage) ? applicantForFoster(data) : null,
    outcome: (m.outcome as MeetingOutcome | null) ?? null,
  }));
}
