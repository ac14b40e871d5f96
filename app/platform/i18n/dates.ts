import { intlLocale, type Locale } from "./locale.ts";
import { perLocale } from "./format.ts";

/** Each site shows times in its own country's zone, so server and browser render the same text. */
export const siteTimeZone: Record<Locale, string> = { de: "Europe/Berlin", es: "Europe/Madrid" };

const dateTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: siteTimeZone[locale],
    }),
);

/** Today's calendar date (`YYYY-MM-DD`) in a time zone: where the association works, not where the server runs. */
export function calendarToday(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * The instant of a wall-clock day and time (`YYYY-MM-DD`, `hh:mm`) in a time zone: a meeting the
 * foster family sets in Germany is the same moment wherever the server runs. In the hour a clock
 * skips or repeats, the offset of the moment before the change is used.
 */
export function instantIn(timeZone: string, day: string, time: string): Date {
  const asUtc = new Date(`${day}T${time}:00Z`);
  const offsetAt = (at: Date) => {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - at.getTime();
  };
  const first = new Date(asUtc.getTime() - offsetAt(asUtc));
  return new Date(asUtc.getTime() - offsetAt(first));
}

const longDateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: siteTimeZone[locale] }),
);

/** Day, month, year, hour and minute in the language's locale (docs/product/dogs.md#dog-list last update). */
export function formatDateTime(iso: string, locale: Locale): string {
  return dateTimeFormat(locale).format(new Date(iso));
}

/** Long-format date, e.g. '18. März 2025' / '18 de marzo de 2025' (docs/product/content.md#blog). */
export function formatLongDate(iso: string, locale: Locale): string {
  return longDateFormat(locale).format(new Date(iso));
}

/**
 * A moment as a page shows it: the ISO form for `<time dateTime>` and the words, made by the
 * loader on the server. Building a formatter with a time zone costs a phone about a tenth of a
 * second on first use (the zone's rules are loaded), so no page builds one in the browser.
 */
export interface ShownDate {
  iso: string;
  label: string;
}

export function shownDateTime(iso: string | null, locale: Locale): ShownDate | null {
  return iso ? { iso, label: formatDateTime(iso, locale) } : null;
}
