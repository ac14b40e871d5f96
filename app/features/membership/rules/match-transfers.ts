/**
 * Which transfers on the statement are the ones we wait for (fees, contract fees): a credit
 * matches when the expected reference appears in its reference or remittance text — case and
 * whitespace ignored, since people type `pc-m 0042` for `PC-M0042` and banks split lines — and
 * the amount is equal. A reference must stand on its own: `PC-M004` is not found in `PC-M0042`.
 * Pure, no I/O.
 */
import type { StatementEntry } from "./camt-statement.ts";

export interface ExpectedTransfer {
  reference: string;
  amountCents: number;
  /** The caller's id of what is paid (a membership, a contract). */
  id: string;
}

export interface TransferMatch {
  entry: StatementEntry;
  expected: ExpectedTransfer;
}

export interface ReturnedDebit {
  entry: StatementEntry;
  /** The end-to-end id of our direct debit, undefined when the bank did not give it back. */
  endToEndId: string | undefined;
  reason: string;
}

export interface TransferMatching {
  /** Reference found and amount equal; each expected transfer is matched once at most. */
  matched: TransferMatch[];
  /** Reference found, amount different: a person has to look. */
  amountMismatches: TransferMatch[];
  /** Credits that match nothing expected (donations, a second payment, a bank's reversal). */
  unmatchedCredits: StatementEntry[];
  /** Our direct debits that came back, with the reason code. */
  returnedDebits: ReturnedDebit[];
  /** Expected transfers that no credit on the statement mentions. */
  outstanding: ExpectedTransfer[];
}

const escapeRegExp = (char: string): string => char.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** A pattern finding the reference with any whitespace between its characters, not inside a longer word or number. */
function referencePattern(reference: string): RegExp | null {
  const chars = [...reference.replace(/\s+/g, "")];
  if (chars.length === 0) return null;
  return new RegExp(`(?<![A-Za-z0-9])${chars.map(escapeRegExp).join("\\s*")}(?![A-Za-z0-9])`, "i");
}

/** Matches a statement's entries against the transfers we expect. */
export function matchTransfers(entries: readonly StatementEntry[], expected: readonly ExpectedTransfer[]): TransferMatching {
  const patterns = expected.map((each) => referencePattern(each.reference));
  const mentions = (entry: StatementEntry, index: number): boolean => {
    const pattern = patterns[index];
    return pattern !== null && pattern !== undefined && (pattern.test(entry.reference) || pattern.test(entry.remittance));
  };

  const credits = entries.filter((entry) => entry.creditDebit === "CRDT" && !entry.reversal && !entry.returnReason);
  const used = new Set<number>();
  const matched: TransferMatch[] = [];
  const rest: StatementEntry[] = [];
  // Exact matches first, so that a wrong amount elsewhere cannot take an expected transfer that a right one pays.
  for (const entry of credits) {
    const index = expected.findIndex((each, i) => !used.has(i) && each.amountCents === entry.amountCents && mentions(entry, i));
    if (index < 0) rest.push(entry);
    else {
      used.add(index);
      matched.push({ entry, expected: expected[index]! });
    }
  }

  const amountMismatches: TransferMatch[] = [];
  const mismatched = new Set<number>();
  for (const entry of rest) {
    const index = expected.findIndex((_, i) => !used.has(i) && mentions(entry, i));
    if (index >= 0) {
      mismatched.add(index);
      amountMismatches.push({ entry, expected: expected[index]! });
    }
  }
  const placed = new Set([...matched, ...amountMismatches].map((match) => match.entry));
  const unmatchedCredits = entries.filter((entry) => entry.creditDebit === "CRDT" && !placed.has(entry));

  const returnedDebits = entries
    .filter((entry) => entry.creditDebit === "DBIT" && entry.returnReason)
    .map((entry) => ({ entry, endToEndId: entry.endToEndId, reason: entry.returnReason ?? "" }));

  const outstanding = expected.filter((_, i) => !used.has(i) && !mismatched.has(i));
  return { matched, amountMismatches, unmatchedCredits, returnedDebits, outstanding };
}
