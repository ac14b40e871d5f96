import { describe, expect, it } from "vitest";
import { DOGS_PER_FLIGHT_MAX, GERMAN_AIRPORTS, SPANISH_AIRPORTS } from "./airports.ts";
import { FLIGHT_SPONSOR_FIELDS } from "./constants.ts";
import { FLIGHT_DATE_MAX_MONTHS, flightDateBounds, flightSponsorSchema } from "./flight-sponsor.ts";
import { getMessages } from "./messages.ts";
import {
  ABSENT, LOCALES, chars, describeRules, emailRows, errorsOf, honeypotRows, nameRows, privacyRows, requiredPhoneRows,
  validFlightSponsor, valueOf, withField,
} from "../../../../tests/support/form-fixtures.ts";

/** Noon in Spain on 10 March 2027: "today" is 2027-03-10 there. */
const NOW = new Date("2027-03-10T11:00:00Z");
const TODAY = "2027-03-10";
const YESTERDAY = "2027-03-09";
const A_YEAR_AHEAD = "2028-03-10";
const A_YEAR_AND_A_DAY = "2028-03-11";

const schema = (locale: "de" | "es", now: Date = NOW) => flightSponsorSchema(locale, now);
const valid = () => validFlightSponsor(NOW);

describe("flightSponsorSchema (docs/product/forms.md#flight-sponsor)", () => {
  it.each(LOCALES)("%s: accepts an offer and stores the flight number as airlines print it, the dogs as a number", (locale) => {
    expect(valueOf(schema(locale), { ...valid(), flightNumber: "vy1816" })).toEqual({
      name: "Anna Müller",
      email: "anna@example.de",
      phone: "+49 171 1234567",
      fromAirport: "VLC",
      toAirport: "FRA",
      flightDate: "2027-04-09",
      flightNumber: "VY 1816",
      dogsAllowed: 2,
      message: "Ich fliege mit leichtem Gepäck und nehme gern einen Hund mit.",
      privacyAccepted: true,
      website: "",
    });
  });

  it("has the fields the back office reads, named as it reads them", () => {
    expect(Object.keys(schema("de").shape).sort()).toEqual([...FLIGHT_SPONSOR_FIELDS].sort());
  });

  it.each(LOCALES)("%s: every field but the message is required", (locale) => {
    expect(Object.keys(errorsOf(schema(locale), {})).sort()).toEqual([
      "dogsAllowed", "email", "flightDate", "flightNumber", "fromAirport", "name", "phone", "privacyAccepted", "toAirport", "website",
    ]);
  });

  it("an empty or blank message is not given", () => {
    for (const value of [ABSENT, "", "   "]) expect(valueOf(schema("de"), withField(valid(), "message", value)).message).toBeUndefined();
  });

  it.each(SPANISH_AIRPORTS)("departs from every Spanish airport of the list: %s", (code) => {
    expect(valueOf(schema("de"), withField(valid(), "fromAirport", code)).fromAirport).toBe(code);
  });

  it.each(GERMAN_AIRPORTS)("arrives at every German airport of the list: %s", (code) => {
    expect(valueOf(schema("es"), withField(valid(), "toAirport", code)).toAirport).toBe(code);
  });

  it("refuses a German airport as the departure and a Spanish one as the arrival, in each language's words", () => {
    expect(errorsOf(schema("de"), { ...valid(), fromAirport: "FRA", toAirport: "VLC" })).toEqual({
      fromAirport: ["Bitte wähle deinen Abflughafen in Spanien aus der Liste"],
      toAirport: ["Bitte wähle deinen Zielflughafen in Deutschland aus der Liste"],
    });
    expect(errorsOf(schema("es"), { ...valid(), fromAirport: "FRA", toAirport: "VLC" })).toEqual({
      fromAirport: ["Elige de la lista tu aeropuerto de salida en España"],
      toAirport: ["Elige de la lista tu aeropuerto de llegada en Alemania"],
    });
  });

  it("refuses a malformed flight number in each language's words", () => {
    expect(errorsOf(schema("de"), withField(valid(), "flightNumber", "1816"))).toEqual({
      flightNumber: ["Bitte gib die Flugnummer so an, wie sie auf deiner Buchung steht: Kürzel der Fluggesellschaft und Nummer, z. B. VY\u00a01816"],
    });
    expect(errorsOf(schema("es"), withField(valid(), "flightNumber", "1816"))).toEqual({
      flightNumber: ["Escribe el número de vuelo como aparece en tu reserva: el código de la aerolínea y el número, p. ej. VY\u00a01816"],
    });
  });

  it("the dogs' message names the limit", () => {
    expect(DOGS_PER_FLIGHT_MAX).toBe(5);
    expect(getMessages("de").validation.dogsAllowed).toContain("1 bis 5");
    expect(getMessages("es").validation.dogsAllowed).toContain("del 1 al 5");
  });
});

