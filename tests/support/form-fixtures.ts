/**
 * The one set of form fixtures of every test (unit, integration, browser,
 * load run): valid inputs of each form, tagged inputs whose values are easy to
 * find again (canaries), the rule tables of the validation tests.
 */
import type { z } from "zod";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { describe, expect, it } from "vitest";
import { addDays, firstOfNextMonth } from "#app/platform/forms/rules/dates.ts";
import { flightDateBounds } from "#app/platform/forms/rules/flight-sponsor.ts";
import { getMessages, type Messages } from "#app/platform/forms/rules/messages.ts";
import { parseForm, type FieldErrors } from "#app/platform/forms/rules/parse.ts";
import type { SubmissionKind } from "#app/features/submissions/rules/kinds.ts";

export const LOCALES = ["de", "es"] as const satisfies readonly Locale[];

/** Marker for "leave the key out". */
export const ABSENT = Symbol("absent");

export const chars = (n: number, ch = "a"): string => ch.repeat(n);

/** A valid e-mail address of exactly `n` characters (n ≥ 15). */
export const emailOfLength = (n: number): string => `${chars(n - "@example.com".length)}@example.com`;

/** June 15th 2025, local time. */
export const TODAY = new Date(2025, 5, 15, 12, 0, 0);

export const validAdoption = (): Record<string, unknown> => ({
  dog: "Luna",
  name: "Anna Müller",
  email: "anna@example.de",
  phone: "+49 171 1234567",
  livingSituation: "Haus mit großem Garten in ruhiger Lage",
  experience: "Seit 15 Jahren mit Hunden aus dem Tierschutz",
  message: "Ich interessiere mich sehr für Luna und würde sie gern kennenlernen.",
  privacyAccepted: "on",
  website: "",
});

export const validSponsorship = (): Record<string, unknown> => ({
  dogName: "Luna",
  yourName: "Anna Müller",
  email: "anna@example.de",
  amount: "15",
  privacyAccepted: "on",
  website: "",
});

export const validFoster = (): Record<string, unknown> => ({
  name: "Anna Müller",
  email: "anna@example.de",
  phone: "+49 171 1234567",
  address: "Hauptstraße 1, Süsel",
  zipCode: "23701",
  experience: "Seit 15 Jahren mit Hunden aus dem Tierschutz",
  existingPets: "Eine ältere Katze",
  livingSituation: "Haus mit großem Garten in ruhiger Lage",
  availability: "Ich arbeite im Homeoffice und bin fast immer da",
  message: "Ich möchte gern Pflegestelle für einen Hund aus Spanien werden.",
  privacyAccepted: "on",
  website: "",
});

export const validContact = (): Record<string, unknown> => ({
  name: "Anna Müller",
  email: "anna@example.de",
  phone: "",
  message: "Ich habe eine Frage zu eurer Arbeit in Spanien.",
  privacyAccepted: "on",
  website: "",
});

/** A flight sponsor's offer: Valencia to Frankfurt, a month from `now` (the day as Spain counts it). */
export const validFlightSponsor = (now: Date = new Date()): Record<string, unknown> => ({
  name: "Anna Müller",
  email: "anna@example.de",
  phone: "+49 171 1234567",
  fromAirport: "VLC",
  toAirport: "FRA",
  flightDate: addDays(flightDateBounds(now).min, 30),
  flightNumber: "VY 1816",
  dogsAllowed: "2",
  message: "Ich fliege mit leichtem Gepäck und nehme gern einen Hund mit.",
  privacyAccepted: "on",
  website: "",
});

export const validMembership = (): Record<string, unknown> => ({
  membershipType: "active",
  salutation: "female",
  firstName: "Anna",
  lastName: "Müller",
  birthday: "1980-04-02",
  street: "Hauptstraße 1",
  addressAddition: "",
  postalCode: "23701",
  city: "Süsel",
  country: "DE",
  email: "anna@example.de",
  phone: "+49 4524 123456",
  mobile: "",
  facebookUsername: "",
  entryDate: "2025-07",
  paymentInterval: "monthly",
  // At least the default smallest fee of every interval (60 € a year), so a row may change the interval alone.
  feeAmount: "60",
  paymentMethod: "transfer",
  privacyAccepted: "on",
  website: "",
});

export const validDonation = (): Record<string, unknown> => ({
  amount: "25",
  purpose: "Hospiz",
  method: "paypal",
});

export function withField(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  if (value === ABSENT) delete copy[field];
  else copy[field] = value;
  return copy;
}

export function errorsOf(schema: z.ZodType, input: Record<string, unknown> | FormData): FieldErrors {
  const result = parseForm(schema, input);
  return result.ok ? {} : result.fieldErrors;
}

export function valueOf<S extends z.ZodType>(schema: S, input: Record<string, unknown> | FormData): z.output<S> {
  const result = parseForm(schema, input);
  if (!result.ok) throw new Error(`expected valid input, got ${JSON.stringify(result.fieldErrors)}`);
  return result.value;
}

/** Every string leaf of a catalogue. */
export function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}


export type ValidationKey = keyof Messages["validation"];
/** [field, value, expected message key or null for "valid"] */
export type RuleRow = readonly [field: string, value: unknown, expected: ValidationKey | null];

