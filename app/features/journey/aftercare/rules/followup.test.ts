import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addMonths, dueFollowups, FOLLOWUP_KINDS, FOLLOWUP_LOOKBACK_DAYS, FOLLOWUP_WINDOW_DAYS, followupDay, followupOfKind, isFollowupKind } from "./followup.ts";

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe("the follow-ups' days (docs/product/journey.md#follow-up-e-mails)", () => {
  it("two weeks after arriving, and three calendar months", () => {
    const arrived = at("2026-03-10T15:00:00Z");
    expect(followupDay("two_weeks", arrived).toISOString()).toBe("2026-03-24T15:00:00.000Z");
    expect(followupDay("three_months", arrived).toISOString()).toBe("2026-06-10T15:00:00.000Z");
  });

  it("a month's end moves to the shorter month's last day, also across a year and in a leap year", () => {
    expect(addMonths(at("2026-11-30T10:00:00Z"), 3).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addMonths(at("2027-11-30T10:00:00Z"), 3).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(at("2026-05-31T00:00:00Z"), 3).toISOString()).toBe("2026-08-31T00:00:00.000Z");
    expect(addMonths(at("2026-03-31T00:00:00Z"), -1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("nothing is due before its day, each from its day for the window, and none after it", () => {
    const arrived = at("2026-03-10T15:00:00Z");
    expect(dueFollowups(arrived, arrived)).toEqual([]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + 14 * DAY - 1))).toEqual([]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + 14 * DAY))).toEqual(["two_weeks"]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + (14 + FOLLOWUP_WINDOW_DAYS) * DAY - 1))).toEqual(["two_weeks"]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + (14 + FOLLOWUP_WINDOW_DAYS) * DAY))).toEqual([]);
    expect(dueFollowups(arrived, at("2026-06-10T14:59:59Z"))).toEqual([]);
    expect(dueFollowups(arrived, at("2026-06-10T15:00:00Z"))).toEqual(["three_months"]);
    expect(dueFollowups(arrived, new Date(at("2026-06-10T15:00:00Z").getTime() + FOLLOWUP_WINDOW_DAYS * DAY))).toEqual([]);
  });

  it("property: a due follow-up's day has come and its window has not passed, and the chore looks back far enough", () => {
    fc.assert(
      fc.property(fc.date({ min: at("2020-01-01T00:00:00Z"), max: at("2035-01-01T00:00:00Z"), noInvalidDate: true }), fc.integer({ min: 0, max: 200 * 24 }), (arrived, hours) => {
        const now = new Date(arrived.getTime() + hours * 3_600_000);
        for (const which of ["two_weeks", "three_months"] as const) {
          const day = followupDay(which, arrived).getTime();
          const due = dueFollowups(arrived, now).includes(which);
          expect(due).toBe(now.getTime() >= day && now.getTime() < day + FOLLOWUP_WINDOW_DAYS * DAY);
          // What is due lies within the chore's look back.
          expect(!due || now.getTime() - arrived.getTime() < FOLLOWUP_LOOKBACK_DAYS * DAY).toBe(true);
        }
      }),
    );
  });

  it("each follow-up has its own outbox kind, and only those are follow-ups", () => {
    expect(FOLLOWUP_KINDS).toEqual({ two_weeks: "followup_two_weeks", three_months: "followup_three_months" });
    expect(followupOfKind("followup_two_weeks")).toBe("two_weeks");
    expect(followupOfKind("followup_three_months")).toBe("three_months");
    for (const kind of ["reply", "followup", "followup_one_year", ""]) expect(isFollowupKind(kind)).toBe(false);
  });
});
