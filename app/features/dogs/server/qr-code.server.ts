import QRCode from "qrcode";

/**
 * A QR code for a web address as an SVG data URL, made on the server (docs/product/dogs.md#flyer):
 * no script and no third party draws it. Error correction M survives a
 * crumpled print; the quiet zone of 4 modules is what scanners expect.
 */
export async function qrCodeSvgDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
