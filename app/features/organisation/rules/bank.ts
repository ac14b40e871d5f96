/**
 * Bank details of the association (docs/product/organisation.md#bank-details):
 * IBAN with its check digits (ISO 13616, mod 97) and the BIC's format
 * (ISO 9362). Pure, no I/O.
 */
import { ValidationErrorsIBAN, validateIBAN } from "ibantools";

/** The IBAN without spaces, in capitals. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** The IBAN in groups of four, as printed on paper and shown on the site. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

export type IbanProblem = "format" | "country" | "length" | "checksum";

/**
 * Why an IBAN is wrong, or null when it is right (spaces and lower case allowed): `ibantools`
 * (decision 043) checks the country's format and length, the check digits and, where a country
 * has them, the national ones.
 */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return "format";
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return "country";
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return "length";
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat) || errorCodes.includes(ValidationErrorsIBAN.ChecksumNotNumber)) return "format";
  return "checksum";
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
