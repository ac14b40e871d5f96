import { describe, expect, it } from "vitest";
import {
  buildReceipt, formatEuro, germanDate, isIsoDate, MODEL, purposesText, receiptDocument, ReceiptInputError, type ReceiptInput, type ReceiptProblem,
} from "./receipt.ts";

const input = (change: Partial<ReceiptInput> = {}): ReceiptInput => ({
  number: "2026-0007",
  issuedOn: "2027-01-15",
  association: { name: "Puente Canino – Tierhilfe Spanien e. V.", street: "Lindenweg 12", postalCode: "23701", city: "Süsel" },
  taxData: { taxOffice: "Eutin", taxNumber: "22/291/12345", exemptionNoticeDate: "2025-03-12", assessmentPeriod: "2021 bis 2023", purposes: ["Förderung des Tierschutzes"] },
  signer: { name: "Erika Mustermann", role: "1. Vorsitzende" },
  recipient: { name: "Jürgen Müßig", street: "Hauptstraße 5", postalCode: "76131", city: "Karlsruhe" },
  period: { from: "2026-01-01", to: "2026-12-31" },
  payments: [
    { date: "2026-03-01", kind: "fee", amountCents: 6000 },
    { date: "2026-01-15", kind: "donation", amountCents: 12000 },
    { date: "2026-12-31", kind: "fee", amountCents: 6000 },
  ],
  ...change,
});

const problemsOf = (i: ReceiptInput): ReceiptProblem[] => {
  const result = buildReceipt(i);
  if (result.ok) throw new Error("expected problems");
  return result.problems;
};

describe("the receipt's content", () => {
  const receipt = receiptDocument(input());

  it("names the model's title, the issuer, the recipient and the number", () => {
    expect(receipt.title).toBe("Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge");
    expect(receipt.subtitle).toBe(MODEL.subtitle);
    expect(receipt.metadataTitle).toBe("Zuwendungsbestätigung 2026-0007");
    expect(receipt.numberLine).toBe("Nr. 2026-0007");
    expect(receipt.issuer).toEqual({ label: MODEL.issuerLabel, lines: ["Puente Canino – Tierhilfe Spanien e. V.", "Lindenweg 12", "23701 Süsel"] });
    expect(receipt.recipient).toEqual({ label: "Name und Anschrift des Zuwendenden:", lines: ["Jürgen Müßig", "Hauptstraße 5", "76131 Karlsruhe"] });
  });

  it("sums the payments in whole cents: the total in figures and in words, and the period", () => {
    expect(receipt.totalCents).toBe(24000);
    expect(receipt.amountRow).toEqual([
      { label: "Gesamtbetrag der Zuwendung - in Ziffern -", lines: ["240,00 €"] },
      { label: "- in Buchstaben -", lines: ["zweihundertvierzig Euro"] },
      { label: "Zeitraum der Sammelbestätigung:", lines: ["01.01.2026 bis 31.12.2026"] },
    ]);
  });

  it("states the exemption with the notice's values, the use, that no other confirmation exists and where the waiver is", () => {
    expect(receipt.paragraphs).toEqual([
      "Wir sind wegen Förderung des Tierschutzes nach dem Freistellungsbescheid des Finanzamtes Eutin, StNr. 22/291/12345, vom 12.03.2025 für den letzten Veranlagungszeitraum 2021 bis 2023 nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.",
      "Es wird bestätigt, dass die Zuwendung nur zur Förderung des Tierschutzes verwendet wird.",
      "Es wird bestätigt, dass über die in der Gesamtsumme enthaltenen Zuwendungen keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen oder Ähnliches ausgestellt wurden und werden.",
      "Ob es sich um den Verzicht auf Erstattung von Aufwendungen handelt, ist der Anlage zur Sammelbestätigung zu entnehmen.",
    ]);
  });

  it("leaves the assessment period out of the sentence when it is not given", () => {
    const { taxData } = input();
    const [exemption] = receiptDocument(input({ taxData: { ...taxData, assessmentPeriod: "  " } })).paragraphs;
    expect(exemption).toContain("vom 12.03.2025 nach § 5 Abs. 1 Nr. 9");
    expect(exemption).not.toContain("Veranlagungszeitraum");
  });

  it("is signed at the association's place on the day of issue, and carries the model's hint", () => {
    expect(receipt.placeAndDate).toBe("Süsel, 15.01.2027");
    expect(receipt.signatureCaption).toBe("(Ort, Datum und Unterschrift des Zuwendungsempfängers)");
    expect(receipt.signer).toBe("Erika Mustermann, 1. Vorsitzende");
    expect(receipt.hint.heading).toBe("Hinweis:");
    expect(receipt.hint.paragraphs[0]).toMatch(/^Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass .* haftet für die entgangene Steuer \(§ 10b Abs. 4 EStG, § 9 Abs. 3 KStG, § 9 Nr. 5 GewStG\)\.$/);
    expect(receipt.hint.paragraphs[1]).toMatch(/^Diese Bestätigung wird nicht als Nachweis .* \(§ 63 Abs. 5 AO\)\.$/);
  });

  it("lists every payment in the annex by date, its kind, no waiver, its amount, and the same total", () => {
    expect(receipt.annex.title).toBe("Anlage zur Sammelbestätigung vom 15.01.2027");
    expect(receipt.annex.reference).toBe("Nr. 2026-0007 – Jürgen Müßig, Hauptstraße 5, 76131 Karlsruhe");
    expect(receipt.annex.columns).toEqual(["Datum der Zuwendung", "Art der Zuwendung (Geldzuwendung/Mitgliedsbeitrag)", "Verzicht auf die Erstattung von Aufwendungen (ja/nein)", "Betrag"]);
    expect(receipt.annex.rows).toEqual([
      { date: "15.01.2026", kind: "Geldzuwendung", waiver: "nein", amount: "120,00 €" },
      { date: "01.03.2026", kind: "Mitgliedsbeitrag", waiver: "nein", amount: "60,00 €" },
      { date: "31.12.2026", kind: "Mitgliedsbeitrag", waiver: "nein", amount: "60,00 €" },
    ]);
    expect(receipt.annex.totalLabel).toBe("Gesamtsumme");
    expect(receipt.annex.total).toBe(receipt.amountRow[0].lines[0]);
  });

  it("keeps payments of one day in the order given", () => {
    const r = receiptDocument(input({ payments: [{ date: "2026-05-01", kind: "fee", amountCents: 100 }, { date: "2026-05-01", kind: "donation", amountCents: 200 }] }));
    expect(r.annex.rows.map((row) => row.kind)).toEqual(["Mitgliedsbeitrag", "Geldzuwendung"]);
  });

  it("adds cents exactly, where binary fractions would not (0.1 + 0.2)", () => {
    const r = receiptDocument(input({ payments: [{ date: "2026-02-01", kind: "donation", amountCents: 10 }, { date: "2026-02-02", kind: "donation", amountCents: 20 }] }));
    expect(r.totalCents).toBe(30);
    expect(r.amountRow[0].lines).toEqual(["0,30 €"]);
    expect(r.amountRow[1].lines).toEqual(["null Euro und dreißig Cent"]);
    const many = receiptDocument(input({ payments: Array.from({ length: 1000 }, (_, i) => ({ date: "2026-06-01", kind: "donation" as const, amountCents: 1 + (i % 3) })) }));
    expect(many.totalCents).toBe(1999);
    expect(many.annex.total).toBe("19,99 €");
  });

  it("writes one line of each text field, without surrounding space", () => {
    const r = receiptDocument(input({ recipient: { name: "  Anna \n Beispiel ", street: "Weg\t1", postalCode: " 10115", city: "Berlin " } }));
    expect(r.recipient.lines).toEqual(["Anna Beispiel", "Weg 1", "10115 Berlin"]);
  });
});

