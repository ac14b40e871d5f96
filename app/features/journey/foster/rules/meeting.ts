/**
 * Meeting a dog in its foster home (docs/product/foster.md#meeting-the-dog): when a coordinator may
 * propose one, what the foster family sees of the applicant while it is open (first name, place,
 * phone: nothing more), and the day and time the foster family confirms. Pure.
 */
import { applicantFirstName } from "#app/features/journey/request/public.ts";
import { instantIn, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { isOneOf, MEETING_OUTCOMES, type MeetingOutcome } from "./foster-workflow.ts";

/** The adoption stages at which a meeting may be proposed: after the coordinator's first approval, before the dog travels. */
export const MEETING_STAGES_OF_REQUEST = ["getting_to_know", "pre_check", "contract"] as const;

/** Whether a coordinator may propose a meeting for this request (its dog must also live in a foster home now). */
export function canProposeMeeting(request: { formType: string; status: string; spam: boolean }): boolean {
  return request.formType === "adoption" && !request.spam && (MEETING_STAGES_OF_REQUEST as readonly string[]).includes(request.status);
}

/** What the foster family sees of the applicant while the meeting is open. */
export interface ApplicantForFoster {
  firstName: string;
  place: string;
  phone: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function applicantForFoster(data: Readonly<Record<string, unknown>>): ApplicantForFoster {
  return {
    firstName: applicantFirstName(data) ?? "",
    place: [text(data.postalCode), text(data.city)].filter(Boolean).join(" "),
    phone: text(data.phone),
  };
}

export const MEETING_NOTE_MAX = 500;
export const MEETING_REPORT_MAX = 2000;

/** A day and time as the foster family's form sends it (`2026-12-05`, `15:30`), read in Germany's time zone; must lie ahead, within a year. */
export function readMeetingTime(
  day: unknown,
  time: unknown,
  now: Date,
): { ok: true; at: Date } | { ok: false; problem: "invalid" | "past" | "tooFar" } {
  if (typeof day !== "string" || typeof time !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { ok: false, problem: "invalid" };
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return { ok: false, problem: "invalid" };
  const at = instantIn(siteTimeZone.de, day, time);
  if (at.getTime() <= now.getTime()) return { ok: false, problem: "past" };
  if (at.getTime() > now.getTime() + 366 * 86_400_000) return { ok: false, problem: "tooFar" };
  return { ok: true, at };
}

/** How it went, as the foster family's form sends it. */
export function readMeetingReport(outcome: unknown, report: unknown): { ok: true; outcome: MeetingOutcome; report: string } | { ok: false; problem: "outcome" | "tooLong" } {
  if (!isOneOf(MEETING_OUTCOMES, outcome)) return { ok: false, problem: "outcome" };
  const words = typeof report === "string" ? report.trim() : "";
  if (words.length > MEETING_REPORT_MAX) return { ok: false, problem: "tooLong" };
  return { ok: true, outcome, report: words };
}
