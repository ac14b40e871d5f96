import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { DOG_PLACEHOLDER } from "#app/dogs/placeholder.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string | null; width: number; height: number };

/**
 * A dog photo with fixed dimensions; the placeholder shows when there is no
 * photo or it fails to load (also when it failed before hydration).
 */
export function DogImage({ src, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  return (
    <img
      ref={ref}
      src={!src || failed ? DOG_PLACEHOLDER : src}
      alt={alt}
      decoding="async"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
