/**
 * The annual donation receipt as a PDF (app/features/membership): read back as a reader copies its
 * text, page 1 is the confirmation on the official model, the annex lists every payment and its
 * total once, at its end, however many pages it takes.
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { receiptPdf } from "#app/features/membership/server/receipt-pdf.server.ts";
import { ReceiptInputError, type ReceiptInput } from "#app/features/membership/rules/receipt.ts";
import { pdfText, pdfTextItems } from "../support/pdf-text.ts";

const input = (change: Partial<ReceiptInput> = {}): ReceiptInput => ({
  number: "2026-0007",
  issuedOn: "2027-01-15",
  association: { name: "Puente Canino – Tierhilfe Spanien e. V.", street: "Lindenweg 12", postalCode: "23701", city: "Süsel" },
  taxData: { taxOffice: "Eutin", taxNumber: "22/291/12345", exemptionNoticeDate: "2025-03-12", assessmentPeriod: "2021 bis 2023", purposes: ["Förderung des Tierschutzes"] },
  signer: { name: "Erika Mustermann", role: "1. Vorsitzende" },
  recipient: { name: "Anna Beispiel", street: "Hauptstraße 5", postalCode: "76131", city: "Karlsruhe" },
  period: { from: "2026-01-01", to: "2026-12-31" },
  payments: [
    { date: "2026-01-15", kind: "donation", amountCents: 12000 },
    { date: "2026-03-01", kind: "fee", amountCents: 6000 },
    { date: "2026-09-01", kind: "fee", amountCents: 6000 },
  ],
  ...change,
});

/** Text as one line: a reader's line breaks and runs of spaces as one space. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** 40 payments: a fee on the first of each month, a donation on the 15th of most, amounts that differ. */
const forty = (): ReceiptInput["payments"] =>
  Array.from({ length: 40 }, (_, i) => ({
    date: `2026-${String((i % 12) + 1).padStart(2, "0")}-${String(1 + Math.floor(i / 12) * 7).padStart(2, "0")}`,
    kind: i % 3 === 0 ? ("fee" as const) : ("donation" as const),
    amountCents: 500 + i * 125,
  }));

