/**
 * The follow-up e-mails after the handover (docs/product/journey.md#follow-up-e-mails): two weeks and
 * three months after an adoption request reached "arrived", the family is asked how the dog is and
 * where to send news; and, when the dog's travel papers record a test for the Mediterranean diseases,
 * the family is reminded some months after arrival (the travel settings' `retestMonths`) to have it
 * tested again (docs/product/travel.md#retest-reminder). Each is sent from its day for
 * FOLLOWUP_WINDOW_DAYS, so a request marked "arrived" long before (or by an older version of the
 * site) is not written to months late. Pure.
 */

import type { MailKind } from "#app/platform/mail/kinds.ts";
import { MEDITERRANEAN_DISEASES } from "#app/features/travel/rules/travel-date.ts";

export const FOLLOWUPS = ["two_weeks", "three_months", "retest"] as const;
export type Followup = (typeof FOLLOWUPS)[number];

/** The outbox kind of each follow-up (each exists once per request: the outbox's unique index claims it). */
export const FOLLOWUP_KINDS = {
  two_weeks: "followup_two_weeks",
  three_months: "followup_three_months",
  retest: "followup_retest",
} as const satisfies Record<Followup, MailKind>;
export type FollowupKind = (typeof FOLLOWUP_KINDS)[Followup];

/** The reply template (owners edit it under "Vorlagen") each follow-up's text comes from. */
export const FOLLOWUP_TEMPLATES = {
  two_weeks: "followup.two_weeks",
  three_months: "followup.three_months",
  retest: "followup.retest",
} as const satisfies Record<Followup, string>;

/** How long after its day a follow-up may still go out. */
export const FOLLOWUP_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** What decides a request's follow-ups besides its arrival: the travel settings' months, and whether the dog's papers record a test. */
export interface FollowupPlan {
  /** Months after arrival of the retest reminder (the travel settings, 1–24). */
  retestMonths: number;
  /** Whether the dog's travel papers record a test for a Mediterranean disease: only then is the family reminded to test again. */
  tested: boolean;
}

export function isFollowupKind(kind: string): kind is FollowupKind {
  return (Object.values(FOLLOWUP_KINDS) as string[]).includes(kind);
}

export function followupOfKind(kind: FollowupKind): Followup {
  return FOLLOWUPS.find((which) => FOLLOWUP_KINDS[which] === kind)!;
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

/** When a follow-up is due for a request that arrived at `arrivedAt` (the retest `retestMonths` calendar months on). */
export function followupDay(which: Followup, arrivedAt: Date, retestMonths: number): Date {
  if (which === "two_weeks") return new Date(arrivedAt.getTime() + 14 * DAY_MS);
  return addMonths(arrivedAt, which === "three_months" ? 3 : retestMonths);
}

/** The follow-ups a request has: the two questions always, the retest reminder only for a dog whose papers record a test. */
export function followupsOf(plan: Pick<FollowupPlan, "tested">): Followup[] {
  return FOLLOWUPS.filter((which) => which !== "retest" || plan.tested);
}

/**
 * How far back an arrival can lie and still have a follow-up due with these months: the chore looks
 * no further (the longest month is 31 days; with 24 months, about 775 days).
 */
export function followupLookbackDays(retestMonths: number): number {
  return 31 * Math.max(3, retestMonths) + FOLLOWUP_WINDOW_DAYS + 1;
}

/**
 * When the retention period deletes a request (docs/product/forms.md#retention): `retentionDays`
 * after it came in, but a request that reached "arrived" (it led to an adoption) not before its
 * follow-ups are done: `followupLookbackDays(retestMonths)` after its arrival.
 */
export function retainedUntil(createdAt: Date, arrivedAt: Date | null, retentionDays: number, retestMonths: number): Date {
  const byReceipt = createdAt.getTime() + retentionDays * DAY_MS;
  const byArrival = arrivedAt ? arrivedAt.getTime() + followupLookbackDays(retestMonths) * DAY_MS : 0;
  return new Date(Math.max(byReceipt, byArrival));
}

/** Which follow-ups are due at `now` for a request that arrived at `arrivedAt` (whether sent already is the outbox's to say). */
export function dueFollowups(arrivedAt: Date, now: Date, plan: FollowupPlan): Followup[] {
  return followupsOf(plan).filter((which) => {
    const day = followupDay(which, arrivedAt, plan.retestMonths).getTime();
    return now.getTime() >= day && now.getTime() < day + FOLLOWUP_WINDOW_DAYS * DAY_MS;
  });
}

/**
 * Whether a dog's papers (`dog_papers.tests`, as stored) record a test for a Mediterranean disease:
 * at least one entry naming one of the diseases with a date and a result.
 */
export function recordsDiseaseTest(tests: unknown): boolean {
  return (
    Array.isArray(tests) &&
    tests.some((test: unknown) => {
      if (typeof test !== "object" || test === null) return false;
      const { disease, date, result } = test as { disease?: unknown; date?: unknown; result?: unknown };
      return (
        (MEDITERRANEAN_DISEASES as readonly unknown[]).includes(disease) &&
        typeof date === "string" &&
        /^\d{4}-\d{2}-\d{2}$/.test(date) &&
        (result === "negative" || result === "positive")
      );
    })
  );
}

/**
 * Where a follow-up stands, for the request's page: `sent`, `queued` (waiting in the outbox),
 * `failed` (the outbox gave up), `planned` (its day is to come), `missed` (its window passed with
 * none queued), `afterRetention` (the request is deleted before its day, so it never goes).
 */
export type FollowupState = "sent" | "queued" | "failed" | "planned" | "missed" | "afterRetention";

export interface ScheduledFollowup {
  which: Followup;
  day: Date;
  state: FollowupState;
}

/**
 * A request's follow-ups with their days and where each stands: the outbox's rows by kind
 * (`queued`: its status), and the day the retention period deletes the request.
 */
export function followupSchedule(input: {
  arrivedAt: Date;
  now: Date;
  plan: FollowupPlan;
  queued: Partial<Record<FollowupKind, string>>;
  deletedOn: Date;
}): ScheduledFollowup[] {
  return followupsOf(input.plan).map((which) => {
    const day = followupDay(which, input.arrivedAt, input.plan.retestMonths);
    const status = input.queued[FOLLOWUP_KINDS[which]];
    const state: FollowupState =
      status === "sent" ? "sent"
      : status === "failed" ? "failed"
      : status !== undefined ? "queued"
      : day.getTime() >= input.deletedOn.getTime() ? "afterRetention"
      : input.now.getTime() >= day.getTime() + FOLLOWUP_WINDOW_DAYS * DAY_MS ? "missed"
      : "planned";
    return { which, day, state };
  });
}
