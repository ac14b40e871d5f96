import type { PageImage, PageImageCandidate, PageImageType } from "#app/ui/pictures/page-images.ts";

/** Formats offered as <source> elements, best first; everything else is the <img> fallback. */
const SOURCE_TYPES: readonly PageImageType[] = ["image/avif", "image/webp"];

/** A `srcset` value, narrowest file first. */
export function srcSetOf(candidates: readonly PageImageCandidate[]): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(", ");
}

export interface PictureSources {
  /** One <source> per modern format the picture has, best first. */
  sources: { type: PageImageType; srcSet: string }[];
  /** The <img> element's own srcset (other formats), if any. */
  imgSrcSet: string | undefined;
}

/** What a <picture> for `image` offers the browser to choose from. */
export function pictureSources(image: PageImage): PictureSources {
  const candidates = image.srcSet ?? [];
  const sources = SOURCE_TYPES.map((type) => ({ type, items: candidates.filter((c) => c.type === type) }))
    .filter((source) => source.items.length > 0)
    .map((source) => ({ type: source.type, srcSet: srcSetOf(source.items) }));
  const fallback = candidates.filter((c) => !SOURCE_TYPES.includes(c.type));
  return { sources, imgSrcSet: fallback.length > 0 ? srcSetOf(fallback) : undefined };
}
