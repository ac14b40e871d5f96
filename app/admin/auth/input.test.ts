import { describe, expect, it } from "vitest";
import { cleanJson, cleanQuery, cleanText, isDogId, isUuid, paramsAreWellFormed } from "./input.ts";

describe("ids at the back office's edge", () => {
  it.each([
    ["3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", true],
    ["3F1C8A52-0B7E-4D7C-9A43-1F2E3D4C5B6A", true],
    ["not-a-uuid", false],
    ["------------------------------------", false],
    ["3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a\u0000", false],
    ["3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6", false],
    ["", false],
  ])("isUuid(%j) is %s", (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });

  it.each([
    ["4711", true],
    ["dog-123_a.b:c~d", true],
    ["Ñandú", true],
    ["a\u0000b", false],
    ["a/b", false],
    ["a b", false],
    ["", false],
    ["x".repeat(101), false],
    ["\ud800", false],
  ])("isDogId(%j) is %s", (value, expected) => {
    expect(isDogId(value)).toBe(expected);
  });

  it("checks every parameter of a path by its name; an unknown name is refused", () => {
    expect(paramsAreWellFormed({})).toBe(true);
    expect(paramsAreWellFormed({ id: "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a" })).toBe(true);
    expect(paramsAreWellFormed({ id: "x" })).toBe(false);
    expect(paramsAreWellFormed({ dogId: "4711" })).toBe(true);
    expect(paramsAreWellFormed({ dogId: "%00" })).toBe(false);
    expect(paramsAreWellFormed({ id: "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", photoId: "0fc14427-8ad6-43d9-8602-b749efb0d0f9" })).toBe(true);
    expect(paramsAreWellFormed({ id: "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", photoId: "../x" })).toBe(false);
    expect(paramsAreWellFormed({ "*": "gibt/es/nicht" })).toBe(true);
    expect(paramsAreWellFormed({ other: "1" })).toBe(false);
    expect(paramsAreWellFormed({ date: "2027-01-13" })).toBe(true);
    expect(paramsAreWellFormed({ date: "2027-02-30" })).toBe(false);
    expect(paramsAreWellFormed({ date: "2027-1-3" })).toBe(false);
    expect(paramsAreWellFormed({ id: "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", number: "2026-0007" })).toBe(true);
    expect(paramsAreWellFormed({ id: "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", number: "2026-7" })).toBe(false);
    expect(paramsAreWellFormed({ number: "../2026-0007" })).toBe(false);
    expect(paramsAreWellFormed({ id: undefined })).toBe(true);
  });
});

describe("text at the back office's edge", () => {
  it("is normalised as the public forms' input", () => {
    expect(cleanText("a\u0000b\u0007c")).toBe("abc");
    expect(cleanText("line\r\nnext")).toBe("line\nnext");
    expect(cleanText("Cafe\u0301")).toBe("Café");
    expect(cleanText("x\ud800y")).toBe("x\uFFFDy");
  });

  it("cleans a query, keys and values", () => {
    const query = cleanQuery("http://x.example/?q=a%00b&dog=Lu%01na&k%00ey=v");
    expect([...query]).toEqual([["q", "ab"], ["dog", "Luna"], ["key", "v"]]);
  });

  it("cleans every string of a JSON value, nested", () => {
    expect(cleanJson({ name: "Pass\u0000key", list: ["a\ud800"], deep: { "k\u0001": 1 } })).toEqual({ name: "Passkey", list: ["a\uFFFD"], deep: { k: 1 } });
    expect(cleanJson(null)).toBeNull();
    expect(cleanJson(3)).toBe(3);
  });
});
