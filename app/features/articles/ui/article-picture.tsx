import { preload } from "react-dom";
import { IMAGE_LAYOUTS, type ImageLayoutName } from "#app/platform/images/rules/layouts.ts";
import type { ImageRef } from "#app/platform/images/rules/refs.ts";
import { pictureOf } from "#app/platform/images/rules/picture.ts";

/**
 * A post's or guide's image (docs/product/content.md#images): from our image pipeline as a
 * `<picture>` (AVIF, JPEG at the layout's widths: `pictureOf`), or an external address as a plain
 * `<img>`. Lazy unless `priority` (the page's main image); hidden when it fails to load.
 */
export function ArticlePicture({
  image,
  layout,
  alt,
  priority = false,
  className,
}: {
  image: ImageRef;
  layout: ImageLayoutName;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  const l = IMAGE_LAYOUTS[layout];
  const attributes = {
    width: l.width,
    height: l.height,
    className,
    decoding: "async" as const,
    // Hidden, with its <picture>, when it fails to load (app/islands/broken-pictures.ts).
    "data-hide-broken": "",
    ...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const }),
  };
  if ("src" in image) return <img src={image.src} alt={alt} {...attributes} />;
  const p = pictureOf(image.base, layout);
  if (priority) preload(p.src, { as: "image", fetchPriority: "high", imageSrcSet: p.avifSrcSet, imageSizes: p.sizes, type: "image/avif" });
  return (
    <picture>
      <source type="image/avif" srcSet={p.avifSrcSet} sizes={p.sizes} />
      <img src={p.src} alt={alt} srcSet={p.srcSet} sizes={p.sizes} {...attributes} />
    </picture>
  );
}
