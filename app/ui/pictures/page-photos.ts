import type { PageImage, PageImageCandidate, PageImageType } from "#app/ui/pictures/page-images.ts";

/**
 * The association's own photos for the page pictures, as produced by
 * `npm run images:photos` from `content/photos/<key>.jpg` (see README).
 * Pure: which files to make for a picture, and how a made photo replaces the
 * drawn picture of the same key. The script does the I/O.
 */

/** Widths made for each picture, by the width the page shows it at (hero 1920, section 800). */
export function photoWidths(displayWidth: number): number[] {
  const ladder = displayWidth >= 1920 ? [640, 960, 1280, 1920] : [400, 800, 1200];
  return ladder.filter((width) => width <= Math.max(displayWidth * 1.5, 400));
}

/** Formats made for every width: AVIF and WebP as <source>, JPEG for the <img> fallback. */
export const PHOTO_FORMATS = [
  { type: "image/avif", extension: "avif" },
  { type: "image/webp", extension: "webp" },
  { type: "image/jpeg", extension: "jpg" },
] as const satisfies readonly { type: PageImageType; extension: string }[];

/** Public URL of one made file. */
export function photoUrl(key: string, width: number, extension: string): string {
  return `/images/pages/photos/${key}-${width}.${extension}`;
}

/** What the script records for one photo (the alt text stays in page-images.ts). */
export interface PagePhoto {
  src: string;
  width: number;
  height: number;
  srcSet: PageImageCandidate[];
}

/** The record entry for a photo cut to `width`×`height` (the drawn picture's size). */
export function photoRecord(key: string, width: number, height: number): PagePhoto {
  const widths = photoWidths(width);
  const fallbackWidth = Math.min(width, 1280);
  return {
    src: photoUrl(key, fallbackWidth, "jpg"),
    width: fallbackWidth,
    height: Math.round((height * fallbackWidth) / width),
    srcSet: PHOTO_FORMATS.flatMap((format) =>
      widths.map((w) => ({ width: w, url: photoUrl(key, w, format.extension), type: format.type })),
    ),
  };
}

/** The pictures with every made photo in place of the drawing of the same key. */
export function withPhotos<K extends string>(
  images: Record<K, PageImage>,
  photos: Partial<Record<string, PagePhoto>>,
): Record<K, PageImage> {
  const result = { ...images };
  for (const key of Object.keys(images) as K[]) {
    const photo = photos[key];
    if (photo) result[key] = { ...images[key], ...photo, decorative: images[key].decorative };
  }
  return result;
}
