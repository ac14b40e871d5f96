import { describe, expect, it } from "vitest";
import { EPC_MAX_BYTES, EpcQrError, epcPayload, type EpcProblem, type EpcTransfer } from "./epc-qr.ts";

const association: EpcTransfer = { name: "Puente Canino e.V.", iban: "DE89 3704 0044 0532 0130 00" };

function problemOf(transfer: EpcTransfer): EpcProblem | undefined {
  try {
    epcPayload(transfer);
  } catch (error) {
    return error instanceof EpcQrError ? error.problem : undefined;
  }
  return undefined;
}

describe("epcPayload", () => {
  it("writes a donation without amount: the lines up to the IBAN, nothing trailing", () => {
    expect(epcPayload(association)).toBe("BCD\n002\n1\nSCT\n\nPuente Canino e.V.\nDE89370400440532013000");
  });

  it("writes a fee with BIC, amount and structured reference", () => {
    const payload = epcPayload({ ...association, bic: "cobadeffxxx", amountCents: 6000, reference: "RF18539007547034" });
    expect(payload.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      "Puente Canino e.V.",
      "DE89370400440532013000",
      "EUR60.00",
      "",
      "RF18539007547034",
    ]);
  });

  it("writes an unstructured text on the eleventh line, leaving purpose and reference empty", () => {
    const payload = epcPayload({ ...association, amountCents: 1234, text: "Mitgliedsbeitrag 2026 PC-M0042" });
    expect(payload).toBe("BCD\n002\n1\nSCT\n\nPuente Canino e.V.\nDE89370400440532013000\nEUR12.34\n\n\nMitgliedsbeitrag 2026 PC-M0042");
  });

  it("writes amounts with two decimals from cents, at both ends of the range", () => {
    expect(epcPayload({ ...association, amountCents: 1 }).split("\n")[7]).toBe("EUR0.01");
    expect(epcPayload({ ...association, amountCents: 99_999_999_999 }).split("\n")[7]).toBe("EUR999999999.99");
  });

  it("keeps umlauts (character set 1 is UTF-8) and collapses line breaks inside a value", () => {
    const payload = epcPayload({ name: "Tierhilfe Süd\nMünchen", iban: "DE89370400440532013000", text: "Spende für\r\nLuna" });
    expect(payload.split("\n")).toEqual(["BCD", "002", "1", "SCT", "", "Tierhilfe Süd München", "DE89370400440532013000", "", "", "", "Spende für Luna"]);
  });

  it("allows a name of 70 and a text of 140 characters", () => {
    const payload = epcPayload({ ...association, name: "N".repeat(70), text: "T".repeat(140), amountCents: 100 });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(EPC_MAX_BYTES);
  });

  it.each<[string, EpcTransfer, EpcProblem]>([
    ["an empty name", { ...association, name: "  " }, "name"],
    ["a name of 71 characters", { ...association, name: "N".repeat(71) }, "name"],
    ["an IBAN with wrong check digits", { ...association, iban: "DE89370400440532013001" }, "iban"],
    ["an IBAN outside SEPA", { ...association, iban: "BR1800360305000010009795493C1" }, "iban"],
    ["no IBAN", { ...association, iban: "" }, "iban"],
    ["a wrong BIC", { ...association, bic: "COBADE" }, "bic"],
    ["an amount of 0", { ...association, amountCents: 0 }, "amount"],
    ["a negative amount", { ...association, amountCents: -500 }, "amount"],
    ["a fraction of a cent", { ...association, amountCents: 12.5 }, "amount"],
    ["an amount over 999,999,999.99", { ...association, amountCents: 100_000_000_000 }, "amount"],
    ["a reference of 36 characters", { ...association, reference: "R".repeat(36) }, "reference"],
    ["a text of 141 characters", { ...association, text: "T".repeat(141) }, "text"],
    ["reference and text together", { ...association, reference: "RF18539007547034", text: "Beitrag" }, "both-references"],
    ["more than 331 bytes", { ...association, name: "Ü".repeat(70), text: "Ü".repeat(140) }, "too-long"],
  ])("refuses %s", (_, transfer, problem) => {
    expect(problemOf(transfer)).toBe(problem);
  });
});
