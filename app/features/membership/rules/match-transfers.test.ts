import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCamtStatement, type StatementEntry } from "./camt-statement.ts";
import { matchTransfers, type ExpectedTransfer } from "./match-transfers.ts";

const fixture = (name: string): string => readFileSync(new URL(`../../../../tests/fixtures/camt/${name}`, import.meta.url), "utf8");

function credit(amountCents: number, remittance: string, extra: Partial<StatementEntry> = {}): StatementEntry {
  return {
    amountCents,
    currency: "EUR",
    creditDebit: "CRDT",
    bookingDate: "2026-12-07",
    valueDate: "2026-12-07",
    reference: remittance,
    remittance,
    counterpartyName: "Someone",
    reversal: false,
    ...extra,
  };
}

const fee = (reference: string, amountCents = 6000, id = reference): ExpectedTransfer => ({ reference, amountCents, id });

describe("matchTransfers on the German bank's statements", () => {
  it("matches the member's transfer, leaves the donation, lists the returned debit (camt.053.001.02)", () => {
    const { entries } = readCamtStatement(fixture("statement-053-001-02.xml"));
    const result = matchTransfers(entries, [fee("PC-M0042", 6000, "member-42"), fee("PC-M0099", 6000, "member-99")]);
    expect(result.matched.map((m) => [m.expected.id, m.entry.counterpartyName])).toEqual([["member-42", "Anna Beispiel"]]);
    expect(result.amountMismatches).toEqual([]);
    expect(result.unmatchedCredits.map((entry) => entry.counterpartyName)).toEqual(["Max Mustermann"]);
    expect(result.returnedDebits.map((r) => [r.endToEndId, r.reason, r.entry.counterpartyName])).toEqual([["PC-2026-M0007", "MD06", "Bernd Beispielmann"]]);
    expect(result.outstanding.map((e) => e.id)).toEqual(["member-99"]);
  });

  it("lists a transfer with the right reference and a wrong amount apart", () => {
    const { entries } = readCamtStatement(fixture("statement-053-001-02.xml"));
    const result = matchTransfers(entries, [fee("PC-M0042", 7200, "member-42")]);
    expect(result.matched).toEqual([]);
    expect(result.amountMismatches.map((m) => [m.expected.id, m.entry.amountCents])).toEqual([["member-42", 6000]]);
    expect(result.outstanding).toEqual([]);
    expect(result.unmatchedCredits.map((entry) => entry.counterpartyName)).toEqual(["Max Mustermann"]);
  });

  it("matches a reference typed in lower case, returns AC04, and leaves the bank's reversal unmatched (camt.053.001.08)", () => {
    const { entries } = readCamtStatement(fixture("statement-053-001-08.xml"));
    const result = matchTransfers(entries, [fee("PC-M0043", 3000, "member-43")]);
    expect(result.matched.map((m) => [m.expected.id, m.entry.counterpartyName])).toEqual([["member-43", "Carla Ruiz Garcia"]]);
    expect(result.returnedDebits.map((r) => [r.endToEndId, r.reason])).toEqual([["PC-2026-M0002", "AC04"]]);
    // Our own collection's credits and the reversal: nothing expected them as transfers.
    expect(result.unmatchedCredits.map((entry) => [entry.amountCents, entry.reversal])).toEqual([
      [6000, false],
      [3000, false],
      [490, true],
    ]);
  });
});

describe("matchTransfers, the reference", () => {
  it.each([
    ["PC-M0042", "Beitrag PC-M0042"],
    ["PC-M0042", "beitrag pc-m0042 danke"],
    ["PC-M0042", "PC - M 00 42"],
    ["pc-m0042", "PC-M0042"],
    ["PC M0042", "PCM0042"],
    ["PC-M0042", "(PC-M0042)"],
    ["PC-M0042", "Ref.PC-M0042/2026"],
  ])("finds %j in %j", (reference, remittance) => {
    expect(matchTransfers([credit(6000, remittance)], [fee(reference)]).matched).toHaveLength(1);
  });

  it.each([
    ["PC-M004", "PC-M0042"],
    ["PC-M0042", "XPC-M0042"],
    ["PC-M0042", "PC-M00421"],
    ["PC-M0042", "PC-M0043"],
    ["", "anything"],
    ["   ", "anything"],
  ])("does not find %j in %j", (reference, remittance) => {
    const result = matchTransfers([credit(6000, remittance)], [fee(reference)]);
    expect(result.matched).toEqual([]);
    expect(result.amountMismatches).toEqual([]);
  });

  it("finds the reference in the remittance when the reference field is the end-to-end id", () => {
    const entry = credit(6000, "Mitgliedsbeitrag PC-M0042", { reference: "E2E-FROM-BANK-APP", endToEndId: "E2E-FROM-BANK-APP" });
    expect(matchTransfers([entry], [fee("PC-M0042")]).matched).toHaveLength(1);
  });

  it("treats regular-expression characters in a reference as text", () => {
    expect(matchTransfers([credit(6000, "Ref a.b+c")], [fee("a.b+c")]).matched).toHaveLength(1);
    expect(matchTransfers([credit(6000, "Ref axbbc")], [fee("a.b+c")]).matched).toHaveLength(0);
  });
});

describe("matchTransfers, amounts and order", () => {
  it("matches each expected transfer once: a second payment stays unmatched", () => {
    const first = credit(6000, "PC-M0042");
    const second = credit(6000, "PC-M0042 nochmal");
    const result = matchTransfers([first, second], [fee("PC-M0042")]);
    expect(result.matched.map((m) => m.entry)).toEqual([first]);
    expect(result.unmatchedCredits).toEqual([second]);
  });

  it("gives the expected transfer to the right amount even when a wrong one comes first", () => {
    const wrong = credit(5000, "PC-M0042");
    const right = credit(6000, "PC-M0042");
    const result = matchTransfers([wrong, right], [fee("PC-M0042")]);
    expect(result.matched.map((m) => m.entry)).toEqual([right]);
    expect(result.amountMismatches).toEqual([]);
    expect(result.unmatchedCredits).toEqual([wrong]);
  });

  it("lists two partial payments of one reference as mismatches", () => {
    const result = matchTransfers([credit(3000, "PC-M0042"), credit(3000, "PC-M0042")], [fee("PC-M0042")]);
    expect(result.amountMismatches).toHaveLength(2);
    expect(result.outstanding).toEqual([]);
  });

  it("never matches debits, reversals or returned credits", () => {
    const entries = [
      credit(6000, "PC-M0042", { creditDebit: "DBIT" }),
      credit(6000, "PC-M0042", { reversal: true }),
      credit(6000, "PC-M0042", { returnReason: "AC04" }),
    ];
    const result = matchTransfers(entries, [fee("PC-M0042")]);
    expect(result.matched).toEqual([]);
    expect(result.unmatchedCredits).toEqual([entries[1], entries[2]]);
    expect(result.returnedDebits).toEqual([]);
    expect(result.outstanding).toHaveLength(1);
  });

  it("lists a returned debit without an end-to-end id too", () => {
    const entry = credit(6000, "Ruecklastschrift", { creditDebit: "DBIT", returnReason: "MS02" });
    expect(matchTransfers([entry], []).returnedDebits).toEqual([{ entry, endToEndId: undefined, reason: "MS02" }]);
  });

  it("handles nothing", () => {
    expect(matchTransfers([], [])).toEqual({ matched: [], amountMismatches: [], unmatchedCredits: [], returnedDebits: [], outstanding: [] });
  });
});
