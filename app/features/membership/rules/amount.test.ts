import { describe, expect, it } from "vitest";
import { formatCents, isSepaAmount, MAX_SEPA_CENTS, parseDecimalToCents } from "./amount.ts";

describe("formatCents", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [10, "0.10"],
    [99, "0.99"],
    [100, "1.00"],
    [123450, "1234.50"],
    [MAX_SEPA_CENTS, "999999999.99"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("writes %i cents as %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("sums exactly where floats would not", () => {
    const cents = [10, 20, 30, 1999, 1];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatCents(cents.reduce((a, b) => a + b, 0))).toBe("20.60");
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 1]])("refuses %d", (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
  });
});

describe("isSepaAmount", () => {
  it("allows 0.01 to 999,999,999.99 euros in whole cents", () => {
    expect(isSepaAmount(1)).toBe(true);
    expect(isSepaAmount(MAX_SEPA_CENTS)).toBe(true);
    for (const cents of [0, -100, MAX_SEPA_CENTS + 1, 12.5, Number.NaN]) expect(isSepaAmount(cents)).toBe(false);
  });
});

describe("parseDecimalToCents", () => {
  it.each([
    ["50.00", 5000],
    ["50.5", 5050],
    ["50", 5000],
    ["0.01", 1],
    [" 1234.56 ", 123456],
    ["12.34000", 1234],
    ["999999999.99", MAX_SEPA_CENTS],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseDecimalToCents(text)).toBe(cents);
  });

  it.each([[""], ["-5.00"], ["5,00"], ["1e3"], ["12.345"], ["12.000001"], ["."], ["1.2.3"], ["abc"]])("refuses %j", (text) => {
    expect(parseDecimalToCents(text)).toBeNull();
  });
});
