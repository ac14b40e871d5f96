/**
 * The SEPA Core direct-debit file (ISO 20022 `pain.008.001.08`) the treasurer uploads to the
 * bank to collect members' fees. Written as a string without an XML library: the message is
 * small and fixed, and every value passes through the SEPA text rules (sepa-text.ts) and XML
 * escaping. Input that a bank would refuse is refused here first, all problems at once, so
 * the treasurer fixes them before the upload and not after the bank's rejection.
 * Validated against the official schema in tests/integration/sepa-direct-debit.test.ts. Pure.
 */
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";
import { formatCents, isSepaAmount } from "./amount.ts";
import { checkCreditorId } from "./creditor-id.ts";
import { checkBic, checkIban } from "#app/platform/payments/rules/iban.ts";
import { escapeXml, isSepaIdentifier, sepaText } from "./sepa-text.ts";

export const PAIN_008_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.008.001.08";

/** First, recurrent, one-off or final collection under a mandate. */
export type SequenceType = "FRST" | "RCUR" | "OOFF" | "FNAL";

/** The order of the payment blocks in the file. */
const SEQUENCES: readonly SequenceType[] = ["FRST", "RCUR", "OOFF", "FNAL"];

/** Field lengths of the EPC implementation guidelines (the schema allows 140 for names; the scheme 70). */
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;

export interface DirectDebit {
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  /** YYYY-MM-DD */
  mandateSignedOn: string;
  sequence: SequenceType;
  debtor: { name: string; iban: string; bic?: string };
  /** The line on the member's statement ("Mitgliedsbeitrag 2026"); may be empty. */
  remittance: string;
}

export interface DirectDebitFile {
  messageId: string;
  createdAt: Date;
  creditor: { name: string; iban: string; bic?: string; creditorId: string };
  /** YYYY-MM-DD, the day the bank collects. */
  collectionDate: string;
  debits: readonly DirectDebit[];
}

export type SepaProblem =
  | "no-debits"
  | "identifier"
  | "duplicate"
  | "amount"
  | "iban"
  | "bic"
  | "creditor-id"
  | "date"
  | "date-past"
  | "name"
  | "sequence";

/** One thing wrong with the input: where (`debits[2].debtor.iban`) and what; never the value, which may be an account number. */
export interface SepaIssue {
  field: string;
  problem: SepaProblem;
}

/** The input cannot become a file a bank accepts; `issues` lists every reason. */
export class SepaFileError extends Error {
  override name = "SepaFileError";
  readonly issues: readonly SepaIssue[];
  constructor(issues: readonly SepaIssue[]) {
    super(`SEPA direct-debit file refused: ${issues.map((issue) => `${issue.field}: ${issue.problem}`).join("; ")}`);
    this.issues = issues;
  }
}

/** A checked debit, its texts already in the Latin set. */
interface CheckedDebit extends DirectDebit {
  debtorName: string;
  debtorIban: string;
  debtorBic: string | undefined;
  remittanceText: string;
}

interface CheckedFile {
  creditorName: string;
  creditorIban: string;
  creditorBic: string | undefined;
  creditorId: string;
  debits: CheckedDebit[];
}

function checkFile(file: DirectDebitFile): CheckedFile {
  const issues: SepaIssue[] = [];
  const issue = (field: string, problem: SepaProblem) => issues.push({ field, problem });

  if (!isSepaIdentifier(file.messageId)) issue("messageId", "identifier");
  const createdOk = file.createdAt instanceof Date && !Number.isNaN(file.createdAt.getTime());
  if (!createdOk) issue("createdAt", "date");
  // A bank refuses a collection date in the past; the day is compared in UTC, which is never ahead of Berlin or Madrid.
  if (!parseIsoDate(file.collectionDate)) issue("collectionDate", "date");
  else if (createdOk && file.collectionDate < file.createdAt.toISOString().slice(0, 10)) issue("collectionDate", "date-past");

  const creditorName = sepaText(file.creditor.name, NAME_MAX);
  if (creditorName === "") issue("creditor.name", "name");
  const creditorIban = checkIban(file.creditor.iban);
  if (!creditorIban.ok) issue("creditor.iban", "iban");
  const creditorBic = checkBic(file.creditor.bic);
  if (!creditorBic.ok) issue("creditor.bic", "bic");
  const creditorId = checkCreditorId(file.creditor.creditorId);
  if (!creditorId.ok) issue("creditor.creditorId", "creditor-id");

  if (file.debits.length === 0) issue("debits", "no-debits");
  const seen = new Set<string>();
  const debits = file.debits.map((debit, index): CheckedDebit => {
    const at = `debits[${index}]`;
    if (!isSepaIdentifier(debit.endToEndId)) issue(`${at}.endToEndId`, "identifier");
    else if (seen.has(debit.endToEndId)) issue(`${at}.endToEndId`, "duplicate");
    seen.add(debit.endToEndId);
    if (!isSepaAmount(debit.amountCents)) issue(`${at}.amountCents`, "amount");
    if (!isSepaIdentifier(debit.mandateId)) issue(`${at}.mandateId`, "identifier");
    if (!parseIsoDate(debit.mandateSignedOn)) issue(`${at}.mandateSignedOn`, "date");
    if (!SEQUENCES.includes(debit.sequence)) issue(`${at}.sequence`, "sequence");
    const debtorName = sepaText(debit.debtor.name, NAME_MAX);
    if (debtorName === "") issue(`${at}.debtor.name`, "name");
    const iban = checkIban(debit.debtor.iban);
    if (!iban.ok) issue(`${at}.debtor.iban`, "iban");
    const bic = checkBic(debit.debtor.bic);
    if (!bic.ok) issue(`${at}.debtor.bic`, "bic");
    return {
      ...debit,
      debtorName,
      debtorIban: iban.ok ? iban.iban : "",
      debtorBic: bic.ok ? bic.bic : undefined,
      remittanceText: sepaText(debit.remittance, REMITTANCE_MAX),
    };
  });

  if (issues.length > 0 || !creditorIban.ok || !creditorBic.ok || !creditorId.ok) throw new SepaFileError(issues);
  return { creditorName, creditorIban: creditorIban.iban, creditorBic: creditorBic.bic, creditorId: creditorId.creditorId, debits };
}

