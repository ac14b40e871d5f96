import { describe, expect, it } from "vitest";
import { EpcPayloadError, epcAmount, epcPayload } from "./epc-qr.ts";

const account = { name: "Tierhilfe Beispiel e.V.", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" };

describe("EPC QR payload (EPC069-12 v002)", () => {
  it("a donation: no amount, the text last, no trailing empty lines", () => {
    expect(epcPayload({ ...account, text: "Spende" })).toBe(
      ["BCD", "002", "1", "SCT", "COBADEFFXXX", "Tierhilfe Beispiel e.V.", "DE89370400440532013000", "", "", "", "Spende"].join("\n"),
    );
  });

  it("a fee: amount and reference", () => {
    expect(epcPayload({ ...account, amountCents: 49_000, text: "SV-2026-0042" }).split("\n")).toEqual([
      "BCD", "002", "1", "SCT", "COBADEFFXXX", "Tierhilfe Beispiel e.V.", "DE89370400440532013000", "EUR490", "", "", "SV-2026-0042",
    ]);
  });

  it("without BIC, text or amount the payload ends at the IBAN", () => {
    expect(epcPayload({ name: "Asociación", iban: "ES9121000418450200051332" })).toBe(["BCD", "002", "1", "SCT", "", "Asociación", "ES9121000418450200051332"].join("\n"));
  });

  it.each([
    [1, "EUR0.01"],
    [5, "EUR0.05"],
    [1_250, "EUR12.50"],
    [1_205, "EUR12.05"],
    [100, "EUR1"],
    [99_999_999_999, "EUR999999999.99"],
  ])("amount %d cents is %s", (cents, text) => {
    expect(epcAmount(cents)).toBe(text);
  });

  it.each([0, -1, 1.5, 100_000_000_000, Number.NaN])("amount %d is refused", (cents) => {
    expect(() => epcAmount(cents)).toThrow(EpcPayloadError);
  });

  it.each([
    [{ ...account, iban: "DE89370400440532013001" }, "iban"],
    [{ ...account, iban: "" }, "iban"],
    [{ ...account, bic: "NOTABIC" }, "bic"],
    [{ ...account, name: " " }, "name"],
    [{ ...account, name: "x".repeat(71) }, "name"],
    [{ ...account, text: "x".repeat(141) }, "text"],
    [{ ...account, amountCents: 0 }, "amount"],
  ])("refuses %j (%s)", (transfer, reason) => {
    expect(() => epcPayload(transfer)).toThrow(expect.objectContaining({ reason }));
  });

  it("at most 331 bytes: the longest name and text in two-byte letters is refused", () => {
    expect(() => epcPayload({ ...account, name: "ä".repeat(70), text: "ü".repeat(140) })).toThrow(expect.objectContaining({ reason: "size" }));
    expect(epcPayload({ ...account, name: "a".repeat(70), text: "b".repeat(140) }).length).toBeLessThanOrEqual(331);
  });
});
