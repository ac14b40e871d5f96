/**
 * When a member's fees fall due and when a cancelled membership ends (docs/product/membership.md#fees),
 * on calendar dates written `YYYY-MM-DD` (no time zone can move them). Pure: no I/O.
 */
import type { PaymentInterval } from "#app/platform/forms/rules/constants.ts";

/** Months between two fees. */
export const INTERVAL_MONTHS: Record<PaymentInterval, number> = { monthly: 1, quarterly: 3, biannual: 6, annual: 12 };

/** When a cancellation takes effect: at the end of the month, quarter or year after the notice period. */
export type CancellationTerm = "month" | "quarter" | "year";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError("not a calendar date (YYYY-MM-DD)");
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) throw new RangeError("not a calendar date (YYYY-MM-DD)");
  return [year, month, day];
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** `date` plus `months` calendar months; a day the month lacks becomes its last (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return format(y, m, Math.min(day, daysIn(y, m)));
}

/** The due date of fee number `n` (0: the first), counted from the first, so a fee on the 31st stays on the 31st where a month has one. */
export function dueDateNumber(firstDue: string, interval: PaymentInterval, n: number): string {
  return addMonths(firstDue, INTERVAL_MONTHS[interval] * n);
}

/** The fees' due dates from the first, before `until` (exclusive; a membership's end date), at most `limit` of them. */
export function dueDatesBefore(firstDue: string, interval: PaymentInterval, until: string, limit = 240): string[] {
  parts(until);
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
  const [year, month] = parts(addMonths(noticeDate, noticeMonths));
  const span = term === "month" ? 1 : term === "quarter" ? 3 : 12;
  const lastMonth = Math.ceil(month / span) * span;
  return format(year, lastMonth, daysIn(year, lastMonth));
}
