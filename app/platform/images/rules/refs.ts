import { ARTICLE_BODY_WIDTH, IMAGE_LAYOUTS } from "./layouts.ts";
import { srcSetOf, variantUrl } from "./variants.ts";

/**
 * An image as a page gets it: its address in our image pipeline (`base`, variants
 * `{width}.{format}` and `share.jpg`), or, for an external address (an `http…` value in a
 * content file, a STORAGE_PUBLIC_URL bucket), that address as it is.
 */
export type ImageRef = { base: string } | { src: string };

/** The 1200×630 sharing picture of an image (og:image). */
export function shareImageUrl(ref: ImageRef): string {
  return "base" in ref ? variantUrl(ref.base, { kind: "share" }) : ref.src;
}

/** One file of an image where only one address fits (an image inside sanitised HTML). */
export function singleImageUrl(ref: ImageRef): string {
  return "base" in ref ? variantUrl(ref.base, { kind: "width", width: ARTICLE_BODY_WIDTH, format: "webp" }) : ref.src;
}

/**
 * A picture inside an article's body (sanitised HTML, so one `<img>`, no `<picture>`): WebP, which
 * every browser the site supports reads, in the widths of the article column.
 */
export function bodyImage(ref: ImageRef): { src: string; srcset?: string; sizes?: string } {
  if (!("base" in ref)) return { src: ref.src };
  // The text runs in the same column as the image above it.
  const layout = IMAGE_LAYOUTS.articleHero;
  return { src: singleImageUrl(ref), srcset: srcSetOf(ref.base, layout.widths, "webp"), sizes: layout.sizes };
}
