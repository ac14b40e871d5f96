import { describe, expect, it } from "vitest";
import { euroAmountInWords } from "./amount-in-words.ts";

describe("an amount in words", () => {
  it.each([
    [0, "null Euro"],
    [1, "null Euro und ein Cent"],
    [2, "null Euro und zwei Cent"],
    [10, "null Euro und zehn Cent"],
    [21, "null Euro und einundzwanzig Cent"],
    [99, "null Euro und neunundneunzig Cent"],
    [100, "ein Euro"],
    [101, "ein Euro und ein Cent"],
    [150, "ein Euro und fünfzig Cent"],
    [200, "zwei Euro"],
    [1100, "elf Euro"],
    [1700, "siebzehn Euro"],
    [2100, "einundzwanzig Euro"],
    [3000, "dreißig Euro"],
    [10000, "einhundert Euro"],
    [10100, "einhundertein Euro"],
    [12000, "einhundertzwanzig Euro"],
    [12050, "einhundertzwanzig Euro und fünfzig Cent"],
    [24000, "zweihundertvierzig Euro"],
    [100000, "eintausend Euro"],
    [100100, "eintausendein Euro"],
    [124600, "eintausendzweihundertsechsundvierzig Euro"],
    [1000000, "zehntausend Euro"],
    [10000000, "einhunderttausend Euro"],
    [100000000, "eine Million Euro"],
    [100000100, "eine Million ein Euro"],
    [123456789, "eine Million zweihundertvierunddreißigtausendfünfhundertsiebenundsechzig Euro und neunundachtzig Cent"],
    [200000001, "zwei Millionen Euro und ein Cent"],
  ])("%i cents are %s", (cents, words) => {
    expect(euroAmountInWords(cents)).toBe(words);
  });

  it("writes every number from 0 to 100 euros and every cent without a space inside the number and with 'ein' before the unit", () => {
    for (let cents = 0; cents <= 10000; cents++) {
      const words = euroAmountInWords(cents);
      expect(words).toMatch(/^\S+ Euro( und \S+ Cent)?$/u);
      expect(words).not.toMatch(/eins (Euro|Cent)/u);
      expect(words.includes(" Cent")).toBe(cents % 100 !== 0);
    }
  });

  it.each([0.5, 12.3, 100.01, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])("refuses %s: not a whole number of cents", (cents) => {
    expect(() => euroAmountInWords(cents)).toThrow(RangeError);
  });

  it.each([-1, -100, -12050])("refuses a negative amount (%i)", (cents) => {
    expect(() => euroAmountInWords(cents)).toThrow(/negative/);
  });
});
