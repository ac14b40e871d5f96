import { describe, expect, it } from "vitest";
import { DONATION_DEFAULT, DONATION_MAX, DONATION_METHODS, DONATION_MIN, DONATION_PRESETS } from "./constants.ts";
import { donationSchema } from "./donation.ts";
import { ABSENT, LOCALES, chars, describeRules, validDonation, valueOf } from "../../../../tests/support/form-fixtures.ts";

describe("donationSchema", () => {
  it("has the decided constants", () => {
    expect(DONATION_MIN).toBe(1);
    expect(DONATION_MAX).toBe(10000);
    expect(DONATION_PRESETS).toEqual([10, 25, 50, 100]);
    expect(DONATION_PRESETS).toContain(DONATION_DEFAULT);
    expect(DONATION_METHODS).toEqual(["paypal", "transfer"]);
  });

  it.each(LOCALES)("%s: accepts a valid donation", (locale) => {
    expect(valueOf(donationSchema(locale), { ...validDonation(), purpose: " Hospicio ", method: " transfer " })).toEqual({
      amount: 25,
      purpose: "Hospicio",
      method: "transfer",
    });
  });
});

describeRules("donation rules", donationSchema, validDonation, [
  ["amount", "0", "donationAmountMin"],
  ["amount", 0.99, "donationAmountMin"],
  ["amount", "1", null],
  ["amount", 10000, null],
  ["amount", 10001, "donationAmountMax"],
  ["amount", "", "amountInvalid"],
  ["amount", "abc", "amountInvalid"],
  ["purpose", ABSENT, "donationPurposeRequired"],
  ["purpose", " ", "donationPurposeRequired"],
  ["purpose", chars(100), null],
  ["purpose", chars(101), "max100"],
  ["method", ABSENT, "donationMethodRequired"],
  ["method", "cash", "donationMethodRequired"],
  ["method", "paypal", null],
  ["method", "transfer", null],
]);
