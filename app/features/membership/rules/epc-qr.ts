/**
 * The payload of the EPC QR code ("GiroCode"; EPC069-12, version 002) that lets a member or
 * donor pay by scanning instead of typing an IBAN: a SEPA credit transfer with name, IBAN,
 * amount and reference filled in. Character set 1 (UTF-8), so names keep their umlauts.
 * Refuses what a banking app would refuse, so a printed code never fails at the scan. Pure.
 */
import { formatCents, isSepaAmount } from "./amount.ts";
import { checkBic, checkIban } from "./iban.ts";

export interface EpcTransfer {
  /** The beneficiary, at most 70 characters. */
  name: string;
  iban: string;
  /** Optional in version 002 within the EEA. */
  bic?: string;
  /** Whole cents, 1 to 99,999,999,999; none for an amount the payer chooses (a donation). */
  amountCents?: number;
  /** Structured creditor reference (ISO 11649 `RF…` is what banks read best), at most 35 characters. */
  reference?: string;
  /** Unstructured remittance text, at most 140 characters; not together with `reference`. */
  text?: string;
}

export type EpcProblem = "name" | "iban" | "bic" | "amount" | "reference" | "text" | "both-references" | "too-long";

export class EpcQrError extends Error {
  override name = "EpcQrError";
  readonly problem: EpcProblem;
  constructor(problem: EpcProblem) {
    super(`EPC QR code refused: ${problem}`);
    this.problem = problem;
  }
}

/** The largest payload the standard allows, in bytes. */
export const EPC_MAX_BYTES = 331;

/** One line of the payload: whitespace (line breaks included) collapsed, so a value cannot shift the lines after it. */
const line = (value: string | undefined): string => (value ?? "").replace(/\s+/g, " ").trim();

/**
 * The EPC QR payload: BCD, 002, 1 (UTF-8), SCT, BIC, name, IBAN, `EUR12.34` or empty, purpose
 * (empty), structured reference or empty, unstructured text or empty; lines joined by LF, trailing
 * empty lines left out. Throws EpcQrError.
 */
export function epcPayload(transfer: EpcTransfer): string {
  const name = line(transfer.name);
  if (name === "" || name.length > 70) throw new EpcQrError("name");
  const iban = checkIban(transfer.iban);
  if (!iban.ok) throw new EpcQrError("iban");
  const bic = checkBic(transfer.bic);
  if (!bic.ok) throw new EpcQrError("bic");
  if (transfer.amountCents !== undefined && !isSepaAmount(transfer.amountCents)) throw new EpcQrError("amount");
  const reference = line(transfer.reference);
  if (reference.length > 35) throw new EpcQrError("reference");
  const text = line(transfer.text);
  if (text.length > 140) throw new EpcQrError("text");
  if (reference !== "" && text !== "") throw new EpcQrError("both-references");

  const lines = [
    "BCD",
    "002",
    "1",
    "SCT",
    bic.bic ?? "",
    name,
    iban.iban,
    transfer.amountCents === undefined ? "" : `EUR${formatCents(transfer.amountCents)}`,
    "",
    reference,
    text,
  ];
  while (lines.at(-1) === "") lines.pop();
  const payload = lines.join("\n");
  if (new TextEncoder().encode(payload).length > EPC_MAX_BYTES) throw new EpcQrError("too-long");
  return payload;
}
