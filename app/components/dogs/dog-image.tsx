import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { DOG_PLACEHOLDER } from "#app/dogs/placeholder.ts";
import { IMAGE_LAYOUTS, type ImageLayoutName } from "#app/domain/images/layouts.ts";
import { srcSetOf, variantUrl } from "#app/domain/images/variants.ts";

type Props = {
  /** The photo's address in the image pipeline (DogCardData.photo), or null for the placeholder. */
  photo: string | null;
  alt: string;
  /** Where the picture sits: decides `sizes`, the widths offered and the width/height attributes. */
  layout: ImageLayoutName;
  /** The largest picture of the first screen: preloaded, fetched first, never lazy. */
  priority?: boolean;
  /** Loaded at once (in the first screen) without being the most important. */
  eager?: boolean;
  className?: string;
};

/**
 * A dog photo as a `<picture>` (AVIF, WebP, JPEG at the layout's widths) with fixed dimensions;
 * the placeholder shows when there is no photo or it fails to load (also when it failed before
 * hydration). Photos come from our own image route, never from the image host (decision 019).
 */
export function DogImage({ photo, alt, layout, priority = false, eager = false, className }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && photo) setFailed(true);
  }, [photo]);
  const l = IMAGE_LAYOUTS[layout];
  const loading = priority || eager ? undefined : ("lazy" as const);
  const common = { width: l.width, height: l.height, className, decoding: "async" as const, loading };
  if (!photo || failed) return <img src={DOG_PLACEHOLDER} alt={alt} {...common} />;
  const avif = srcSetOf(photo, l.widths, "avif");
  const fallback = variantUrl(photo, { kind: "width", width: l.widths[Math.min(1, l.widths.length - 1)]!, format: "jpg" });
  if (priority) preload(fallback, { as: "image", fetchPriority: "high", imageSrcSet: avif, imageSizes: l.sizes, type: "image/avif" });
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={l.sizes} />
      <source type="image/webp" srcSet={srcSetOf(photo, l.widths, "webp")} sizes={l.sizes} />
      <img
        ref={ref}
        src={fallback}
        alt={alt}
        srcSet={srcSetOf(photo, l.widths, "jpg")}
        sizes={l.sizes}
        {...common}
        fetchPriority={priority ? "high" : undefined}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
