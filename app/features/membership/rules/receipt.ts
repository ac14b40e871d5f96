/**
 * The annual donation receipt for a member's fees and donations: a collective confirmation
 * ("Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge") on the official model of the
 * Federal Ministry of Finance for a body exempt under § 5 Abs. 1 Nr. 9 KStG, with its annex
 * listing every payment. Pure: the receipt's content from what the association enters, or what is
 * wrong with it; `server/receipt-pdf.server.ts` lays it out.
 *
 * The wording is the model's (BMF letter of 7 November 2013, IV C 4 - S 2223/07/0018 :005, the
 * models for a body under § 5 Abs. 1 Nr. 9 KStG, as amended): the letter forbids rewording and
 * reordering, and asks for the passages that apply only. What applies here, and so what is left out:
 *
 * - the exemption is stated by a notice of exemption ("Freistellungsbescheid"): the sentence names
 *   it alone, not "bzw. nach der Anlage zum Körperschaftsteuerbescheid", and the alternative
 *   sentence for a separate finding under § 60a AO is not printed;
 * - membership fees of an animal-welfare association are deductible (§ 10b Abs. 1 Satz 8 EStG
 *   excludes other purposes), so the sentence "only for bodies whose fees are not deductible" is
 *   left out;
 * - money only: no payment is the waiver of a refund of expenses ("Verzicht auf die Erstattung von
 *   Aufwendungen"): every row of the annex says "nein";
 * - a collective confirmation carries the sentence that no other confirmation was or will be
 *   issued for the payments it sums up, names its period, and refers to its annex for the waiver;
 *   the annex is headed "Anlage zur Sammelbestätigung vom <date>" and its total equals the receipt's.
 *
 * Not in the model but on the receipt: its number (beside the issuer, and on the annex), so the
 * association finds its copy again. The period lies within one calendar year (the receipt is the
 * year's), and the notice may be at most five years old on the day of issue, to the day (§ 63
 * Abs. 5 AO): an older one makes the receipt worthless, so it is refused.
 */
import { euroAmountInWords } from "./amount-in-words.ts";

export type PaymentKind = "fee" | "donation";

export interface ReceiptAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

export interface ReceiptInput {
  /** The association's number of the receipt, e.g. "2026-0007". */
  number: string;
  /** The day of issue, YYYY-MM-DD. */
  issuedOn: string;
  association: ReceiptAddress;
  taxData: {
    taxOffice: string;
    taxNumber: string;
    /** The date of the notice of exemption, YYYY-MM-DD. */
    exemptionNoticeDate: string;
    /** The last assessment period the notice is for, as the notice names it ("2021 bis 2023"); left out of the sentence when not given. */
    assessmentPeriod?: string;
    /** The purposes as the notice names them, each "Förderung …" ("Förderung des Tierschutzes"). */
    purposes: string[];
  };
  signer: { name: string; role: string };
  recipient: ReceiptAddress;
  /** The period the receipt covers, YYYY-MM-DD each, both days included. */
  period: { from: string; to: string };
  payments: { date: string; kind: PaymentKind; amountCents: number }[];
}

/** What is wrong with the input, each once per place it is wrong. */
export type ReceiptProblem =
  | { code: "missing"; field: string }
  | { code: "invalid-date"; field: string; value: string }
  | { code: "purpose-wording"; index: number; value: string }
  | { code: "no-purpose" }
  | { code: "no-payments" }
  | { code: "invalid-amount"; index: number; value: number }
  | { code: "invalid-kind"; index: number; value: string }
  | { code: "payment-outside-period"; index: number; date: string }
  | { code: "period-reversed" }
  | { code: "period-spans-years" }
  | { code: "issued-before-period-end" }
  | { code: "notice-after-issue" }
  | { code: "notice-too-old" }
  | { code: "total-too-large" };

/** A receipt that cannot be made: the problems, each with its code. */
export class ReceiptInputError extends Error {
  readonly problems: ReceiptProblem[];
  constructor(problems: ReceiptProblem[]) {
    super(`The donation receipt cannot be made: ${problems.map((p) => p.code).join(", ")}`);
    this.name = "ReceiptInputError";
    this.problems = problems;
  }
}

