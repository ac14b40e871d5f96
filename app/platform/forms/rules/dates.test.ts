import { describe, expect, it } from "vitest";
import {
  entryDateOptions, firstOfNextMonth, isAllowedEntryDate, isAtLeast18, isPlausibleBirthday, maxBirthday,
  normaliseEntryDate, parseIsoDate,
} from "./dates.ts";
import { TODAY } from "../../../../tests/support/form-fixtures.ts";

describe("isAtLeast18 (year and month difference, today = 2025-06-15)", () => {
  it.each([
    ["18th birthday today", "2007-06-15", true],
    ["18th birthday earlier this month", "2007-06-01", true],
    ["18th birthday later this month (day is ignored)", "2007-06-30", true],
    ["18th birthday last month", "2007-05-31", true],
    ["18th birthday next month", "2007-07-01", false],
    ["18th birthday in December", "2007-12-31", false],
    ["turns 18 next year", "2008-01-01", false],
    ["much older", "1950-01-01", true],
    ["19th birthday next month", "2006-07-01", true],
    ["not a date", "15.06.2007", false],
    ["impossible date", "2007-02-30", false],
  ])("%s (%s) → %s", (_label, birthday, expected) => {
    expect(isAtLeast18(birthday, TODAY)).toBe(expected);
  });

  it("accepts Date objects", () => {
    expect(isAtLeast18(new Date(2007, 5, 30), TODAY)).toBe(true);
    expect(isAtLeast18(new Date(2007, 6, 1), TODAY)).toBe(false);
    expect(isAtLeast18(new Date(Number.NaN), TODAY)).toBe(false);
  });

  it("handles January against December", () => {
    const january = new Date(2025, 0, 10);
    expect(isAtLeast18("2006-12-31", january)).toBe(true);
    expect(isAtLeast18("2007-01-31", january)).toBe(true);
    expect(isAtLeast18("2007-02-01", january)).toBe(false);
  });
});

describe("maxBirthday", () => {
  it.each([
    [new Date(2025, 5, 15), "2007-06-15"],
    [new Date(2025, 0, 1), "2007-01-01"],
    [new Date(2024, 1, 29), "2006-02-28"],
    [new Date(2025, 11, 31, 23, 59), "2007-12-31"],
  ])("%s → %s", (today, expected) => {
    expect(maxBirthday(today)).toBe(expected);
  });
});

describe("firstOfNextMonth", () => {
  it.each([
    [new Date(2025, 5, 15), "2025-07-01"],
    [new Date(2025, 5, 1), "2025-07-01"],
    [new Date(2025, 11, 31), "2026-01-01"],
    [new Date(2025, 0, 31), "2025-02-01"],
  ])("%s → %s", (today, expected) => {
    expect(firstOfNextMonth(today)).toBe(expected);
  });
});

describe("parseIsoDate / isPlausibleBirthday", () => {
  it.each([
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    ["2025-02-29", null],
    ["2025-13-01", null],
    ["2025-00-10", null],
    ["2025-1-1", null],
    ["2025-01-01T00:00", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });

  it.each([
    ["1980-04-02", true],
    ["1900-01-01", true],
    ["1899-12-31", false],
    ["2025-06-15", true],
    ["2025-06-16", false],
    ["02.04.1980", false],
  ])("%s plausible → %s", (value, expected) => {
    expect(isPlausibleBirthday(value, TODAY)).toBe(expected);
  });
});

describe("normaliseEntryDate / isAllowedEntryDate", () => {
  it.each([
    ["2025-07", "2025-07-01"],
    ["2025-07-01", "2025-07-01"],
    ["2025-07-31", "2025-07-01"],
    [" 2025-07 ", "2025-07-01"],
    ["2025-13", null],
    ["2025-00", null],
    ["2025-02-30", null],
    ["07/2025", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(normaliseEntryDate(value)).toBe(expected);
  });

  it.each([
    ["2025-05", false],
    ["2025-06", false],
    ["2025-06-30", false],
    ["2025-07", true],
    ["2025-07-15", true],
    ["2026-01", true],
    ["nonsense", false],
  ])("%s allowed on 2025-06-15 → %s", (value, expected) => {
    expect(isAllowedEntryDate(value, TODAY)).toBe(expected);
  });
});

describe("entryDateOptions", () => {
  it("lists months from next month with German labels", () => {
    expect(entryDateOptions(TODAY, 3, "de")).toEqual([
      { value: "2025-07-01", label: "Juli 2025" },
      { value: "2025-08-01", label: "August 2025" },
      { value: "2025-09-01", label: "September 2025" },
    ]);
  });

  it("lists months with Spanish labels across the year end", () => {
    expect(entryDateOptions(new Date(2025, 10, 20), 3, "es")).toEqual([
      { value: "2025-12-01", label: "diciembre de 2025" },
      { value: "2026-01-01", label: "enero de 2026" },
      { value: "2026-02-01", label: "febrero de 2026" },
    ]);
  });

  it("returns nothing for count 0 and every option is an allowed entry date", () => {
    expect(entryDateOptions(TODAY, 0, "de")).toEqual([]);
    for (const option of entryDateOptions(TODAY, 24, "es")) expect(isAllowedEntryDate(option.value, TODAY)).toBe(true);
  });
});
