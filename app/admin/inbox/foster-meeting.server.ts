/**
 * The request page's part "meeting the dog in its foster home" (docs/product/foster.md#meeting-the-dog):
 * where the request's dog lives now, the request's meetings with what the foster family reported
 * (the coordinator's eyes only), and whether a new one may be proposed. The writers are the foster
 * part's (`proposeMeeting`, `moveMeeting`); this only reads for the page.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { canProposeMeeting, isOpenMeeting, type MeetingOutcome, type MeetingStage } from "#app/features/journey/foster/public.ts";
import { currentStayOfDog, meetingsOfRequest } from "#app/features/journey/foster/public.server.ts";

type Reader = Pick<Database, "select">;

export interface FosterMeetingPart {
  /** The foster home the dog lives in now, or null (it left, or is only on its way). */
  home: { id: string; name: string; postalCode: string; city: string; visits: boolean; visitTimes: string; paused: boolean } | null;
  meetings: {
    id: string;
    stage: MeetingStage;
    open: boolean;
    note: string;
    meetingAt: Date | null;
    outcome: MeetingOutcome | null;
    report: string;
    createdAt: Date;
    /** The home's name when the meeting was in another home than the dog's now. */
    otherHome: string | null;
  }[];
  /** What the propose form offers: the form, or why there is none (the same reasons `proposeMeeting` gives). */
  propose: "form" | "not_yet" | "no_visits" | "exists" | null;
}

/** The part for an adoption request whose dog lives in a foster home now, or has had a meeting there; otherwise null. */
export async function fosterMeetingPart(
  db: Reader,
  request: { id: string; formType: string; status: string; spam: boolean; dogId: string | null },
): Promise<FosterMeetingPart | null> {
  if (request.formType !== "adoption" || request.spam || !request.dogId) return null;
  const [here, meetings] = await Promise.all([currentStayOfDog(db, request.dogId), meetingsOfRequest(db, request.id)]);
  const home = here && here.home.stage !== "ended" ? here.home : null;
  if (!home && meetings.length === 0) return null;
  const open = meetings.some((m) => isOpenMeeting(m.stage));
  const propose = canProposeMeeting(request)
    ? !home
      ? null
      : open
        ? "exists"
        : home.visits
          ? "form"
          : "no_visits"
    : request.status === "received"
      ? "not_yet"
      : null;
  return {
    home: home
      ? { id: home.id, name: home.name, postalCode: home.postalCode, city: home.city, visits: home.visits, visitTimes: home.visitTimes, paused: home.stage === "paused" }
      : null,
    meetings: meetings.map((m) => ({
      id: m.id,
      stage: m.stage,
      open: isOpenMeeting(m.stage),
      note: m.note,
      meetingAt: m.meetingAt,
      outcome: m.outcome,
      report: m.report,
      createdAt: m.createdAt,
      otherHome: home && m.homeId === home.id ? null : m.homeName,
    })),
    propose,
  };
}

/** Whether a meeting id is one of this request's (a post names a meeting of this page only). */
export async function isMeetingOfRequest(db: Reader, requestId: string, meetingId: string): Promise<boolean> {
  return (await meetingsOfRequest(db, requestId)).some((m) => m.id === meetingId);
}
