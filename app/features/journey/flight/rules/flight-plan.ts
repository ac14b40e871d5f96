/**
 * Flight sponsors (docs/product/travel.md#flight-sponsors): the flight a traveller offered, as
 * its request stored it; what a coordinator enters when matching a dog to it (the handover in
 * Spain, the expected landing, the meeting point at the arrival airport, the TRACES reference); and
 * what the traveller carries. Pure.
 */
import { DOGS_PER_FLIGHT_MAX, isGermanAirport, isSpanishAirport, normaliseFlightNumber } from "#app/platform/forms/rules/airports.ts";
import { isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { normaliseTime, normaliseTraces } from "#app/features/journey/transport/public.ts";

/** The flight an offer names. */
export interface OfferedFlight {
  fromAirport: string;
  toAirport: string;
  /** YYYY-MM-DD */
  flightDate: string;
  flightNumber: string;
  /** How many dogs the airline lets the traveller take along. */
  dogsAllowed: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The flight of an offer's stored data (`submissions.data` of a "flight_sponsor" request), or null when the data is not a flight. */
export function offeredFlight(data: Record<string, unknown>): OfferedFlight | null {
  const flightNumber = normaliseFlightNumber(data.flightNumber);
  const dogs = Number(data.dogsAllowed);
  if (!isSpanishAirport(data.fromAirport) || !isGermanAirport(data.toAirport) || typeof data.flightDate !== "string" || !DAY.test(data.flightDate) || !flightNumber) return null;
  if (!Number.isInteger(dogs) || dogs < 1 || dogs > DOGS_PER_FLIGHT_MAX) return null;
  return { fromAirport: data.fromAirport, toAirport: data.toAirport, flightDate: data.flightDate, flightNumber, dogsAllowed: dogs };
}

export const HANDOVER_MIN = 5;
export const HANDOVER_MAX = 300;

export interface MatchInput {
  arrivalTime: string;
  handoverSpain: string;
  meetingPoint: string;
  traces: string;
}

export type MatchProblem = "request" | "arrivalTime" | "handoverSpain" | "meetingPoint" | "traces";

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "");

/** What a coordinator enters for a dog on a flight: the landing hh:mm, where and when the traveller takes the dog in Spain, where the family meets them, the TRACES reference (may come later). */
export function checkMatch(input: { request: unknown; arrivalTime: unknown; handoverSpain: unknown; meetingPoint: unknown; traces: unknown }): { ok: true; request: string; value: MatchInput } | { ok: false; errors: Partial<Record<MatchProblem, true>> } {
  const errors: Partial<Record<MatchProblem, true>> = {};
  const request = text(input.request);
  if (!isUuid(request)) errors.request = true;
  const arrivalTime = normaliseTime(input.arrivalTime);
  if (!arrivalTime) errors.arrivalTime = true;
  const handoverSpain = text(input.handoverSpain);
  if (handoverSpain.length < HANDOVER_MIN || handoverSpain.length > HANDOVER_MAX) errors.handoverSpain = true;
  const meetingPoint = text(input.meetingPoint);
  if (meetingPoint.length < HANDOVER_MIN || meetingPoint.length > HANDOVER_MAX) errors.meetingPoint = true;
  const traces = normaliseTraces(input.traces);
  if (traces === null) errors.traces = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request, value: { arrivalTime: arrivalTime!, handoverSpain, meetingPoint, traces: traces! } };
}

/** What the traveller carries and knows on the day, in this order (the words are the copy's). */
export const TRAVELLER_CHECKLIST = ["passport", "traces", "crate", "checkIn", "noFood", "meeting"] as const;
export type ChecklistItem = (typeof TRAVELLER_CHECKLIST)[number];
