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

/** One paragraph (a line of the text) as lines of at most `width` points; a word wider than a line is cut. */
export function wrap(font: PDFFont, paragraph: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
    // A single word wider than the line (a long hash): cut it.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}
