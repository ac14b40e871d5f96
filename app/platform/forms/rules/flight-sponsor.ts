/**
 * A flight sponsor's offer (docs/product/forms.md#flight-sponsor, docs/product/travel.md#flight-sponsors):
 * a traveller flying from Spain to Germany offers to take a dog along. The sender as on the other
 * forms (name 2–100, e-mail, phone 5–30 required), a Spanish departure and a German arrival airport
 * from the list (app/platform/forms/rules/airports.ts), the day of the flight (today or later, at most
 * a year ahead, "today" being the calendar day in Spain, where the dogs leave), the flight number as
 * airlines print it (stored normalised: "VY 1816"), how many dogs the airline lets the traveller take
 * (a whole number, 1 to DOGS_PER_FLIGHT_MAX), an optional message, consent and honeypot.
 *
 * The factory takes `now` (default: the clock) for the date's bounds: make the schema per
 * request/render rather than keeping it for days.
 */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { calendarToday } from "#app/platform/i18n/dates.ts";
import { MESSAGE_MAX, type FlightSponsorField } from "./constants.ts";
import { DOGS_PER_FLIGHT_MAX, GERMAN_AIRPORTS, SPANISH_AIRPORTS, normaliseFlightNumber } from "./airports.ts";
import { addMonths, parseIsoDate } from "./dates.ts";
import { choiceField, optionalText } from "./fields.ts";
import { consentFields, requiredPhone, senderFields } from "./shared-fields.ts";
import { getMessages } from "./messages.ts";

/** Where the dogs fly from: the day of the flight is counted in Spain's calendar. */
export const FLIGHT_TIME_ZONE = "Europe/Madrid";
/** How far ahead an offer may be: a flight within the next twelve months. */
export const FLIGHT_DATE_MAX_MONTHS = 12;

/** The earliest and the latest day of a flight that can be offered now (`YYYY-MM-DD`, both inclusive): the date field's min and max. */
export function flightDateBounds(now: Date = new Date()): { min: string; max: string } {
  const min = calendarToday(FLIGHT_TIME_ZONE, now);
  return { min, max: addMonths(min, FLIGHT_DATE_MAX_MONTHS) };
}

/** A whole number as a form sends it ("2", " 3 "); blank is missing, anything else not a number. */
function toWholeNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function flightSponsorSchema(locale: Locale, now: Date = new Date()) {
  const m = getMessages(locale).validation;
  const { min, max } = flightDateBounds(now);
  return z.object({
    ...senderFields(m),
    phone: requiredPhone(m),
    fromAirport: choiceField(SPANISH_AIRPORTS, m.fromAirport),
    toAirport: choiceField(GERMAN_AIRPORTS, m.toAirport),
    flightDate: z
      .string({ error: m.flightDateInvalid })
      .trim()
      .refine((value) => parseIsoDate(value) !== null, { error: m.flightDateInvalid, abort: true })
      .refine((value) => value >= min, { error: m.flightDatePast, abort: true })
      .refine((value) => value <= max, { error: m.flightDateTooFar }),
    flightNumber: z
      .string({ error: m.flightNumberRequired })
      .trim()
      .min(1, { error: m.flightNumberRequired, abort: true })
      .refine((value) => normaliseFlightNumber(value) !== null, { error: m.flightNumberInvalid, abort: true })
      .overwrite((value) => normaliseFlightNumber(value) ?? value),
    dogsAllowed: z.preprocess(
      toWholeNumber,
      z
        .number({ error: m.dogsAllowed })
        .int({ error: m.dogsAllowed })
        .min(1, { error: m.dogsAllowed })
        .max(DOGS_PER_FLIGHT_MAX, { error: m.dogsAllowed }),
    ),
    message: optionalText(MESSAGE_MAX, m.messageMax),
    ...consentFields(m),
  } satisfies Record<FlightSponsorField, z.ZodType>);
}

export type FlightSponsorSchema = ReturnType<typeof flightSponsorSchema>;
export type FlightSponsorInput = z.input<FlightSponsorSchema>;
export type FlightSponsorValues = z.output<FlightSponsorSchema>;
