/**
 * Meeting a dog in its foster home on both databases (docs/product/foster.md#meeting-the-dog): a
 * coordinator's proposal (and each refusal: not now, not in a foster home, no visits, one already
 * open), the one writer of a meeting's stage against MEETING_TABLE (every forbidden move by every
 * mover refused, nothing written; how it went told only after the time; another home's foster
 * family moves nothing), the request's closing and the stay's end cancelling the open meeting, the
 * applicant's first name, place and phone on the foster family's page only while the meeting is
 * open, the e-mails built from the outbox (the coordinator's without the report's words), and the
 * request page's two forms through the route's own action (refusals in the volunteer's language).
 */
import { and, count, eq, like } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "#app/platform/context.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { createSession } from "#app/admin/auth/sessions.server.ts";
import { adminSite } from "#app/admin/auth/site.server.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { action as submissionAction } from "#app/admin/routes/submission.tsx";
import type { Services } from "#app/services.server.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, dogs, fosterMeetings, outbox, submissions } from "#app/platform/db/schema.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { createFosterHome } from "#app/features/journey/foster/server/foster-homes.server.ts";
import { moveStay, placeDog, relocateDog } from "#app/features/journey/foster/server/stays.server.ts";
import { fosterActor, meetingsOfHome, meetingsOfRequest, moveMeeting, proposeMeeting } from "#app/features/journey/foster/server/meetings.server.ts";
import { MEETING_EVENTS, MEETING_STAGES, MEETING_TABLE, type FosterMover } from "#app/features/journey/foster/rules/foster-workflow.ts";
import { MEETING_NOTE_MAX, readMeetingTime } from "#app/features/journey/foster/rules/meeting.ts";
import type { FosterHomeValues } from "#app/features/journey/foster/rules/foster-home.ts";
import { applyEvent } from "#app/features/journey/request/server/request-stage.server.ts";
import { withdraw } from "#app/features/journey/request/server/conversation.server.ts";
import { testDatabases } from "../support/databases.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { mailSources } from "../support/mail-sources.ts";

const SECRET = "meeting-secret-meeting-secret-meeting";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });
const NOW = new Date("2027-02-20T10:00:00Z");
/** The day and time the foster family confirms: 6 March 2027, 15:30 in Germany (14:30 UTC). */
const DAY = "2027-03-06";
const TIME = "15:30";
const AFTER = new Date("2027-03-06T17:00:00Z");
const REPORT_WORDS = "Bruno hat sofort mit Kind VertraulichQ9 gespielt";
const env = parseEnv({ SITE_URL_DE: "http://localhost:3000", SITE_URL_ES: "http://es.localhost:3000" });
const site = adminSite(env);

type Answer = { data: { intent: string | null; ok?: boolean; text?: string; errors?: Record<string, string>; values?: Record<string, string> }; init: ResponseInit | null };

function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (message: MailMessage) => void sent.push(message), forget: async () => {}, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

function meetingTime(): Date {
  const read = readMeetingTime(DAY, TIME, NOW);
  if (!read.ok) throw new Error(read.problem);
  return read.at;
}

