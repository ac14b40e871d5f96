import { describe, expect, it } from "vitest";
import { SPONSORSHIP_DEFAULT, SPONSORSHIP_MAX, SPONSORSHIP_MIN, SPONSORSHIP_PRESETS } from "./constants.ts";
import { sponsorshipSchema } from "./sponsorship.ts";
import {
  ABSENT, LOCALES, chars, describeRules, emailRows, honeypotRows, privacyRows, validSponsorship, valueOf, withField,
} from "../../../../tests/support/form-fixtures.ts";

describe("sponsorship constants", () => {
  it("has the documented presets and bounds", () => {
    expect(SPONSORSHIP_PRESETS).toEqual([10, 15, 20, 30]);
    expect(SPONSORSHIP_DEFAULT).toBe(10);
    expect(SPONSORSHIP_MIN).toBe(10);
    expect(SPONSORSHIP_MAX).toBe(10000);
  });
});

describe("sponsorshipSchema", () => {
  it.each(LOCALES)("%s: accepts a valid request and coerces the amount", (locale) => {
    expect(valueOf(sponsorshipSchema(locale), validSponsorship())).toEqual({
      dogName: "Luna",
      yourName: "Anna Müller",
      email: "anna@example.de",
      amount: 15,
      publishName: false,
      privacyAccepted: true,
      website: "",
    });
  });

  it.each([
    ["10", 10],
    [" 10 ", 10],
    ["10000", 10000],
    ["12.5", 12.5],
    ["12,50", 12.5],
    [25, 25],
    [10.01, 10.01],
  ])("amount %j → %s", (input, expected) => {
    expect(valueOf(sponsorshipSchema("de"), withField(validSponsorship(), "amount", input)).amount).toBe(expected);
  });

  it.each([
    ["absent", ABSENT, false],
    ["on", "on", true],
    ["'true'", "true", true],
    ["true", true, true],
    ["false", false, false],
    ["'false'", "false", false],
    ["empty", "", false],
  ])("publishName %s → %s", (_label, value, expected) => {
    expect(valueOf(sponsorshipSchema("es"), withField(validSponsorship(), "publishName", value)).publishName).toBe(
      expected,
    );
  });
});

describeRules("sponsorship rules", sponsorshipSchema, validSponsorship, [
  ["dogName", ABSENT, "dogNameRequired"],
  ["dogName", "  ", "dogNameRequired"],
  ["dogName", chars(100), null],
  ["dogName", chars(101), "dogNameMax"],
  ["yourName", ABSENT, "nameRequired"],
  ["yourName", "", "nameRequired"],
  ["yourName", "   ", "nameRequired"],
  ["yourName", "A", null],
  ["yourName", chars(100), null],
  ["yourName", chars(101), "nameMax"],
  ...emailRows,
  ["amount", 9, "sponsorshipAmountMin"],
  ["amount", "9", "sponsorshipAmountMin"],
  ["amount", 9.99, "sponsorshipAmountMin"],
  ["amount", "-10", "sponsorshipAmountMin"],
  ["amount", 10, null],
  ["amount", "10", null],
  ["amount", 10000, null],
  ["amount", "10000", null],
  ["amount", 10001, "sponsorshipAmountMax"],
  ["amount", "10001", "sponsorshipAmountMax"],
  ["amount", "", "amountInvalid"],
  ["amount", "   ", "amountInvalid"],
  ["amount", ABSENT, "amountInvalid"],
  ["amount", "zehn", "amountInvalid"],
  ["amount", "1e3", "amountInvalid"],
  ["amount", "10.000,00", "amountInvalid"],
  ["amount", Number.NaN, "amountInvalid"],
  ["amount", Number.POSITIVE_INFINITY, "amountInvalid"],
  ["amount", null, "amountInvalid"],
  ["publishName", ABSENT, null],
  ["publishName", "on", null],
  ...privacyRows(),
  ...honeypotRows,
]);
