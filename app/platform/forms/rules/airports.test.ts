import { describe, expect, it } from "vitest";
import { GERMAN_AIRPORTS, SPANISH_AIRPORTS, airportName, isGermanAirport, isSpanishAirport, normaliseFlightNumber } from "./airports.ts";

describe("airports", () => {
  it("are Spanish or German, never both, each named in both languages", () => {
    for (const code of SPANISH_AIRPORTS) expect([isSpanishAirport(code), isGermanAirport(code)]).toEqual([true, false]);
    for (const code of GERMAN_AIRPORTS) expect([isSpanishAirport(code), isGermanAirport(code)]).toEqual([false, true]);
    for (const code of [...SPANISH_AIRPORTS, ...GERMAN_AIRPORTS]) {
      expect(airportName(code, "de")).toMatch(new RegExp(`^.+ \\(${code}\\)$`));
      expect(airportName(code, "es")).toMatch(new RegExp(`^.+ \\(${code}\\)$`));
    }
    expect(airportName("MUC", "de")).toBe("München (MUC)");
    expect(airportName("MUC", "es")).toBe("Múnich (MUC)");
    expect(airportName("XXX", "de")).toBe("XXX");
    expect(isSpanishAirport("toString")).toBe(false);
  });

  it("take a flight number as airlines print it", () => {
    expect(normaliseFlightNumber("vy1816")).toBe("VY 1816");
    expect(normaliseFlightNumber(" FR 12 ")).toBe("FR 12");
    expect(normaliseFlightNumber("U2 4567")).toBe("U2 4567");
    expect(normaliseFlightNumber("EWG 9512A")).toBe("EWG 9512A");
    expect(normaliseFlightNumber("12 345")).toBeNull();
    expect(normaliseFlightNumber("VY 12345")).toBeNull();
    expect(normaliseFlightNumber("VY")).toBeNull();
    expect(normaliseFlightNumber(42)).toBeNull();
  });
});
