/**
 * The signed protection contract as a PDF (docs/product/journey.md#protection-contract), made with
 * pdf-lib on each download: the contract's text as signed, and on the last page the signature
 * record (name typed, time, text hash, template version, how it was signed) and the
 * countersignature. A4, Helvetica (the PDF's standard font: nothing embedded); a character the
 * font cannot show is written without its accent, or as "?".
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { contractPdfCopy } from "../rules/contract-copy.ts";
import type { Contract } from "./contracts.server.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 15;

/** The text as the standard font can write it (WinAnsi): accents kept where the font has them. */
function writable(font: PDFFont, text: string): string {
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

/** Lines of at most `width` points. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
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
  }
  return lines;
}

const when = (at: Date, locale: Locale) =>
  `${new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "de-DE", { dateStyle: "long", timeStyle: "medium", timeZone: "Europe/Berlin" }).format(at)} (Europe/Berlin), ${at.toISOString()}`;

export async function contractPdf(contract: Contract): Promise<Uint8Array> {
  const locale: Locale = contract.locale === "es" ? "es" : "de";
  const c = contractPdfCopy[locale];
  const doc = await PDFDocument.create();
  doc.setTitle(writable(await doc.embedFont(StandardFonts.Helvetica), contract.body.split("\n")[0] ?? "Contract"));
  doc.setLanguage(locale === "es" ? "es-ES" : "de-DE");
  doc.setCreationDate(contract.signedAt ?? contract.generatedAt);
  doc.setModificationDate(contract.countersignedAt ?? contract.signedAt ?? contract.generatedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const write = (text: string, options: { font?: PDFFont; size?: number } = {}) => {
    const f = options.font ?? font;
    const size = options.size ?? SIZE;
    for (const line of wrap(f, writable(f, text), size, width)) {
      if (y < MARGIN + LEADING) newPage();
      page.drawText(line, { x: MARGIN, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size > SIZE ? size * 1.5 : LEADING;
    }
  };

  const [title, ...rest] = contract.body.split("\n");
  write(title ?? "", { font: bold, size: 16 });
  y -= 6;
  write(rest.join("\n"));

  // The signature record, on a page of its own (the last).
  newPage();
  write(c.record, { font: bold, size: 14 });
  y -= 4;
  const field = (label: string, value: string) => {
    write(label, { font: bold });
    write(value);
    y -= 4;
  };
  if (contract.signedAt && contract.signedName) {
    field(c.signedBy, contract.signedName);
    field(c.signedAt, when(contract.signedAt, locale));
    field(c.how, fill(c.howText, { email: contract.adopterEmail }));
    field(c.address, contract.signedAddressHash ?? "–");
  }
  field(c.hash, contract.bodySha256);
  field(c.version, String(contract.templateVersion));
  field(c.reference, contract.reference);
  if (contract.countersignedAt) {
    field(c.countersignedBy, contract.countersignedName ?? "–");
    field(c.countersignedAt, when(contract.countersignedAt, locale));
  } else {
    field(c.countersignedBy, c.notYet);
  }
  y -= 6;
  write(c.kind);

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = fill(c.page, { page: i + 1, pages: pages.length });
    p.drawText(text, { x: A4[0] - MARGIN - font.widthOfTextAtSize(text, 8), y: MARGIN / 2, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
  });
  return doc.save();
}

export const PDF_HEADERS = {
  "Content-Type": "application/pdf",
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The file's name: the reference, so both sides find it again. */
export function pdfFileName(contract: Pick<Contract, "reference" | "locale">): string {
  return `${contract.locale === "es" ? "contrato" : "schutzvertrag"}-${contract.reference}.pdf`;
}
