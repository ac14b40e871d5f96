import { describe, expect, it } from "vitest";
import { compactIban, formatIban, ibanProblem, isValidBic, isValidIban } from "./bank.ts";

describe("IBAN (ISO 13616, mod 97)", () => {
  it.each([
    ["DE89 3704 0044 0532 0130 00"],
    ["ES91 2100 0418 4502 0005 1332"],
    ["GB29 NWBK 6016 1331 9268 19"],
    ["FR14 2004 1010 0505 0001 3M02 606"],
    ["NL91 ABNA 0417 1643 00"],
    ["AT61 1904 3002 3457 3201"],
    ["CH93 0076 2011 6238 5295 7"],
    ["BE68 5390 0754 7034"],
    ["IT60 X054 2811 1010 0000 0123 456"],
    ["PL61 1090 1014 0000 0712 1981 2874"],
    ["NO93 8601 1117 947"],
    ["MT84 MALT 0110 0001 2345 MTLC AST0 01S"],
  ])("accepts %s", (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(isValidIban(iban)).toBe(true);
  });

  it("accepts lower case, no spaces and hyphens", () => {
    expect(isValidIban("de89370400440532013000")).toBe(true);
    expect(isValidIban("ES91-2100-0418-4502-0005-1332")).toBe(true);
  });

  it.each([
    ["DE89 3704 0044 0532 0130 01", "checksum"],
    ["ES92 2100 0418 4502 0005 1332", "checksum"],
    ["GB29 NWBK 6016 1331 9268 18", "checksum"],
    ["FR14 2004 1010 0505 0001 3M02 607", "checksum"],
    ["DE89 3704 0044 0532 0130", "length"],
    ["ES91 2100 0418 4502 0005 13320", "length"],
    ["XX89 3704 0044 0532 0130 00", "country"],
    ["1234", "format"],
    ["", "format"],
    ["DE8937040044053201300!", "format"],
    ["DEAB 3704 0044 0532 0130 00", "format"],
  ])("refuses %s (%s)", (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
    expect(isValidIban(iban)).toBe(false);
  });

  it("writes an IBAN compact and in groups of four", () => {
    expect(compactIban(" de89 3704 0044 0532 0130 00 ")).toBe("DE89370400440532013000");
    expect(formatIban("es9121000418450200051332")).toBe("ES91 2100 0418 4502 0005 1332");
    expect(formatIban("NO9386011117947")).toBe("NO93 8601 1117 947");
  });
});

describe("BIC (ISO 9362)", () => {
  it.each(["COBADEFFXXX", "COBADEFF", "CAIXESBBXXX", "DEUTDEFF500", "BNPAFRPP", "NWBKGB2L", "UBSWCHZH80A", "cobadeffxxx"])(
    "accepts %s",
    (bic) => expect(isValidBic(bic)).toBe(true),
  );
  it.each(["COBADEF", "COBADEFFXX", "COBADEFFXXXX", "C0BADEFFXXX", "COBA1EFFXXX", "", "COBA DEFF XXX", "COBADEFF-XX"])(
    "refuses %s",
    (bic) => expect(isValidBic(bic)).toBe(false),
  );
});
