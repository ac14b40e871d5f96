import type { ReactNode } from "react";
import type { PageImage } from "#app/ui/pictures/page-images.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

/** The heading band at the top of an ordinary page, with its hero picture when the page has one. */
export function PageHero({
  title,
  intro,
  narrow = false,
  image,
  children,
}: {
  title: string;
  intro?: string;
  /** Text pages (legal) use a narrower column; the heading lines up with it. */
  narrow?: boolean;
  /** The page's banner (1920×600, from `app/ui/pictures/page-images.ts`), shown under the heading and its actions. */
  image?: PageImage;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className={`mx-auto ${narrow ? "max-w-3xl" : "max-w-5xl"} px-4 py-12 sm:px-6 sm:py-16`}>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700">{intro}</p> : null}
        {children}
        {image ? (
          <ResponsiveImage
            image={image}
            priority
            sizes="(min-width: 1024px) 976px, 100vw"
            className="mt-8 block h-44 w-full rounded-2xl object-cover shadow-sm sm:h-auto"
          />
        ) : null}
      </div>
    </div>
  );
}
