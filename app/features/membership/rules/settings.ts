/**
 * The membership's settings an owner edits in the back office (docs/product/membership.md#settings):
 * the smallest fee per membership type and interval (a member chooses any amount from it), the
 * cancellation's notice period, how many days before a collection the pre-notification goes out,
 * and the creditor (identifier and name) that direct debits are collected for. Pure: no I/O, no React.
 */
import { MEMBERSHIP_TYPES, PAYMENT_INTERVALS, type MembershipType, type PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { normaliseText } from "#app/platform/forms/rules/text.ts";
import { toCents } from "#app/platform/forms/rules/fields.ts";
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";
import { DEFAULT_MINIMUM_FEES, type FeeTable } from "#app/platform/forms/rules/membership.ts";
import { DEFAULT_PRENOTIFICATION_DAYS } from "./collection-calendar.ts";
import { checkCreditorId } from "./creditor-id.ts";
import type { CancellationTerm } from "./fee-schedule.ts";
import { sepaText } from "./sepa-text.ts";

export const CANCELLATION_TERMS = ["month", "quarter", "year"] as const satisfies readonly CancellationTerm[];

export type { FeeTable };

export interface MembershipSettings {
  minimumFees: FeeTable;
  /** Months of notice before the cancellation's term ends (0: to the end of the current term). */
  noticeMonths: number;
  cancellationTerm: CancellationTerm;
  /** Days before the collection date that the pre-notification goes out (SEPA rulebook default 14). */
  prenotificationDays: number;
  /** The SEPA creditor identifier; empty until an owner sets it, and then direct debit is not offered. */
  creditorId: string;
  /** The creditor's name as mandates and bank files show it (at most 70 characters). */
  creditorName: string;
  /** The donation receipts' tax data (docs/product/membership.md#receipts); empty until an owner sets them, and then no receipt is issued. */
  taxOffice: string;
  taxNumber: string;
  /** The date of the notice of exemption (Freistellungsbescheid), YYYY-MM-DD. */
  exemptionNoticeDate: string;
  /** The assessment period the notice names ("2021 bis 2023"); may stay empty. */
  assessmentPeriod: string;
  /** The purposes as the notice names them, each "Förderung …", one per line in the form. */
  purposes: string[];
}

/** The settings before an owner saved any: 5 € a month, the interval's multiple; notice to the end of a month; 14 days; no creditor yet. */
export const MEMBERSHIP_SETTINGS_DEFAULTS: MembershipSettings = {
  minimumFees: DEFAULT_MINIMUM_FEES,
  noticeMonths: 0,
  cancellationTerm: "month",
  prenotificationDays: DEFAULT_PRENOTIFICATION_DAYS,
  creditorId: "",
  creditorName: "",
  taxOffice: "",
  taxNumber: "",
  exemptionNoticeDate: "",
  assessmentPeriod: "",
  purposes: [],
};

/** The form field of one minimum fee. */
export function feeField(type: MembershipType, interval: PaymentInterval): string {
  return `fee_${type}_${interval}`;
}

export const MEMBERSHIP_SETTINGS_FIELDS = [
  ...MEMBERSHIP_TYPES.flatMap((type) => PAYMENT_INTERVALS.map((interval) => feeField(type, interval))),
  "noticeMonths",
  "cancellationTerm",
  "prenotificationDays",
  "creditorId",
  "creditorName",
  "taxOffice",
  "taxNumber",
  "exemptionNoticeDate",
  "assessmentPeriod",
  "purposes",
] as const;

export type MembershipSettingsProblem = "required" | "amount" | "months" | "days" | "term" | "creditorId" | "tooLong" | "date" | "purpose";

export const MAX_FEE_CENTS = 1_000_000;
export const MAX_NOTICE_MONTHS = 12;
/** The pre-notification: at least 2 days (the bank needs the file the business day before), at most 60. */
export const PRENOTIFICATION_DAYS_RANGE = { min: 2, max: 60 } as const;
const NAME_MAX = 70;


/** Cents as the form shows them back (`5,50` in German, `5,50` in Spanish too: both write a decimal comma). */
export function centsToEuroInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
}

