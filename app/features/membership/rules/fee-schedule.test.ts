import { describe, expect, it } from "vitest";
import { PAYMENT_INTERVALS } from "#app/platform/forms/rules/constants.ts";
import { addMonths, cancellationEnd, dueDateNumber, dueDatesBefore, INTERVAL_MONTHS } from "./fee-schedule.ts";

describe("calendar months", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-11-01", 2, "2027-01-01"],
    ["2026-12-31", 12, "2027-12-31"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-05-01", 0, "2026-05-01"],
  ])("%s plus %i months is %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each(["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", ""])("refuses %j", (date) => {
    expect(() => addMonths(date, 1)).toThrow(RangeError);
  });
});

describe("due dates", () => {
  it("every interval steps by its months from the first due date", () => {
    for (const interval of PAYMENT_INTERVALS) {
      expect(dueDateNumber("2027-01-01", interval, 1)).toBe(addMonths("2027-01-01", INTERVAL_MONTHS[interval]));
      expect(dueDateNumber("2027-01-01", interval, 0)).toBe("2027-01-01");
    }
  });

  it("a fee on the 31st comes back on the 31st after a short month", () => {
    expect(dueDateNumber("2027-01-31", "monthly", 1)).toBe("2027-02-28");
    expect(dueDateNumber("2027-01-31", "monthly", 2)).toBe("2027-03-31");
  });

  it("lists the fees before a membership's end, the end date itself excluded", () => {
    expect(dueDatesBefore("2027-01-01", "quarterly", "2027-12-31")).toEqual(["2027-01-01", "2027-04-01", "2027-07-01", "2027-10-01"]);
    expect(dueDatesBefore("2027-01-01", "annual", "2028-01-01")).toEqual(["2027-01-01"]);
    expect(dueDatesBefore("2027-01-01", "monthly", "2027-01-01")).toEqual([]);
    expect(dueDatesBefore("2027-01-01", "monthly", "2099-01-01", 5)).toHaveLength(5);
  });
});

describe("the end of a cancelled membership", () => {
  it.each([
    ["2026-11-28", 3, "year", "2027-12-31"],
    ["2026-09-30", 3, "year", "2026-12-31"],
    ["2026-10-01", 3, "year", "2027-12-31"],
    ["2026-11-28", 3, "quarter", "2027-03-31"],
    ["2026-12-31", 3, "quarter", "2027-03-31"],
    ["2026-11-28", 1, "month", "2026-12-31"],
    ["2026-11-28", 0, "month", "2026-11-30"],
  ] as const)("notice on %s with %i months to the end of the %s: %s", (notice, months, term, expected) => {
    expect(cancellationEnd(notice, months, term)).toBe(expected);
  });

  it.each([-1, 1.5, 25])("refuses a notice period of %d months", (months) => {
    expect(() => cancellationEnd("2026-11-28", months, "year")).toThrow(RangeError);
  });
});
