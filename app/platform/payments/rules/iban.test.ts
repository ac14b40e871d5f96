import { describe, expect, it } from "vitest";
import { checkBic, checkIban, formatIban, maskIban, normalizeIban } from "./iban.ts";

describe("normalizeIban", () => {
  it("strips whitespace and writes capitals", () => {
    expect(normalizeIban(" de89 3704 0044\t0532 0130 00 ")).toBe("DE89370400440532013000");
    expect(normalizeIban("")).toBe("");
  });
});

describe("checkIban", () => {
  it.each([
    ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["ES91 2100 0418 4502 0005 1332", "ES9121000418450200051332"],
    ["AT61 1904 3002 3457 3201", "AT611904300234573201"],
    ["NL91 ABNA 0417 1643 00", "NL91ABNA0417164300"],
  ])("accepts %s", (input, iban) => {
    expect(checkIban(input)).toEqual({ ok: true, iban });
  });

  it("accepts lower case with spaces and returns the compact form", () => {
    expect(checkIban("  es91 2100 0418 4502 0005 1332 ")).toEqual({ ok: true, iban: "ES9121000418450200051332" });
  });

  it("accepts SEPA countries outside the euro area (the scheme covers them)", () => {
    expect(checkIban("CH93 0076 2011 6238 5295 7").ok).toBe(true);
    expect(checkIban("GB29 NWBK 6016 1331 9268 19").ok).toBe(true);
  });

  it.each([
    ["DE89 3704 0044 0532 0130 01"],
    ["ES92 2100 0418 4502 0005 1332"],
    // Right IBAN check digits would not save a wrong Spanish national check digit either.
    ["ES91 2100 0418 4502 0005 1331"],
    ["AT62 1904 3002 3457 3201"],
    ["NL92 ABNA 0417 1643 00"],
  ])("refuses wrong check digits in %s", (input) => {
    expect(checkIban(input)).toEqual({ ok: false, reason: "checksum" });
  });

  it.each([["BR18 0036 0305 0000 1000 9795 493C 1"], ["TR33 0006 1005 1978 6457 8413 26"], ["XX89 3704 0044 0532 0130 00"]])(
    "refuses %s: not a SEPA country",
    (input) => {
      expect(checkIban(input)).toEqual({ ok: false, reason: "country" });
    },
  );

  it.each([["junk"], ["1234"], ["DE89 3704 0044 0532 0130"], ["DE89 3704 0044 0532 0130 000"], ["DE89-3704-0044-0532-0130-00"], ["DEAB370400440532013000"], ["DE89370400440532013000!"]])(
    "refuses %s: not an IBAN's shape",
    (input) => {
      expect(checkIban(input)).toEqual({ ok: false, reason: "format" });
    },
  );

  it.each([[""], ["   "], ["\t\n"]])("says 'empty' for %j", (input) => {
    expect(checkIban(input)).toEqual({ ok: false, reason: "empty" });
  });
});

describe("checkBic", () => {
  it("takes no BIC as fine", () => {
    expect(checkBic(undefined)).toEqual({ ok: true, bic: undefined });
    expect(checkBic("  ")).toEqual({ ok: true, bic: undefined });
  });

  it.each([
    ["COBADEFFXXX", "COBADEFFXXX"],
    ["cobadeff", "COBADEFF"],
    ["CAIX ES BB XXX", "CAIXESBBXXX"],
  ])("accepts %s", (input, bic) => {
    expect(checkBic(input)).toEqual({ ok: true, bic });
  });

  it.each([["COBADEF"], ["COBADEFFXX"], ["COBAXXFFXXX"], ["COBA-DEFF"], ["COBADEFFXXXX"]])("refuses %s", (input) => {
    expect(checkBic(input)).toEqual({ ok: false, reason: "format" });
  });
});

describe("formatIban and maskIban", () => {
  it("groups by four", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatIban("at61 1904 3002 3457 3201")).toBe("AT61 1904 3002 3457 3201");
  });

  it("shows country, check digits and the last four, grouped by four", () => {
    expect(maskIban("DE89370400440532013000")).toBe("DE89 **** **** **** **30 00");
    expect(maskIban("ES91 2100 0418 4502 0005 1332")).toBe("ES91 **** **** **** **** 1332");
    expect(maskIban("NL91ABNA0417164300")).toBe("NL91 **** **** **43 00");
  });

  it("never shows the account's middle digits", () => {
    const masked = maskIban("AT611904300234573201");
    expect(masked).toBe("AT61 **** **** **** 3201");
    expect(masked.replace(/[\s*]/g, "")).toBe("AT613201");
  });
});
