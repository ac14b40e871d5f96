/**
 * The SEPA creditor identifier (Gläubiger-Identifikationsnummer, identificador de acreedor)
 * that every direct-debit file carries: country code, two check digits, a three-character
 * business code and the national identifier, e.g. `DE98ZZZ09999999999`. The check digits are
 * ISO 7064 MOD 97-10 over the national identifier and the country code, the business code left
 * out (it may change without changing the identifier; EPC262-08). Pure, no I/O.
 */

export type CreditorIdProblem = "empty" | "format" | "checksum";

export type CreditorIdCheck = { ok: true; creditorId: string } | { ok: false; reason: CreditorIdProblem };

/**
 * National formats we know: Germany (the Bundesbank's 11 digits) and Spain (the NIF's 9
 * characters). Other countries only get the generic shape.
 */
const NATIONAL_FORMATS: Record<string, RegExp> = {
  DE: /^\d{11}$/,
  ES: /^[A-Z0-9]{9}$/,
};

/** The creditor identifier without whitespace, in capitals. */
export function normalizeCreditorId(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** Letters as numbers (A = 10 … Z = 35), then the remainder by 97 digit by digit (no precision limit). */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The two check digits for a country and national identifier. */
export function creditorIdCheckDigits(countryCode: string, nationalId: string): string {
  return String(98 - mod97(`${nationalId}${countryCode}00`)).padStart(2, "0");
}

/** A creditor identifier typed by a person (spaces and lower case allowed), checked and normalised. */
export function checkCreditorId(input: string): CreditorIdCheck {
  const creditorId = normalizeCreditorId(input);
  if (creditorId === "") return { ok: false, reason: "empty" };
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(creditorId);
  if (!match) return { ok: false, reason: "format" };
  const [, country = "", digits, nationalId = ""] = match;
  const national = NATIONAL_FORMATS[country];
  if (national && !national.test(nationalId)) return { ok: false, reason: "format" };
  return creditorIdCheckDigits(country, nationalId) === digits ? { ok: true, creditorId } : { ok: false, reason: "checksum" };
}
