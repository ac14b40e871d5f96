/**
 * Reusable field schemas. Every builder takes its messages explicitly so the
 * form modules decide the wording; nothing here depends on the locale.
 *
 * Conventions:
 * - text is trimmed before any length check;
 * - a missing or non-string value gets the field's "too short"/required message;
 * - optional text: missing, null or blank becomes `undefined`;
 * - checkboxes follow HTML semantics: checked is `true`, "on" or "true", anything else (including absent) is unchecked.
 */
import { z } from "#app/platform/zod.ts";
import { EMAIL_MAX } from "./constants.ts";

/** Values an HTML checkbox (or a JSON client) sends when checked. */
export const CHECKED_VALUES: readonly unknown[] = [true, "on", "true"];

export function isChecked(value: unknown): boolean {
  return CHECKED_VALUES.includes(value);
}

/** Trimmed string, or undefined for missing/null/blank; other values pass through unchanged (and fail the type check). */
export function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed;
  }
  return value;
}

const trimIfString = (value: unknown): unknown => (typeof value === "string" ? value.trim() : value);

export interface TextOptions {
  /** Minimum length after trimming (default 1: required). */
  min?: number;
  max: number;
  /** Message when shorter than `min` (also used when the value is missing). */
  tooShort: string;
  tooLong: string;
}

/** Required, trimmed text of `min`–`max` characters. */
export function requiredText({ min = 1, max, tooShort, tooLong }: TextOptions) {
  return z.string({ error: tooShort }).trim().min(min, { error: tooShort }).max(max, { error: tooLong });
}

/** Optional trimmed text of at most `max` characters; blank becomes undefined. */
export function optionalText(max: number, tooLong: string) {
  return z.preprocess(blankToUndefined, z.string({ error: tooLong }).max(max, { error: tooLong }).optional());
}

/** The e-mail regular expression Zod's own `z.email()` uses by default. */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

export interface EmailMessages {
  invalid: string;
  tooLong: string;
  /** When given, an empty value gets this message instead of `invalid`. */
  required?: string;
}

/** Trimmed e-mail address of at most 255 characters. */
export function emailField({ invalid, tooLong, required }: EmailMessages) {
  const base = z.string({ error: required ?? invalid }).trim();
  const withRequired = required ? base.min(1, { error: required, abort: true }) : base;
  return withRequired.max(EMAIL_MAX, { error: tooLong }).regex(EMAIL_PATTERN, { error: invalid });
}

/** Privacy consent: must be checked. Output type `true`. */
export function privacyField(message: string) {
  return z.preprocess(isChecked, z.literal(true, { error: message }));
}

/** Plain checkbox: always a boolean, unchecked (absent) is false. */
export function checkboxField() {
  return z.preprocess(isChecked, z.boolean());
}

/**
 * Honeypot: the key must be present and hold the empty string. A request that
 * leaves the key out is refused like one that fills it. Not trimmed: any
 * content, whitespace included, counts as filled.
 */
export function honeypotField(message: string) {
  return z.literal("", { error: message });
}

/** One of a fixed list of values (trimmed first). */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(trimIfString, z.enum(values, { error: message }));
}

/**
 * Converts form input to a number: numbers pass through; strings are trimmed,
 * a decimal comma is accepted ("10,50"), blank becomes undefined and anything
 * that is not a plain decimal number becomes NaN (both then fail the number check).
 */
export function toAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(",", "."));
}

/** Euros typed in a form (`5`, `5,50`, `5.5`) as whole cents; null for anything else (a third decimal, a sign, text). */
export function toCents(value: unknown): number | null {
  const euros = toAmount(value);
  if (typeof euros !== "number" || !Number.isFinite(euros) || euros < 0) return null;
  const cents = Math.round(euros * 100);
  return Math.abs(cents - euros * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

export interface AmountOptions {
  min: number;
  max: number;
  invalid: string;
  tooSmall: string;
  tooBig: string;
}

/** A finite number of euros between `min` and `max`, coerced from form strings. Integers are not required. */
export function amountField({ min, max, invalid, tooSmall, tooBig }: AmountOptions) {
  return z.preprocess(
    toAmount,
    z.number({ error: invalid }).min(min, { error: tooSmall }).max(max, { error: tooBig }),
  );
}
