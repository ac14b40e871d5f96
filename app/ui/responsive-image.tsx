import { preload } from "react-dom";
import type { PageImage } from "#app/ui/pictures/page-images.ts";
import { pictureSources } from "#app/ui/picture-sources.ts";
import { useLocale } from "#app/platform/i18n/use-locale.ts";

/**
 * A picture of `app/ui/pictures/page-images.ts`: an `<img>` with its size and the
 * alt text of the current language, inside a `<picture>` with AVIF and WebP
 * sources when the record lists them. Lazy unless `priority` (the hero, which
 * is usually the largest paint): then it is preloaded from the document's head
 * in its best format, so it arrives with the text instead of after the
 * parser has read the inline CSS and the header.
 */
export function ResponsiveImage({
  image,
  sizes = "100vw",
  priority = false,
  decorative = false,
  className,
}: {
  image: PageImage;
  /** Display width for choosing a file from `srcSet`, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  priority?: boolean;
  /** Used as pure decoration here (e.g. behind a heading that says it all): empty alt text. */
  decorative?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const { sources, imgSrcSet } = pictureSources(image);
  const alt = decorative || image.decorative ? "" : image.alt[locale];
  if (priority) {
    const best = sources[0];
    if (best) preload(image.src, { as: "image", fetchPriority: "high", imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type });
    else preload(image.src, { as: "image", fetchPriority: "high", ...(imgSrcSet ? { imageSrcSet: imgSrcSet, imageSizes: sizes } : {}) });
  }
  const img = (
    <img
      src={image.src}
      srcSet={imgSrcSet}
      sizes={imgSrcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
