import jsQR from "jsqr";
import sharp from "sharp";
import type { Locator } from "playwright-core";

/** The text of the QR code in a PNG, read with jsQR from its raw pixels. */
export async function readQrCode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

/** The text of the QR code a page shows, as a phone's camera would read it: from the rendered pixels. */
export async function readQrCodeOnPage(element: Locator): Promise<string | null> {
  return readQrCode(await element.screenshot());
}