/** An element: its name and either text (escaped here) or child elements; undefined children are left out. */
type Element = { name: string; text?: string; attributes?: Record<string, string>; children?: (Element | undefined)[] };

const el = (name: string, content: string | (Element | undefined)[], attributes?: Record<string, string>): Element =>
  typeof content === "string" ? { name, text: content, attributes } : { name, children: content, attributes };

function render(element: Element, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (element.text !== undefined) return `${indent}<${element.name}${attributes}>${escapeXml(element.text)}</${element.name}>`;
  const children = (element.children ?? []).filter((child): child is Element => child !== undefined);
  return [`${indent}<${element.name}${attributes}>`, ...children.map((child) => render(child, depth + 1)), `${indent}</${element.name}>`].join("\n");
}

/** A bank by its BIC, or `NOTPROVIDED` (the IBAN alone identifies the account within SEPA). */
const agent = (name: string, bic: string | undefined): Element =>
  el(name, [el("FinInstnId", [bic ? el("BICFI", bic) : el("Othr", [el("Id", "NOTPROVIDED")])])]);

const sumCents = (debits: readonly CheckedDebit[]): number => debits.reduce((sum, debit) => sum + debit.amountCents, 0);

/** Payment-information ids: the message id with the sequence, unique within the file and across files. */
function paymentInfoId(messageId: string, sequence: SequenceType): string {
  return `${messageId.slice(0, 35 - sequence.length - 1)}-${sequence}`;
}

function transaction(debit: CheckedDebit): Element {
  return el("DrctDbtTxInf", [
    el("PmtId", [el("EndToEndId", debit.endToEndId)]),
    el("InstdAmt", formatCents(debit.amountCents), { Ccy: "EUR" }),
    el("DrctDbtTx", [el("MndtRltdInf", [el("MndtId", debit.mandateId), el("DtOfSgntr", debit.mandateSignedOn)])]),
    agent("DbtrAgt", debit.debtorBic),
    el("Dbtr", [el("Nm", debit.debtorName)]),
    el("DbtrAcct", [el("Id", [el("IBAN", debit.debtorIban)])]),
    debit.remittanceText ? el("RmtInf", [el("Ustrd", debit.remittanceText)]) : undefined,
  ]);
}

/**
 * The pain.008.001.08 document for a collection, as UTF-8 XML text. One payment block per
 * sequence type present (the scheme wants first and recurrent collections apart), each with
 * its count and control sum, and the file's in the group header. Throws SepaFileError listing
 * every problem of the input.
 */
export function writeDirectDebitFile(file: DirectDebitFile): string {
  const checked = checkFile(file);
  const creationTime = `${file.createdAt.toISOString().slice(0, 19)}Z`;
  const blocks = SEQUENCES.map((sequence) => ({ sequence, debits: checked.debits.filter((debit) => debit.sequence === sequence) })).filter(
    (block) => block.debits.length > 0,
  );

  const document = el(
    "Document",
    [
      el("CstmrDrctDbtInitn", [
        el("GrpHdr", [
          el("MsgId", file.messageId),
          el("CreDtTm", creationTime),
          el("NbOfTxs", String(checked.debits.length)),
          el("CtrlSum", formatCents(sumCents(checked.debits))),
          el("InitgPty", [el("Nm", checked.creditorName)]),
        ]),
        ...blocks.map(({ sequence, debits }) =>
          el("PmtInf", [
            el("PmtInfId", paymentInfoId(file.messageId, sequence)),
            el("PmtMtd", "DD"),
            el("NbOfTxs", String(debits.length)),
            el("CtrlSum", formatCents(sumCents(debits))),
            el("PmtTpInf", [el("SvcLvl", [el("Cd", "SEPA")]), el("LclInstrm", [el("Cd", "CORE")]), el("SeqTp", sequence)]),
            el("ReqdColltnDt", file.collectionDate),
            el("Cdtr", [el("Nm", checked.creditorName)]),
            el("CdtrAcct", [el("Id", [el("IBAN", checked.creditorIban)])]),
            agent("CdtrAgt", checked.creditorBic),
            el("ChrgBr", "SLEV"),
            el("CdtrSchmeId", [
              el("Id", [el("PrvtId", [el("Othr", [el("Id", checked.creditorId), el("SchmeNm", [el("Prtry", "SEPA")])])])]),
            ]),
            ...debits.map(transaction),
          ]),
        ),
      ]),
    ],
    { xmlns: PAIN_008_NAMESPACE },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(document, 0)}\n`;
}
