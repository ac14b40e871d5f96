/**
 * Money as whole cents, written as the bank files want it (`1234.50`) and read back from
 * them, with integer arithmetic only: a sum of floats can be a cent off, and a bank refuses a
 * file whose control sum is. Pure, no I/O.
 */

/** The largest amount one SEPA transaction may carry: 999,999,999.99 euros. */
export const MAX_SEPA_CENTS = 99_999_999_999;

/** Whether a value is a whole number of cents from 0.01 to 999,999,999.99 euros. */
export function isSepaAmount(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 1 && cents <= MAX_SEPA_CENTS;
}

/** Cents as a decimal with two places (`123450` → `1234.50`); for sums too, so any safe integer ≥ 0. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("formatCents: not a whole, non-negative number of cents");
  const text = String(cents).padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * A decimal amount from a bank file (`1234.5`, `1234.50`, `0.01`, `12`) as cents, or null
 * when it is not a plain non-negative decimal or has a non-zero digit beyond the cent (the
 * ISO 20022 amount type allows five decimals).
 */
export function parseDecimalToCents(text: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,5}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}
