import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";

/**
 * The payload of an EPC QR code ("GiroCode"), the credit-transfer code banking apps scan: the
 * European Payments Council's guideline EPC069-12, version 002, character set 1 (UTF-8),
 * identification SCT. Lines in a fixed order, separated by LF, no trailing empty lines, at most
 * 331 bytes; version 002 makes the BIC optional inside the EEA.
 */
export interface EpcTransfer {
  /** The beneficiary's name (at most 70 characters). */
  name: string;
  iban: string;
  bic?: string;
  /** Whole cents; unset: the payer types the amount (a donation). */
  amountCents?: number;
  /** The remittance text the payer's bank sends on (at most 140 characters), e.g. a payment reference. */
  text?: string;
}

export const EPC_MAX_BYTES = 331;
const NAME_MAX = 70;
const TEXT_MAX = 140;
const AMOUNT_MAX_CENTS = 99_999_999_999;

export class EpcPayloadError extends Error {
  readonly reason: "iban" | "bic" | "name" | "amount" | "text" | "size";
  constructor(reason: EpcPayloadError["reason"]) {
    super(`EPC QR payload: invalid ${reason}`);
    this.name = "EpcPayloadError";
    this.reason = reason;
  }
}

/** The amount as the guideline writes it: "EUR" and euros with at most two decimals, no thousands separator. */
export function epcAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > AMOUNT_MAX_CENTS) throw new EpcPayloadError("amount");
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  return `EUR${euros}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** The payload's text, checked: a wrong IBAN, name or amount is an error, never a code that scans to the wrong account. */
export function epcPayload(transfer: EpcTransfer): string {
  const iban = electronicFormatIBAN(transfer.iban) ?? "";
  if (!isValidIBAN(iban)) throw new EpcPayloadError("iban");
  const bic = (transfer.bic ?? "").replace(/\s+/g, "").toUpperCase();
  if (bic && !isValidBIC(bic)) throw new EpcPayloadError("bic");
  const name = transfer.name.replace(/\s+/g, " ").trim();
  if (!name || name.length > NAME_MAX) throw new EpcPayloadError("name");
  const text = (transfer.text ?? "").replace(/\s+/g, " ").trim();
  if (text.length > TEXT_MAX) throw new EpcPayloadError("text");
  const amount = transfer.amountCents === undefined ? "" : epcAmount(transfer.amountCents);
  // Service tag, version, character set, identification, BIC, name, IBAN, amount, purpose code,
  // structured reference, unstructured text (the last filled line ends the payload).
  const lines = ["BCD", "002", "1", "SCT", bic, name, iban, amount, "", "", text];
  while (lines.at(-1) === "") lines.pop();
  const payload = lines.join("\n");
  if (new TextEncoder().encode(payload).length > EPC_MAX_BYTES) throw new EpcPayloadError("size");
  return payload;
}