describe("the day of the flight is counted in Spain", () => {
  it("today, at most twelve months ahead", () => {
    expect(FLIGHT_DATE_MAX_MONTHS).toBe(12);
    expect(flightDateBounds(NOW)).toEqual({ min: TODAY, max: A_YEAR_AHEAD });
  });

  it("just after midnight in Madrid (still the evening before in UTC) today is the new day: yesterday's date is refused", () => {
    const justAfterMidnight = new Date("2027-03-10T23:30:00Z"); // 00:30 on 11 March in Madrid (CET)
    expect(flightDateBounds(justAfterMidnight).min).toBe("2027-03-11");
    expect(errorsOf(schema("de", justAfterMidnight), withField(valid(), "flightDate", TODAY))).toEqual({
      flightDate: [getMessages("de").validation.flightDatePast],
    });
  });

  it("in summer time too", () => {
    expect(flightDateBounds(new Date("2027-07-01T22:30:00Z")).min).toBe("2027-07-02"); // 00:30 CEST
    expect(flightDateBounds(new Date("2027-07-01T21:30:00Z")).min).toBe("2027-07-01"); // 23:30 CEST
  });

  it("a year ahead of 29 February is 28 February", () => {
    expect(flightDateBounds(new Date("2028-02-29T12:00:00Z"))).toEqual({ min: "2028-02-29", max: "2029-02-28" });
  });
});

describeRules("flight sponsor rules", (locale) => schema(locale), valid, [
  ...nameRows,
  ...emailRows,
  ...requiredPhoneRows,
  ["fromAirport", ABSENT, "fromAirport"],
  ["fromAirport", "", "fromAirport"],
  ["fromAirport", "VLC", null],
  ["fromAirport", " BCN ", null],
  ["fromAirport", "FRA", "fromAirport"],
  ["fromAirport", "MUC", "fromAirport"],
  ["fromAirport", "vlc", "fromAirport"],
  ["fromAirport", "Valencia", "fromAirport"],
  ["fromAirport", "LIS", "fromAirport"],
  ["toAirport", ABSENT, "toAirport"],
  ["toAirport", "", "toAirport"],
  ["toAirport", "FRA", null],
  ["toAirport", "HHN", null],
  ["toAirport", "VLC", "toAirport"],
  ["toAirport", "XXX", "toAirport"],
  ["flightDate", ABSENT, "flightDateInvalid"],
  ["flightDate", "", "flightDateInvalid"],
  ["flightDate", "10.03.2027", "flightDateInvalid"],
  ["flightDate", "2027-02-30", "flightDateInvalid"],
  ["flightDate", "2027-3-10", "flightDateInvalid"],
  ["flightDate", 20270310, "flightDateInvalid"],
  ["flightDate", YESTERDAY, "flightDatePast"],
  ["flightDate", "2026-12-24", "flightDatePast"],
  ["flightDate", TODAY, null],
  ["flightDate", ` ${TODAY} `, null],
  ["flightDate", "2027-03-11", null],
  ["flightDate", A_YEAR_AHEAD, null],
  ["flightDate", A_YEAR_AND_A_DAY, "flightDateTooFar"],
  ["flightDate", "2030-01-01", "flightDateTooFar"],
  ["flightNumber", ABSENT, "flightNumberRequired"],
  ["flightNumber", "", "flightNumberRequired"],
  ["flightNumber", "   ", "flightNumberRequired"],
  ["flightNumber", "VY1816", null],
  ["flightNumber", "vy 1816", null],
  ["flightNumber", " FR 2345 ", null],
  ["flightNumber", "LH 1234A", null],
  ["flightNumber", "U2 7", null],
  ["flightNumber", "1816", "flightNumberInvalid"],
  ["flightNumber", "12 345", "flightNumberInvalid"],
  ["flightNumber", "VY 12345", "flightNumberInvalid"],
  ["flightNumber", "VY-1816", "flightNumberInvalid"],
  ["flightNumber", "Vueling", "flightNumberInvalid"],
  ["flightNumber", chars(40), "flightNumberInvalid"],
  ["dogsAllowed", ABSENT, "dogsAllowed"],
  ["dogsAllowed", "", "dogsAllowed"],
  ["dogsAllowed", "0", "dogsAllowed"],
  ["dogsAllowed", "1", null],
  ["dogsAllowed", " 3 ", null],
  ["dogsAllowed", "5", null],
  ["dogsAllowed", "6", "dogsAllowed"],
  ["dogsAllowed", "-1", "dogsAllowed"],
  ["dogsAllowed", "1.5", "dogsAllowed"],
  ["dogsAllowed", "1,5", "dogsAllowed"],
  ["dogsAllowed", "zwei", "dogsAllowed"],
  ["dogsAllowed", 2, null],
  ["dogsAllowed", 2.5, "dogsAllowed"],
  ["dogsAllowed", 0, "dogsAllowed"],
  ["dogsAllowed", 6, "dogsAllowed"],
  ["message", ABSENT, null],
  ["message", "", null],
  ["message", "x", null],
  ["message", chars(2000), null],
  ["message", chars(2001), "messageMax"],
  ...privacyRows(),
  ...honeypotRows,
]);

describe("the flight number is stored normalised", () => {
  it.each([
    ["vy1816", "VY 1816"],
    ["  fr   2345 ", "FR 2345"],
    ["lh1234a", "LH 1234A"],
    ["EW 9", "EW 9"],
  ])("%s → %s", (typed, stored) => {
    expect(valueOf(schema("de"), withField(valid(), "flightNumber", typed)).flightNumber).toBe(stored);
  });
});
