import QRCode from "qrcode";

/**
 * A QR code as an SVG data URL for an `<img>`, made on the server: no script and no third party
 * draws it. Error correction M, which the EPC guideline asks of a GiroCode and which survives a
 * crumpled print; the quiet zone of 4 modules is what scanners expect. Used for a dog's address on
 * its flyer (docs/product/dogs.md#flyer) and for bank transfers (GiroCode, app/platform/payments).
 */
export async function qrCodeSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
