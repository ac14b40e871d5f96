/**
 * The image pipeline's vocabulary (docs/product/dogs.md#images, decision 019): which widths and
 * formats exist, how an image's address is built and read. Pure; used by the pages (to write
 * `srcset`) and by the image route (to refuse anything else with a 404).
 */

/** Every width the pipeline encodes, in pixels. Nothing else can be requested. */
// 720 is for phones: a full-width card (about 380 CSS px) at a device pixel ratio of 1.75 needs 665 px.
export const IMAGE_WIDTHS = [160, 320, 480, 640, 720, 800, 1000, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** File extension → media type, best first. */
export const IMAGE_FORMATS = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The sharing picture (og:image): one size, JPEG, which every network reads. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_VARIANT = "share.jpg";

/** Bumped when the encoder settings change, so every address changes with them. */
export const PIPELINE_VERSION = "2";

export type ImageVariant = { kind: "width"; width: ImageWidth; format: ImageFormat } | { kind: "share" };

/** Reads the last segment of an image address (`640.avif`, `share.jpg`); anything else is null. */
export function parseVariant(segment: string): ImageVariant | null {
  if (segment === SHARE_VARIANT) return { kind: "share" };
  const match = /^([1-9]\d{2,3})\.(avif|webp|jpg)$/.exec(segment);
  if (!match) return null;
  const width = Number(match[1]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { kind: "width", width: width as ImageWidth, format: match[2] as ImageFormat };
}

export function variantSegment(variant: ImageVariant): string {
  return variant.kind === "share" ? SHARE_VARIANT : `${variant.width}.${variant.format}`;
}

/** FNV-1a (32 bit) as 7 base-36 characters: a short, stable version tag for addresses. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, "0");
}

/** The version of a dog photo's address: the photo is named by its image id, so a new photo is a new id. */
export function dogPhotoVersion(dogId: string, imageId: string): string {
  return shortHash(`${PIPELINE_VERSION}|dog|${dogId}|${imageId}`);
}

/** The version of a dog's sharing picture: it also shows the name, so a renamed dog gets a new address. */
export function dogShareVersion(dogId: string, imageId: string, name: string): string {
  return shortHash(`${PIPELINE_VERSION}|share|${dogId}|${imageId}|${name}`);
}

/** Where a dog photo's variants live: `{base}/{variant}`. */
export function dogPhotoBase(dogId: string, imageId: string, version = dogPhotoVersion(dogId, imageId)): string {
  return `/img/dog/${encodeURIComponent(dogId)}/${encodeURIComponent(imageId)}/${version}`;
}

/** Where a stored file's variants live (its storage path, e.g. `blog-images/a.jpg`). */
export function storedImageBase(storagePath: string, version: string): string {
  return `/img/file/${version}/VARIANT/${storagePath.split("/").map(encodeURIComponent).join("/")}`;
}

/** One variant's address from a base made by dogPhotoBase or storedImageBase. */
export function variantUrl(base: string, variant: ImageVariant): string {
  const segment = variantSegment(variant);
  return base.includes("/VARIANT/") ? base.replace("/VARIANT/", `/${segment}/`) : `${base}/${segment}`;
}

/** A `srcset` value of one format at the given widths. */
export function srcSetOf(base: string, widths: readonly ImageWidth[], format: ImageFormat): string {
  return widths.map((width) => `${variantUrl(base, { kind: "width", width, format })} ${width}w`).join(", ");
}
