import { ARTICLE_BODY_WIDTH } from "./layouts.ts";
import { variantUrl } from "./variants.ts";

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
