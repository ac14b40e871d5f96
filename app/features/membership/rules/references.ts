/**
 * A member's reference (docs/product/membership.md#mandate): the mandate reference of a direct
 * debit, or what a member paying by transfer writes on each transfer. `PC-M` and the member number
 * with at least four digits (`PC-M0042`): a valid SEPA identifier, never reused, and found on its
 * own in a statement line (match-transfers.ts). Pure.
 */
import { isSepaIdentifier } from "./sepa-text.ts";

export function memberReference(memberNumber: number): string {
  if (!Number.isSafeInteger(memberNumber) || memberNumber < 1) throw new RangeError("a member number is a whole number from 1");
  const reference = `PC-M${String(memberNumber).padStart(4, "0")}`;
  if (!isSepaIdentifier(reference)) throw new RangeError("not a SEPA identifier");
  return reference;
}
