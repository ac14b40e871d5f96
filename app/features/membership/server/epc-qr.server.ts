import QRCode from "qrcode";
import { escapeXml } from "../rules/sepa-text.ts";

/**
 * The EPC QR code ("GiroCode") for a payload of rules/epc-qr.ts, as an inline SVG made on the
 * server: no script and no third party draws it. Error correction M is what the EPC standard
 * requires; the quiet zone of 4 modules is what scanners expect. The caller names what the code
 * is for in the page's language (`aria-label`), since a screen reader cannot read a QR code.
 */
export async function epcQrSvg(payload: string, ariaLabel: string): Promise<string> {
  const svg = await QRCode.toString(payload, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return svg.replace(/^<svg /, `<svg role="img" aria-label="${escapeXml(ariaLabel)}" `);
}
