import { describe, expect, it } from "vitest";
import { isWorkingDay, noticeDay, noticeDue } from "./authority-notice.ts";

describe("the veterinary authority's notice", () => {
  it("counts Monday to Friday", () => {
    // 2027-03-01 is a Monday.
    expect(["2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-03-05"].every(isWorkingDay)).toBe(true);
    expect(isWorkingDay("2027-03-06")).toBe(false);
    expect(isWorkingDay("2027-03-07")).toBe(false);
  });

  it("goes the given working days before arrival, skipping the weekend", () => {
    // Arrival on Wednesday 2027-03-10: two working days before is Monday the 8th.
    expect(noticeDay("2027-03-10", 2)).toBe("2027-03-08");
    // Arrival on Monday 2027-03-08: one working day before is Friday the 5th; two is Thursday the 4th.
    expect(noticeDay("2027-03-08", 1)).toBe("2027-03-05");
    expect(noticeDay("2027-03-08", 2)).toBe("2027-03-04");
    // Arrival on a Sunday: one working day before is the Friday.
    expect(noticeDay("2027-03-07", 1)).toBe("2027-03-05");
    // Ten working days are two weeks.
    expect(noticeDay("2027-03-15", 10)).toBe("2027-03-01");
    // Less than one counts as one.
    expect(noticeDay("2027-03-10", 0)).toBe("2027-03-09");
  });

  it("is due from its day until the day before arrival, once per arrival day", () => {
    const base = { arrival: "2027-03-10", workingDays: 2, sentFor: null };
    expect(noticeDue({ ...base, today: "2027-03-07" })).toBe(false);
    expect(noticeDue({ ...base, today: "2027-03-08" })).toBe(true);
    expect(noticeDue({ ...base, today: "2027-03-09" })).toBe(true);
    expect(noticeDue({ ...base, today: "2027-03-10" })).toBe(false);
    expect(noticeDue({ ...base, today: "2027-03-08", sentFor: "2027-03-10" })).toBe(false);
    // The arrival moved: announced anew.
    expect(noticeDue({ ...base, today: "2027-03-08", sentFor: "2027-03-03" })).toBe(true);
  });
});
