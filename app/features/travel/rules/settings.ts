/**
 * The travel settings an owner edits in the back office (docs/product/travel.md#settings): how many
 * months after a dog's arrival the family is reminded to have it tested again for the Mediterranean
 * diseases, and the notice to the receiving veterinary authority (whether it is sent, to which
 * address, how many working days before a transport's arrival). The association's own data only.
 * Pure: no I/O, no React.
 */
import { EMAIL_MAX } from "#app/platform/forms/rules/constants.ts";
import { EMAIL_PATTERN } from "#app/platform/forms/rules/fields.ts";
import { normaliseText } from "#app/platform/forms/rules/text.ts";

export interface TravelSettings {
  retestMonths: number;
  authorityNotice: { enabled: boolean; email: string; workingDays: number };
}

/** Before an owner saved any: the retest six months after arrival; no notice (no address yet), two working days ahead. */
export const DEFAULT_TRAVEL_SETTINGS: TravelSettings = {
  retestMonths: 6,
  authorityNotice: { enabled: false, email: "", workingDays: 2 },
};

/** The retest reminder: at least one month after arrival, at most two years. */
export const RETEST_MONTHS_RANGE = { min: 1, max: 24 } as const;
/** The authority's notice: at least one working day before the arrival, at most two weeks' worth. */
export const NOTICE_WORKING_DAYS_RANGE = { min: 1, max: 10 } as const;

/** The form's fields: the notice's tick sends "yes". */
export const TRAVEL_SETTINGS_FIELDS = ["retestMonths", "noticeEnabled", "noticeEmail", "noticeWorkingDays"] as const;
export type TravelSettingsField = (typeof TRAVEL_SETTINGS_FIELDS)[number];

/**
 * What is wrong with a field:
 * - `required`: empty (the address, when the notice is switched on);
 * - `months`: not a whole number of months from 1 to 24;
 * - `days`: not a whole number of working days from 1 to 10;
 * - `email`: not an e-mail address.
 */
export type TravelSettingsProblem = "required" | "months" | "days" | "email";

export type TravelSettingsResult =
  | { ok: true; settings: TravelSettings }
  | { ok: false; values: Record<TravelSettingsField, string>; errors: Partial<Record<TravelSettingsField, TravelSettingsProblem>> };

/** The form's values of saved settings (also what the audit log compares, field by field). */
export function travelSettingsFormValues(settings: TravelSettings): Record<TravelSettingsField, string> {
  return {
    retestMonths: String(settings.retestMonths),
    noticeEnabled: settings.authorityNotice.enabled ? "yes" : "",
    noticeEmail: settings.authorityNotice.email,
    noticeWorkingDays: String(settings.authorityNotice.workingDays),
  };
}

function clean(value: unknown): string {
  return typeof value === "string" ? normaliseText(value).replace(/\s+/g, " ").trim() : "";
}

function wholeNumber(text: string, range: { min: number; max: number }): number | null {
  return /^\d{1,3}$/.test(text) && Number(text) >= range.min && Number(text) <= range.max ? Number(text) : null;
}

function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
}

/** A posted settings form, checked: the settings, or each wrong field's problem. A filled address must be one; it is required while the notice is on. */
export function parseTravelSettings(input: Record<string, unknown>): TravelSettingsResult {
  const values = Object.fromEntries(TRAVEL_SETTINGS_FIELDS.map((field) => [field, clean(input[field])])) as Record<TravelSettingsField, string>;
  const enabled = values.noticeEnabled === "yes";
  values.noticeEnabled = enabled ? "yes" : "";
  const errors: Partial<Record<TravelSettingsField, TravelSettingsProblem>> = {};
  const months = wholeNumber(values.retestMonths, RETEST_MONTHS_RANGE);
  if (months === null) errors.retestMonths = values.retestMonths === "" ? "required" : "months";
  const days = wholeNumber(values.noticeWorkingDays, NOTICE_WORKING_DAYS_RANGE);
  if (days === null) errors.noticeWorkingDays = values.noticeWorkingDays === "" ? "required" : "days";
  if (values.noticeEmail === "") {
    if (enabled) errors.noticeEmail = "required";
  } else if (!isEmail(values.noticeEmail)) errors.noticeEmail = "email";
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, settings: { retestMonths: months!, authorityNotice: { enabled, email: values.noticeEmail, workingDays: days! } } };
}

/**
 * Saved settings as read from the database: each value that still passes its rule is kept, anything
 * else (a damaged row, a rule made stricter later) falls back to the default. A notice switched on
 * without a valid address is off.
 */
export function storedTravelSettings(raw: unknown): TravelSettings {
  const d = DEFAULT_TRAVEL_SETTINGS;
  if (typeof raw !== "object" || raw === null) return d;
  const r = raw as { retestMonths?: unknown; authorityNotice?: unknown };
  const notice = (typeof r.authorityNotice === "object" && r.authorityNotice !== null ? r.authorityNotice : {}) as { enabled?: unknown; email?: unknown; workingDays?: unknown };
  const int = (value: unknown, range: { min: number; max: number }, fallback: number) =>
    Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max ? (value as number) : fallback;
  const email = typeof notice.email === "string" && isEmail(notice.email) ? notice.email : "";
  return {
    retestMonths: int(r.retestMonths, RETEST_MONTHS_RANGE, d.retestMonths),
    authorityNotice: {
      enabled: notice.enabled === true && email !== "",
      email,
      workingDays: int(notice.workingDays, NOTICE_WORKING_DAYS_RANGE, d.authorityNotice.workingDays),
    },
  };
}
