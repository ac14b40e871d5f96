/**
 * The protection contract's rules (docs/product/journey.md#protection-contract): the payment
 * reference, the fee, what the coordinator enters to generate it, and the signature form. Pure.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import { normaliseText, wellFormed } from "#app/platform/forms/rules/text.ts";

/** Characters that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PATTERN = /^PC-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/**
 * The payment reference of a request: "PC-" and six characters derived from the request's id
 * (its hex digits read as one number), so the same request always has the same reference.
 */
export function paymentReference(submissionId: string): string {
  const hex = submissionId.replace(/[^0-9a-f]/gi, "").toLowerCase();
  let n = BigInt(`0x${hex || "0"}`);
  const base = BigInt(REFERENCE_ALPHABET.length);
  let out = "";
  for (let i = 0; i < 6; i++) {
    out += REFERENCE_ALPHABET[Number(n % base)];
    n /= base;
  }
  return `PC-${out}`;
}

/** The fee of a site in cents, from its euros as the organisation settings keep them. */
export function feeCentsOf(euros: number): number {
  return Math.round(euros * 100);
}

/** An amount in euros as the language writes it ("490 €", "340 €"; cents only when there are any), with plain spaces. */
export function formatFee(cents: number, locale: Locale): string {
  const euros = cents / 100;
  const text = new Intl.NumberFormat(locale === "es" ? "es-ES" : "de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(euros);
  return text.replace(/[\u00a0\u202f]/g, " ");
}

/** A text field as the forms normalise it, on one line. */
export function oneLineText(value: unknown, max: number): string {
  return typeof value === "string" ? normaliseText(wellFormed(value)).replace(/\s+/g, " ").trim().slice(0, max) : "";
}

export const NAME_MAX = 200;
export const ADDRESS_MAX = 300;

/** A microchip number: 9 to 15 digits or capital letters (ISO 11784 chips have 15 digits); spaces are dropped. */
export function chipNumber(value: unknown): string | null {
  const chip = oneLineText(value, 40).replace(/[\s-]/g, "").toUpperCase();
  return /^[0-9A-Z]{9,15}$/.test(chip) ? chip : null;
}

export type GenerateProblem = "name" | "address" | "chip" | "dog";
export interface GenerateInput {
  adopterName: string;
  adopterAddress: string;
  dogName: string;
  chip: string;
}

/** What the coordinator enters to generate a contract, or what is wrong with it. */
export function readGenerateInput(fields: { name: unknown; address: unknown; dog: unknown; chip: unknown }):
  | { ok: true; value: GenerateInput }
  | { ok: false; errors: Partial<Record<GenerateProblem, true>>; values: Record<"name" | "address" | "dog" | "chip", string> } {
  const values = {
    name: oneLineText(fields.name, NAME_MAX),
    address: oneLineText(fields.address, ADDRESS_MAX),
    dog: oneLineText(fields.dog, 100),
    chip: oneLineText(fields.chip, 40),
  };
  const chip = chipNumber(values.chip);
  const errors: Partial<Record<GenerateProblem, true>> = {};
  if (values.name.length < 3) errors.name = true;
  if (values.address.length < 8) errors.address = true;
  if (!values.dog) errors.dog = true;
  if (!chip) errors.chip = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, value: { adopterName: values.name, adopterAddress: values.address, dogName: values.dog, chip: chip! } };
}

/** A name compared as a person would: letter case, accents and spaces aside. */
export function sameName(a: string, b: string): boolean {
  const key = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();
  return key(a) !== "" && key(a) === key(b);
}

export type SignProblem = "name" | "mismatch" | "confirm" | "version" | "unprintable";

/**
 * The typed signature as it is compared, stored and printed: the form's one-line text in NFKC
 * (compatibility forms such as ligatures and full-width letters become the letters they stand for).
 */
export function signatureName(value: unknown): string {
  return oneLineText(value, NAME_MAX).normalize("NFKC").replace(/\s+/g, " ").trim();
}

/** Letters the contract's PDF can print (its standard font, WinAnsi), once an accent is set aside. */
const PRINTABLE_BASE = /^[A-Za-zÀ-ÖØ-öø-ÿŠšŽžŒœŸ]$/u;

/**
 * Whether a name can be stored and printed as typed: letters of the Latin alphabet (with their
 * accents), spaces, hyphens, apostrophes and dots. No format characters (soft hyphens, zero-width
 * spaces, direction overrides), no combining mark left over that no letter takes, nothing the
 * PDF would print as "?".
 */
export function printableName(name: string): boolean {
  for (const ch of name.normalize("NFC")) {
    if (/^[ '’.-]$/u.test(ch)) continue;
    if (PRINTABLE_BASE.test(ch)) continue;
    const base = ch.normalize("NFD");
    if (!PRINTABLE_BASE.test(base[0] ?? "") || !/^\p{M}*$/u.test(base.slice(1))) return false;
  }
  return true;
}

/**
 * The signature form: the full name typed as the contract names the adopter, the box ticked, and
 * the text's hash the page showed (so a contract generated again meanwhile is not signed unseen).
 */
export function readSignature(
  fields: { name?: unknown; confirm?: unknown; hash?: unknown },
  contract: { adopterName: string; bodySha256: string },
): { ok: true; name: string } | { ok: false; problem: SignProblem; name: string } {
  const name = signatureName(fields.name);
  if (fields.hash !== contract.bodySha256) return { ok: false, problem: "version", name };
  if (name.length < 3) return { ok: false, problem: "name", name };
  if (!printableName(name)) return { ok: false, problem: "unprintable", name };
  if (!sameName(name, contract.adopterName)) return { ok: false, problem: "mismatch", name };
  if (fields.confirm !== "yes") return { ok: false, problem: "confirm", name };
  return { ok: true, name };
}

/** Where a contract stands, for the status page and the request page. */
export type ContractState = "ready" | "signed" | "countersigned";

export function contractState(c: { signedAt: Date | null; countersignedAt: Date | null }): ContractState {
  return c.countersignedAt ? "countersigned" : c.signedAt ? "signed" : "ready";
}

/** A day as yyyy-mm-dd that exists, not in the future (the fee's day of receipt). */
export function receivedDay(value: unknown, today: Date): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text) return null;
  if (at.getTime() > today.getTime() + 86_400_000) return null;
  if (at.getUTCFullYear() < 2000) return null;
  return text;
}
