/**
 * The bank's account statement (ISO 20022 `camt.053`, versions 001.02 and 001.08), read for
 * the treasurer: which transfers came in, with which reference, and which direct debits came
 * back and why. Namespace-agnostic (banks write the default namespace or a prefix; the two
 * versions differ only where read here). An entry the bank booked as one sum for several
 * transactions (a collection credited as a batch) becomes one entry per transaction, so each
 * member's payment can be matched. Only booked entries are read: a pending or informational one
 * is not money on the account. Pure, no I/O.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { parseDecimalToCents } from "./amount.ts";

export { matchTransfers, type ExpectedTransfer, type TransferMatch, type TransferMatching, type ReturnedDebit } from "./match-transfers.ts";

export interface StatementEntry {
  amountCents: number;
  currency: string;
  creditDebit: "CRDT" | "DBIT";
  /** YYYY-MM-DD */
  bookingDate: string;
  /** YYYY-MM-DD; the booking date when the bank gives none. */
  valueDate: string;
  /** The end-to-end id when the payer gave one, else the remittance text. */
  reference: string;
  /** The unstructured remittance lines joined by a space (the entry's bank text when it has no details). */
  remittance: string;
  /** The other side: the payer of a credit, the payee of a debit, the member of a returned direct debit. */
  counterpartyName: string;
  /** The end-to-end id when there is one (`NOTPROVIDED` is none). */
  endToEndId?: string;
  /** Why a payment came back (ISO 20022 return reason, e.g. MD06 refund request, AC04 account closed). */
  returnReason?: string;
  /** The bank reversed an earlier booking. */
  reversal: boolean;
}

export interface AccountStatement {
  iban: string;
  entries: StatementEntry[];
}

export type CamtProblem = "not-xml" | "not-camt053" | "several-accounts" | "unreadable-entry";

/** What the treasurer is told, per language: short, and never a word of the file's content. */
export const CAMT_PROBLEM_TEXT: Record<Locale, Record<CamtProblem, string>> = {
  de: {
    "not-xml": "Die Datei ist keine XML-Datei. Bitte den Kontoauszug im Format camt.053 herunterladen.",
    "not-camt053": "Die Datei ist kein Kontoauszug im Format camt.053.",
    "several-accounts": "Die Datei enthält Auszüge mehrerer Konten. Bitte jedes Konto einzeln hochladen.",
    "unreadable-entry": "Eine Buchung im Kontoauszug ist unvollständig (Betrag, Datum oder Soll/Haben fehlt).",
  },
  es: {
    "not-xml": "El archivo no es XML. Descarga el extracto en formato camt.053.",
    "not-camt053": "El archivo no es un extracto de cuenta en formato camt.053.",
    "several-accounts": "El archivo contiene extractos de varias cuentas. Sube cada cuenta por separado.",
    "unreadable-entry": "Un apunte del extracto está incompleto (falta el importe, la fecha o el signo).",
  },
};

/** The file is not a statement this reader understands; `problem` names why (text per language in CAMT_PROBLEM_TEXT). */
export class CamtStatementError extends Error {
  override name = "CamtStatementError";
  readonly problem: CamtProblem;
  constructor(problem: CamtProblem) {
    super(CAMT_PROBLEM_TEXT.de[problem]);
    this.problem = problem;
  }
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ["Stmt", "Ntry", "TxDtls", "Ustrd"].includes(name),
});

/** A parsed XML node: an element's children by name, its attributes as `@name`, its text as `#text`. */
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** The node at a path of element names, or undefined. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) current = isNode(current) ? current[name] : undefined;
  return current;
}

/** An element's text (with or without attributes), or undefined. */
function text(node: unknown, ...path: string[]): string | undefined {
  const value = at(node, ...path);
  if (typeof value === "string") return value;
  if (isNode(value) && typeof value["#text"] === "string") return value["#text"];
  return undefined;
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);

