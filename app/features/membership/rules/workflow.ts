/**
 * The workflows of a membership and of one fee as data (docs/product/membership.md#stages), in the way
 * of a request's (app/features/journey/request/rules/workflow.ts, decision 035): per event, the stages
 * it may start from, who may cause it and the fact it needs. The membership's one writer and the
 * fee's one writer follow these tables; nothing else changes a stage. Pure: no I/O, no React.
 */
import { checkTableMove, type MoveCheck, type WorkflowRule as Rule } from "#app/platform/workflow/rules/move-check.ts";

/** Who causes an event: the treasurer (the back office), the member (their private page) or the site itself (a scheduled run). */
export type MembershipMover = "treasurer" | "member" | "system";

export const MEMBERSHIP_STAGES = ["applied", "active", "cancelled", "ended", "declined"] as const;
export type MembershipStage = (typeof MEMBERSHIP_STAGES)[number];

export const MEMBERSHIP_EVENTS = ["accept", "decline", "cancel", "withdraw_cancellation", "end"] as const;
export type MembershipEvent = (typeof MEMBERSHIP_EVENTS)[number];

/**
 * A fact an event needs:
 * - `noticeRunOut`: the cancellation's end date (from the notice period in the settings) has come;
 * - `beforeEnd`: the cancellation's end date has not come yet.
 */
export type MembershipGuard = "noticeRunOut" | "beforeEnd";

export interface MembershipFacts {
  /** The cancelled membership's end date has come (today ≥ end date). */
  endReached: boolean;
}

/**
 * A membership: applied → active (the treasurer accepts: member number, fee, mandate) → cancelled
 * (notice given, still a member until its end date) → ended. A cancellation may be taken back before
 * its end date; an ended or declined membership stays so (a new application starts a new one).
 */
export const MEMBERSHIP_TABLE: Record<MembershipEvent, Rule<MembershipStage, MembershipMover, MembershipGuard>> = {
  accept: { to: "active", from: ["applied"], by: ["treasurer"] },
  decline: { to: "declined", from: ["applied"], by: ["treasurer"] },
  cancel: { to: "cancelled", from: ["active"], by: ["member", "treasurer"] },
  withdraw_cancellation: { to: "active", from: ["cancelled"], by: ["treasurer"], guard: "beforeEnd" },
  end: { to: "ended", from: ["cancelled"], by: ["system", "treasurer"], guard: "noticeRunOut" },
};

/** How a member pays: a SEPA direct debit under their mandate, or a bank transfer with the member's reference. */
export type PaymentMethod = "debit" | "transfer";

export const FEE_STAGES = ["due", "announced", "submitted", "collected", "returned", "received", "cancelled"] as const;
export type FeeStage = (typeof FEE_STAGES)[number];

export const FEE_EVENTS = ["announce", "submit", "collect", "return", "receive", "cancel"] as const;
export type FeeEvent = (typeof FEE_EVENTS)[number];

/**
 * A fact a fee's event needs:
 * - `debit` / `transfer`: the fee is paid that way;
 * - `announcedInTime`: the pre-notification went out at least the settings' days before the collection date.
 */
export type FeeGuard = "debit" | "transfer" | "announcedInTime";

export interface FeeFacts {
  method: PaymentMethod;
  /** The pre-notification was sent at least the agreed number of days before the collection date. */
  announcedInTime: boolean;
}

/**
 * One fee: by direct debit due → announced (the pre-notification e-mail) → submitted (in the bank
 * file handed to the bank) → collected, or returned (the bank's return, with its reason, also weeks
 * after collection); by transfer due → received (by hand or from a `camt.053` statement). A returned
 * debit is not retried in place: the next try is a fee of its own (by debit again, or by transfer).
 * A fee not yet taken may be cancelled (the membership ended before it was due).
 */
export const FEE_TABLE: Record<FeeEvent, Rule<FeeStage, MembershipMover, FeeGuard>> = {
  announce: { to: "announced", from: ["due"], by: ["system", "treasurer"], guard: "debit" },
  submit: { to: "submitted", from: ["announced"], by: ["treasurer"], guard: "announcedInTime" },
  collect: { to: "collected", from: ["submitted"], by: ["treasurer", "system"] },
  return: { to: "returned", from: ["submitted", "collected"], by: ["treasurer", "system"], guard: "debit" },
  receive: { to: "received", from: ["due"], by: ["treasurer", "system"], guard: "transfer" },
  cancel: { to: "cancelled", from: ["due", "announced"], by: ["treasurer", "system"] },
};

export function membershipGuardHolds(guard: MembershipGuard, facts: MembershipFacts): boolean {
  return guard === "noticeRunOut" ? facts.endReached : !facts.endReached;
}

export function feeGuardHolds(guard: FeeGuard, facts: FeeFacts): boolean {
  if (guard === "announcedInTime") return facts.method === "debit" && facts.announcedInTime;
  return facts.method === guard;
}

/** Whether `event` may move a membership at `stage`, caused by `by`. */
export function checkMembershipMove(stage: string, event: string, by: MembershipMover, facts: MembershipFacts): MoveCheck<MembershipStage, MembershipGuard> {
  return checkTableMove(MEMBERSHIP_TABLE, stage, event, by, (guard) => membershipGuardHolds(guard, facts));
}

/** Whether `event` may move a fee at `stage`, caused by `by`. */
export function checkFeeMove(stage: string, event: string, by: MembershipMover, facts: FeeFacts): MoveCheck<FeeStage, FeeGuard> {
  return checkTableMove(FEE_TABLE, stage, event, by, (guard) => feeGuardHolds(guard, facts));
}

/** A fee the treasurer still has to act on: not yet announced, handed to the bank or paid. */
export function isOpenFee(stage: FeeStage): boolean {
  return stage === "due" || stage === "announced" || stage === "submitted";
}
