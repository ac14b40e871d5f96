/**
 * When a member's fees fall due and when a cancelled membership ends (docs/product/membership.md#fees),
 * on calendar dates written `YYYY-MM-DD` (no time zone can move them). Pure: no I/O.
 */
import type { PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { addMonths, daysInMonth, formatIsoDate, parseIsoDate, type CalendarDate } from "#app/platform/forms/rules/dates.ts";

/** Months between two fees. */
export const INTERVAL_MONTHS: Record<PaymentInterval, number> = { monthly: 1, quarterly: 3, biannual: 6, annual: 12 };

/** When a cancellation takes effect: at the end of the month, quarter or year after the notice period. */
export type CancellationTerm = "month" | "quarter" | "year";

/** The calendar date written `YYYY-MM-DD`; a RangeError for anything else (no 2027-02-30). */
export function calendarDate(date: string): CalendarDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError("not a calendar date (YYYY-MM-DD)");
  return parsed;
}

export { addMonths };

/** The due date of fee number `n` (0: the first), counted from the first, so a fee on the 31st stays on the 31st where a month has one. */
export function dueDateNumber(firstDue: string, interval: PaymentInterval, n: number): string {
  return addMonths(firstDue, INTERVAL_MONTHS[interval] * n);
}

/** The fees' due dates from the first, before `until` (exclusive; a membership's end date), at most `limit` of them. */
export function dueDatesBefore(firstDue: string, interval: PaymentInterval, until: string, limit = 240): string[] {
  calendarDate(until);
  const dates: string[] = [];
  for (let n = 0; n < limit; n++) {
    const due = dueDateNumber(firstDue, interval, n);
    if (due >= until) break;
    dates.push(due);
  }
  return dates;
}

/**
 * The last day of a membership cancelled on `noticeDate` with `noticeMonths` of notice to the end of
 * a `term`: the first end of a month, quarter or year on or after the notice period's end.
 */
export function cancellationEnd(noticeDate: string, noticeMonths: number, term: CancellationTerm): string {
  if (!Number.isInteger(noticeMonths) || noticeMonths < 0 || noticeMonths > 24) throw new RangeError("notice period out of range");
  const { year, month } = calendarDate(addMonths(noticeDate, noticeMonths));
  const span = term === "month" ? 1 : term === "quarter" ? 3 : 12;
  const lastMonth = Math.ceil(month / span) * span;
  return formatIsoDate({ year, month: lastMonth, day: daysInMonth(year, lastMonth) });
}
