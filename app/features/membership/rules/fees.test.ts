import { describe, expect, it } from "vitest";
import {
  announceOn, collectionDateAnnouncedOn, feeReference, isReturnReason, nextTryAfterReturn, RETURN_REASONS, scheduledDueDates, sequenceType, storedReturnReason,
} from "./fees.ts";

describe("a fee's reference", () => {
  it("is the member's reference and the due date, a new try numbered from 2", () => {
    expect(feeReference("PC-M0007", "2027-01-01")).toBe("PC-M0007-20270101");
    expect(feeReference("PC-M0007", "2027-01-01", 1)).toBe("PC-M0007-20270101");
    expect(feeReference("PC-M0007", "2027-01-01", 2)).toBe("PC-M0007-20270101-2");
    expect(feeReference("PC-M123456", "2027-12-31", 12)).toBe("PC-M123456-20271231-12");
  });
  it("never exceeds the 35 characters of a SEPA end-to-end id", () => {
    expect(() => feeReference("PC-M".padEnd(30, "9"), "2027-01-01")).toThrow(RangeError);
  });
});

describe("when a debit is pre-notified and collected", () => {
  it("is announced the agreed days before its regular collection date (the next business day for a closed day)", () => {
    // Tuesday 1 December 2026: collected that day, announced 14 days before.
    expect(announceOn("2026-12-01", 14)).toBe("2026-11-17");
    // Friday 1 January 2027 (New Year, closed): collected Monday 4 January, announced 21 December.
    expect(announceOn("2027-01-01", 14)).toBe("2026-12-21");
    expect(announceOn("2027-01-01", 2)).toBe("2027-01-02");
  });
  it("keeps its regular collection date when announced in time", () => {
    expect(collectionDateAnnouncedOn("2026-12-01", "2026-11-17", 14)).toBe("2026-12-01");
    expect(collectionDateAnnouncedOn("2027-01-01", "2026-12-01", 14)).toBe("2027-01-04");
  });
  it("moves to the first business day the agreed days after a late announcement", () => {
    // Announced on 20 November: 4 December is the earliest (a Friday).
    expect(collectionDateAnnouncedOn("2026-12-01", "2026-11-20", 14)).toBe("2026-12-04");
    // 14 days after 12 December 2026 is Saturday 26 December, a closed day in any case: Monday 28.
    expect(collectionDateAnnouncedOn("2026-12-01", "2026-12-12", 14)).toBe("2026-12-28");
  });
});

describe("the schedule of fee records", () => {
  const monthly = { firstDueDate: "2026-12-01", paymentInterval: "monthly" as const, endDate: null };
  it("holds the due dates from the first up to the days ahead", () => {
    expect(scheduledDueDates(monthly, "2026-11-20", 45)).toEqual(["2026-12-01", "2027-01-01"]);
    expect(scheduledDueDates(monthly, "2026-11-20", 11)).toEqual(["2026-12-01"]);
    expect(scheduledDueDates(monthly, "2026-11-20", 10)).toEqual([]);
    expect(scheduledDueDates(monthly, "2026-11-01", 10)).toEqual([]);
    // Fees from before today are kept too (a member accepted late): none is lost.
    expect(scheduledDueDates(monthly, "2027-02-10", 0)).toEqual(["2026-12-01", "2027-01-01", "2027-02-01"]);
  });
  it("stops at a cancelled membership's last day", () => {
    expect(scheduledDueDates({ ...monthly, endDate: "2026-12-31" }, "2026-11-20", 90)).toEqual(["2026-12-01"]);
    expect(scheduledDueDates({ ...monthly, endDate: "2027-01-01" }, "2026-11-20", 90)).toEqual(["2026-12-01", "2027-01-01"]);
  });
  it("follows the interval", () => {
    expect(scheduledDueDates({ firstDueDate: "2026-01-01", paymentInterval: "quarterly", endDate: null }, "2026-11-20", 45)).toEqual(["2026-01-01", "2026-04-01", "2026-07-01", "2026-10-01", "2027-01-01"]);
    expect(scheduledDueDates({ firstDueDate: "2026-01-01", paymentInterval: "annual", endDate: null }, "2026-12-20", 14)).toEqual(["2026-01-01", "2027-01-01"]);
  });
});

describe("after a returned debit", () => {
  it("is FRST for the first collection under a mandate, RCUR after", () => {
    expect(sequenceType(0)).toBe("FRST");
    expect(sequenceType(1)).toBe("RCUR");
    expect(sequenceType(12)).toBe("RCUR");
  });
  it("tries the account again only where that can help", () => {
    for (const [code, next] of Object.entries(RETURN_REASONS)) expect([code, nextTryAfterReturn(code)]).toEqual([code, next]);
    expect(nextTryAfterReturn("AM04")).toBe("debit");
    expect(nextTryAfterReturn("AC04")).toBe("transfer");
    expect(nextTryAfterReturn("MD06")).toBe("transfer");
    expect(nextTryAfterReturn("ZZ99")).toBe("transfer");
    expect(nextTryAfterReturn("")).toBe("transfer");
  });
  it("stores a reason code as four capitals or digits, anything else as NARR", () => {
    expect(storedReturnReason(" am04 ")).toBe("AM04");
    expect(storedReturnReason("MD06")).toBe("MD06");
    expect(storedReturnReason(undefined)).toBe("NARR");
    expect(storedReturnReason("<script>")).toBe("NARR");
    expect(storedReturnReason("AM045")).toBe("NARR");
    expect(isReturnReason("AM04")).toBe(true);
    expect(isReturnReason("toString")).toBe(false);
    expect(isReturnReason(4)).toBe(false);
  });
});
