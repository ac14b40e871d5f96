/**
 * Text on the PDFs the site draws with pdf-lib and its standard fonts (the protection contract, the
 * donation receipt): what the font can write, and a paragraph cut into lines that fit a width.
 * Nothing is embedded, so a standard font writes WinAnsi only: German and Spanish letters, "€",
 * "§" and the dashes are in it; another character loses its accent, or becomes "?".
 */
import type { PDFFont } from "pdf-lib";

/** The text as the standard font can write it (WinAnsi): accents kept where the font has them. */
export function writable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if (set.has(code)) out += ch;
    else if (ch === "\t") out += "    ";
    else {
      const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
      out += base && [...base].every((c) => set.has(c.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}

/** Each font's width of a character at size 1, as measured once. */
const characterWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text` at `size` as pdf-lib draws it: the characters' widths added up. pdf-lib's own
 * `widthOfTextAtSize` subtracts the font's kerning ("r." is narrower), but `drawText` does not kern,
 * so text measured with it and right-aligned, or wrapped to a width, stands out by that much.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = characterWidths.get(font);
  if (!widths) characterWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const ch of text) {
    let w = widths.get(ch);
    if (w === undefined) widths.set(ch, (w = font.widthOfTextAtSize(ch, 1)));
    total += w;
  }
  return total * size;
}

/** One paragraph (a line of the text) as lines of at most `width` points; a word wider than a line is cut. */
export function wrap(font: PDFFont, paragraph: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(font, next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
    // A single word wider than the line (a long hash): cut it.
    while (textWidth(font, line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(font, line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}
