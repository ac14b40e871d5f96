import type { PageImage } from "#app/ui/pictures/page-images.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

/** A section's picture (800×600 from `app/ui/pictures/page-images.ts`), beside the text on wide screens, under it on a phone. */
export function SectionPicture({ image, className = "" }: { image: PageImage; className?: string }) {
  return (
    <ResponsiveImage
      image={image}
      sizes="(min-width: 768px) 400px, 100vw"
      className={`block h-auto w-full rounded-2xl shadow-sm ${className}`}
    />
  );
}