/** The form's values of saved settings. */
export function settingsFormValues(settings: MembershipSettings): Record<string, string> {
  const values: Record<string, string> = {
    noticeMonths: String(settings.noticeMonths),
    cancellationTerm: settings.cancellationTerm,
    prenotificationDays: String(settings.prenotificationDays),
    creditorId: settings.creditorId,
    creditorName: settings.creditorName,
    taxOffice: settings.taxOffice,
    taxNumber: settings.taxNumber,
    exemptionNoticeDate: settings.exemptionNoticeDate,
    assessmentPeriod: settings.assessmentPeriod,
    purposes: settings.purposes.join("\n"),
  };
  for (const type of MEMBERSHIP_TYPES) for (const interval of PAYMENT_INTERVALS) values[feeField(type, interval)] = centsToEuroInput(settings.minimumFees[type][interval]);
  return values;
}

export type MembershipSettingsResult =
  | { ok: true; settings: MembershipSettings }
  | { ok: false; values: Record<string, string>; errors: Record<string, MembershipSettingsProblem> };

/** A purpose as the notice names it and the model's sentence needs it: "Förderung …". */
const PURPOSE = /^Förderung\s+\S/u;
const TAX_TEXT_MAX = 70;

/** Several lines, each cleaned, the empty ones left out. */
function cleanLines(value: unknown): string {
  return typeof value === "string" ? value.split(/\r?\n/).map(clean).filter(Boolean).join("\n") : "";
}

function clean(value: unknown): string {
  return typeof value === "string" ? normaliseText(value).replace(/\s+/g, " ").trim() : "";
}

function wholeNumber(text: string, min: number, max: number): number | null {
  return /^\d{1,3}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null;
}

/** A posted settings form, checked: the settings, or each wrong field's problem. */
export function parseMembershipSettings(input: Record<string, unknown>): MembershipSettingsResult {
  const values = Object.fromEntries(MEMBERSHIP_SETTINGS_FIELDS.map((f) => [f, f === "purposes" ? cleanLines(input[f]) : clean(input[f])])) as Record<string, string>;
  const errors: Record<string, MembershipSettingsProblem> = {};
  const minimumFees = {} as FeeTable;
  for (const type of MEMBERSHIP_TYPES) {
    minimumFees[type] = {} as Record<PaymentInterval, number>;
    for (const interval of PAYMENT_INTERVALS) {
      const field = feeField(type, interval);
      const cents = toCents(values[field]);
      if (values[field] === "") errors[field] = "required";
      else if (cents === null || cents < 100 || cents > MAX_FEE_CENTS) errors[field] = "amount";
      else minimumFees[type][interval] = cents;
    }
  }
  const noticeMonths = wholeNumber(values.noticeMonths!, 0, MAX_NOTICE_MONTHS);
  if (noticeMonths === null) errors.noticeMonths = values.noticeMonths === "" ? "required" : "months";
  const term = CANCELLATION_TERMS.find((t) => t === values.cancellationTerm);
  if (!term) errors.cancellationTerm = "term";
  const days = wholeNumber(values.prenotificationDays!, PRENOTIFICATION_DAYS_RANGE.min, PRENOTIFICATION_DAYS_RANGE.max);
  if (days === null) errors.prenotificationDays = values.prenotificationDays === "" ? "required" : "days";
  let creditorId = "";
  if (values.creditorId !== "") {
    const checked = checkCreditorId(values.creditorId!);
    if (checked.ok) creditorId = checked.creditorId;
    else errors.creditorId = "creditorId";
  }
  const creditorName = values.creditorName!;
  if (creditorName.length > NAME_MAX) errors.creditorName = "tooLong";
  else if (creditorId !== "" && sepaText(creditorName, NAME_MAX) === "") errors.creditorName = "required";
  for (const f of ["taxOffice", "taxNumber", "assessmentPeriod"] as const) if (values[f]!.length > TAX_TEXT_MAX) errors[f] = "tooLong";
  if (values.exemptionNoticeDate !== "" && !parseIsoDate(values.exemptionNoticeDate!)) errors.exemptionNoticeDate = "date";
  const purposes = values.purposes === "" ? [] : values.purposes!.split("\n");
  if (purposes.some((p) => !PURPOSE.test(p) || p.length > TAX_TEXT_MAX)) errors.purposes = "purpose";
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return {
    ok: true,
    settings: {
      minimumFees,
      noticeMonths: noticeMonths!,
      cancellationTerm: term!,
      prenotificationDays: days!,
      creditorId,
      creditorName,
      taxOffice: values.taxOffice!,
      taxNumber: values.taxNumber!,
      exemptionNoticeDate: values.exemptionNoticeDate!,
      assessmentPeriod: values.assessmentPeriod!,
      purposes,
    },
  };
}