export const nameRows: RuleRow[] = [
  ["name", ABSENT, "nameMin"],
  ["name", "", "nameMin"],
  ["name", "a", "nameMin"],
  ["name", "  a  ", "nameMin"],
  ["name", "ab", null],
  ["name", chars(100), null],
  ["name", chars(101), "nameMax"],
  ["name", ` ${chars(100)} `, null],
  ["name", 42, "nameMin"],
];

export const emailRows: RuleRow[] = [
  ["email", ABSENT, "emailInvalid"],
  ["email", "", "emailInvalid"],
  ["email", "anna", "emailInvalid"],
  ["email", "anna@example", "emailInvalid"],
  ["email", "anna@@example.de", "emailInvalid"],
  ["email", "  anna@example.de  ", null],
  ["email", "Anna.Maria+hunde@example.co.uk", null],
  ["email", emailOfLength(255), null],
  ["email", emailOfLength(256), "emailMax"],
];

export const requiredPhoneRows: RuleRow[] = [
  ["phone", ABSENT, "phoneMin"],
  ["phone", "", "phoneMin"],
  ["phone", "1234", "phoneMin"],
  ["phone", "  1234  ", "phoneMin"],
  ["phone", "12345", null],
  ["phone", chars(30, "1"), null],
  ["phone", chars(31, "1"), "phoneMax"],
];

export const privacyRows = (): RuleRow[] => [
  ["privacyAccepted", ABSENT, "privacy"],
  ["privacyAccepted", "on", null],
  ["privacyAccepted", "true", null],
  ["privacyAccepted", true, null],
  ["privacyAccepted", false, "privacy"],
  ["privacyAccepted", "false", "privacy"],
  ["privacyAccepted", "off", "privacy"],
  ["privacyAccepted", "", "privacy"],
];

export const honeypotRows: RuleRow[] = [
  ["website", ABSENT, "honeypot"],
  ["website", "", null],
  ["website", "http://spam.example", "honeypot"],
  ["website", " ", "honeypot"],
  ["website", null, "honeypot"],
];

export const longTextRows = (field: string, minKey: ValidationKey): RuleRow[] => [
  [field, ABSENT, minKey],
  [field, chars(9), minKey],
  [field, `    ${chars(9)}    `, minKey],
  [field, chars(10), null],
  [field, chars(500), null],
  [field, chars(501), "longTextMax"],
];

export const messageRows: RuleRow[] = [
  ["message", ABSENT, "messageMin"],
  ["message", chars(19), "messageMin"],
  ["message", `   ${chars(19)}   `, "messageMin"],
  ["message", chars(20), null],
  ["message", chars(2000), null],
  ["message", chars(2001), "messageMax"],
];

/** Runs rule rows against a schema factory in both languages; each row must give exactly that one message (or none). */
export function describeRules(
  label: string,
  factory: (locale: Locale) => z.ZodType,
  base: () => Record<string, unknown>,
  rows: readonly RuleRow[],
): void {
  describe(label, () => {
    const table = LOCALES.flatMap((locale) => rows.map(([field, value, expected]) => ({ locale, field, value, expected })));
    it.each(table)("$locale: $field = $value → $expected", ({ locale, field, value, expected }) => {
      const errors = errorsOf(factory(locale), withField(base(), field, value));
      const want = expected === null ? {} : { [field]: [getMessages(locale).validation[expected]] };
      expect(errors).toEqual(want);
    });
  });
}

/** The free-text fields a tag is appended to, so a test can find the values again (canaries). */
const taggedFields: Record<SubmissionKind, readonly string[]> = {
  adoption: ["name", "livingSituation", "experience", "message"],
  sponsorship: ["yourName"],
  contact: ["name", "message"],
  foster_home: ["name", "address", "experience", "existingPets", "livingSituation", "availability", "message"],
  flight_sponsor: ["name", "message"],
  membership: ["lastName", "street"],
};

const validInputs: Record<SubmissionKind, () => Record<string, unknown>> = {
  adoption: validAdoption,
  sponsorship: () => ({ ...validSponsorship(), publishName: "on" }),
  contact: validContact,
  foster_home: validFoster,
  flight_sponsor: validFlightSponsor,
  membership: validMembership,
};

/**
 * Valid raw fields of a stored form, tagged: the tag ends every free-text
 * field (cut to one line of an e-mail) and names the e-mail address; a
 * membership starts next month, a flight sponsor flies in a month.
 */
export function validFields(kind: SubmissionKind, tag = "x", now: Date = new Date()): Record<string, string> {
  const fields = Object.fromEntries(Object.entries(validInputs[kind]()).map(([key, value]) => [key, String(value)]));
  for (const field of taggedFields[kind]) fields[field] = `${fields[field]!.slice(0, 40).trimEnd()} ${tag}`;
  fields.email = `${tag.toLowerCase().replace(/[^a-z0-9]/g, "")}@example.org`;
  if (kind === "membership") fields.entryDate = firstOfNextMonth(now);
  if (kind === "flight_sponsor") fields.flightDate = addDays(flightDateBounds(now).min, 30);
  return fields;
}
