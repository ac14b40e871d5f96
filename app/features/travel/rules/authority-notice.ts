/**
 * The receiving veterinary authority's notice (docs/product/travel.md#veterinary-authority): when an
 * owner enables it, the site e-mails the manifest of a transport to the authority's address a set
 * number of working days before the arrival. Working days are Monday to Friday (public holidays
 * differ by German state; the association chooses the number with them in mind). Pure.
 */
import { addDays } from "#app/platform/forms/rules/dates.ts";

/** A day's weekday, 0 = Sunday … 6 = Saturday. */
function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function isWorkingDay(day: string): boolean {
  const d = weekday(day);
  return d !== 0 && d !== 6;
}

/** The day `workingDays` working days before `arrival` (the arrival's own day does not count). */
export function noticeDay(arrival: string, workingDays: number): string {
  let day = arrival;
  let left = Math.max(1, Math.floor(workingDays));
  while (left > 0) {
    day = addDays(day, -1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/**
 * Whether the notice of a transport arriving on `arrival` is due on `today`: from its notice day
 * until the day before arrival (a transport planned late is still announced), once per arrival day
 * (a moved arrival is announced anew).
 */
export function noticeDue(input: { arrival: string; today: string; workingDays: number; sentFor: string | null }): boolean {
  if (input.sentFor === input.arrival) return false;
  return input.today >= noticeDay(input.arrival, input.workingDays) && input.today < input.arrival;
}
