import { describe, expect, it } from "vitest";
import { countPhoneDigits, isValidInternationalPhone } from "./phone.ts";

describe("isValidInternationalPhone", () => {
  it.each([
    ["German landline with plus", "+49 4524 123456", true],
    ["Spanish mobile with plus", "+34 600 123 456", true],
    ["without plus", "0049 4524 123456", false],
    ["national format", "04524 123456", false],
    ["exactly 10 digits", "+49 17123456", true],
    ["9 digits", "+49 1712345", false],
    ["10 digits, compact", "+4917123456", true],
    ["9 digits, compact", "+491712345", false],
    ["with letters", "+49 171 ABC 4567", false],
    ["with a letter at the end", "+4917112345678x", false],
    ["brackets, hyphens and dots", "+49 (0) 171-123.4567", true],
    ["leading and trailing spaces", "  +49 171 1234567  ", true],
    ["country code 0", "+0 171 1234567", false],
    ["double plus", "++49 171 1234567", false],
    ["plus in the middle", "+49 171+1234567", false],
    ["slash", "+49 171/1234567", false],
    ["plus only", "+", false],
    ["empty", "", false],
  ])("%s (%j) → %s", (_label, value, expected) => {
    expect(isValidInternationalPhone(value)).toBe(expected);
  });
});

describe("countPhoneDigits", () => {
  it.each([
    ["+49 (0) 171-123.4567", 13],
    ["+34 600 123 456", 11],
    ["", 0],
  ])("%j → %s", (value, expected) => {
    expect(countPhoneDigits(value)).toBe(expected);
  });
});
