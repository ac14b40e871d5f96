/**
 * The rules of a member's fees as records (docs/product/membership.md#debit): each fee's own
 * reference, when its pre-notification goes out and which day the bank collects it, FRST or
 * RCUR, and what follows a returned debit. Dates are calendar dates written `YYYY-MM-DD`. Pure.
 */
import type { PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { addDays, collectionDate, prenotificationDeadline } from "./collection-calendar.ts";
import { dueDatesBefore } from "./fee-schedule.ts";
import type { PaymentMethod } from "./workflow.ts";

/**
 * A fee's own reference, the debit's end-to-end id (the bank gives it back with a return) and the
 * line a transfer may carry: the member's reference and the due date (`PC-M0007-20270101`), a
 * further try after a return `-2`, `-3` … At most 35 characters, as SEPA allows.
 */
export function feeReference(memberReference: string, dueDate: string, attempt = 1): string {
  const reference = `${memberReference}-${dueDate.replaceAll("-", "")}${attempt > 1 ? `-${attempt}` : ""}`;
  if (reference.length > 35) throw new RangeError("a fee reference has at most 35 characters");
  return reference;
}

/** The first day the pre-notification of a debit due on `due` may wait for no longer: the deadline of its regular collection date. */
export function announceOn(due: string, prenotificationDays: number): string {
  return prenotificationDeadline(collectionDate(due), prenotificationDays);
}

/**
 * The collection date of a debit announced on `today`: its regular collection date, or, when the
 * pre-notification comes later than agreed (a member accepted a few days before the first fee, a
 * new try after a return), the first business day the agreed days after today.
 */
export function collectionDateAnnouncedOn(due: string, today: string, prenotificationDays: number): string {
  const earliest = addDays(today, prenotificationDays);
  return collectionDate(due > earliest ? due : earliest);
}

/**
 * The due dates the site keeps as fee records for a membership on `today`: from the first due date,
 * before its end (the day after a cancelled membership's last day), up to `aheadDays` from today,
 * enough for the pre-notification to go out in time.
 */
export function scheduledDueDates(
  membership: { firstDueDate: string; paymentInterval: PaymentInterval; endDate: string | null },
  today: string,
  aheadDays: number,
): string[] {
  const horizon = addDays(today, aheadDays + 1);
  const afterEnd = membership.endDate ? addDays(membership.endDate, 1) : horizon;
  return dueDatesBefore(membership.firstDueDate, membership.paymentInterval, afterEnd < horizon ? afterEnd : horizon);
}

/** The first collection under a mandate is `FRST`, every later one `RCUR` (a first that came back does not count). */
export function sequenceType(earlierCollectionsUnderMandate: number): "FRST" | "RCUR" {
  return earlierCollectionsUnderMandate > 0 ? "RCUR" : "FRST";
}

/**
 * The reason codes of returned SEPA direct debits a treasurer meets (ISO 20022 / EPC), and whether
 * trying the same account again can help: for a debit returned for want of funds, yes; for a closed
 * or wrong account, a mandate the member disputes or a refund they asked for, no: the member is
 * asked to pay by transfer.
 */
export const RETURN_REASONS = {
  AM04: "debit",
  MS03: "debit",
  AC01: "transfer",
  AC04: "transfer",
  AC06: "transfer",
  AG01: "transfer",
  MD01: "transfer",
  MD06: "transfer",
  MD07: "transfer",
  MS02: "transfer",
  SL01: "transfer",
} as const satisfies Record<string, PaymentMethod>;

export type ReturnReason = keyof typeof RETURN_REASONS;

/** How the treasurer may have a returned fee tried again. */
export const PAYMENT_METHODS_OF_A_RETRY = ["debit", "transfer"] as const satisfies readonly PaymentMethod[];

export function isReturnReason(code: unknown): code is ReturnReason {
  return typeof code === "string" && Object.hasOwn(RETURN_REASONS, code);
}

/** How the fee is tried again after a return with this reason (an unknown code: by transfer, the safe way). */
export function nextTryAfterReturn(reason: string): PaymentMethod {
  return isReturnReason(reason) ? RETURN_REASONS[reason] : "transfer";
}

/** A reason code as stored: four capital letters or digits, else `unknown` (a bank's file is not trusted to be tidy). */
export function storedReturnReason(reason: string | undefined): string {
  const code = (reason ?? "").trim().toUpperCase();
  return /^[A-Z0-9]{4}$/.test(code) ? code : "NARR";
}
