/**
 * The annual donation receipt as a PDF, made with pdf-lib: page 1 laid out as the official model of
 * a collective confirmation (rules/receipt.ts has its wording and why), the annex with every
 * payment on the next page, going on over as many pages as the payments need, its column heads
 * repeated on each and the total once, at its end. A4, Helvetica (the PDF's standard font, nothing
 * embedded): German letters, "€" and "§" are in its WinAnsi set; a character it lacks is written
 * without its accent, or as "?" (`writable`).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { textWidth, wrap, writable } from "#app/platform/pdf/text.ts";
import { receiptDocument, type LabelledLines, type ReceiptInput } from "../rules/receipt.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
/** The lowest a line of text may stand: the footer (page numbers) is below it. */
const BOTTOM = MARGIN;
const PAD = 6;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.55, 0.55, 0.55);
const SHADE = rgb(0.93, 0.93, 0.93);

const LABEL_SIZE = 7.5;
const LABEL_LEADING = 9.5;
const VALUE_SIZE = 10;
const VALUE_LEADING = 13;
const TEXT_SIZE = 9.5;
const TEXT_LEADING = 12.5;
const HINT_SIZE = 8;
const HINT_LEADING = 10.5;
const CELL_SIZE = 9.5;
const HEAD_SIZE = 8;
const HEAD_LEADING = 10;
const ROW_HEIGHT = 17;

/** The annex's columns as shares of the width: date, kind, waiver, amount. */
const ANNEX_COLUMNS = [0.2, 0.34, 0.26, 0.2] as const;

