import { describe, expect, it } from "vitest";
import {
  addDays,
  announcedInTime,
  collectionDate,
  DEFAULT_PRENOTIFICATION_DAYS,
  easterSunday,
  isTargetBusinessDay,
  prenotificationDeadline,
  targetHolidays,
} from "./collection-calendar.ts";

describe("Easter and the TARGET2 closing days", () => {
  it.each([
    [2000, "2000-04-23"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("Easter Sunday %i is %s", (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it("closes on New Year, Good Friday, Easter Monday, 1 May and both Christmas days", () => {
    expect(targetHolidays(2027)).toEqual(["2027-01-01", "2027-03-26", "2027-03-29", "2027-05-01", "2027-12-25", "2027-12-26"]);
  });

  it.each([
    ["2027-03-26", false], // Good Friday
    ["2027-03-29", false], // Easter Monday
    ["2027-03-30", true],
    ["2027-05-01", false], // a Saturday and 1 May
    ["2026-05-01", false], // a Friday, 1 May
    ["2026-12-25", false],
    ["2026-12-28", true],
    ["2027-01-02", false], // a Saturday
    ["2027-01-04", true],
    ["2026-10-03", false], // a Saturday (German Unity Day is no TARGET2 closing day, but a weekend is)
    ["2025-10-03", true], // German Unity Day on a Friday: banks settle SEPA payments
  ])("%s is a business day: %s", (date, expected) => {
    expect(isTargetBusinessDay(date)).toBe(expected);
  });
});

describe("collection and pre-notification", () => {
  it("collects on the due date, or on the next business day", () => {
    expect(collectionDate("2027-02-01")).toBe("2027-02-01"); // a Monday
    expect(collectionDate("2027-05-01")).toBe("2027-05-03"); // Saturday and 1 May → Monday
    expect(collectionDate("2026-12-25")).toBe("2026-12-28"); // Christmas Friday → Monday
    expect(collectionDate("2027-03-26")).toBe("2027-03-30"); // Good Friday → after Easter Monday
    expect(collectionDate("2027-01-01")).toBe("2027-01-04");
  });

  it("tells the member the agreed days before", () => {
    expect(DEFAULT_PRENOTIFICATION_DAYS).toBe(14);
    expect(prenotificationDeadline("2027-02-01")).toBe("2027-01-18");
    expect(prenotificationDeadline("2027-03-01", 5)).toBe("2027-02-24");
    expect(announcedInTime("2027-01-18", "2027-02-01")).toBe(true);
    expect(announcedInTime("2027-01-10", "2027-02-01")).toBe(true);
    expect(announcedInTime("2027-01-19", "2027-02-01")).toBe(false);
    expect(announcedInTime("2027-02-20", "2027-03-01", 5)).toBe(true);
    expect(announcedInTime("2027-02-25", "2027-03-01", 5)).toBe(false);
  });

  it.each([0, -1, 61, 2.5])("refuses %d days of pre-notification", (days) => {
    expect(() => prenotificationDeadline("2027-02-01", days)).toThrow(RangeError);
  });

  it("counts calendar days across months, years and leap days", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(() => addDays("2027-02-29", 1)).toThrow(RangeError);
  });
});
