/**
 * Bank details of the association (docs/product/organisation.md#bank-details):
 * IBAN with its check digits (ISO 13616, mod 97) and the BIC's format
 * (ISO 9362). Pure, no I/O.
 */

/** IBAN length per country (ISO 13616 registry); a country not listed is refused. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** The IBAN without spaces, in capitals. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** The IBAN in groups of four, as printed on paper and shown on the site. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/** The remainder of a long decimal number divided by 97, digit by digit (no precision limit). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

export type IbanProblem = "format" | "country" | "length" | "checksum";

/** Why an IBAN is wrong, or null when it is right (spaces and lower case allowed). */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return "format";
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return "country";
  if (iban.length !== length) return "length";
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1 ? null : "checksum";
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === null;
}

/**
 * A BIC: 4 letters (bank), 2 letters (country), 2 letters or digits
 * (location), optionally 3 letters or digits (branch).
 */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}
