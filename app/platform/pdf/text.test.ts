import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { textWidth, wrap, writable } from "./text.ts";

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe("text a standard font can write", () => {
  it("keeps German and Spanish letters, the euro, the section sign and the dashes", () => {
    const text = "Jürgen Müßig-Öztürk, Señora Niño – § 10b EStG: 240,00 € — ÄÖÜäöüß";
    expect(writable(font, text)).toBe(text);
  });
  it("writes a letter the font lacks without its accent, anything else as '?', a tab as spaces", () => {
    expect(writable(font, "Dvořák Čapek Şahin")).toBe("Dvorák Capek Sahin");
    expect(writable(font, "Łukasz")).toBe("?ukasz");
    expect(writable(font, "漢 🐕")).toBe("? ?");
    expect(writable(font, "a\tb")).toBe("a    b");
  });
  it("puts decomposed letters together first (NFC)", () => {
    expect(writable(font, "Mu\u0308ller")).toBe("Müller");
  });
});

describe("a paragraph cut into lines", () => {
  it("breaks between words, each line within the width, no word lost", () => {
    const text = "Wir sind wegen Förderung des Tierschutzes nach dem Freistellungsbescheid des Finanzamtes befreit.";
    const lines = wrap(font, text, 10, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe(text);
  });
  it("cuts a word wider than the line", () => {
    const word = "zweihundertvierunddreißigtausendfünfhundertsiebenundsechzig";
    const lines = wrap(font, word, 10, 80);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(80);
    expect(lines.join("")).toBe(word);
  });
  it("an empty paragraph is one empty line", () => {
    expect(wrap(font, "", 10, 100)).toEqual([""]);
  });
});

describe("the width of a text as drawn", () => {
  it("adds up the characters' widths: no kerning, as drawText draws", () => {
    // Helvetica: N 722, r 333, . 278 per 1000 units; pdf-lib's own measure kerns "r." by -111.
    expect(textWidth(font, "Nr.", 10)).toBeCloseTo(13.33, 2);
    expect(font.widthOfTextAtSize("Nr.", 10)).toBeLessThan(textWidth(font, "Nr.", 10));
    expect(textWidth(font, "", 10)).toBe(0);
    expect(textWidth(font, "Müller", 20)).toBeCloseTo(2 * textWidth(font, "Müller", 10), 6);
  });
});
