/**
 * The calendar of SEPA direct debits (docs/product/membership.md#debit): a debit is collected on a
 * TARGET2 business day, and the member is told (the pre-notification) at least the agreed number of
 * days before. Dates are calendar dates written `YYYY-MM-DD`. Pure: no I/O.
 */
import { addDays, formatIsoDate } from "#app/platform/forms/rules/dates.ts";
import { calendarDate } from "./fee-schedule.ts";

/** Days between the pre-notification and the collection unless the settings say otherwise (the SEPA rulebook's default). */
export const DEFAULT_PRENOTIFICATION_DAYS = 14;

function toUtc(date: string): Date {
  const { year, month, day } = calendarDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

export { addDays };

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ year, month, day });
}

/** The TARGET2 closing days of a year: New Year, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function targetHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [`${year}-01-01`, addDays(easter, -2), addDays(easter, 1), `${year}-05-01`, `${year}-12-25`, `${year}-12-26`];
}

/** Whether banks settle SEPA payments on `date`: a weekday that is no TARGET2 closing day. */
export function isTargetBusinessDay(date: string): boolean {
  const weekday = toUtc(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !targetHolidays(Number(date.slice(0, 4))).includes(date);
}

/** The collection date for a fee due on `due`: that day, or the next business day. */
export function collectionDate(due: string): string {
  let date = due;
  while (!isTargetBusinessDay(date)) date = addDays(date, 1);
  return date;
}

/** The last day the pre-notification may go out for a debit collected on `collection`. */
export function prenotificationDeadline(collection: string, days: number = DEFAULT_PRENOTIFICATION_DAYS): string {
  if (!Number.isInteger(days) || days < 1 || days > 60) throw new RangeError("pre-notification days out of range");
  return addDays(collection, -days);
}

/** Whether a pre-notification sent on `sentOn` is in time for `collection` (the fee workflow's `announcedInTime`). */
export function announcedInTime(sentOn: string, collection: string, days: number = DEFAULT_PRENOTIFICATION_DAYS): boolean {
  return toUtc(sentOn) <= toUtc(prenotificationDeadline(collection, days));
}
