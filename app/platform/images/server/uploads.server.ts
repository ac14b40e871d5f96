/**
 * Pictures people upload (docs/product/content.md#pictures): in the back office, and a family's
 * photos on its news page (docs/product/journey.md#after-the-handover);
 * recognised by their content, not their name; JPEG, PNG and WebP only
 * (HEIC, as iPhones take it, cannot be decoded by the bundled libvips:
 * refused with a message to send JPEG); turned upright, stripped of every
 * metadata (phone photos carry GPS positions), at most 2400 px on the long
 * side, and stored as one file under a generated name. The image route makes
 * the web sizes from it.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";

/** One picture may be this large. */
export const MAX_IMAGE_BYTES = 12 * 1024 * 1024;
/** A whole editor form with its pictures (a main picture and a gallery picture, and the texts). */
export const MAX_EDITOR_BODY_BYTES = 2 * MAX_IMAGE_BYTES + 1024 * 1024;
/** A form with up to five phone photos and its texts (a pre-check's checklist, a family's news). */
export const MAX_PHOTO_FORM_BYTES = 40 * 1024 * 1024;
/** The long side of a stored picture at most. */
export const MAX_IMAGE_SIDE = 2400;

export type ImageProblem = "tooLarge" | "notImage" | "heic";

export interface NormalisedImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

const KEPT = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/** Reads an upload: a normalised picture, or what is wrong with it. */
export async function normaliseImage(bytes: Uint8Array): Promise<{ ok: true; image: NormalisedImage } | { ok: false; problem: ImageProblem }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, problem: "tooLarge" };
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    format = meta.format;
    compression = meta.compression;
  } catch {
    return { ok: false, problem: "notImage" };
  }
  if (format === "heif" && compression !== "av1") return { ok: false, problem: "heic" };
  if (!format || !(format in KEPT)) return { ok: false, problem: "notImage" };
  const kind = format as keyof typeof KEPT;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 100_000_000, failOn: "error" })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      kind === "jpeg" ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : kind === "png" ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, image: { name: `${randomUUID()}.${KEPT[kind]}`, data, width: info.width, height: info.height } };
  } catch {
    return { ok: false, problem: "notImage" };
  }
}
