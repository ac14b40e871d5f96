import type { PageImage } from "#app/ui/pictures/page-images.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

/** The four impression pictures of Residencia Monika: a grid of captioned, lazily loaded pictures. */
export function Impressions({ images, captions }: { images: readonly PageImage[]; captions: readonly string[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2">
      {images.map((image, index) => (
        <li key={image.src}>
          <figure className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1024px) 488px, (min-width: 640px) 50vw, 100vw"
              className="block aspect-[4/3] h-auto w-full object-cover"
            />
            {captions[index] ? <figcaption className="px-5 py-3 font-semibold text-stone-800">{captions[index]}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
