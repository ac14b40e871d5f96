/**
 * What the foster family's page decides (docs/product/foster.md#the-foster-familys-page): the line
 * of each dog (living there since, or arriving on), which forms a meeting offers at its stage and
 * time, the state of a sent news, where a meeting time's problem belongs, and a meeting's day and
 * time as the form shows them again (in Germany's time zone). Pure.
 */
import { fill } from "#app/platform/i18n/format.ts";
import { formatLongDate, siteTimeZone } from "#app/platform/i18n/dates.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { fosterPageCopy } from "./foster-page-copy.ts";
import { isOneOf, ARRIVALS, type MeetingStage } from "./foster-workflow.ts";

/** A calendar day (`YYYY-MM-DD`) as the page writes it: "3. Mai 2026" / "3 de mayo de 2026". */
export function longDay(day: string, locale: Locale): string {
  // Noon UTC is the same day in every European zone.
  return formatLongDate(`${day}T12:00:00Z`, locale);
}

/** A dog's line on the page: since when it lives there, or the day it comes (and how). */
export function stayLine(locale: Locale, stay: { stage: string; startsOn: string; arrival: string }): string {
  const c = fosterPageCopy[locale].dogs;
  const date = longDay(stay.startsOn, locale);
  if (stay.stage === "current") return fill(c.current, { date });
  return fill(c.planned[isOneOf(ARRIVALS, stay.arrival) ? stay.arrival : "hand"], { date });
}

/** The forms a meeting offers the foster family: confirm or decline a proposal; move a confirmed one, and tell how it went once its time has come. */
export function meetingForms(meeting: { stage: MeetingStage; meetingAt: Date | null }, now: Date): { confirm: boolean; decline: boolean; move: boolean; report: boolean } {
  const proposed = meeting.stage === "proposed";
  const confirmed = meeting.stage === "confirmed";
  return {
    confirm: proposed,
    decline: proposed,
    move: confirmed,
    report: confirmed && meeting.meetingAt !== null && meeting.meetingAt.getTime() <= now.getTime(),
  };
}

/** A sent news as the family sees it: only for us, allowed on the dog page (not yet there), or on it. */
export type NewsState = "private" | "publishable" | "published";

export function newsState(news: { publishable: boolean; publishedAt: Date | null }): NewsState {
  if (news.publishedAt) return "published";
  return news.publishable ? "publishable" : "private";
}

/** Which field a meeting time refused as "invalid" names: the day when it is no day, else the time. */
export function invalidTimeField(day: unknown): "day" | "time" {
  if (typeof day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return "day";
  const check = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day ? "day" : "time";
}

/** A moment's day (`YYYY-MM-DD`) and time (`hh:mm`) on the clocks of Germany: the meeting form's values again. */
export function wallClock(at: Date, timeZone = siteTimeZone.de): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/** The first word of a name (the page greets the foster family by it). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
