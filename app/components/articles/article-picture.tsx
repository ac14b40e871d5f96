import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { IMAGE_LAYOUTS, type ImageLayoutName } from "#app/domain/images/layouts.ts";
import type { ImageRef } from "#app/domain/images/refs.ts";
import { srcSetOf, variantUrl } from "#app/domain/images/variants.ts";

/**
 * A post's or guide's image (docs/product/content.md#images): from our image pipeline as a
 * `<picture>` (AVIF, WebP, JPEG at the layout's widths), or an external address as a plain
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
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  const l = IMAGE_LAYOUTS[layout];
  const attributes = {
    ref,
    width: l.width,
    height: l.height,
    className,
    decoding: "async" as const,
    onError: () => setFailed(true),
    ...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const }),
  };
  if ("src" in image) return <img src={image.src} alt={alt} {...attributes} />;
  const avif = srcSetOf(image.base, l.widths, "avif");
  const fallback = variantUrl(image.base, { kind: "width", width: l.widths[Math.min(1, l.widths.length - 1)]!, format: "jpg" });
  if (priority) preload(fallback, { as: "image", fetchPriority: "high", imageSrcSet: avif, imageSizes: l.sizes, type: "image/avif" });
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={l.sizes} />
      <source type="image/webp" srcSet={srcSetOf(image.base, l.widths, "webp")} sizes={l.sizes} />
      <img src={fallback} alt={alt} srcSet={srcSetOf(image.base, l.widths, "jpg")} sizes={l.sizes} {...attributes} />
    </picture>
  );
}
