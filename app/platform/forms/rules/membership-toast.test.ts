import { describe, expect, it } from "vitest";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { membershipSchema, membershipStepSchemas } from "./membership.ts";
import { membershipToast, type MembershipStage } from "./membership-toast.ts";
import { getMessages } from "./messages.ts";
import { LOCALES, TODAY, errorsOf, validMembership } from "../../../../tests/support/form-fixtures.ts";

type Ref = readonly [section: "membership" | "validation" | "status", key: string];

const text = (locale: Locale, [section, key]: Ref): string =>
  (getMessages(locale)[section] as unknown as Record<string, string>)[key] as string;

function toastFor(locale: Locale, stage: MembershipStage, overrides: Record<string, unknown>) {
  const input = { ...validMembership(), ...overrides };
  const schema = stage === "submit" ? membershipSchema(locale, TODAY) : membershipStepSchemas(locale, TODAY)[stage];
  return membershipToast(locale, stage, errorsOf(schema, input));
}

const rows: ReadonlyArray<readonly [string, MembershipStage, Record<string, unknown>, Ref, Ref]> = [
  ["no membership type", 1, { membershipType: "" }, ["membership", "missingInfoTitle"], ["membership", "chooseType"]],
  ["missing first name", 2, { firstName: "" }, ["membership", "missingInfoTitle"], ["membership", "missingInfo"]],
  ["missing birthday", 2, { birthday: "" }, ["membership", "missingInfoTitle"], ["membership", "missingInfo"]],
  ["under 18", 2, { birthday: "2007-07-01" }, ["membership", "invalidBirthdayTitle"], ["membership", "mustBe18"]],
  ["impossible birthday", 2, { birthday: "2001-02-30" }, ["membership", "invalidBirthdayTitle"], ["membership", "birthdayInvalid"]],
  ["too long first name", 2, { firstName: "a".repeat(101) }, ["membership", "invalidInputTitle"], ["validation", "nameMax"]],
  ["missing city", 3, { city: "" }, ["membership", "missingInfoTitle"], ["membership", "missingInfo"]],
  ["missing e-mail", 3, { email: "" }, ["membership", "missingInfoTitle"], ["membership", "missingInfo"]],
  ["no phone at all", 3, { phone: "", mobile: "" }, ["membership", "missingPhoneTitle"], ["membership", "missingPhone"]],
  ["phone without +", 3, { phone: "04524 123456" }, ["membership", "invalidPhoneTitle"], ["membership", "phoneFormat"]],
  ["mobile with 9 digits", 3, { mobile: "+49 1712345" }, ["membership", "invalidPhoneTitle"], ["membership", "phoneFormat"]],
  ["invalid e-mail", 3, { email: "anna@" }, ["membership", "invalidEmailTitle"], ["membership", "invalidEmail"]],
  ["unknown country", 3, { country: "US" }, ["membership", "invalidInputTitle"], ["membership", "countryInvalid"]],
  ["no entry date", 4, { entryDate: "" }, ["membership", "missingInfoTitle"], ["membership", "chooseEntryAndInterval"]],
  ["no payment interval", 4, { paymentInterval: "" }, ["membership", "missingInfoTitle"], ["membership", "chooseEntryAndInterval"]],
  ["entry this month", 4, { entryDate: "2025-06" }, ["membership", "invalidEntryDateTitle"], ["membership", "entryDateTooEarly"]],
  ["privacy not accepted", 4, { privacyAccepted: undefined }, ["membership", "missingInfoTitle"], ["validation", "privacy"]],
  ["honeypot filled", 4, { website: "x" }, ["membership", "submitErrorTitle"], ["status", "honeypotBlocked"]],
  ["submit: missing surname", "submit", { lastName: "" }, ["membership", "submitErrorTitle"], ["membership", "missingInfo"]],
  ["submit: missing entry date", "submit", { entryDate: "" }, ["membership", "submitErrorTitle"], ["membership", "missingInfo"]],
  ["submit: missing type", "submit", { membershipType: "" }, ["membership", "submitErrorTitle"], ["membership", "missingInfo"]],
  ["submit: missing field and phone", "submit", { city: "", phone: "" }, ["membership", "submitErrorTitle"], ["membership", "missingInfo"]],
  ["submit: no phone at all", "submit", { phone: "", mobile: "" }, ["membership", "submitErrorTitle"], ["membership", "missingPhone"]],
  ["submit: under 18", "submit", { birthday: "2010-01-01" }, ["membership", "invalidBirthdayTitle"], ["membership", "mustBe18"]],
  ["submit: invalid phone", "submit", { phone: "+49 abc" }, ["membership", "invalidPhoneTitle"], ["membership", "phoneFormat"]],
];

const table = LOCALES.flatMap((locale) =>
  rows.map(([label, stage, overrides, title, description]) => ({ locale, label, stage, overrides, title, description })),
);

describe("membershipToast", () => {
  it.each(table)("$locale: $label", ({ locale, stage, overrides, title, description }) => {
    expect(toastFor(locale, stage, overrides)).toEqual({ title: text(locale, title), description: text(locale, description) });
  });

  it.each(LOCALES)("%s: no errors, no toast", (locale) => {
    expect(membershipToast(locale, 3, {})).toBeNull();
    expect(toastFor(locale, "submit", {})).toBeNull();
  });

  it.each(LOCALES)("%s: unknown problems fall back to the next-button message", (locale) => {
    expect(membershipToast(locale, 1, { somethingElse: ["?"] })).toEqual({
      title: getMessages(locale).membership.missingInfoTitle,
      description: getMessages(locale).membership.nextBlocked,
    });
  });
});
