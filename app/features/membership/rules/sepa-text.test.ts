import { describe, expect, it } from "vitest";
import { escapeXml, isSepaIdentifier, sepaText } from "./sepa-text.ts";

const LATIN_SET = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

describe("sepaText", () => {
  it.each([
    ["Jürgen Müller", "Juergen Mueller"],
    ["Straße", "Strasse"],
    ["ÄÖÜ äöü ß", "AeOeUe aeoeue ss"],
    ["José Peña Núñez", "Jose Pena Nunez"],
    ["François Çelik", "Francois Celik"],
    ["Ærø Łódź", "AEro Lodz"],
    ["Müller & Söhne", "Mueller + Soehne"],
    ["<script>alert(1)</script>", "script alert(1) /script"],
    ["„Spende“ für «Luna»", "'Spende' fuer 'Luna'"],
    ["Beitrag 2026 – Januar", "Beitrag 2026 - Januar"],
    ["a\tb\n\nc  d", "a b c d"],
    ["  #1 @home!  ", "1 home"],
    ["50 €", "50 EUR"],
  ])("writes %j as %j", (input, output) => {
    expect(sepaText(input, 140)).toBe(output);
  });

  it("keeps the Latin set's punctuation", () => {
    expect(sepaText("PC-AB12/2026 (Beitrag): 1.2,3 'x' + ?", 140)).toBe("PC-AB12/2026 (Beitrag): 1.2,3 'x' + ?");
  });

  it("returns '' when nothing is left of another script", () => {
    expect(sepaText("Иван 王", 70)).toBe("");
  });

  it("cuts to the length after transliterating, without a trailing space", () => {
    expect(sepaText("ü".repeat(40), 70)).toBe("ue".repeat(35));
    expect(sepaText("ab cd", 3)).toBe("ab");
    expect(sepaText("x".repeat(200), 140)).toHaveLength(140);
  });

  it("only ever writes the Latin set", () => {
    const everything = Array.from({ length: 0x2500 }, (_, code) => String.fromCharCode(code)).join("");
    expect(sepaText(everything, 100_000)).toMatch(LATIN_SET);
  });
});

describe("isSepaIdentifier", () => {
  it.each([["MGL-2026-0001"], ["a"], ["x".repeat(35)], ["A/B"], ["PC+1?:().,'"]])("accepts %j", (id) => {
    expect(isSepaIdentifier(id)).toBe(true);
  });

  it.each([[""], ["x".repeat(36)], ["MGL 0001"], ["/MGL"], ["MGL/"], ["A//B"], ["Müller"], ["A&B"], ["A_B"], ["A\nB"]])("refuses %j", (id) => {
    expect(isSepaIdentifier(id)).toBe(false);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML characters and nothing else", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
    expect(escapeXml("plain äöü")).toBe("plain äöü");
  });
});