/**
 * Saved settings as read from the database: each value that still passes its rule is kept,
 * anything else (a damaged row, a rule made stricter later) falls back to the default.
 */
export function storedMembershipSettings(raw: unknown): MembershipSettings {
  const d = MEMBERSHIP_SETTINGS_DEFAULTS;
  if (typeof raw !== "object" || raw === null) return d;
  const r = raw as Partial<Record<keyof MembershipSettings, unknown>>;
  const fees = (typeof r.minimumFees === "object" && r.minimumFees !== null ? r.minimumFees : {}) as Record<string, Record<string, unknown>>;
  const minimumFees = Object.fromEntries(
    MEMBERSHIP_TYPES.map((type) => [
      type,
      Object.fromEntries(
        PAYMENT_INTERVALS.map((interval) => {
          const cents = fees[type]?.[interval];
          return [interval, Number.isSafeInteger(cents) && (cents as number) >= 100 && (cents as number) <= MAX_FEE_CENTS ? cents : d.minimumFees[type][interval]];
        }),
      ),
    ]),
  ) as FeeTable;
  const int = (value: unknown, min: number, max: number, fallback: number) => (Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : fallback);
  const creditor = typeof r.creditorId === "string" ? checkCreditorId(r.creditorId) : null;
  return {
    minimumFees,
    noticeMonths: int(r.noticeMonths, 0, MAX_NOTICE_MONTHS, d.noticeMonths),
    cancellationTerm: CANCELLATION_TERMS.find((t) => t === r.cancellationTerm) ?? d.cancellationTerm,
    prenotificationDays: int(r.prenotificationDays, PRENOTIFICATION_DAYS_RANGE.min, PRENOTIFICATION_DAYS_RANGE.max, d.prenotificationDays),
    creditorId: creditor?.ok ? creditor.creditorId : "",
    creditorName: typeof r.creditorName === "string" && r.creditorName.length <= NAME_MAX ? r.creditorName : "",
    taxOffice: shortText(r.taxOffice),
    taxNumber: shortText(r.taxNumber),
    exemptionNoticeDate: typeof r.exemptionNoticeDate === "string" && parseIsoDate(r.exemptionNoticeDate) ? r.exemptionNoticeDate : "",
    assessmentPeriod: shortText(r.assessmentPeriod),
    purposes: Array.isArray(r.purposes) && r.purposes.every((p) => typeof p === "string" && PURPOSE.test(p) && p.length <= TAX_TEXT_MAX) ? (r.purposes as string[]) : [],
  };
}

function shortText(value: unknown): string {
  return typeof value === "string" && value.length <= TAX_TEXT_MAX ? value : "";
}

/** Whether donation receipts can be issued: the tax office, the number, the notice's date and a purpose are set. */
export function issuesReceipts(settings: MembershipSettings): boolean {
  return settings.taxOffice !== "" && settings.taxNumber !== "" && settings.exemptionNoticeDate !== "" && settings.purposes.length > 0;
}

/** Whether direct debits can be offered: a creditor identifier and name are set. */
export function collectsDirectDebits(settings: MembershipSettings): boolean {
  return settings.creditorId !== "" && settings.creditorName !== "";
}

/** The smallest monthly fee of any type: "from 5 € a month" on the membership page. */
export function lowestMonthlyFee(settings: MembershipSettings): number {
  return Math.min(...MEMBERSHIP_TYPES.map((type) => settings.minimumFees[type].monthly));
}