export interface LabelledLines {
  label: string;
  lines: string[];
}

export interface AnnexRow {
  date: string;
  kind: string;
  waiver: string;
  amount: string;
}

/** The receipt's content, every text as it is printed, in the model's order. */
export interface ReceiptDocument {
  /** The PDF's title in its metadata. */
  metadataTitle: string;
  /** "Nr. 2026-0007": the receipt's number, beside the issuer. */
  numberLine: string;
  issuer: LabelledLines;
  title: string;
  subtitle: string;
  recipient: LabelledLines;
  /** The row of three: total in figures, total in words, period. */
  amountRow: [LabelledLines, LabelledLines, LabelledLines];
  /** The exemption, the use, no other confirmations, the waiver in the annex: each a paragraph. */
  paragraphs: string[];
  /** "Karlsruhe, 15.01.2027". */
  placeAndDate: string;
  signatureCaption: string;
  /** The signer's name and role, under the line. */
  signer: string;
  hint: { heading: string; paragraphs: string[] };
  annex: {
    title: string;
    /** The receipt's number and the recipient, so the annex is matched to its receipt. */
    reference: string;
    columns: [string, string, string, string];
    rows: AnnexRow[];
    totalLabel: string;
    total: string;
  };
  totalCents: number;
}

/** The model's fixed texts (BMF letter of 7 November 2013, models for § 5 Abs. 1 Nr. 9 KStG). */
export const MODEL = {
  issuerLabel: "Aussteller (Bezeichnung und Anschrift der steuerbegünstigten Einrichtung)",
  title: "Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge",
  subtitle:
    "im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften, Personenvereinigungen oder Vermögensmassen",
  recipientLabel: "Name und Anschrift des Zuwendenden:",
  inFigures: "Gesamtbetrag der Zuwendung - in Ziffern -",
  inWords: "- in Buchstaben -",
  periodLabel: "Zeitraum der Sammelbestätigung:",
  noOtherConfirmations:
    "Es wird bestätigt, dass über die in der Gesamtsumme enthaltenen Zuwendungen keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen oder Ähnliches ausgestellt wurden und werden.",
  waiverInAnnex: "Ob es sich um den Verzicht auf Erstattung von Aufwendungen handelt, ist der Anlage zur Sammelbestätigung zu entnehmen.",
  signatureCaption: "(Ort, Datum und Unterschrift des Zuwendungsempfängers)",
  hintHeading: "Hinweis:",
  liability:
    "Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass Zuwendungen nicht zu den in der Zuwendungsbestätigung angegebenen steuerbegünstigten Zwecken verwendet werden, haftet für die entgangene Steuer (§ 10b Abs. 4 EStG, § 9 Abs. 3 KStG, § 9 Nr. 5 GewStG).",
  validity:
    "Diese Bestätigung wird nicht als Nachweis für die steuerliche Berücksichtigung der Zuwendung anerkannt, wenn das Datum des Freistellungsbescheides länger als 5 Jahre bzw. das Datum der Feststellung der Einhaltung der satzungsmäßigen Voraussetzungen nach § 60a Abs. 1 AO länger als 3 Jahre seit Ausstellung des Bescheides zurückliegt (§ 63 Abs. 5 AO).",
  annexTitle: "Anlage zur Sammelbestätigung vom",
  annexColumns: ["Datum der Zuwendung", "Art der Zuwendung (Geldzuwendung/Mitgliedsbeitrag)", "Verzicht auf die Erstattung von Aufwendungen (ja/nein)", "Betrag"],
  kind: { fee: "Mitgliedsbeitrag", donation: "Geldzuwendung" },
  no: "nein",
  total: "Gesamtsumme",
} as const;

