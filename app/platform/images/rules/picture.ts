import { IMAGE_LAYOUTS, type ImageLayoutName } from "./layouts.ts";
import { srcSetOf, variantUrl } from "./variants.ts";

/**
 * What a `<picture>` of the image pipeline writes (decision 019), for every component that shows
 * one: an AVIF source, and a JPEG `<img>` for browsers without AVIF (iOS before 16). No WebP
 * source: every browser that reads WebP but not AVIF reads the JPEG too, and a third `srcset` per
 * picture made a dog list a third heavier for nobody's benefit.
 */
export interface PipelinePicture {
  avifSrcSet: string;
  /** The `<img>`'s `src`: the layout's second-narrowest JPEG (a browser that knows no `srcset`). */
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

export function pictureOf(base: string, layout: ImageLayoutName): PipelinePicture {
  const l = IMAGE_LAYOUTS[layout];
  return {
    avifSrcSet: srcSetOf(base, l.widths, "avif"),
    src: variantUrl(base, { kind: "width", width: l.widths[Math.min(1, l.widths.length - 1)]!, format: "jpg" }),
    srcSet: srcSetOf(base, l.widths, "jpg"),
    sizes: l.sizes,
    width: l.width,
    height: l.height,
  };
}
