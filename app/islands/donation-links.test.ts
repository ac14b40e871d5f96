import { describe, expect, it } from "vitest";
import * as rules from "#app/features/submissions/rules/donation-link.ts";
import * as island from "./donation-links.ts";

describe("the donation island reads and links amounts as the donation box does", () => {
  const typed = ["", " ", "0", "5", "12", "12,5", "12,50", "12.50", "12.505", "1.000", "1,000.00", "-3", "3e2", "abc", " 40 ", "0,99", "999999"];
  it.each(typed)("typed %j", (value) => {
    expect(island.typedAmount(value)).toBe(rules.typedAmount(value));
  });

  const amounts = [1, 5, 10, 12.5, 12.05, 50, 100, 0.99, 2500];
  it.each(amounts)("the PayPal.me address for %d", (amount) => {
    for (const base of ["https://www.paypal.me/verein", "https://www.paypal.me/verein/"]) {
      expect(island.paypalMeUrl(base, amount)).toBe(rules.paypalMeUrl(base, amount));
    }
  });
});