/** The receipt as a PDF; throws `ReceiptInputError` (rules/receipt.ts) when the input cannot make one. */
export async function receiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const receipt = receiptDocument(input);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const issued = new Date(`${input.issuedOn}T12:00:00Z`);
  doc.setTitle(writable(font, receipt.metadataTitle), { showInWindowTitleBar: true });
  doc.setAuthor(writable(font, receipt.issuer.lines[0] ?? ""));
  doc.setSubject(writable(font, receipt.title));
  doc.setLanguage("de-DE");
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  /** Room for `height` points on this page, or the next page. */
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };
  const lines = (text: string, f: PDFFont, size: number, width: number) => wrap(f, writable(f, text), size, width);
  const text = (line: string, x: number, baseline: number, f: PDFFont, size: number, color = INK) => {
    page.drawText(line, { x, y: baseline, size, font: f, color });
  };
  /** A paragraph over the full width, wrapped; a page is turned between its lines when full. */
  const paragraph = (content: string, options: { font?: PDFFont; size?: number; leading?: number } = {}) => {
    const f = options.font ?? font;
    const size = options.size ?? TEXT_SIZE;
    const leading = options.leading ?? TEXT_LEADING;
    for (const line of lines(content, f, size, WIDTH)) {
      ensure(leading);
      y -= leading;
      text(line, MARGIN, y + (leading - size), f, size);
    }
  };

  /** A box of the model: its small label, then its value lines; measured first, so a row of boxes shares one height. */
  const measure = (box: LabelledLines, width: number, valueFont: PDFFont) => {
    const inner = width - 2 * PAD;
    const label = lines(box.label, font, LABEL_SIZE, inner);
    const values = box.lines.flatMap((line, i) => lines(line, i === 0 ? valueFont : font, VALUE_SIZE, inner).map((l) => ({ text: l, font: i === 0 ? valueFont : font })));
    return { label, values, height: 2 * PAD + label.length * LABEL_LEADING + 3 + values.length * VALUE_LEADING };
  };
  const box = (x: number, top: number, width: number, height: number, m: ReturnType<typeof measure>) => {
    page.drawRectangle({ x, y: top - height, width, height, borderColor: RULE, borderWidth: 0.75 });
    let baseline = top - PAD - LABEL_SIZE;
    for (const l of m.label) {
      text(l, x + PAD, baseline, font, LABEL_SIZE, GREY);
      baseline -= LABEL_LEADING;
    }
    baseline -= 3 + (VALUE_LEADING - LABEL_LEADING);
    for (const v of m.values) {
      text(v.text, x + PAD, baseline, v.font, VALUE_SIZE);
      baseline -= VALUE_LEADING;
    }
  };
  /** Boxes side by side over the full width, `shares` of it each, as tall as the tallest. */
  const boxRow = (boxes: LabelledLines[], shares: readonly number[], valueFont: PDFFont) => {
    const widths = shares.map((s) => s * WIDTH);
    const measured = boxes.map((b, i) => measure(b, widths[i]!, valueFont));
    const height = Math.max(...measured.map((m) => m.height));
    ensure(height);
    let x = MARGIN;
    measured.forEach((m, i) => {
      box(x, y, widths[i]!, height, m);
      x += widths[i]!;
    });
    y -= height;
  };

  // Page 1: the confirmation, in the model's order.
  const numberLine = writable(font, receipt.numberLine);
  text(numberLine, MARGIN + WIDTH - textWidth(font, numberLine, 9), y - 9, font, 9, GREY);
  y -= 14;
  boxRow([receipt.issuer], [1], bold);
  y -= 14;
  paragraph(receipt.title, { font: bold, size: 13, leading: 17 });
  y -= 2;
  paragraph(receipt.subtitle, { size: 8.5, leading: 11 });
  y -= 12;
  boxRow([receipt.recipient], [1], bold);
  y -= 10;
  boxRow(receipt.amountRow, [0.27, 0.46, 0.27], bold);
  y -= 14;
  for (const p of receipt.paragraphs) {
    paragraph(p);
    y -= 6;
  }

  // Place and date, room for the signature, the line and its caption, the signer.
  const signatureBlock = 4 * VALUE_LEADING + 30;
  ensure(signatureBlock);
  y -= 14;
  text(writable(font, receipt.placeAndDate), MARGIN, y, font, VALUE_SIZE);
  y -= 30;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH * 0.75, y }, thickness: 0.75, color: INK });
  y -= LABEL_SIZE + 3;
  text(writable(font, receipt.signatureCaption), MARGIN, y, font, LABEL_SIZE, GREY);
  y -= VALUE_LEADING;
  text(writable(font, receipt.signer), MARGIN, y, font, TEXT_SIZE);
  y -= 16;

  paragraph(receipt.hint.heading, { font: bold, size: HINT_SIZE, leading: HINT_LEADING });
  for (const [i, p] of receipt.hint.paragraphs.entries()) {
    if (i > 0) y -= 4;
    paragraph(p, { size: HINT_SIZE, leading: HINT_LEADING });
  }

  // The annex: on a page of its own, as many as the payments need.
  const { annex } = receipt;
  const widths = ANNEX_COLUMNS.map((s) => s * WIDTH);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const heads = annex.columns.map((c, i) => lines(c, bold, HEAD_SIZE, widths[i]! - 2 * PAD));
  const headHeight = 2 * PAD + Math.max(...heads.map((h) => h.length)) * HEAD_LEADING;
  /** A cell's text in a row whose top is `top`: left-aligned, the amount right-aligned. */
  const cell = (value: string, column: number, top: number, f: PDFFont) => {
    const t = writable(f, value);
    const x = column === 3 ? xs[column]! + widths[column]! - PAD - textWidth(f, t, CELL_SIZE) : xs[column]! + PAD;
    text(t, x, top - ROW_HEIGHT + 5.5, f, CELL_SIZE);
  };
  const rule = (at: number, thickness = 0.5) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: MARGIN + WIDTH, y: at }, thickness, color: RULE });
  /** The annex's title (and on a following page "Fortsetzung"), the receipt it belongs to, the column heads. */
  const annexHead = (continued: boolean) => {
    newPage();
    paragraph(continued ? `${annex.title} (Fortsetzung)` : annex.title, { font: bold, size: 12, leading: 16 });
    y -= 2;
    paragraph(annex.reference, { size: 9, leading: 12 });
    y -= 10;
    page.drawRectangle({ x: MARGIN, y: y - headHeight, width: WIDTH, height: headHeight, color: SHADE, borderColor: RULE, borderWidth: 0.5 });
    heads.forEach((head, i) => {
      head.forEach((l, n) => {
        const x = i === 3 ? xs[i]! + widths[i]! - PAD - textWidth(bold, l, HEAD_SIZE) : xs[i]! + PAD;
        text(l, x, y - PAD - HEAD_SIZE - n * HEAD_LEADING, bold, HEAD_SIZE);
      });
    });
    y -= headHeight;
  };

  annexHead(false);
  const TOTAL_HEIGHT = ROW_HEIGHT + 2;
  for (const [i, row] of annex.rows.entries()) {
    // The last payment goes over with the total: the total never stands alone under the heads.
    const last = i === annex.rows.length - 1;
    if (y - ROW_HEIGHT - (last ? TOTAL_HEIGHT : 0) < BOTTOM) annexHead(true);
    cell(row.date, 0, y, font);
    cell(row.kind, 1, y, font);
    cell(row.waiver, 2, y, font);
    cell(row.amount, 3, y, font);
    y -= ROW_HEIGHT;
    rule(y);
  }
  // The total once, at the end, under the last payment.
  y -= 2;
  rule(y, 1);
  cell(annex.totalLabel, 0, y, bold);
  cell(annex.total, 3, y, bold);
  y -= ROW_HEIGHT;
  rule(y, 1);

  // Every page names the receipt and counts the pages.
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const footer = writable(font, `${receipt.metadataTitle} – Seite ${i + 1} von ${pages.length}`);
    p.drawText(footer, { x: A4[0] - MARGIN - textWidth(font, footer, 7.5), y: MARGIN / 2, size: 7.5, font, color: GREY });
  });
  return doc.save();
}
