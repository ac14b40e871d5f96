import { describe, expect, it } from "vitest";
import { memberReference } from "./references.ts";
import { isSepaIdentifier } from "./sepa-text.ts";

describe("memberReference", () => {
  it("writes PC-M and the member number with at least four digits", () => {
    expect(memberReference(1)).toBe("PC-M0001");
    expect(memberReference(42)).toBe("PC-M0042");
    expect(memberReference(12345)).toBe("PC-M12345");
  });
  it("is a SEPA identifier for every number a small association reaches", () => {
    for (const n of [1, 9, 10, 999, 1000, 9999, 10000, 999_999]) expect(isSepaIdentifier(memberReference(n))).toBe(true);
  });
  it("refuses what is not a member number", () => {
    for (const n of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => memberReference(n)).toThrow(RangeError);
  });
});