describe("what the receipt refuses", () => {
  it("no payments", () => {
    expect(problemsOf(input({ payments: [] }))).toEqual([{ code: "no-payments" }]);
    expect(() => receiptDocument(input({ payments: [] }))).toThrow(ReceiptInputError);
  });

  it("a payment outside the period, on either side; the first and last day are inside", () => {
    const problems = problemsOf(
      input({
        payments: [
          { date: "2025-12-31", kind: "fee", amountCents: 100 },
          { date: "2026-01-01", kind: "fee", amountCents: 100 },
          { date: "2026-12-31", kind: "fee", amountCents: 100 },
          { date: "2027-01-01", kind: "donation", amountCents: 100 },
        ],
      }),
    );
    expect(problems).toEqual([
      { code: "payment-outside-period", index: 0, date: "2025-12-31" },
      { code: "payment-outside-period", index: 3, date: "2027-01-01" },
    ]);
  });

  it.each([0, -100, 12.5, Number.NaN, Number.POSITIVE_INFINITY])("an amount that is not a positive whole number of cents (%s)", (amountCents) => {
    expect(problemsOf(input({ payments: [{ date: "2026-05-01", kind: "fee", amountCents }] }))).toEqual([{ code: "invalid-amount", index: 0, value: amountCents }]);
  });

  it("a total beyond exact whole numbers", () => {
    const big = Number.MAX_SAFE_INTEGER - 1;
    expect(problemsOf(input({ payments: [{ date: "2026-05-01", kind: "fee", amountCents: big }, { date: "2026-05-02", kind: "fee", amountCents: big }] }))).toEqual([{ code: "total-too-large" }]);
  });

  it("a kind other than fee or donation", () => {
    const payments = [{ date: "2026-05-01", kind: "goods", amountCents: 100 }] as unknown as ReceiptInput["payments"];
    expect(problemsOf(input({ payments }))).toEqual([{ code: "invalid-kind", index: 0, value: "goods" }]);
  });

  it.each(["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", "01.01.2026", ""])("a date that is not a day of the calendar written YYYY-MM-DD (%s)", (bad) => {
    expect(problemsOf(input({ issuedOn: bad }))).toContainEqual({ code: "invalid-date", field: "issuedOn", value: bad });
    expect(problemsOf(input({ payments: [{ date: bad, kind: "fee", amountCents: 100 }] }))).toEqual([{ code: "invalid-date", field: "payments[0].date", value: bad }]);
  });

  it("a reversed period, a period over two years, a receipt issued before its period ends", () => {
    expect(problemsOf(input({ period: { from: "2026-12-31", to: "2026-01-01" }, payments: [{ date: "2026-06-01", kind: "fee", amountCents: 100 }] }))).toContainEqual({ code: "period-reversed" });
    expect(problemsOf(input({ period: { from: "2026-07-01", to: "2027-06-30" }, issuedOn: "2027-07-01", payments: [{ date: "2026-12-01", kind: "fee", amountCents: 100 }] }))).toEqual([
      { code: "period-spans-years" },
    ]);
    expect(problemsOf(input({ issuedOn: "2026-12-30" }))).toEqual([{ code: "issued-before-period-end" }]);
    expect(buildReceipt(input({ issuedOn: "2026-12-31" })).ok).toBe(true);
  });

  it("a notice of exemption dated after the receipt, or more than five years before it, to the day (§ 63 Abs. 5 AO)", () => {
    const withNotice = (exemptionNoticeDate: string, issuedOn = "2027-01-15") => buildReceipt(input({ issuedOn, taxData: { ...input().taxData, exemptionNoticeDate } }));
    expect(withNotice("2027-01-16")).toEqual({ ok: false, problems: [{ code: "notice-after-issue" }] });
    expect(withNotice("2027-01-15").ok).toBe(true);
    expect(withNotice("2022-01-15").ok).toBe(true);
    expect(withNotice("2022-01-14")).toEqual({ ok: false, problems: [{ code: "notice-too-old" }] });
    // 29 February: five years on is the 28th; the 1 March is too late.
    expect(withNotice("2020-02-29", "2025-02-28").ok).toBe(false);
    expect(problemsOf(input({ issuedOn: "2025-03-01", period: { from: "2025-01-01", to: "2025-02-28" }, payments: [{ date: "2025-02-01", kind: "fee", amountCents: 100 }], taxData: { ...input().taxData, exemptionNoticeDate: "2020-02-29" } }))).toEqual([
      { code: "notice-too-old" },
    ]);
  });

  it("an empty field, naming each", () => {
    const problems = problemsOf(input({ number: " ", recipient: { name: "", street: "x", postalCode: "1", city: "" }, signer: { name: "A", role: "" } }));
    expect(problems).toEqual([
      { code: "missing", field: "number" },
      { code: "missing", field: "recipient.name" },
      { code: "missing", field: "recipient.city" },
      { code: "missing", field: "signer.role" },
    ]);
  });

  it("no purpose, or one not named 'Förderung …' as the model's sentence needs", () => {
    const tax = input().taxData;
    expect(problemsOf(input({ taxData: { ...tax, purposes: [] } }))).toEqual([{ code: "no-purpose" }]);
    expect(problemsOf(input({ taxData: { ...tax, purposes: ["Förderung des Tierschutzes", "Tierschutz"] } }))).toEqual([{ code: "purpose-wording", index: 1, value: "Tierschutz" }]);
  });

  it("names every problem at once", () => {
    const problems = problemsOf(input({ number: "", payments: [{ date: "2025-01-01", kind: "fee", amountCents: -1 }] }));
    expect(problems.map((p) => p.code)).toEqual(["missing", "invalid-amount", "payment-outside-period"]);
    const error = (() => {
      try {
        receiptDocument(input({ payments: [] }));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ReceiptInputError);
    expect((error as ReceiptInputError).problems).toEqual([{ code: "no-payments" }]);
  });
});

describe("the receipt's formats", () => {
  it.each([
    [0, "0,00 €"],
    [1, "0,01 €"],
    [24000, "240,00 €"],
    [123456, "1.234,56 €"],
    [123456789, "1.234.567,89 €"],
    [-1250, "-12,50 €"],
  ])("%i cents are %s", (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });

  it("a date as dd.mm.yyyy, checked as a day of the calendar", () => {
    expect(germanDate("2026-03-01")).toBe("01.03.2026");
    expect(() => germanDate("1.3.2026")).toThrow(RangeError);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it("the purposes after 'Förderung', listed as German lists them", () => {
    expect(purposesText(["Förderung des Tierschutzes"])).toBe("des Tierschutzes");
    expect(purposesText(["Förderung des Tierschutzes", "Förderung der Bildung"])).toBe("des Tierschutzes und der Bildung");
    expect(purposesText(["Förderung des Tierschutzes", "Förderung der Bildung", "Förderung  der Jugendhilfe"])).toBe("des Tierschutzes, der Bildung und der Jugendhilfe");
    const r = receiptDocument(input({ taxData: { ...input().taxData, purposes: ["Förderung des Tierschutzes", "Förderung der Bildung"] } }));
    expect(r.paragraphs[0]).toMatch(/^Wir sind wegen Förderung des Tierschutzes und der Bildung nach dem Freistellungsbescheid/);
    expect(r.paragraphs[1]).toBe("Es wird bestätigt, dass die Zuwendung nur zur Förderung des Tierschutzes und der Bildung verwendet wird.");
  });
});
