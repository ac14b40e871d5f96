/** International phone-number rule of the membership form (docs/product/forms.md#membership, step 3). */
import { MEMBERSHIP_PHONE_MIN_DIGITS } from "./constants.ts";

/** Characters removed before counting digits: spaces, hyphens, dots, brackets and '+'. */
const SEPARATORS = /[\s\-.()+]/g;

export function countPhoneDigits(value: string): number {
  return value.replace(SEPARATORS, "").length;
}

/**
 * True when the (trimmed) number starts with '+' and a country code digit,
 * contains only '+', digits, spaces, hyphens, dots and round brackets (the
 * '+' only at the start), and has at least 10 digits.
 */
export function isValidInternationalPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+[1-9]/.test(trimmed)) return false;
  if (!/^\+[\d .()-]+$/.test(trimmed)) return false;
  return countPhoneDigits(trimmed) >= MEMBERSHIP_PHONE_MIN_DIGITS;
}