/** The sentence of the exemption, with the notice's values. */
export function exemptionSentence(tax: { taxOffice: string; taxNumber: string; noticeDate: string; assessmentPeriod?: string; purposes: string }): string {
  const period = tax.assessmentPeriod ? ` für den letzten Veranlagungszeitraum ${tax.assessmentPeriod}` : "";
  return (
    `Wir sind wegen Förderung ${tax.purposes} nach dem Freistellungsbescheid des Finanzamtes ${tax.taxOffice}, StNr. ${tax.taxNumber}, ` +
    `vom ${tax.noticeDate}${period} nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer ` +
    `und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.`
  );
}

/** The sentence that the money is used for the purposes only. */
export function useSentence(purposes: string): string {
  return `Es wird bestätigt, dass die Zuwendung nur zur Förderung ${purposes} verwendet wird.`;
}

const PURPOSE = /^Förderung\s+(\S.*)$/u;

/**
 * The purposes after the model's "Förderung": each purpose's object, joined as German lists
 * them: ["Förderung des Tierschutzes", "Förderung der Bildung"] → "des Tierschutzes und der Bildung".
 */
export function purposesText(purposes: readonly string[]): string {
  const objects = purposes.map((p) => oneLine(p).match(PURPOSE)?.[1] ?? oneLine(p));
  if (objects.length <= 1) return objects.join("");
  return `${objects.slice(0, -1).join(", ")} und ${objects.at(-1)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a day of the calendar written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A day as German receipts write it: "2026-03-01" → "01.03.2026". */
export function germanDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`Not a date: ${iso}`);
  return `${m[3]}.${m[2]}.${m[1]}`;
}

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as a German amount in euros, with plain spaces: 24000 → "240,00 €", 123456 → "1.234,56 €". */
export function formatEuro(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const decimal = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  // The amount as a decimal string: formatted exactly, never through a binary fraction.
  return euro.format(decimal as Intl.StringNumericLiteral).replace(/[\u00a0\u202f]/g, " ");
}

/** A text on one line: runs of white space as one space, none at either end. */
function oneLine(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/gu, " ").trim() : "";
}

/** The day `years` years after `iso`, as text (29 February to a year without one: the text "…-02-29", which compares between the 28th and 1 March). */
function yearsAfter(iso: string, years: number): string {
  return `${String(Number(iso.slice(0, 4)) + years).padStart(4, "0")}${iso.slice(4)}`;
}

/** The receipt's content, or every problem of the input. */
export function buildReceipt(input: ReceiptInput): { ok: true; receipt: ReceiptDocument } | { ok: false; problems: ReceiptProblem[] } {
  const problems: ReceiptProblem[] = [];
  const text = (field: string, value: unknown) => {
    const t = oneLine(value);
    if (!t) problems.push({ code: "missing", field });
    return t;
  };
  const date = (field: string, value: unknown) => {
    if (isIsoDate(value)) return value;
    problems.push({ code: "invalid-date", field, value: String(value) });
    return null;
  };
  const address = (field: string, a: ReceiptAddress | undefined): ReceiptAddress => ({
    name: text(`${field}.name`, a?.name),
    street: text(`${field}.street`, a?.street),
    postalCode: text(`${field}.postalCode`, a?.postalCode),
    city: text(`${field}.city`, a?.city),
  });

  const number = text("number", input.number);
  const issuedOn = date("issuedOn", input.issuedOn);
  const association = address("association", input.association);
  const recipient = address("recipient", input.recipient);
  const taxOffice = text("taxData.taxOffice", input.taxData?.taxOffice);
  const taxNumber = text("taxData.taxNumber", input.taxData?.taxNumber);
  const noticeDate = date("taxData.exemptionNoticeDate", input.taxData?.exemptionNoticeDate);
  const assessmentPeriod = oneLine(input.taxData?.assessmentPeriod) || undefined;
  const purposes = (input.taxData?.purposes ?? []).map(oneLine);
  if (purposes.length === 0) problems.push({ code: "no-purpose" });
  purposes.forEach((p, index) => {
    if (!PURPOSE.test(p)) problems.push({ code: "purpose-wording", index, value: p });
  });
  const signerName = text("signer.name", input.signer?.name);
  const signerRole = text("signer.role", input.signer?.role);
  const from = date("period.from", input.period?.from);
  const to = date("period.to", input.period?.to);

  if (from && to) {
    if (from > to) problems.push({ code: "period-reversed" });
    else if (from.slice(0, 4) !== to.slice(0, 4)) problems.push({ code: "period-spans-years" });
  }
  if (issuedOn && to && issuedOn < to) problems.push({ code: "issued-before-period-end" });
  if (issuedOn && noticeDate) {
    if (noticeDate > issuedOn) problems.push({ code: "notice-after-issue" });
    else if (issuedOn > yearsAfter(noticeDate, 5)) problems.push({ code: "notice-too-old" });
  }

  const payments = input.payments ?? [];
  if (payments.length === 0) problems.push({ code: "no-payments" });
  let totalCents = 0;
  payments.forEach((p, index) => {
    const day = date(`payments[${index}].date`, p.date);
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0) problems.push({ code: "invalid-amount", index, value: p.amountCents });
    else totalCents += p.amountCents;
    if (p.kind !== "fee" && p.kind !== "donation") problems.push({ code: "invalid-kind", index, value: String(p.kind) });
    if (day && from && to && (day < from || day > to)) problems.push({ code: "payment-outside-period", index, date: day });
  });
  if (!Number.isSafeInteger(totalCents)) problems.push({ code: "total-too-large" });

  if (problems.length > 0 || !issuedOn || !noticeDate || !from || !to) return { ok: false, problems };

  const total = formatEuro(totalCents);
  const objects = purposesText(purposes);
  const issued = germanDate(issuedOn);
  const rows: AnnexRow[] = payments
    .map((p, index) => ({ p, index }))
    // By day; payments of one day in the order given.
    .sort((a, b) => (a.p.date < b.p.date ? -1 : a.p.date > b.p.date ? 1 : a.index - b.index))
    .map(({ p }) => ({ date: germanDate(p.date), kind: MODEL.kind[p.kind], waiver: MODEL.no, amount: formatEuro(p.amountCents) }));

  return {
    ok: true,
    receipt: {
      metadataTitle: `Zuwendungsbestätigung ${number}`,
      numberLine: `Nr. ${number}`,
      issuer: { label: MODEL.issuerLabel, lines: [association.name, association.street, `${association.postalCode} ${association.city}`] },
      title: MODEL.title,
      subtitle: MODEL.subtitle,
      recipient: { label: MODEL.recipientLabel, lines: [recipient.name, recipient.street, `${recipient.postalCode} ${recipient.city}`] },
      amountRow: [
        { label: MODEL.inFigures, lines: [total] },
        { label: MODEL.inWords, lines: [euroAmountInWords(totalCents)] },
        { label: MODEL.periodLabel, lines: [`${germanDate(from)} bis ${germanDate(to)}`] },
      ],
      paragraphs: [
        exemptionSentence({ taxOffice, taxNumber, noticeDate: germanDate(noticeDate), assessmentPeriod, purposes: objects }),
        useSentence(objects),
        MODEL.noOtherConfirmations,
        MODEL.waiverInAnnex,
      ],
      placeAndDate: `${association.city}, ${issued}`,
      signatureCaption: MODEL.signatureCaption,
      signer: `${signerName}, ${signerRole}`,
      hint: { heading: MODEL.hintHeading, paragraphs: [MODEL.liability, MODEL.validity] },
      annex: {
        title: `${MODEL.annexTitle} ${issued}`,
        reference: `Nr. ${number} – ${recipient.name}, ${recipient.street}, ${recipient.postalCode} ${recipient.city}`,
        columns: [...MODEL.annexColumns],
        rows,
        totalLabel: MODEL.total,
        total,
      },
      totalCents,
    },
  };
}

/** The receipt's content; throws `ReceiptInputError` with every problem when it cannot be made. */
export function receiptDocument(input: ReceiptInput): ReceiptDocument {
  const result = buildReceipt(input);
  if (!result.ok) throw new ReceiptInputError(result.problems);
  return result.receipt;
}
