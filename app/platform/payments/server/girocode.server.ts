import { qrCodeSvgDataUrl } from "#app/platform/qr/qr-code.server.ts";
import { EpcPayloadError, epcPayload, type EpcTransfer } from "../rules/epc-qr.ts";

/**
 * A GiroCode (EPC QR code) for a bank transfer as an SVG data URL, drawn on the server next to the
 * written details: banking apps scan it and fill in the transfer. Unset when the account as saved
 * in the settings makes no valid code (a mistyped IBAN): the written details stay, a code that
 * scanned to a wrong account would not.
 */
export async function giroCode(transfer: EpcTransfer): Promise<string | null> {
  try {
    return await qrCodeSvgDataUrl(epcPayload(transfer));
  } catch (error) {
    if (error instanceof EpcPayloadError) return null;
    throw error;
  }
}
