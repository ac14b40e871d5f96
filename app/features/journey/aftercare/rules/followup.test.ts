import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addMonths, dueFollowups, FOLLOWUP_KINDS, FOLLOWUP_TEMPLATES, FOLLOWUP_WINDOW_DAYS, followupDay, followupLookbackDays, followupOfKind, followupSchedule, followupsOf,
  FOLLOWUPS, isFollowupKind, recordsDiseaseTest, retainedUntil,
} from "./followup.ts";
import { RETEST_MONTHS_RANGE } from "#app/features/travel/rules/settings.ts";
import { FOLLOWUP_TEMPLATE_KEYS } from "#app/features/journey/request/rules/templates.ts";

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const plan = (retestMonths = 6, tested = true) => ({ retestMonths, tested });
const later = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

describe("the follow-ups' days (docs/product/journey.md#follow-up-e-mails)", () => {
  it("two weeks after arriving, and three calendar months", () => {
    const arrived = at("2026-03-10T15:00:00Z");
    expect(followupDay("two_weeks", arrived, 6).toISOString()).toBe("2026-03-24T15:00:00.000Z");
    expect(followupDay("three_months", arrived, 6).toISOString()).toBe("2026-06-10T15:00:00.000Z");
  });

  it("a month's end moves to the shorter month's last day, also across a year and in a leap year", () => {
    expect(addMonths(at("2026-11-30T10:00:00Z"), 3).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addMonths(at("2027-11-30T10:00:00Z"), 3).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(at("2026-05-31T00:00:00Z"), 3).toISOString()).toBe("2026-08-31T00:00:00.000Z");
    expect(addMonths(at("2026-03-31T00:00:00Z"), -1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("nothing is due before its day, each from its day for the window, and none after it", () => {
    const arrived = at("2026-03-10T15:00:00Z");
    const untested = plan(6, false);
    expect(dueFollowups(arrived, arrived, untested)).toEqual([]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + 14 * DAY - 1), untested)).toEqual([]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + 14 * DAY), untested)).toEqual(["two_weeks"]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + (14 + FOLLOWUP_WINDOW_DAYS) * DAY - 1), untested)).toEqual(["two_weeks"]);
    expect(dueFollowups(arrived, new Date(arrived.getTime() + (14 + FOLLOWUP_WINDOW_DAYS) * DAY), untested)).toEqual([]);
    expect(dueFollowups(arrived, at("2026-06-10T14:59:59Z"), untested)).toEqual([]);
    expect(dueFollowups(arrived, at("2026-06-10T15:00:00Z"), untested)).toEqual(["three_months"]);
    expect(dueFollowups(arrived, new Date(at("2026-06-10T15:00:00Z").getTime() + FOLLOWUP_WINDOW_DAYS * DAY), untested)).toEqual([]);
  });

  it("property: a due follow-up's day has come and its window has not passed, and the chore looks back far enough", () => {
    fc.assert(
      fc.property(
        fc.date({ min: at("2020-01-01T00:00:00Z"), max: at("2035-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 800 * 24 }),
        fc.integer({ min: RETEST_MONTHS_RANGE.min, max: RETEST_MONTHS_RANGE.max }),
        fc.boolean(),
        (arrived, hours, retestMonths, tested) => {
          const now = new Date(arrived.getTime() + hours * 3_600_000);
          for (const which of FOLLOWUPS) {
            const day = followupDay(which, arrived, retestMonths).getTime();
            const due = dueFollowups(arrived, now, { retestMonths, tested }).includes(which);
            const applies = which !== "retest" || tested;
            expect(due).toBe(applies && now.getTime() >= day && now.getTime() < day + FOLLOWUP_WINDOW_DAYS * DAY);
            // What is due lies within the chore's look back.
            expect(!due || now.getTime() - arrived.getTime() < followupLookbackDays(retestMonths) * DAY).toBe(true);
          }
        },
      ),
    );
  });

  it("each follow-up has its own outbox kind and template, and only those are follow-ups", () => {
    expect(FOLLOWUP_KINDS).toEqual({ two_weeks: "followup_two_weeks", three_months: "followup_three_months", retest: "followup_retest" });
    for (const which of FOLLOWUPS) expect(followupOfKind(FOLLOWUP_KINDS[which])).toBe(which);
    for (const kind of Object.values(FOLLOWUP_KINDS)) expect(isFollowupKind(kind)).toBe(true);
    for (const kind of ["reply", "followup", "followup_one_year", ""]) expect(isFollowupKind(kind)).toBe(false);
    // Every follow-up's text is one owners edit under "Vorlagen".
    expect(Object.values(FOLLOWUP_TEMPLATES).sort()).toEqual([...FOLLOWUP_TEMPLATE_KEYS].sort());
  });
});

describe("the retest reminder (docs/product/travel.md#retest-reminder)", () => {
  it("only for a dog whose papers record a test", () => {
    expect(followupsOf({ tested: true })).toEqual(["two_weeks", "three_months", "retest"]);
    expect(followupsOf({ tested: false })).toEqual(["two_weeks", "three_months"]);
    const arrived = at("2026-03-10T15:00:00Z");
    const day = at("2026-09-10T15:00:00Z");
    expect(dueFollowups(arrived, day, plan(6, true))).toEqual(["retest"]);
    expect(dueFollowups(arrived, day, plan(6, false))).toEqual([]);
  });

  it("its day is the months of the settings after arrival, calendar months, a month's end moved to the shorter month's last day", () => {
    expect(followupDay("retest", at("2026-03-10T15:00:00Z"), 6).toISOString()).toBe("2026-09-10T15:00:00.000Z");
    expect(followupDay("retest", at("2026-08-31T09:30:00Z"), 6).toISOString()).toBe("2027-02-28T09:30:00.000Z");
    expect(followupDay("retest", at("2027-08-31T09:30:00Z"), 6).toISOString()).toBe("2028-02-29T09:30:00.000Z");
    expect(followupDay("retest", at("2026-03-31T09:30:00Z"), 6).toISOString()).toBe("2026-09-30T09:30:00.000Z");
    // The settings' bounds: one month, two years.
    expect(followupDay("retest", at("2026-01-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(followupDay("retest", at("2026-12-15T12:00:00Z"), 1).toISOString()).toBe("2027-01-15T12:00:00.000Z");
    expect(followupDay("retest", at("2026-03-10T15:00:00Z"), 24).toISOString()).toBe("2028-03-10T15:00:00.000Z");
    expect(followupDay("retest", at("2026-02-28T15:00:00Z"), 24).toISOString()).toBe("2028-02-28T15:00:00.000Z");
    expect(followupDay("retest", at("2028-02-29T15:00:00Z"), 24).toISOString()).toBe("2030-02-28T15:00:00.000Z");
  });

  it("due from its day for the window, not a moment before, and not after", () => {
    for (const months of [1, 6, 24]) {
      const arrived = at("2026-05-31T08:00:00Z");
      const day = followupDay("retest", arrived, months);
      const due = (now: Date) => dueFollowups(arrived, now, plan(months)).includes("retest");
      expect(due(new Date(day.getTime() - 1)), `${months}`).toBe(false);
      expect(due(day), `${months}`).toBe(true);
      expect(due(new Date(day.getTime() + FOLLOWUP_WINDOW_DAYS * DAY - 1)), `${months}`).toBe(true);
      expect(due(new Date(day.getTime() + FOLLOWUP_WINDOW_DAYS * DAY)), `${months}`).toBe(false);
    }
  });

  it("the chore looks back far enough for two years and its window, and no further than it needs to", () => {
    // The longest 24 calendar months (31-day months) plus the window: 24 × 31 + 30 = 774 days.
    expect(followupLookbackDays(24)).toBeGreaterThan(24 * 31 + FOLLOWUP_WINDOW_DAYS);
    const arrived = at("2026-07-31T12:00:00Z");
    const last = new Date(followupDay("retest", arrived, 24).getTime() + FOLLOWUP_WINDOW_DAYS * DAY - 1);
    expect(dueFollowups(arrived, last, plan(24))).toEqual(["retest"]);
    expect(last.getTime() - arrived.getTime()).toBeLessThan(followupLookbackDays(24) * DAY);
    // With a short reminder, the three months' follow-up still sets the look back.
    expect(followupLookbackDays(1)).toBe(followupLookbackDays(3));
  });

  it("the papers record a test: a known disease with a date and a result", () => {
    expect(recordsDiseaseTest([{ disease: "leishmaniosis", date: "2026-01-10", result: "negative" }])).toBe(true);
    expect(recordsDiseaseTest([{ disease: "heartworm", date: "2026-01-10", result: "positive" }])).toBe(true);
    expect(recordsDiseaseTest([{ disease: "rabies", date: "2026-01-10", result: "negative" }, { disease: "ehrlichiosis", date: "2026-01-11", result: "negative" }])).toBe(true);
    for (const damaged of [null, undefined, "[]", {}, [], [null], [{ disease: "rabies", date: "2026-01-10", result: "negative" }], [{ disease: "anaplasmosis", date: "", result: "negative" }], [{ disease: "anaplasmosis", date: "2026-01-10", result: "" }], [{ disease: "anaplasmosis", date: "10.01.2026", result: "negative" }]]) {
      expect(recordsDiseaseTest(damaged), JSON.stringify(damaged)).toBe(false);
    }
  });
});

describe("where each follow-up stands on the request's page", () => {
  const arrivedAt = at("2027-04-01T10:00:00Z");
  const far = at("2030-01-01T00:00:00Z");

  it("sent, waiting, failed as the outbox says; planned before its window ends, missed after, and never after the request is deleted", () => {
    const schedule = followupSchedule({
      arrivedAt,
      now: at("2027-07-20T10:00:00Z"),
      plan: plan(6),
      queued: { followup_two_weeks: "sent" },
      deletedOn: far,
    });
    expect(schedule.map((s) => [s.which, s.day.toISOString(), s.state])).toEqual([
      ["two_weeks", "2027-04-15T10:00:00.000Z", "sent"],
      ["three_months", "2027-07-01T10:00:00.000Z", "planned"],
      ["retest", "2027-10-01T10:00:00.000Z", "planned"],
    ]);
    const afterWindow = followupSchedule({ arrivedAt, now: later(at("2027-07-01T10:00:00Z"), FOLLOWUP_WINDOW_DAYS), plan: plan(6), queued: { followup_two_weeks: "failed", followup_retest: "pending" }, deletedOn: far });
    expect(afterWindow.map((s) => s.state)).toEqual(["failed", "missed", "queued"]);
    // Retention deletes the request on 2027-09-01: the reminder on 2027-10-01 never goes.
    const deleted = followupSchedule({ arrivedAt, now: arrivedAt, plan: plan(6), queued: {}, deletedOn: at("2027-09-01T10:00:00Z") });
    expect(deleted.map((s) => s.state)).toEqual(["planned", "planned", "afterRetention"]);
    // Without a test, no reminder at all.
    expect(followupSchedule({ arrivedAt, now: arrivedAt, plan: plan(6, false), queued: {}, deletedOn: far }).map((s) => s.which)).toEqual(["two_weeks", "three_months"]);
  });
});

describe("how long a request is kept", () => {
  const day = 86_400_000;
  const created = new Date("2027-01-01T10:00:00Z");
  it("is the retention period after it came in, and for a request that led to an adoption at least until its follow-ups' last window has passed", () => {
    expect(retainedUntil(created, null, 180, 6)).toEqual(new Date(created.getTime() + 180 * day));
    const arrived = new Date("2027-03-01T10:00:00Z");
    const kept = retainedUntil(created, arrived, 180, 6);
    expect(kept).toEqual(new Date(arrived.getTime() + followupLookbackDays(6) * day));
    // Past the retest's day and its window, whatever the months.
    for (const months of [1, 6, 12, 24]) {
      const until = retainedUntil(created, arrived, 180, months);
      expect(until.getTime()).toBeGreaterThan(followupDay("retest", arrived, months).getTime() + FOLLOWUP_WINDOW_DAYS * day);
    }
    // A long retention period stays the longer one.
    expect(retainedUntil(created, arrived, 1000, 6)).toEqual(new Date(created.getTime() + 1000 * day));
  });
});
