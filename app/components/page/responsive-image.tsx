import type { PageImage, PageImageCandidate, PageImageType } from "#app/config/page-images.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

/** Formats offered as <source> elements, best first; everything else is the <img> fallback. */
const SOURCE_TYPES: readonly PageImageType[] = ["image/avif", "image/webp"];

function srcSetOf(candidates: readonly PageImageCandidate[]): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(", ");
}

/**
 * A picture of `app/config/page-images.ts`: a `<picture>` with AVIF and WebP
 * sources when the record lists them, and an `<img>` with its size and the alt
 * text of the current language. Lazy unless `priority` (the hero, which is
 * usually the largest paint: loaded eagerly with high priority).
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
  const candidates = image.srcSet ?? [];
  const sources = SOURCE_TYPES.map((type) => ({ type, items: candidates.filter((c) => c.type === type) })).filter(
    (source) => source.items.length > 0,
  );
  const fallback = candidates.filter((c) => !SOURCE_TYPES.includes(c.type));
  const alt = decorative || image.decorative ? "" : image.alt[locale];
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSetOf(source.items)} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={fallback.length > 0 ? srcSetOf(fallback) : undefined}
        sizes={fallback.length > 0 ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        className={className}
        {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      />
    </picture>
  );
}
