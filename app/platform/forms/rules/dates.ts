/**
 * Calendar helpers for the membership form. All computations use the local
 * calendar date of the `today` argument (getFullYear/getMonth/getDate), which
 * is what a date input shows to the visitor. Functions never read the clock
 * themselves, so tests are deterministic.
 */
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { MEMBERSHIP_MIN_AGE } from "./constants.ts";
import { perLocale } from "#app/platform/i18n/format.ts";

const monthFormat = perLocale((l) => new Intl.DateTimeFormat(intlLocale[l], { month: "long", year: "numeric", timeZone: "UTC" }));

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");
const pad4 = (n: number): string => String(n).padStart(4, "0");

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a strict ISO calendar date 'YYYY-MM-DD' (a real date: no 2025-02-30). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The calendar date written `YYYY-MM-DD`; a RangeError for anything else (no 2027-02-30). */
function strictDate(date: string): CalendarDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError("not a calendar date (YYYY-MM-DD)");
  return parsed;
}

/** `date` plus `days` calendar days (negative: earlier), on calendar dates no time zone can move. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = strictDate(date);
  const at = new Date(Date.UTC(year, month - 1, day + days));
  return formatIsoDate({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() });
}

/** `date` plus `months` calendar months; a day the month lacks becomes its last (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = strictDate(date);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return formatIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** The local calendar date of a Date. */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Birthdays before this year are rejected as implausible. */
export const BIRTHDAY_MIN_YEAR = 1900;

/** A valid ISO date between 1900-01-01 and today (inclusive). */
export function isPlausibleBirthday(value: string, today: Date): boolean {
  const date = parseIsoDate(value);
  if (!date || date.year < BIRTHDAY_MIN_YEAR) return false;
  return formatIsoDate(date) <= formatIsoDate(toCalendarDate(today));
}

/**
 * Age check of docs/product/forms.md#membership: "at least 18 years by year and month difference".
 * Only year and month count, the day is ignored: somebody whose 18th birthday
 * falls anywhere in the current month is accepted. Invalid dates give false.
 */
export function isAtLeast18(birthday: string | Date, today: Date): boolean {
  const birth = typeof birthday === "string" ? parseIsoDate(birthday) : toCalendarDate(birthday);
  if (!birth || Number.isNaN(birth.year)) return false;
  const now = toCalendarDate(today);
  let age = now.year - birth.year;
  if (now.month < birth.month) age -= 1;
  return age >= MEMBERSHIP_MIN_AGE;
}

/**
 * The date input's maximum: today minus 18 years as 'YYYY-MM-DD'
 * (29 February becomes 28 February in a non-leap year).
 * Note: this is stricter than `isAtLeast18`, which ignores the day.
 */
export function maxBirthday(today: Date): string {
  const now = toCalendarDate(today);
  const year = now.year - MEMBERSHIP_MIN_AGE;
  return formatIsoDate({ year, month: now.month, day: Math.min(now.day, daysInMonth(year, now.month)) });
}

/** 'YYYY-MM-01' of the month after `today`: the earliest entry date. */
export function firstOfNextMonth(today: Date): string {
  return firstOfMonthAfter(toCalendarDate(today), 1);
}

/** The first of the month `count` months after a date's month. */
function firstOfMonthAfter({ year, month }: CalendarDate, count: number): string {
  return addMonths(formatIsoDate({ year, month, day: 1 }), count);
}

/**
 * Normalises an entry date given as a month 'YYYY-MM' or a date 'YYYY-MM-DD'
 * to the first of that month ('YYYY-MM-01'). Returns null for anything else.
 */
export function normaliseEntryDate(value: string): string | null {
  const trimmed = value.trim();
  const monthMatch = /^(\d{4})-(\d{2})$/.exec(trimmed);
  if (monthMatch) {
    const month = Number(monthMatch[2]);
    if (month < 1 || month > 12) return null;
    return `${monthMatch[1]}-${monthMatch[2]}-01`;
  }
  const date = parseIsoDate(trimmed);
  return date ? formatIsoDate({ ...date, day: 1 }) : null;
}

/** True when the (normalised) entry date is not earlier than next month. */
export function isAllowedEntryDate(value: string, today: Date): boolean {
  const normalised = normaliseEntryDate(value);
  return normalised !== null && normalised >= firstOfNextMonth(today);
}

export interface EntryDateOption {
  /** 'YYYY-MM-01' */
  value: string;
  /** e.g. 'Juli 2025' / 'julio de 2025' */
  label: string;
}

/** `count` selectable entry months starting with next month, labelled in the visitor's language. */
export function entryDateOptions(today: Date, count: number, locale: Locale): EntryDateOption[] {
  const formatter = monthFormat(locale);
  const start = toCalendarDate(today);
  const options: EntryDateOption[] = [];
  for (let i = 1; i <= count; i++) {
    const value = firstOfMonthAfter(start, i);
    const [y, m] = value.split("-").map(Number) as [number, number];
    options.push({ value, label: formatter.format(new Date(Date.UTC(y, m - 1, 1))) });
  }
  return options;
}
