/**
 * A dog on a flight sponsor's flight as a workflow (docs/product/travel.md#flight-sponsors,
 * decision 035): a coordinator matches a dog to an offer (the flight is then "planned"); the
 * traveller may cancel it on their page, a coordinator may cancel it or mark it flown. Nothing
 * leaves "cancelled" or "flown": a new match is a new flight. `moveFlight`
 * (server/flights.server.ts) is the one writer that follows this table. Pure.
 */
import { checkTableMove, type MoveCheck, type WorkflowRule } from "#app/platform/workflow/rules/move-check.ts";

export const FLIGHT_STAGES = ["planned", "cancelled", "flown"] as const;
export type FlightStage = (typeof FLIGHT_STAGES)[number];

/** Who causes a move: a coordinator (the back office) or the traveller (their page). */
export type FlightMover = "coordinator" | "traveller";

export const FLIGHT_EVENTS = ["cancel", "traveller_cancels", "fly"] as const;
export type FlightEvent = (typeof FLIGHT_EVENTS)[number];

export const FLIGHT_TABLE: Record<FlightEvent, WorkflowRule<FlightStage, FlightMover, never>> = {
  cancel: { to: "cancelled", from: ["planned"], by: ["coordinator"] },
  traveller_cancels: { to: "cancelled", from: ["planned"], by: ["traveller"] },
  fly: { to: "flown", from: ["planned"], by: ["coordinator"] },
};

export function isFlightStage(value: unknown): value is FlightStage {
  return typeof value === "string" && (FLIGHT_STAGES as readonly string[]).includes(value);
}

/** Whether `event`, caused by `by`, may move a flight at `stage`. */
export function checkFlightMove(stage: string, event: string, by: FlightMover): MoveCheck<FlightStage, never> {
  return checkTableMove(FLIGHT_TABLE, stage, event, by, () => true);
}
