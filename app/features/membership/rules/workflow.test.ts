import { describe, expect, it } from "vitest";
import {
  checkFeeMove,
  checkMembershipMove,
  FEE_EVENTS,
  FEE_STAGES,
  FEE_TABLE,
  feeGuardHolds,
  isOpenFee,
  MEMBERSHIP_EVENTS,
  MEMBERSHIP_STAGES,
  MEMBERSHIP_TABLE,
  membershipGuardHolds,
  type FeeFacts,
  type MembershipMover,
} from "./workflow.ts";

const movers: MembershipMover[] = ["treasurer", "member", "system"];
const feeFacts: FeeFacts[] = [
  { method: "debit", announcedInTime: true },
  { method: "debit", announcedInTime: false },
  { method: "transfer", announcedInTime: false },
  { method: "transfer", announcedInTime: true },
];

describe("a membership's workflow table", () => {
  it("allows exactly what the table says, for every stage, event, mover and fact", () => {
    for (const stage of MEMBERSHIP_STAGES)
      for (const event of MEMBERSHIP_EVENTS)
        for (const by of movers)
          for (const endReached of [true, false]) {
            const rule = MEMBERSHIP_TABLE[event];
            const allowed = rule.from.includes(stage) && rule.by.includes(by) && (!rule.guard || membershipGuardHolds(rule.guard, { endReached }));
            const result = checkMembershipMove(stage, event, by, { endReached });
            expect(result, `${event} from ${stage} by ${by} (end reached: ${endReached})`).toMatchObject(allowed ? { ok: true, to: rule.to } : { ok: false });
          }
  });

  it("refuses the forbidden moves, each for its reason", () => {
    const none = { endReached: false };
    // A member cannot accept their own application, nor end it; the site does not accept anyone.
    expect(checkMembershipMove("applied", "accept", "member", none)).toEqual({ ok: false, reason: "not_yours" });
    expect(checkMembershipMove("applied", "accept", "system", none)).toEqual({ ok: false, reason: "not_yours" });
    // An ended or declined membership stays so; a new application starts a new one.
    for (const stage of ["ended", "declined"])
      for (const event of MEMBERSHIP_EVENTS) expect(checkMembershipMove(stage, event, "treasurer", none).ok, `${event} from ${stage}`).toBe(false);
    // Cancelled is not ended before its end date, and cannot be taken back after it.
    expect(checkMembershipMove("cancelled", "end", "system", { endReached: false })).toEqual({ ok: false, reason: "guard", guard: "noticeRunOut" });
    expect(checkMembershipMove("cancelled", "withdraw_cancellation", "treasurer", { endReached: true })).toEqual({ ok: false, reason: "guard", guard: "beforeEnd" });
    // Only an active membership can be cancelled; an application is declined instead.
    expect(checkMembershipMove("applied", "cancel", "member", none)).toEqual({ ok: false, reason: "not_from_here" });
    expect(checkMembershipMove("active", "renew", "treasurer", none)).toEqual({ ok: false, reason: "unknown_event" });
    expect(checkMembershipMove("active", "toString", "treasurer", none)).toEqual({ ok: false, reason: "unknown_event" });
  });

  it("lets a member cancel, and the site end a cancelled membership on its end date", () => {
    expect(checkMembershipMove("active", "cancel", "member", { endReached: false })).toEqual({ ok: true, to: "cancelled" });
    expect(checkMembershipMove("cancelled", "end", "system", { endReached: true })).toEqual({ ok: true, to: "ended" });
  });

  it("reaches every stage from the application", () => {
    const reached = new Set<string>(["applied"]);
    for (let round = 0; round < MEMBERSHIP_STAGES.length; round++)
      for (const rule of Object.values(MEMBERSHIP_TABLE)) if (rule.from.some((stage) => reached.has(stage))) reached.add(rule.to);
    expect([...reached].sort()).toEqual([...MEMBERSHIP_STAGES].sort());
  });
});

describe("a fee's workflow table", () => {
  it("allows exactly what the table says, for every stage, event, mover and fact", () => {
    for (const stage of FEE_STAGES)
      for (const event of FEE_EVENTS)
        for (const by of movers)
          for (const facts of feeFacts) {
            const rule = FEE_TABLE[event];
            const allowed = rule.from.includes(stage) && rule.by.includes(by) && (!rule.guard || feeGuardHolds(rule.guard, facts));
            const result = checkFeeMove(stage, event, by, facts);
            expect(result, `${event} from ${stage} by ${by} (${JSON.stringify(facts)})`).toMatchObject(allowed ? { ok: true, to: rule.to } : { ok: false });
          }
  });

  it("refuses the forbidden moves, each for its reason", () => {
    const debit = { method: "debit", announcedInTime: true } as const;
    const late = { method: "debit", announcedInTime: false } as const;
    const transfer = { method: "transfer", announcedInTime: false } as const;
    // No debit goes to the bank without its pre-notification, nor one sent too late.
    expect(checkFeeMove("due", "submit", "treasurer", debit)).toEqual({ ok: false, reason: "not_from_here" });
    expect(checkFeeMove("announced", "submit", "treasurer", late)).toEqual({ ok: false, reason: "guard", guard: "announcedInTime" });
    // A transfer is never announced as a debit, never in a bank file, never returned; a debit is never "received" by hand.
    expect(checkFeeMove("due", "announce", "system", transfer)).toEqual({ ok: false, reason: "guard", guard: "debit" });
    expect(checkFeeMove("announced", "submit", "treasurer", transfer)).toEqual({ ok: false, reason: "guard", guard: "announcedInTime" });
    expect(checkFeeMove("due", "receive", "treasurer", debit)).toEqual({ ok: false, reason: "guard", guard: "transfer" });
    // Nothing is collected that was not handed to the bank; a member moves no fee.
    expect(checkFeeMove("announced", "collect", "treasurer", debit)).toEqual({ ok: false, reason: "not_from_here" });
    expect(checkFeeMove("submitted", "collect", "member", debit)).toEqual({ ok: false, reason: "not_yours" });
    // A fee that reached the bank or was paid is not cancelled; a returned one is followed by a new fee, not retried.
    for (const stage of ["submitted", "collected", "received", "returned"]) expect(checkFeeMove(stage, "cancel", "treasurer", debit).ok, stage).toBe(false);
    for (const event of FEE_EVENTS) expect(checkFeeMove("returned", event, "treasurer", debit).ok, event).toBe(false);
  });

  it("takes a return weeks after the collection (the member's refund right)", () => {
    expect(checkFeeMove("collected", "return", "treasurer", { method: "debit", announcedInTime: true })).toEqual({ ok: true, to: "returned" });
  });

  it("counts as open only what still waits for the treasurer or the bank", () => {
    expect(FEE_STAGES.filter(isOpenFee)).toEqual(["due", "announced", "submitted"]);
  });
});
