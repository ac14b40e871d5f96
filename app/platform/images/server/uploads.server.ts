/**
 * Pictures people upload (docs/product/content.md#pictures): in the back office, and a family's
 * photos on its news page (docs/product/journey.md#after-the-handover), all read by `readUploads`
 * with the limits of images/rules/uploads.ts;
 * recognised by their content, not their name; JPEG, PNG and WebP only
 * (HEIC, as iPhones take it, cannot be decoded by the bundled libvips:
 * refused with a message to send JPEG); turned upright, stripped of every
 * metadata (phone photos carry GPS positions), at most 2400 px on the long
 * side, and stored as one file under a generated name. The image route makes
 * the web sizes from it.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, MAX_PHOTOS_PER_FORM, uploadStatus, type UploadProblem } from "#app/platform/images/rules/uploads.ts";

/** What can be wrong with one picture. */
export type ImageProblem = Exclude<UploadProblem, "tooMany">;

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

/** A picture as stored: normalised, with the content type of its format. */
export interface Upload extends NormalisedImage {
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

export type UploadsRead = { ok: true; uploads: Upload[] } | { ok: false; problem: UploadProblem; status: 400 | 413 };

/**
 * The one way a form's pictures are read: at most `max` files (the kit leaves out a file input sent
 * empty), each normalised; the first problem refuses them all (nothing is kept), with its status
 * (413 for a picture over the limit, 400 otherwise).
 */
export async function readUploads(files: readonly File[], max: number = MAX_PHOTOS_PER_FORM): Promise<UploadsRead> {
  if (files.length > max) return { ok: false, problem: "tooMany", status: uploadStatus("tooMany") };
  const uploads: Upload[] = [];
  for (const file of files) {
    // Over the limit: refused by its size, before its bytes are read.
    const result = file.size > MAX_IMAGE_BYTES ? ({ ok: false, problem: "tooLarge" } as const) : await normaliseImage(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) return { ok: false, problem: result.problem, status: uploadStatus(result.problem) };
    const extension = result.image.name.split(".").pop() ?? "";
    uploads.push({ ...result.image, contentType: CONTENT_TYPES[extension] ?? "image/jpeg" });
  }
  return { ok: true, uploads };
}
