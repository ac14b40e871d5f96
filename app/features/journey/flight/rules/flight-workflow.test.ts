import { describe, expect, it } from "vitest";
import { checkFlightMove, FLIGHT_EVENTS, FLIGHT_STAGES, type FlightMover } from "./flight-workflow.ts";

/** Every allowed move, written out by hand: anything else is refused. */
const ALLOWED: readonly (readonly [string, string, FlightMover, string])[] = [
  ["planned", "cancel", "coordinator", "cancelled"],
  ["planned", "traveller_cancels", "traveller", "cancelled"],
  ["planned", "fly", "coordinator", "flown"],
];

describe("a flight's workflow", () => {
  it("allows exactly the listed moves and refuses every other (stage, event, mover)", () => {
    for (const stage of FLIGHT_STAGES) {
      for (const event of FLIGHT_EVENTS) {
        for (const by of ["coordinator", "traveller"] as const) {
          const allowed = ALLOWED.find(([s, e, m]) => s === stage && e === event && m === by);
          const check = checkFlightMove(stage, event, by);
          expect(check.ok ? check.to : null, `${stage} ${event} ${by}`).toBe(allowed ? allowed[3] : null);
        }
      }
    }
  });

  it("names why a move is refused", () => {
    expect(checkFlightMove("planned", "land", "coordinator")).toEqual({ ok: false, reason: "unknown_event" });
    expect(checkFlightMove("flown", "cancel", "coordinator")).toEqual({ ok: false, reason: "not_from_here" });
    expect(checkFlightMove("planned", "fly", "traveller")).toEqual({ ok: false, reason: "not_yours" });
    expect(checkFlightMove("planned", "toString", "coordinator")).toEqual({ ok: false, reason: "unknown_event" });
  });
});