describe.each(testDatabases())("meeting a dog in its foster home on $name", (database) => {
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

  /** An active foster home made from an accepted application (Cologne, visits welcome unless told). */
  async function home(tag: string, values: Partial<FosterHomeValues> = {}, locale: "de" | "es" = "de"): Promise<string> {
    const email = `pflege-${tag.toLowerCase()}@example.org`;
    const [application] = await db
      .insert(submissions)
      .values({ formType: "foster_home", locale, status: "accepted", idempotencyKey: `foster-${tag}`, data: { name: `Petra Pflege${tag}`, email, phone: "+49 160 5550000", address: "Waldweg 7, 50667 Köln", zipCode: "50667" } })
      .returning({ id: submissions.id });
    const created = await createFosterHome(
      db,
      actor,
      SECRET,
      application!.id,
      { name: `Petra Pflege${tag}`, email, phone: "+49 160 5550000", street: `Waldweg 7 ${tag}`, postalCode: "50667", city: "Köln", capacity: 3, sizes: ["small", "medium", "large"], hasCats: false, hasChildren: false, visits: true, visitTimes: "", notes: "", ...values },
      NOW,
    );
    if (!created.ok) throw new Error(`no home: ${created.reason}`);
    return created.id;
  }

  /** A dog of our list living in the home since a week (placed by hand). */
  async function dogIn(homeId: string | null, tag: string): Promise<{ id: string; name: string; stayId: string | null }> {
    const dog = { id: `dog-${tag}`, name: `Bruno${tag}` };
    await db.insert(dogs).values({ id: dog.id, data: { id: dog.id, title: dog.name } });
    if (!homeId) return { ...dog, stayId: null };
    const placed = await placeDog(db, actor, homeId, { dogId: dog.id, arrival: "hand", startsOn: "2027-02-13" }, NOW);
    if (!placed.ok || placed.stage !== "current") throw new Error(`not placed: ${JSON.stringify(placed)}`);
    return { ...dog, stayId: placed.id };
  }

  /** An adoption request for the dog, at `status`, assigned to Lea; with the family's place and phone. */
  async function request(tag: string, dog: { id: string; name: string }, status = "getting_to_know", locale: "de" | "es" = "de"): Promise<string> {
    const id = await storeAdoptionRequest(db, { secret: SECRET, tag, locale, dog, key: `key-meeting-${tag}`, fields: { postalCode: "76131", city: "Karlsruhe", phone: "+49 171 7654321" } });
    await db.update(submissions).set({ status, assigneeId: actor.id }).where(eq(submissions.id, id));
    return id;
  }

  async function meetingRow(id: string) {
    const [row] = await db.select().from(fosterMeetings).where(eq(fosterMeetings.id, id));
    return row!;
  }

  /** Everything a refused move must leave as it was: the meetings, their e-mails, their audit entries. */
  async function written() {
    const [mails] = await db.select({ n: count() }).from(outbox).where(like(outbox.kind, "foster_meeting_%"));
    const [audits] = await db.select({ n: count() }).from(auditLog).where(like(auditLog.action, "foster_meeting.%"));
    const meetings = await db.select().from(fosterMeetings);
    return JSON.stringify({ mails: mails!.n, audits: audits!.n, meetings });
  }

  it("a coordinator proposes a meeting: the meeting, the foster family's e-mail and the audit entry; the applicant's first name, place and phone on the foster family's page", async () => {
    const homeId = await home("Anna");
    const dog = await dogIn(homeId, "Anna");
    const requestId = await request("AnnaFamilie", dog);
    const proposed = await proposeMeeting(db, actor, requestId, "  Familie kann samstags  ", NOW);
    if (!proposed.ok) throw new Error(proposed.reason);
    expect(await meetingRow(proposed.id)).toMatchObject({ stage: "proposed", requestId, fosterHomeId: homeId, stayId: dog.stayId, note: "Familie kann samstags", meetingAt: null, createdBy: actor.id });
    expect(await meetingsOfRequest(db, requestId)).toMatchObject([{ id: proposed.id, stage: "proposed", homeId, homeName: "Petra PflegeAnna", region: { area: "50", city: "Köln" }, dogName: dog.name }]);
    const queued = await db.select({ kind: outbox.kind, fosterHomeId: outbox.fosterHomeId, submissionId: outbox.submissionId }).from(outbox).where(eq(outbox.kind, "foster_meeting_proposed"));
    expect(queued).toEqual([{ kind: "foster_meeting_proposed", fosterHomeId: homeId, submissionId: requestId }]);
    const [audited] = await db.select().from(auditLog).where(eq(auditLog.action, "foster_meeting.proposed"));
    expect(audited).toMatchObject({ targetType: "submission", targetId: requestId, details: { meeting: proposed.id, home: homeId } });
    // The audit log keeps ids, never a word of the note or a name.
    expect(JSON.stringify(audited)).not.toMatch(/samstags|Petra|Anna/);
    expect(await meetingsOfHome(db, homeId)).toEqual([
      { id: proposed.id, stage: "proposed", dogName: dog.name, note: "Familie kann samstags", meetingAt: null, applicant: { firstName: "Anna", place: "76131 Karlsruhe", phone: "+49 171 7654321" }, outcome: null },
    ]);
  });

  it("refuses a proposal the request's stage, the dog's home or an open meeting does not allow, and writes nothing", async () => {
    const homeId = await home("Ben");
    const dog = await dogIn(homeId, "Ben");
    const before = await written();
    expect(await proposeMeeting(db, actor, "not-an-id", "", NOW)).toEqual({ ok: false, reason: "unknown" });
    expect(await proposeMeeting(db, actor, "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", "", NOW)).toEqual({ ok: false, reason: "unknown" });
    // Before the first approval, once travelling or arrived, closed, or as spam: not now.
    for (const status of ["received", "travel", "arrived", "declined", "withdrawn", "placed_elsewhere"]) {
      const id = await request(`Ben${status}`, dog, status);
      expect(await proposeMeeting(db, actor, id, "", NOW), status).toEqual({ ok: false, reason: "not_now" });
    }
    const spam = await request("BenSpam", dog);
    await db.update(submissions).set({ spam: true }).where(eq(submissions.id, spam));
    expect(await proposeMeeting(db, actor, spam, "", NOW)).toEqual({ ok: false, reason: "not_now" });
    // Another form is no adoption request (the foster application of the home itself).
    const [application] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formType, "foster_home"));
    expect(await proposeMeeting(db, actor, application!.id, "", NOW)).toEqual({ ok: false, reason: "not_now" });
    // A dog in no foster home, a dog only on its way there, a request without a dog.
    const homeless = await dogIn(null, "Street");
    expect(await proposeMeeting(db, actor, await request("BenStreet", homeless), "", NOW)).toEqual({ ok: false, reason: "not_in_foster" });
    const coming = await dogIn(null, "Coming");
    expect((await placeDog(db, actor, homeId, { dogId: coming.id, arrival: "hand", startsOn: "2027-03-01" }, NOW)).ok).toBe(true);
    expect(await proposeMeeting(db, actor, await request("BenComing", coming), "", NOW)).toEqual({ ok: false, reason: "not_in_foster" });
    const noDog = await request("BenNoDog", dog);
    await db.update(submissions).set({ dogId: null }).where(eq(submissions.id, noDog));
    expect(await proposeMeeting(db, actor, noDog, "", NOW)).toEqual({ ok: false, reason: "not_in_foster" });
    // A home that takes no visits.
    const quiet = await home("Quiet", { visits: false });
    const shy = await dogIn(quiet, "Shy");
    expect(await proposeMeeting(db, actor, await request("BenShy", shy), "", NOW)).toEqual({ ok: false, reason: "no_visits" });
    expect(await written()).toBe(before);
    expect(await db.select().from(fosterMeetings)).toEqual([]);

    // One open meeting per request: a second proposal is refused until the first is cancelled.
    const family = await request("BenFamily", dog);
    const first = await proposeMeeting(db, actor, family, "", NOW);
    if (!first.ok) throw new Error(first.reason);
    const withOne = await written();
    expect(await proposeMeeting(db, actor, family, "noch eins", NOW)).toEqual({ ok: false, reason: "exists" });
    expect(await written()).toBe(withOne);
    expect(await moveMeeting(db, actor, "coordinator", first.id, "cancel", {}, NOW)).toEqual({ ok: true, to: "cancelled" });
    expect((await proposeMeeting(db, actor, family, "neuer Anlauf", new Date(NOW.getTime() + 60_000))).ok).toBe(true);
    expect((await meetingsOfRequest(db, family)).map((m) => m.stage)).toEqual(["proposed", "cancelled"]);
  });

  it("moves a meeting only as MEETING_TABLE allows: every forbidden event from every stage by every mover refused, nothing written", async () => {
    const homeId = await home("Cara");
    const dog = await dogIn(homeId, "Cara");
    const proposed = await proposeMeeting(db, actor, await request("CaraFamily", dog), "", NOW);
    if (!proposed.ok) throw new Error(proposed.reason);
    const at = meetingTime();
    const input = { homeId, meetingAt: at, outcome: "good" as const, report: "gut" };
    const movers: FosterMover[] = ["coordinator", "foster", "system"];
    let tried = 0;
    for (const stage of MEETING_STAGES) {
      // The time has come (the report's guard holds): only the table refuses.
      await db.update(fosterMeetings).set({ stage, meetingAt: at }).where(eq(fosterMeetings.id, proposed.id));
      for (const event of [...MEETING_EVENTS, "arrive", "__proto__", "toString"]) {
        for (const by of movers) {
          const rule = Object.hasOwn(MEETING_TABLE, event) ? MEETING_TABLE[event as keyof typeof MEETING_TABLE] : null;
          if (rule && (rule.from as readonly string[]).includes(stage) && (rule.by as readonly string[]).includes(by)) continue;
          tried += 1;
          const before = await written();
          const moved = await moveMeeting(db, by === "foster" ? fosterActor : actor, by, proposed.id, event, input, AFTER);
          const reason = !rule ? "unknown_event" : !(rule.from as readonly string[]).includes(stage) ? "not_from_here" : "not_yours";
          expect(moved, `${stage} ${event} ${by}`).toEqual({ ok: false, reason });
          expect(await written(), `${stage} ${event} ${by}`).toBe(before);
        }
      }
    }
    // 4 stages × 7 events × 3 movers, less the 8 moves the table allows.
    expect(tried).toBe(4 * 7 * 3 - 8);
    // A meeting id that is none, or no id at all.
    expect(await moveMeeting(db, actor, "coordinator", "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", "cancel", {}, NOW)).toEqual({ ok: false, reason: "unknown" });
    expect(await moveMeeting(db, actor, "coordinator", "x", "cancel", {}, NOW)).toEqual({ ok: false, reason: "unknown" });
  });

  it("the foster family confirms a day and time, may move it, tells how it went only after the time; another home's family moves nothing", async () => {
    const homeId = await home("Dora");
    const otherHome = await home("Emil");
    const dog = await dogIn(homeId, "Dora");
    const requestId = await request("DoraFamily", dog);
    const proposed = await proposeMeeting(db, actor, requestId, "", NOW);
    if (!proposed.ok) throw new Error(proposed.reason);
    const at = meetingTime();

    // The foster family of another home: the meeting is none of its own, whatever it tries.
    const untouched = await written();
    for (const event of [...MEETING_EVENTS, "arrive"]) {
      expect(await moveMeeting(db, fosterActor, "foster", proposed.id, event, { homeId: otherHome, meetingAt: at, outcome: "good" }, AFTER), event).toEqual({ ok: false, reason: "unknown" });
      expect(await moveMeeting(db, fosterActor, "foster", proposed.id, event, { meetingAt: at, outcome: "good" }, AFTER), `${event} without a home`).toEqual({ ok: false, reason: "unknown" });
    }
    expect(await written()).toBe(untouched);

    // Confirming needs a day and time.
    expect(await moveMeeting(db, fosterActor, "foster", proposed.id, "confirm", { homeId }, NOW)).toEqual({ ok: false, reason: "unknown_event" });
    expect(await written()).toBe(untouched);
    expect(await moveMeeting(db, fosterActor, "foster", proposed.id, "confirm", { homeId, meetingAt: new Date(at.getTime() - 86_400_000) }, NOW)).toEqual({ ok: true, to: "confirmed" });
    // Moved to another day: confirmed again.
    expect(await moveMeeting(db, fosterActor, "foster", proposed.id, "confirm", { homeId, meetingAt: at }, NOW)).toEqual({ ok: true, to: "confirmed" });
    expect((await meetingRow(proposed.id)).meetingAt?.toISOString()).toBe("2027-03-06T14:30:00.000Z");
    expect(await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.kind, "foster_meeting_confirmed"))).toHaveLength(2);

    // Before the time (a minute before), how it went cannot be told: the guard, nothing written.
    const confirmed = await written();
    const early = await moveMeeting(db, fosterActor, "foster", proposed.id, "report", { homeId, outcome: "good", report: REPORT_WORDS }, new Date(at.getTime() - 60_000));
    expect(early).toEqual({ ok: false, reason: "guard" });
    expect(await written()).toBe(confirmed);
    // Without an outcome, not either.
    expect(await moveMeeting(db, fosterActor, "foster", proposed.id, "report", { homeId }, AFTER)).toEqual({ ok: false, reason: "unknown_event" });
    expect(await written()).toBe(confirmed);
    expect(await moveMeeting(db, fosterActor, "foster", proposed.id, "report", { homeId, outcome: "unsure", report: REPORT_WORDS }, AFTER)).toEqual({ ok: true, to: "done" });
    expect(await meetingRow(proposed.id)).toMatchObject({ stage: "done", outcome: "unsure", report: REPORT_WORDS });
    // The coordinator reads the report with the request's meetings; the applicant's status page never gets it (meetingStatus takes no report).
    expect((await meetingsOfRequest(db, requestId))[0]).toMatchObject({ stage: "done", outcome: "unsure", report: REPORT_WORDS });
    // Nothing leaves "done".
    expect(await moveMeeting(db, actor, "coordinator", proposed.id, "cancel", {}, AFTER)).toEqual({ ok: false, reason: "not_from_here" });
    const stages = await db.select().from(auditLog).where(and(eq(auditLog.action, "foster_meeting.stage_changed"), eq(auditLog.targetId, requestId)));
    expect(stages.map((s) => (s.details as { event: string }).event)).toEqual(["confirm", "confirm", "report"]);
    expect(JSON.stringify(stages)).not.toContain("VertraulichQ9");
  });

  it("the applicant's first name, place and phone are on the foster family's page only while the meeting is open", async () => {
    const homeId = await home("Fritz");
    const dog = await dogIn(homeId, "Fritz");
    const done = await request("FritzDone", dog);
    const declined = await request("FritzDeclined", dog);
    const cancelled = await request("FritzCancelled", dog);
    const ids: Record<string, string> = {};
    for (const [name, id] of Object.entries({ done, declined, cancelled })) {
      const proposed = await proposeMeeting(db, actor, id, `Notiz ${name}`, NOW);
      if (!proposed.ok) throw new Error(proposed.reason);
      ids[name] = proposed.id;
    }
    const open = await meetingsOfHome(db, homeId);
    expect(open.map((m) => m.applicant?.firstName)).toEqual(["Anna", "Anna", "Anna"]);
    expect(open.every((m) => m.applicant?.phone === "+49 171 7654321" && m.applicant.place === "76131 Karlsruhe" && m.note.startsWith("Notiz"))).toBe(true);
    // Only first name, place and phone: never the surname, the e-mail address or anything else the family typed.
    expect(JSON.stringify(open)).not.toMatch(/Müller|@example|Garten|Tierschutz/);

    const at = meetingTime();
    expect((await moveMeeting(db, fosterActor, "foster", ids.done!, "confirm", { homeId, meetingAt: at }, NOW)).ok).toBe(true);
    const confirmed = (await meetingsOfHome(db, homeId)).find((m) => m.id === ids.done)!;
    expect(confirmed).toMatchObject({ stage: "confirmed", applicant: { firstName: "Anna", phone: "+49 171 7654321" } });
    expect((await moveMeeting(db, fosterActor, "foster", ids.done!, "report", { homeId, outcome: "good", report: REPORT_WORDS }, AFTER)).ok).toBe(true);
    expect((await moveMeeting(db, fosterActor, "foster", ids.declined!, "decline", { homeId }, NOW)).ok).toBe(true);
    expect((await moveMeeting(db, actor, "coordinator", ids.cancelled!, "cancel", {}, NOW)).ok).toBe(true);
    const after = await meetingsOfHome(db, homeId);
    expect(after.map((m) => [m.stage, m.applicant, m.note])).toEqual([
      ["cancelled", null, ""],
      ["cancelled", null, ""],
      ["done", null, ""],
    ]);
    expect(JSON.stringify(after)).not.toMatch(/Anna|Karlsruhe|7654321|Notiz/);
  });

  it("closing the request (the family withdraws, a coordinator declines) cancels its open meeting through the writer", async () => {
    const homeId = await home("Gina");
    const dog = await dogIn(homeId, "Gina");
    const withdrawing = await request("GinaWithdraws", dog);
    const declining = await request("GinaDeclined", dog, "pre_check");
    const w = await proposeMeeting(db, actor, withdrawing, "", NOW);
    const d = await proposeMeeting(db, actor, declining, "", NOW);
    if (!w.ok || !d.ok) throw new Error("not proposed");
    expect((await moveMeeting(db, fosterActor, "foster", d.id, "confirm", { homeId, meetingAt: meetingTime() }, NOW)).ok).toBe(true);

    expect(await withdraw(db, withdrawing, NOW)).toBe(true);
    expect((await meetingRow(w.id)).stage).toBe("cancelled");
    expect(await applyEvent(db, actor, declining, "decline", "pre_check", NOW)).toMatchObject({ ok: true, to: "declined" });
    expect((await meetingRow(d.id)).stage).toBe("cancelled");
    // The site's own move ("system"), audited under each request.
    const moves = await db.select().from(auditLog).where(eq(auditLog.action, "foster_meeting.stage_changed"));
    expect(moves.filter((m) => (m.details as { event: string }).event === "cancel").map((m) => [m.targetId, (m.details as { by: string }).by]).sort()).toEqual(
      [[withdrawing, "system"], [declining, "system"]].sort(),
    );
    // The family's contact details have left the foster family's page, and the foster family is told it need not wait for them.
    expect((await meetingsOfHome(db, homeId)).every((m) => m.applicant === null)).toBe(true);
    const told = await db.select({ submissionId: outbox.submissionId }).from(outbox).where(and(eq(outbox.kind, "foster_meeting_cancelled"), eq(outbox.fosterHomeId, homeId)));
    expect(told.map((r) => r.submissionId).sort()).toEqual([withdrawing, declining].sort());
    // A reopened request gets a new meeting, not the old one back.
    expect(await applyEvent(db, actor, declining, "reopen", "declined", NOW)).toMatchObject({ ok: true, to: "getting_to_know" });
    expect((await meetingRow(d.id)).stage).toBe("cancelled");
    expect((await proposeMeeting(db, actor, declining, "", NOW)).ok).toBe(true);
  });

  it("the dog's stay ending (adopted, or moved to another home) cancels its open meetings there", async () => {
    const homeId = await home("Hans");
    const nextHome = await home("Ida");
    const dog = await dogIn(homeId, "Hans");
    const first = await request("HansOne", dog);
    const second = await request("HansTwo", dog, "contract");
    const a = await proposeMeeting(db, actor, first, "", NOW);
    const b = await proposeMeeting(db, actor, second, "", NOW);
    if (!a.ok || !b.ok) throw new Error("not proposed");
    expect((await moveMeeting(db, fosterActor, "foster", b.id, "confirm", { homeId, meetingAt: meetingTime() }, NOW)).ok).toBe(true);
    // Moved to another home: both meetings in the old one are cancelled; a new one may be proposed there.
    const moved = await relocateDog(db, actor, dog.stayId!, nextHome, NOW);
    if (!moved.ok) throw new Error(moved.reason);
    expect([(await meetingRow(a.id)).stage, (await meetingRow(b.id)).stage]).toEqual(["cancelled", "cancelled"]);
    const again = await proposeMeeting(db, actor, first, "", NOW);
    if (!again.ok) throw new Error(again.reason);
    expect((await meetingRow(again.id)).fosterHomeId).toBe(nextHome);
    // Adopted: the stay ends, the open meeting with it; the dog is in no foster home any more.
    expect(await moveStay(db, actor, moved.id, "end", { reason: "adopted" }, NOW)).toEqual({ ok: true, to: "ended" });
    expect((await meetingRow(again.id)).stage).toBe("cancelled");
    expect(await proposeMeeting(db, actor, second, "", NOW)).toEqual({ ok: false, reason: "not_in_foster" });
  });

  it("queues and builds the e-mails: the proposal and the cancellation to the foster family, the day and region to the applicant, the coordinator told without the report's words", async () => {
    const homeId = await home("Jana", {}, "es");
    const dog = await dogIn(homeId, "Jana");
    const requestId = await request("JanaFamilie", dog);
    const cancelledId = await request("JanaOther", dog);
    const proposed = await proposeMeeting(db, actor, requestId, "Samstag passt", NOW);
    const other = await proposeMeeting(db, actor, cancelledId, "", NOW);
    if (!proposed.ok || !other.ok) throw new Error("not proposed");
    expect((await moveMeeting(db, fosterActor, "foster", proposed.id, "confirm", { homeId, meetingAt: meetingTime() }, NOW)).ok).toBe(true);
    expect((await moveMeeting(db, actor, "coordinator", other.id, "cancel", {}, NOW)).ok).toBe(true);
    expect((await moveMeeting(db, fosterActor, "foster", proposed.id, "report", { homeId, outcome: "not_suitable", report: REPORT_WORDS }, AFTER)).ok).toBe(true);
    const kinds = await db.select({ kind: outbox.kind, submissionId: outbox.submissionId, fosterHomeId: outbox.fosterHomeId }).from(outbox).where(like(outbox.kind, "foster_meeting_%"));
    expect(kinds.map((k) => `${k.kind}:${k.submissionId === requestId ? "family" : "other"}`).sort()).toEqual(
      ["foster_meeting_cancelled:other", "foster_meeting_confirmed:family", "foster_meeting_proposed:family", "foster_meeting_proposed:other", "foster_meeting_report:family"].sort(),
    );
    expect(kinds.every((k) => k.fosterHomeId === homeId)).toBe(true);

    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 24, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    expect(await db.select().from(outbox).where(and(like(outbox.kind, "foster_meeting_%"), eq(outbox.status, "sent")))).toHaveLength(5);
    const to = (address: string) => transport.sent.filter((m) => m.to === address);
    // The foster family (Spanish): its welcome, the proposal twice, the cancellation once, each with its page's link, never the family's details.
    const foster = to("pflege-jana@example.org");
    expect(foster.map((m) => m.subject).sort()).toEqual(
      [
        "Puente Canino: Tu página como casa de acogida",
        `Puente Canino: Una familia quiere conocer a ${dog.name}`,
        `Puente Canino: Una familia quiere conocer a ${dog.name}`,
        `Puente Canino: Se cancela la visita para conocer a ${dog.name}`,
      ].sort(),
    );
    for (const mail of foster) {
      expect(mail.text).toMatch(/\/mi-casa-de-acogida\/[A-Za-z0-9_-]+/);
      expect(mail.text).not.toMatch(/Karlsruhe|7654321|Müller/);
    }
    // The applicant (German): day and time, the region; never the foster family's name or street.
    const family = to("janafamilie@example.org").find((m) => m.subject === `Puente Canino: Dein Termin, um ${dog.name} kennenzulernen`)!;
    expect(family.text).toContain("Wann: 06.03.2027, 15:30");
    expect(family.text).toContain("Wo: in Köln (PLZ-Gebiet 50)");
    expect(family.text).toMatch(/\/anfrage\/[A-Za-z0-9_-]+/);
    expect(family.text).not.toMatch(/Petra|Waldweg|50667|5550000/);
    // The coordinator: that the foster family answered, with the request's link; never its words or its verdict.
    const notice = to("lea@example.org");
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe(`Pflegestelle: Antwort zum Kennenlernen mit ${dog.name}`);
    expect(notice[0]!.text).toContain(`/verwaltung/eingang/${requestId}`);
    expect(notice[0]!.text).not.toMatch(/VertraulichQ9|Bruno hat|not_suitable|passt nicht/);
  });
  it("the request page's forms (without JavaScript, through the route's action): a proposal in the volunteer's language, a refusal 409 with the note kept, a note too long 400, another request's meeting 404", async () => {
    const homeId = await home("Kim");
    const dog = await dogIn(homeId, "Kim");
    const requestId = await request("KimFamily", dog, "received");
    const cookies: Record<"de" | "es", string> = { de: "", es: "" };
    for (const locale of ["de", "es"] as const) {
      const [user] = await db.insert(adminUsers).values({ email: `koordination-${locale}@example.org`, role: "coordinator", locale }).returning();
      cookies[locale] = `${site.cookieName}=${await createSession(db, user!.id, "link", "Firefox")}`;
    }
    const post = async (locale: "de" | "es", id: string, fields: Record<string, string>): Promise<Answer> => {
      const services = { env, db, logger, forms: { secret: SECRET, outbox: { kick: () => {} } } } as unknown as Services;
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, { nonce: "", clientAddress: "127.0.0.1" });
      const body = new URLSearchParams(fields);
      const posted = new Request(`${site.origin}/verwaltung/eingang/${id}`, { method: "POST", headers: { Origin: site.origin, Cookie: cookies[locale], "Content-Type": "application/x-www-form-urlencoded" }, body });
      try {
        return (await submissionAction({ request: posted, context, params: { id } } as unknown as Parameters<typeof submissionAction>[0])) as unknown as Answer;
      } catch (thrown) {
        return { data: { intent: null }, init: (thrown as { init?: ResponseInit | null }).init ?? null };
      }
    };
    const before = await written();
    for (const locale of ["de", "es"] as const) {
      const f = adminMessages[locale].fosterMeeting;
      // Before the first approval: 409, the refusal in words, the note as typed.
      const early = await post(locale, requestId, { intent: "meeting-propose", note: "Samstags <gern>" });
      expect(early.init?.status).toBe(409);
      expect(early.data).toEqual({ intent: "meeting-propose", ok: false, errors: { _form: f.refusals.not_now }, values: { note: "Samstags <gern>" } });
      // A note longer than the foster family's page shows: 400 beside the field.
      const long = await post(locale, requestId, { intent: "meeting-propose", note: "x".repeat(MEETING_NOTE_MAX + 1) });
      expect(long.init?.status).toBe(400);
      expect(long.data.errors).toEqual({ note: f.noteTooLong.replace("{max}", String(MEETING_NOTE_MAX)) });
    }
    expect(await written()).toBe(before);
    await db.update(submissions).set({ status: "getting_to_know" }).where(eq(submissions.id, requestId));
    const proposed = await post("es", requestId, { intent: "meeting-propose", note: "  Los sábados  " });
    expect(proposed).toEqual({ intent: "meeting-propose", text: adminMessages.es.fosterMeeting.proposed });
    const [meeting] = await meetingsOfRequest(db, requestId);
    expect(meeting).toMatchObject({ stage: "proposed", note: "Los sábados" });
    const again = await post("de", requestId, { intent: "meeting-propose", note: "noch einmal" });
    expect(again.init?.status).toBe(409);
    expect(again.data.errors).toEqual({ _form: adminMessages.de.fosterMeeting.refusals.exists });
    // Cancelling: not through another request's page, not a meeting id that is none; then once, and a second time refused.
    const other = await request("KimOther", dog);
    expect((await post("de", other, { intent: "meeting-cancel", meeting: meeting!.id })).init?.status).toBe(404);
    expect((await post("de", requestId, { intent: "meeting-cancel", meeting: "not-an-id" })).init?.status).toBe(400);
    expect((await meetingRow(meeting!.id)).stage).toBe("proposed");
    expect(await post("de", requestId, { intent: "meeting-cancel", meeting: meeting!.id })).toEqual({ intent: "meeting-cancel", text: adminMessages.de.fosterMeeting.cancelled });
    const twice = await post("es", requestId, { intent: "meeting-cancel", meeting: meeting!.id });
    expect(twice.init?.status).toBe(409);
    expect(twice.data.errors).toEqual({ _form: adminMessages.es.fosterMeeting.refusals.not_open });
    expect(await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.kind, "foster_meeting_cancelled"))).toHaveLength(1);
  });
});
