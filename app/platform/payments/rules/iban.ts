/**
 * Members' account numbers (IBAN, ISO 13616) and bank codes (BIC, ISO 9362), as the
 * membership form takes them and the bank files write them. The checks are ibantools'
 * (country formats, BBAN rules, check digits); only SEPA countries are accepted, because
 * fees are collected by SEPA direct debit. Pure, no I/O.
 */
import { extractIBAN, isSEPACountry, isValidBIC, validateIBAN, ValidationErrorsIBAN } from "ibantools";

/** Why an IBAN was refused: nothing typed, not an IBAN's shape, wrong check digits, or a country outside SEPA. */
export type IbanProblem = "empty" | "format" | "checksum" | "country";

export type IbanCheck = { ok: true; iban: string; bic?: undefined } | { ok: false; reason: IbanProblem };

export type BicCheck = { ok: true; bic: string | undefined } | { ok: false; reason: "format" };

/** The IBAN as the bank files want it: no whitespace, capitals. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

const CHECKSUM_ERRORS = new Set([
  ValidationErrorsIBAN.ChecksumNotNumber,
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
]);

/**
 * An IBAN typed by a person (spaces and lower case allowed), checked and normalised.
 * The shape comes first, so junk is "format" and not a country or checksum problem; an
 * unknown country code is "country", like a valid IBAN of a country outside SEPA.
 */
export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (iban === "") return { ok: false, reason: "empty" };
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return { ok: false, reason: "format" };
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return { ok: false, reason: "country" };
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength) || errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    return { ok: false, reason: "format" };
  }
  if (errorCodes.some((code) => CHECKSUM_ERRORS.has(code))) return { ok: false, reason: "checksum" };
  const extracted = extractIBAN(iban);
  if (!extracted.valid || extracted.countryCode === undefined) return { ok: false, reason: "format" };
  if (!isSEPACountry(extracted.countryCode)) return { ok: false, reason: "country" };
  return { ok: true, iban: extracted.iban };
}

/**
 * The optional BIC: empty is fine (within SEPA the IBAN is enough), anything typed must be
 * a BIC of 8 or 11 characters with a known country. Spaces and lower case are allowed.
 */
export function checkBic(input: string | undefined): BicCheck {
  const bic = (input ?? "").replace(/\s+/g, "").toUpperCase();
  if (bic === "") return { ok: true, bic: undefined };
  return isValidBIC(bic) ? { ok: true, bic } : { ok: false, reason: "format" };
}

/** The IBAN in groups of four, as printed on paper. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * The IBAN as a page or an e-mail may show it (`DE89 **** **** **** **30 00`): the country and
 * check digits and the last four characters, enough for a member to recognise the account and
 * for nobody else to use it.
 */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban);
  const visibleEnd = Math.max(4, compact.length - 4);
  const masked = compact.slice(0, 4) + "*".repeat(visibleEnd - 4) + compact.slice(visibleEnd);
  return formatIban(masked);
}
