import { describe, expect, it } from "vitest";
import { checkCreditorId, creditorIdCheckDigits, normalizeCreditorId } from "./creditor-id.ts";

describe("checkCreditorId", () => {
  it.each([
    // The Bundesbank's example identifier.
    ["DE98ZZZ09999999999"],
    // The EPC's example (EPC262-08).
    ["IT66ZZZA1B2C3D4E5F6G7H8"],
    ["AT61ZZZ01234567890"],
    ["FR72ZZZ123456"],
    ["ES90ZZZB98765432"],
  ])("accepts %s", (id) => {
    expect(checkCreditorId(id)).toEqual({ ok: true, creditorId: id });
  });

  it("accepts spaces and lower case and returns the compact form", () => {
    expect(checkCreditorId(" de98 zzz 0999 9999 999 ")).toEqual({ ok: true, creditorId: "DE98ZZZ09999999999" });
  });

  it("leaves the business code out of the check digits", () => {
    expect(checkCreditorId("DE98ABC09999999999")).toEqual({ ok: true, creditorId: "DE98ABC09999999999" });
    expect(checkCreditorId("DE9800109999999999").ok).toBe(true);
  });

  it.each([["DE97ZZZ09999999999"], ["DE98ZZZ09999999998"], ["IT67ZZZA1B2C3D4E5F6G7H8"], ["ES91ZZZB98765432"], ["AT61ZZZ01234567891"]])(
    "refuses wrong check digits in %s",
    (id) => {
      expect(checkCreditorId(id)).toEqual({ ok: false, reason: "checksum" });
    },
  );

  it.each([
    ["DE98ZZZ0999999999"], // 10 digits, a German one has 11
    ["DE98ZZZ099999999990"],
    ["DE98ZZZ0999999999X"],
    ["ES90ZZZB9876543"],
    ["D198ZZZ09999999999"],
    ["DEXXZZZ09999999999"],
    ["DE98ZZ"],
    ["DE98ZZZ"],
    ["DE98-ZZZ-09999999999"],
    ["IT66ZZZA1B2C3D4E5F6G7H8A1B2C3D4E5F6G7H8"],
  ])("refuses the shape of %s", (id) => {
    expect(checkCreditorId(id)).toEqual({ ok: false, reason: "format" });
  });

  it.each([[""], ["  "]])("says 'empty' for %j", (id) => {
    expect(checkCreditorId(id)).toEqual({ ok: false, reason: "empty" });
  });
});

describe("creditorIdCheckDigits", () => {
  it("computes ISO 7064 MOD 97-10 over national identifier and country, padded to two digits", () => {
    expect(creditorIdCheckDigits("DE", "09999999999")).toBe("98");
    expect(creditorIdCheckDigits("IT", "A1B2C3D4E5F6G7H8")).toBe("66");
    // Every computed pair makes a valid identifier, including the ones below 10.
    const seen = new Set<string>();
    for (let n = 0; n < 300; n++) {
      const national = String(100_000_000 + n * 7919).padStart(11, "0");
      const digits = creditorIdCheckDigits("DE", national);
      seen.add(digits);
      expect(digits).toMatch(/^\d{2}$/);
      expect(checkCreditorId(`DE${digits}ZZZ${national}`).ok).toBe(true);
    }
    expect([...seen].some((digits) => digits.startsWith("0"))).toBe(true);
  });
});

describe("normalizeCreditorId", () => {
  it("strips whitespace and writes capitals", () => {
    expect(normalizeCreditorId("de98 zzz09999999999\n")).toBe("DE98ZZZ09999999999");
  });
});