describe("the donation receipt as a PDF", () => {
  it("page 1 is the model's confirmation with the receipt's values; the annex lists each payment and the total", async () => {
    const bytes = await receiptPdf(input());
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(2);
    const [first, annex] = pages.map(flat) as [string, string];

    expect(first).toContain("Nr. 2026-0007");
    expect(first).toContain("Aussteller (Bezeichnung und Anschrift der steuerbegünstigten Einrichtung)");
    expect(first).toContain("Puente Canino – Tierhilfe Spanien e. V.");
    expect(first).toContain("Lindenweg 12");
    expect(first).toContain("23701 Süsel");
    expect(first).toContain(
      "Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften, Personenvereinigungen oder Vermögensmassen",
    );
    expect(first).toContain("Name und Anschrift des Zuwendenden:");
    expect(first).toContain("Anna Beispiel");
    expect(first).toContain("Hauptstraße 5");
    expect(first).toContain("76131 Karlsruhe");
    expect(first).toContain("Gesamtbetrag der Zuwendung - in Ziffern -");
    expect(first).toContain("240,00 €");
    expect(first).toContain("- in Buchstaben -");
    expect(first).toContain("zweihundertvierzig Euro");
    expect(first).toContain("Zeitraum der Sammelbestätigung:");
    expect(first).toContain("01.01.2026 bis 31.12.2026");
    expect(first).toContain(
      "Wir sind wegen Förderung des Tierschutzes nach dem Freistellungsbescheid des Finanzamtes Eutin, StNr. 22/291/12345, vom 12.03.2025 für den letzten Veranlagungszeitraum 2021 bis 2023 nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.",
    );
    expect(first).toContain("Es wird bestätigt, dass die Zuwendung nur zur Förderung des Tierschutzes verwendet wird.");
    expect(first).toContain("keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen oder Ähnliches ausgestellt wurden und werden.");
    expect(first).toContain("Ob es sich um den Verzicht auf Erstattung von Aufwendungen handelt, ist der Anlage zur Sammelbestätigung zu entnehmen.");
    expect(first).toContain("Süsel, 15.01.2027");
    expect(first).toContain("(Ort, Datum und Unterschrift des Zuwendungsempfängers)");
    expect(first).toContain("Erika Mustermann, 1. Vorsitzende");
    expect(first).toContain("Hinweis: Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt");
    expect(first).toContain("haftet für die entgangene Steuer (§ 10b Abs. 4 EStG, § 9 Abs. 3 KStG, § 9 Nr. 5 GewStG).");
    expect(first).toContain("(§ 63 Abs. 5 AO).");
    expect(first).not.toContain("?");

    expect(annex).toContain("Anlage zur Sammelbestätigung vom 15.01.2027");
    expect(annex).toContain("Nr. 2026-0007 – Anna Beispiel, Hauptstraße 5, 76131 Karlsruhe");
    expect(annex).toContain("Datum der Zuwendung");
    expect(annex).toContain("Verzicht auf die Erstattung von Aufwendungen (ja/nein)");
    expect(annex).toContain("15.01.2026 Geldzuwendung nein 120,00 €");
    expect(annex).toContain("01.03.2026 Mitgliedsbeitrag nein 60,00 €");
    expect(annex).toContain("01.09.2026 Mitgliedsbeitrag nein 60,00 €");
    expect(annex).toContain("Gesamtsumme 240,00 €");
    expect(annex).not.toContain("?");
  });

  it("carries its title in the metadata, in German", async () => {
    const doc = await PDFDocument.load(await receiptPdf(input()), { updateMetadata: false });
    expect(doc.getTitle()).toBe("Zuwendungsbestätigung 2026-0007");
    expect(doc.getAuthor()).toBe("Puente Canino – Tierhilfe Spanien e. V.");
    expect(doc.getPageCount()).toBe(2);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it("a long annex goes on over pages, its heads on each; the total stands once, on the last", async () => {
    const payments = forty();
    const bytes = await receiptPdf(input({ payments }));
    const pages = (await pdfText(bytes)).map(flat);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const annexPages = pages.slice(1);
    for (const page of annexPages) {
      expect(page).toContain("Anlage zur Sammelbestätigung vom 15.01.2027");
      expect(page).toContain("Datum der Zuwendung");
    }
    expect(annexPages.slice(1).every((p) => p.includes("(Fortsetzung)"))).toBe(true);
    const totalCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
    expect(totalCents).toBe(117500);
    expect(pages[0]).toContain("1.175,00 €");
    expect(pages[0]).toContain("eintausendeinhundertfünfundsiebzig Euro");
    const last = annexPages.at(-1)!;
    expect(last.match(/Gesamtsumme/g)).toHaveLength(1);
    expect(last).toContain("Gesamtsumme 1.175,00 €");
    for (const page of annexPages.slice(0, -1)) expect(page).not.toContain("Gesamtsumme");
    // Every payment once in the annex: its date and amount in one row.
    const annexText = annexPages.join(" ");
    for (const p of payments) {
      const date = p.date.split("-").reverse().join(".");
      const amount = `${Math.floor(p.amountCents / 100)},${String(p.amountCents % 100).padStart(2, "0")} €`;
      const kind = p.kind === "fee" ? "Mitgliedsbeitrag" : "Geldzuwendung";
      expect(annexText.split(`${date} ${kind} nein ${amount}`)).toHaveLength(2);
    }
    // Each page says which it is.
    pages.forEach((page, i) => expect(page).toContain(`Zuwendungsbestätigung 2026-0007 – Seite ${i + 1} von ${pages.length}`));
  });

  it("never leaves the total alone under the column heads: the last payment goes over with it", async () => {
    // Around the number of rows that fills the first annex page, one of them exactly.
    for (let n = 34; n <= 42; n++) {
      const payments = Array.from({ length: n }, (_, i) => ({ date: "2026-05-05", kind: "fee" as const, amountCents: 100 + i }));
      const pages = (await pdfText(await receiptPdf(input({ payments })))).map(flat);
      const last = pages.at(-1)!;
      expect(last, `${n} payments`).toMatch(/05\.05\.2026 Mitgliedsbeitrag nein \d+,\d\d € Gesamtsumme/);
      expect(pages.slice(1).join(" ").match(/05\.05\.2026/g), `${n} payments`).toHaveLength(n);
    }
  });

  it("keeps every piece of text within the page's margins and above its footer, on every page", async () => {
    const long = input({
      payments: forty(),
      recipient: { name: "Maximiliane Wilhelmine von Hohenzollern-Sigmaringen-Schaumburg-Lippe", street: "Großherzog-Friedrich-Straße 123 a, Hinterhaus, 3. Obergeschoss", postalCode: "76131", city: "Karlsruhe" },
      taxData: { ...input().taxData, purposes: ["Förderung des Tierschutzes", "Förderung der Erziehung, Volks- und Berufsbildung", "Förderung der Hilfe für politisch, rassistisch oder religiös Verfolgte"] },
    });
    const items = await pdfTextItems(await receiptPdf(long));
    for (const item of items) {
      expect(item.x, item.text).toBeGreaterThanOrEqual(56 - 0.5);
      expect(item.x + item.width, item.text).toBeLessThanOrEqual(item.pageWidth - 56 + 0.5);
      expect(item.y, item.text).toBeGreaterThanOrEqual(56 / 2 - 0.5);
    }
    // Only the footer stands in the bottom margin.
    const inBottomMargin = items.filter((item) => item.y < 56 - 0.5);
    expect(inBottomMargin.every((item) => /^Zuwendungsbestätigung 2026-0007 – Seite \d von \d$/.test(item.text)), JSON.stringify(inBottomMargin)).toBe(true);
    // The confirmation itself fits on page 1 (the model: one A4 page); the hint is its last text.
    expect(items.filter((i) => i.page === 1).some((i) => i.text.includes("(§ 63 Abs. 5 AO)"))).toBe(true);
  });

  it("keeps umlauts and ß in a name, and writes a letter Helvetica lacks without its accent", async () => {
    const pages = (await pdfText(await receiptPdf(input({ recipient: { name: "Jürgen Müßig-Öztürk", street: "Äußere Weiße Gasse 7", postalCode: "01067", city: "Dresden" }, signer: { name: "Zoë Dvořák", role: "Kassenwartin" } })))).map(flat);
    expect(pages[0]).toContain("Jürgen Müßig-Öztürk");
    expect(pages[0]).toContain("Äußere Weiße Gasse 7");
    expect(pages[0]).toContain("Zoë Dvorák, Kassenwartin");
    expect(pages[1]).toContain("Jürgen Müßig-Öztürk, Äußere Weiße Gasse 7, 01067 Dresden");
  });

  it("writes a large total in words and figures, wrapped in its box", async () => {
    const [first = ""] = (await pdfText(await receiptPdf(input({ payments: [{ date: "2026-06-01", kind: "donation", amountCents: 123456789 }] })))).map(flat);
    expect(first).toContain("1.234.567,89 €");
    // The words wrap (a cut inside a long word is a line break); put together they are the amount.
    expect(first.replace(/ /g, "")).toContain("eineMillionzweihundertvierunddreißigtausendfünfhundertsiebenundsechzigEuroundneunundachtzigCent");
  });

  it("refuses a receipt without payments, or with a payment outside its period", async () => {
    await expect(receiptPdf(input({ payments: [] }))).rejects.toThrow(ReceiptInputError);
    await expect(receiptPdf(input({ payments: [{ date: "2027-01-02", kind: "fee", amountCents: 6000 }] }))).rejects.toMatchObject({
      problems: [{ code: "payment-outside-period", index: 0, date: "2027-01-02" }],
    });
  });
});
