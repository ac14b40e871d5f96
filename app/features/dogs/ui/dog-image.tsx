import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { DOG_PLACEHOLDER } from "#app/features/dogs/rules/placeholder.ts";
import { IMAGE_LAYOUTS, type ImageLayoutName } from "#app/platform/images/rules/layouts.ts";
import { pictureOf } from "#app/platform/images/rules/picture.ts";

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
 * A dog photo as a `<picture>` (AVIF, JPEG at the layout's widths: `pictureOf`) with fixed dimensions;
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
  const p = pictureOf(photo, layout);
  if (priority) preload(p.src, { as: "image", fetchPriority: "high", imageSrcSet: p.avifSrcSet, imageSizes: p.sizes, type: "image/avif" });
  return (
    <picture>
      <source type="image/avif" srcSet={p.avifSrcSet} sizes={p.sizes} />
      <img
        ref={ref}
        src={p.src}
        alt={alt}
        srcSet={p.srcSet}
        sizes={p.sizes}
        {...common}
        fetchPriority={priority ? "high" : undefined}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
