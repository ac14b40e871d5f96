/**
 * The signed protection contract as a PDF (docs/product/journey.md#protection-contract), made with
 * pdf-lib on each download: the contract's text as signed, laid out as on the status page
 * (paragraphs, numbered clauses), and on the last page the signature record (name typed, time in
 * the contract's country, text hash, template version, how it was signed) and the
 * countersignature. A4, Helvetica (the PDF's standard font: nothing embedded); a character the
 * font cannot show is written without its accent, or as "?" (a signature cannot hold one:
 * `printableName`).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { textWidth, wrap, writable } from "#app/platform/pdf/text.ts";
import { contractPdfCopy } from "../rules/contract-copy.ts";
import type { Contract } from "./contracts.server.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 15;

/** A clause's heading in the contract's text ("1. Übergabe", "7. Cuota de protección"): a short numbered line. */
const CLAUSE_HEADING = /^\d{1,2}\.\s+\S.{0,80}$/u;

/** A time as the contract's language and country write it, with the zone named, and in UTC. */
const when = (at: Date, locale: Locale) => {
  const c = contractPdfCopy[locale];
  const local = new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "de-DE", { dateStyle: "long", timeStyle: "medium", timeZone: c.timeZone }).format(at);
  return `${local} (${c.timeZoneName}, ${c.timeZone}), ${at.toISOString()}`;
};

/**
 * The contract as the status page lays it out: the title, then each line of the text as its own
 * paragraph (a blank line is space between paragraphs), each numbered clause's heading in bold on a
 * line of its own; lines wrap within the margins and the text goes on over as many pages as it needs.
 * The signature record follows on a page of its own, each label in bold above its value.
 */
export async function contractPdf(contract: Contract): Promise<Uint8Array> {
  const locale: Locale = localeOf(contract.locale);
  const c = contractPdfCopy[locale];
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(writable(font, contract.body.split("\n")[0] ?? "Contract"));
  doc.setLanguage(locale === "es" ? "es-ES" : "de-DE");
  doc.setCreationDate(contract.signedAt ?? contract.generatedAt);
  doc.setModificationDate(contract.countersignedAt ?? contract.signedAt ?? contract.generatedAt);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  /** One paragraph (no line break in it), wrapped; the next page when the page is full. */
  const write = (text: string, options: { font?: PDFFont; size?: number } = {}) => {
    const f = options.font ?? font;
    const size = options.size ?? SIZE;
    const leading = size > SIZE ? size * 1.4 : LEADING;
    for (const line of wrap(f, writable(f, text), size, width)) {
      if (y < MARGIN + leading) newPage();
      page.drawText(line, { x: MARGIN, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= leading;
    }
  };
  const space = (points: number) => {
    y -= points;
  };

  const [title, ...rest] = contract.body.replace(/\r\n?/g, "\n").split("\n");
  write(title ?? "", { font: bold, size: 16 });
  space(8);
  for (const paragraph of rest) {
    const text = paragraph.trim();
    if (!text) {
      space(LEADING / 2);
      continue;
    }
    if (CLAUSE_HEADING.test(text)) {
      // A heading is not left alone at the foot of a page.
      if (y < MARGIN + 3 * LEADING) newPage();
      else space(4);
      write(text, { font: bold });
    } else write(text);
  }

  // The signature record, on a page of its own (the last).
  newPage();
  write(c.record, { font: bold, size: 14 });
  space(4);
  const field = (label: string, value: string) => {
    if (y < MARGIN + 3 * LEADING) newPage();
    write(label, { font: bold });
    write(value);
    space(4);
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
  space(6);
  write(c.kind);

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = fill(c.page, { page: i + 1, pages: pages.length });
    p.drawText(text, { x: A4[0] - MARGIN - textWidth(font, text, 8), y: MARGIN / 2, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
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
