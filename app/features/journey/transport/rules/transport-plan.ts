/**
 * Transports (docs/product/journey.md#transports): the transfer points, and the checks of what a
 * coordinator enters for a transport (departure in Benicarló, arrival) and for each family on it
 * (transfer point, expected time, chip number, note, the public mark). Pure.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";

/** Where a family takes over its dog: the Spanish pick-up and the German stops of the adoption page. */
export const TRANSFER_POINTS = ["benicarlo", "freiburg", "karlsruhe", "frankfurt", "koeln", "dortmund", "hannover", "seevetal", "berlin"] as const;
export type TransferPoint = (typeof TRANSFER_POINTS)[number];

export const transferPointNames: Record<Locale, Record<TransferPoint, string>> = {
  de: {
    benicarlo: "Benicarló (Spanien)",
    freiburg: "Freiburg",
    karlsruhe: "Karlsruhe",
    frankfurt: "Frankfurt",
    koeln: "Köln",
    dortmund: "Dortmund",
    hannover: "Hannover",
    seevetal: "Seevetal bei Hamburg",
    berlin: "Berlin",
  },
  es: {
    benicarlo: "Benicarló (España)",
    freiburg: "Friburgo",
    karlsruhe: "Karlsruhe",
    frankfurt: "Fráncfort",
    koeln: "Colonia",
    dortmund: "Dortmund",
    hannover: "Hannover",
    seevetal: "Seevetal (cerca de Hamburgo)",
    berlin: "Berlín",
  },
};

export function isTransferPoint(value: unknown): value is TransferPoint {
  return typeof value === "string" && (TRANSFER_POINTS as readonly string[]).includes(value);
}

/** A transport is at most this many days on the road, and planned at most a year ahead. */
export const TRAVEL_DAYS_MAX = 7;
export const PLAN_DAYS_AHEAD_MAX = 366;
export const CHIP_MAX = 20;
/** A TRACES certificate's reference, e.g. INTRA.ES.2026.0012345. */
export const TRACES_MAX = 40;
export const NOTE_MAX = 500;
/** The families hear again this many days before arrival. */
export const REMINDER_DAYS_BEFORE = 2;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day yyyy-mm-dd that exists. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from a to b (both yyyy-mm-dd). */
export function dayDiff(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A time of day hh:mm (24 hours); "9:05" is taken as "09:05". */
export function normaliseTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

export interface TransportDates {
  departure: string;
  arrival: string;
}

export type DatesProblem = "departure" | "arrival" | "order" | "tooLong" | "past" | "tooFar";

/** The transport's two days: both real days, arrival not before departure and within a week of it, not in the past, at most a year ahead. */
export function checkDates(input: { departure: unknown; arrival: unknown }, today: string): { ok: true; value: TransportDates } | { ok: false; errors: Partial<Record<DatesProblem, true>> } {
  const errors: Partial<Record<DatesProblem, true>> = {};
  const departure = typeof input.departure === "string" ? input.departure.trim() : "";
  const arrival = typeof input.arrival === "string" ? input.arrival.trim() : "";
  if (!isDay(departure)) errors.departure = true;
  if (!isDay(arrival)) errors.arrival = true;
  if (!errors.departure && !errors.arrival) {
    const travel = dayDiff(departure, arrival);
    if (travel < 0) errors.order = true;
    else if (travel > TRAVEL_DAYS_MAX) errors.tooLong = true;
    if (dayDiff(today, arrival) < 0) errors.past = true;
    else if (dayDiff(today, departure) > PLAN_DAYS_AHEAD_MAX) errors.tooFar = true;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { departure, arrival } };
}

export interface EntryInput {
  point: TransferPoint;
  time: string;
  chip: string;
  /** The animal health certificate's reference in TRACES (may be empty until the veterinarian issues it). */
  traces: string;
  note: string;
  showPublic: boolean;
}

export type EntryProblem = "point" | "time" | "chip" | "traces" | "note";

/** A TRACES reference as typed (spaces gone, upper case): letters, digits, dots, hyphens and slashes; empty when not issued yet; null when malformed. */
export function normaliseTraces(value: unknown): string | null {
  const traces = typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : "";
  return traces.length <= TRACES_MAX && /^[0-9A-Z./-]*$/.test(traces) ? traces : null;
}

/** A family's place on a transport: a transfer point, the expected time, a chip number (digits and letters, may be empty), the TRACES reference, a note. */
export function checkEntry(input: { point: unknown; time: unknown; chip: unknown; traces?: unknown; note: unknown; showPublic: unknown }): { ok: true; value: EntryInput } | { ok: false; errors: Partial<Record<EntryProblem, true>> } {
  const errors: Partial<Record<EntryProblem, true>> = {};
  if (!isTransferPoint(input.point)) errors.point = true;
  const time = normaliseTime(input.time);
  if (!time) errors.time = true;
  const chip = typeof input.chip === "string" ? input.chip.replace(/\s+/g, "") : "";
  if (chip.length > CHIP_MAX || !/^[0-9A-Za-z]*$/.test(chip)) errors.chip = true;
  const traces = normaliseTraces(input.traces);
  if (traces === null) errors.traces = true;
  const note = typeof input.note === "string" ? input.note.replace(/\r\n?/g, "\n").trim() : "";
  if (note.length > NOTE_MAX) errors.note = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { point: input.point as TransferPoint, time: time!, chip, traces: traces!, note, showPublic: input.showPublic === true || input.showPublic === "on" || input.showPublic === "1" } };
}

/** The reminder is due from two days before arrival until the day of arrival, once per arrival day (a moved arrival is reminded anew). */
export function reminderDue(arrival: string, today: string, queuedFor: string | null): boolean {
  if (queuedFor === arrival) return false;
  const left = dayDiff(today, arrival);
  return left >= 0 && left <= REMINDER_DAYS_BEFORE;
}

/** Whether the public dog page may mention the transport: allowed by the coordinator and not yet arrived. */
export function showsPublicly(entry: { showPublic: boolean; arrival: string }, today: string): boolean {
  return entry.showPublic && dayDiff(today, entry.arrival) >= 0;
}

/**
 * "Arrived" before the transport's arrival day (docs/product/journey.md#arrived-before-the-arrival-day):
 * the planned day when moving a request to `stage` today would come early, so the coordinator is
 * warned and must confirm; null when nothing stands in the way (another stage, already arrived, no
 * transport, or the day has come).
 */
export function earlyArrival(input: { stage: string | null; current: string; arrival: string | null; today: string }): string | null {
  if (input.stage !== "arrived" || input.current === "arrived" || !input.arrival) return null;
  return dayDiff(input.today, input.arrival) > 0 ? input.arrival : null;
}
