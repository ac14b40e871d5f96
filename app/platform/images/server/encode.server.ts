import { readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { SHARE_IMAGE_SIZE, type ImageFormat } from "#app/platform/images/rules/index.ts";

// One libvips thread per encode: the queue decides how many run at once (decision 019).
sharp.concurrency(1);
sharp.cache(false);

/** Originals larger than this many pixels are refused (a decompression bomb cannot fill the memory). */
const MAX_INPUT_PIXELS = 50_000_000;

function isSvg(source: Uint8Array): boolean {
  const head = Buffer.from(source.subarray(0, 512)).toString("utf8").trimStart();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
}

/** An SVG is drawn at the density that gives at least `width` pixels; a photo is read as is. */
async function open(source: Uint8Array, width: number) {
  if (!isSvg(source)) return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const meta = await sharp(source).metadata();
  const density = Math.min(2400, Math.max(72, Math.ceil((72 * width) / Math.max(1, meta.width ?? width))));
  return sharp(source, { density, limitInputPixels: MAX_INPUT_PIXELS });
}

function encodeAs(image: Sharp, format: ImageFormat): Promise<Buffer> {
  switch (format) {
    case "avif":
      return image.avif({ quality: 45, effort: 1 }).toBuffer();
    case "webp":
      return image.webp({ quality: 72, effort: 4 }).toBuffer();
    case "jpg":
      return image.jpeg({ quality: 76, mozjpeg: true, progressive: true }).toBuffer();
  }
}

/** One width of an original in one format; never wider than the original. */
export async function encodeWidth(source: Uint8Array, width: number, format: ImageFormat): Promise<Buffer> {
  const image = (await open(source, width)).resize({ width, withoutEnlargement: true });
  return encodeAs(image.flatten({ background: "#ffffff" }), format);
}

/** A 1200×630 sharing picture cut from the middle of an original (posts and guides). */
export async function encodeShareCrop(source: Uint8Array): Promise<Buffer> {
  const image = (await open(source, SHARE_IMAGE_SIZE.width)).resize({
    ...SHARE_IMAGE_SIZE,
    fit: "cover",
    position: "attention",
  });
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

let logoSvg: string | null = null;
function logo(): string {
  logoSvg ??= readFileSync(path.resolve(process.cwd(), "public/brand/logo.svg"), "utf8");
  return logoSvg;
}

/** The name's font size so that it fits the 520px text column on one or two lines. */
export function nameLayout(name: string): { size: number; lines: string[] } {
  const words = name.trim().split(/\s+/);
  for (const size of [88, 72, 60, 50]) {
    const perLine = Math.floor(520 / (size * 0.58));
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 2 && lines.every((line) => line.length <= perLine)) return { size, lines };
  }
  const perLine = Math.floor(520 / (50 * 0.58));
  const text = name.trim();
  return { size: 50, lines: [text.slice(0, perLine), text.length > perLine * 2 ? `${text.slice(perLine, perLine * 2 - 1)}…` : text.slice(perLine, perLine * 2)] };
}

/**
 * A dog's sharing picture (docs/product/dogs.md#images): its photo as a 630×630 square on the
 * left, on the right the site's logo, the dog's name and the site's name, 1200×630 JPEG.
 * Without a photo the placeholder paw stands in.
 */
export async function encodeDogShare(photo: Uint8Array, name: string, siteName: string): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const square = await (await open(photo, height)).resize(height, height, { fit: "cover", position: "attention" }).toBuffer();
  const { size, lines } = nameLayout(name);
  const firstBaseline = 330 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  const text = lines
    .map((line, i) => `<text x="670" y="${Math.round(firstBaseline + i * size * 1.1)}" font-size="${size}" font-weight="700" fill="#5c220e">${escapeXml(line)}</text>`)
    .join("");
  const panel = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width - height}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#fff7ed"/>` +
      `</svg>`,
  );
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">` +
      text +
      `<text x="670" y="${height - 56}" font-size="30" fill="#7c2d12">${escapeXml(siteName)}</text>` +
      `</svg>`,
  );
  const logoImage = await sharp(Buffer.from(logo().replace("<svg ", '<svg width="120" height="120" '))).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#fff7ed" } })
    .composite([
      { input: square, left: 0, top: 0 },
      { input: panel, left: height, top: 0 },
      { input: logoImage, left: 670, top: 48 },
      { input: overlay, left: 0, top: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
