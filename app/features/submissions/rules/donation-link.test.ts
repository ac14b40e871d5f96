import { describe, expect, it } from "vitest";
import { formatPaypalAmount, paypalMeUrl } from "./donation-link.ts";

describe("paypalMeUrl", () => {
  it("adds the amount in euros", () => {
    expect(paypalMeUrl("https://www.paypal.me/verein", 25)).toBe("https://www.paypal.me/verein/25EUR");
    expect(paypalMeUrl("https://www.paypal.me/verein/", 10.5)).toBe("https://www.paypal.me/verein/10.50EUR");
  });
  it("formats whole and broken amounts", () => {
    expect(formatPaypalAmount(1)).toBe("1");
    expect(formatPaypalAmount(12.345)).toBe("12.35");
  });
});
