/**
 * The follow-up e-mails after the handover (docs/product/journey.md#follow-up-e-mails): two weeks and
 * three months after an adoption request reached "arrived", the family is asked how the dog is and
 * where to send news. Each is sent from its day for FOLLOWUP_WINDOW_DAYS, so a request marked
 * "arrived" long before (or by an older version of the site) is not written to months late. Pure.
 */

import type { MailKind } from "#app/platform/mail/kinds.ts";

export const FOLLOWUPS = ["two_weeks", "three_months"] as const;
export type Followup = (typeof FOLLOWUPS)[number];

/** The outbox kind of each follow-up (each exists once per request: the outbox's unique index claims it). */
export const FOLLOWUP_KINDS = { two_weeks: "followup_two_weeks", three_months: "followup_three_months" } as const satisfies Record<Followup, MailKind>;
export type FollowupKind = (typeof FOLLOWUP_KINDS)[Followup];

/** The reply template (owners edit it under "Vorlagen") each follow-up's text comes from. */
export const FOLLOWUP_TEMPLATES = { two_weeks: "followup.two_weeks", three_months: "followup.three_months" } as const satisfies Record<Followup, string>;

/** How long after its day a follow-up may still go out. */
export const FOLLOWUP_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

export function isFollowupKind(kind: string): kind is FollowupKind {
  return kind === FOLLOWUP_KINDS.two_weeks || kind === FOLLOWUP_KINDS.three_months;
}

export function followupOfKind(kind: FollowupKind): Followup {
  return kind === FOLLOWUP_KINDS.two_weeks ? "two_weeks" : "three_months";
}

/** `date` moved by whole calendar months (UTC), the day kept or, past a month's end, its last day (31 Nov → 30 Nov). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/** When a follow-up is due for a request that arrived at `arrivedAt`. */
export function followupDay(which: Followup, arrivedAt: Date): Date {
  return which === "two_weeks" ? new Date(arrivedAt.getTime() + 14 * DAY_MS) : addMonths(arrivedAt, 3);
}

/** How far back an arrival can lie and still have a follow-up due: the chore looks no further. */
export const FOLLOWUP_LOOKBACK_DAYS = 31 * 3 + FOLLOWUP_WINDOW_DAYS + 1;

/** Which follow-ups are due at `now` for a request that arrived at `arrivedAt` (whether sent already is the outbox's to say). */
export function dueFollowups(arrivedAt: Date, now: Date): Followup[] {
  return FOLLOWUPS.filter((which) => {
    const day = followupDay(which, arrivedAt).getTime();
    return now.getTime() >= day && now.getTime() < day + FOLLOWUP_WINDOW_DAYS * DAY_MS;
  });
}