/** A date element in either form (`Dt` or `DtTm`), as YYYY-MM-DD. */
function dateOf(node: unknown): string | undefined {
  const value = text(node, "Dt") ?? text(node, "DtTm");
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/** A party's name: `Nm` directly (001.02) or under `Pty` (001.08). */
const partyName = (party: unknown): string | undefined => text(party, "Nm") ?? text(party, "Pty", "Nm");

const joinLines = (lines: unknown): string =>
  (Array.isArray(lines) ? lines : [])
    .map((line) => (typeof line === "string" ? line.trim() : ""))
    .filter((line) => line !== "")
    .join(" ");

function amountOf(node: unknown): { cents: number; currency: string } | undefined {
  const value = text(node);
  const cents = value === undefined ? null : parseDecimalToCents(value);
  const currency = at(node, "@Ccy");
  return cents === null || typeof currency !== "string" ? undefined : { cents, currency };
}

/** A transaction's own amount: `Amt` (001.08) or `AmtDtls/TxAmt/Amt` (both versions). */
const transactionAmount = (details: Node) => amountOf(at(details, "Amt")) ?? amountOf(at(details, "AmtDtls", "TxAmt", "Amt"));

const isBooked = (entry: Node): boolean => {
  const status = text(entry, "Sts") ?? text(entry, "Sts", "Cd");
  return status === undefined || status === "BOOK";
};

function readEntry(entry: Node): StatementEntry[] {
  const amount = amountOf(at(entry, "Amt"));
  const creditDebit = text(entry, "CdtDbtInd");
  const bookingDate = dateOf(at(entry, "BookgDt"));
  if (!amount || (creditDebit !== "CRDT" && creditDebit !== "DBIT") || !bookingDate) throw new CamtStatementError("unreadable-entry");
  const reversal = ["true", "1"].includes(text(entry, "RvslInd") ?? "");
  const base = { currency: amount.currency, creditDebit, bookingDate, valueDate: dateOf(at(entry, "ValDt")) ?? bookingDate, reversal } as const;

  const details = list(at(entry, "NtryDtls", "TxDtls"));
  const amounts = details.map(transactionAmount);
  // A batch is split only when every transaction states its amount; otherwise the entry stays whole.
  const split = details.length > 1 && amounts.every((each) => each !== undefined);
  if (details.length === 0 || (details.length > 1 && !split)) {
    const remittance = details.map((each) => joinLines(at(each, "RmtInf", "Ustrd"))).filter(Boolean).join(" ") || (text(entry, "AddtlNtryInf") ?? "");
    return [{ ...base, amountCents: amount.cents, reference: remittance, remittance, counterpartyName: "" }];
  }
  return details.map((each, index) => {
    const endToEnd = text(each, "Refs", "EndToEndId");
    const endToEndId = endToEnd && endToEnd !== "NOTPROVIDED" ? endToEnd : undefined;
    const remittance = joinLines(at(each, "RmtInf", "Ustrd"));
    const returnReason = text(each, "RtrInf", "Rsn", "Cd");
    const parties = at(each, "RltdPties");
    // A returned direct debit names us as creditor; the member is its debtor.
    const counterparty = creditDebit === "CRDT" || returnReason ? at(parties, "Dbtr") : at(parties, "Cdtr");
    return {
      ...base,
      amountCents: split ? (amounts[index]?.cents ?? 0) : amount.cents,
      reference: endToEndId ?? remittance,
      remittance,
      counterpartyName: partyName(counterparty) ?? "",
      ...(endToEndId ? { endToEndId } : {}),
      ...(returnReason ? { returnReason } : {}),
    };
  });
}

/**
 * Reads a camt.053 statement file. Throws CamtStatementError when the text is not XML, not a
 * camt.053 statement, holds statements of several accounts, or has an entry without amount,
 * sign or booking date.
 */
export function readCamtStatement(xml: string): AccountStatement {
  // Bank statements never declare a document type; refusing one keeps entity expansion out.
  if (xml.trim() === "" || /<!DOCTYPE/i.test(xml) || XMLValidator.validate(xml) !== true) throw new CamtStatementError("not-xml");
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    throw new CamtStatementError("not-xml");
  }
  const statements = list(at(document, "Document", "BkToCstmrStmt", "Stmt"));
  if (statements.length === 0) throw new CamtStatementError("not-camt053");
  const ibans = new Set(statements.map((statement) => text(statement, "Acct", "Id", "IBAN") ?? ""));
  if (ibans.size > 1) throw new CamtStatementError("several-accounts");
  const [iban = ""] = ibans;
  if (iban === "") throw new CamtStatementError("not-camt053");
  const entries = statements.flatMap((statement) => list(at(statement, "Ntry")).filter(isBooked).flatMap(readEntry));
  return { iban, entries };
}
