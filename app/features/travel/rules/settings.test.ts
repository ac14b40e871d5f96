import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRAVEL_SETTINGS, NOTICE_WORKING_DAYS_RANGE, parseTravelSettings, RETEST_MONTHS_RANGE, storedTravelSettings, TRAVEL_SETTINGS_FIELDS, travelSettingsFormValues,
} from "./settings.ts";

const form = (values: Partial<Record<(typeof TRAVEL_SETTINGS_FIELDS)[number], string>> = {}) => ({ retestMonths: "6", noticeEnabled: "", noticeEmail: "", noticeWorkingDays: "2", ...values });

describe("the travel settings (docs/product/travel.md#settings)", () => {
  it("start with the retest six months after arrival and no notice, two working days ahead", () => {
    expect(DEFAULT_TRAVEL_SETTINGS).toEqual({ retestMonths: 6, authorityNotice: { enabled: false, email: "", workingDays: 2 } });
    expect(travelSettingsFormValues(DEFAULT_TRAVEL_SETTINGS)).toEqual(form());
    expect(parseTravelSettings(travelSettingsFormValues(DEFAULT_TRAVEL_SETTINGS))).toEqual({ ok: true, settings: DEFAULT_TRAVEL_SETTINGS });
  });

  it("take the months from 1 to 24 and the working days from 1 to 10, whole numbers only", () => {
    for (const months of [RETEST_MONTHS_RANGE.min, 12, RETEST_MONTHS_RANGE.max]) {
      expect(parseTravelSettings(form({ retestMonths: String(months) }))).toMatchObject({ ok: true, settings: { retestMonths: months } });
    }
    for (const bad of ["0", "25", "-1", "6.5", "sechs", "1e1"]) expect(parseTravelSettings(form({ retestMonths: bad }))).toMatchObject({ ok: false, errors: { retestMonths: "months" } });
    expect(parseTravelSettings(form({ retestMonths: " " }))).toMatchObject({ ok: false, errors: { retestMonths: "required" } });
    for (const days of [NOTICE_WORKING_DAYS_RANGE.min, NOTICE_WORKING_DAYS_RANGE.max]) {
      expect(parseTravelSettings(form({ noticeWorkingDays: String(days) }))).toMatchObject({ ok: true, settings: { authorityNotice: { workingDays: days } } });
    }
    for (const bad of ["0", "11", "2,5"]) expect(parseTravelSettings(form({ noticeWorkingDays: bad }))).toMatchObject({ ok: false, errors: { noticeWorkingDays: "days" } });
    expect(parseTravelSettings(form({ noticeWorkingDays: "" }))).toMatchObject({ ok: false, errors: { noticeWorkingDays: "required" } });
  });

  it("need an address while the notice is on; a filled address must be one, on or off", () => {
    expect(parseTravelSettings(form({ noticeEnabled: "yes" }))).toMatchObject({ ok: false, errors: { noticeEmail: "required" } });
    expect(parseTravelSettings(form({ noticeEnabled: "yes", noticeEmail: "veterinaeramt-at-kreis.example" }))).toMatchObject({ ok: false, errors: { noticeEmail: "email" } });
    expect(parseTravelSettings(form({ noticeEmail: "kein Amt" }))).toMatchObject({ ok: false, errors: { noticeEmail: "email" } });
    expect(parseTravelSettings(form({ noticeEnabled: "yes", noticeEmail: "  veterinaeramt@kreis.example ", noticeWorkingDays: "3" }))).toEqual({
      ok: true,
      settings: { retestMonths: 6, authorityNotice: { enabled: true, email: "veterinaeramt@kreis.example", workingDays: 3 } },
    });
    // Switched off, the address is kept for later.
    expect(parseTravelSettings(form({ noticeEmail: "veterinaeramt@kreis.example" }))).toMatchObject({ ok: true, settings: { authorityNotice: { enabled: false, email: "veterinaeramt@kreis.example" } } });
  });

  it("give back what was typed, each wrong field named, all at once", () => {
    const result = parseTravelSettings({ retestMonths: "30", noticeEnabled: "yes", noticeEmail: "", noticeWorkingDays: "0" });
    expect(result).toEqual({
      ok: false,
      values: { retestMonths: "30", noticeEnabled: "yes", noticeEmail: "", noticeWorkingDays: "0" },
      errors: { retestMonths: "months", noticeEmail: "required", noticeWorkingDays: "days" },
    });
    // A tick with any other value is no tick.
    expect(parseTravelSettings(form({ noticeEnabled: "on" }))).toMatchObject({ ok: true, settings: { authorityNotice: { enabled: false } } });
  });

  it("read from the database, fall back to the default for each damaged value", () => {
    const saved = { retestMonths: 9, authorityNotice: { enabled: true, email: "amt@kreis.example", workingDays: 4 } };
    expect(storedTravelSettings(saved)).toEqual(saved);
    for (const damaged of [null, undefined, "6", 6, []]) expect(storedTravelSettings(damaged)).toEqual(DEFAULT_TRAVEL_SETTINGS);
    expect(storedTravelSettings({ retestMonths: 0, authorityNotice: { enabled: true, email: "amt@kreis.example", workingDays: 11 } })).toEqual({
      retestMonths: 6,
      authorityNotice: { enabled: true, email: "amt@kreis.example", workingDays: 2 },
    });
    expect(storedTravelSettings({ retestMonths: 25, authorityNotice: "on" })).toEqual(DEFAULT_TRAVEL_SETTINGS);
    expect(storedTravelSettings({ retestMonths: "12" })).toEqual(DEFAULT_TRAVEL_SETTINGS);
    // A notice switched on without a valid address is off.
    expect(storedTravelSettings({ retestMonths: 3, authorityNotice: { enabled: true, email: "kein Amt", workingDays: 2 } })).toEqual({
      retestMonths: 3,
      authorityNotice: { enabled: false, email: "", workingDays: 2 },
    });
    expect(storedTravelSettings({ authorityNotice: { enabled: "yes", email: "amt@kreis.example" } }).authorityNotice.enabled).toBe(false);
  });
});
