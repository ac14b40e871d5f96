import { Link } from "react-router";
import type { DogCardData } from "#app/features/dogs/rules/view.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import type { ImageLayoutName } from "#app/platform/images/rules/layouts.ts";
import { DogImage } from "./dog-image.tsx";
import { TypeBadges } from "./type-badges.tsx";
import type { ReactNode } from "react";

/**
 * One dog in a grid (docs/product/dogs.md#dog-list): square photo, name, badges, headline,
 * location. The whole card is one link, named by the dog's name; `watch` is what sits above it in the
 * corner (the page puts the watch list's heart there, docs/product/dogs.md#watch-list). `layout` is the
 * grid it sits in (the photo's `sizes`); `priority` for the first card of a page whose first screen it fills.
 */
export function DogCard({
  dog,
  layout,
  eager = false,
  priority = false,
  watch,
}: {
  dog: DogCardData;
  layout: ImageLayoutName;
  eager?: boolean;
  priority?: boolean;
  watch?: ReactNode;
}) {
  const m = useMessages().dogs;
  const path = usePathFor();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <DogImage
        photo={dog.photo}
        alt={dog.photo ? fill(m.photoOf, { name: dog.name }) : fill(m.noPhoto, { name: dog.name })}
        layout={layout}
        eager={eager}
        priority={priority}
        className="aspect-square w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold text-stone-900">
          <Link to={path("dogDetail", { slug: dog.slug })} className="text-stone-900 no-underline after:absolute after:inset-0 group-hover:underline">
            {dog.name}
          </Link>
        </h3>
        <TypeBadges types={dog.types} />
        {dog.headline ? (
          <p lang={dog.headlineLang ?? undefined} className="line-clamp-3 text-sm leading-relaxed text-stone-700">
            {dog.headline}
          </p>
        ) : null}
        {/* A German original on the Spanish site says so, instead of passing for Spanish. */}
        {dog.headlineLang ? <p className="text-xs text-stone-600 italic">{m.originalGerman}</p> : null}
        <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-stone-600">
          <span aria-hidden="true" className="icon-map-pin" />
          {dog.locationLabel}
        </p>
        {watch}
        {dog.statusLabel && dog.status === "reserved" ? (
          <p className="absolute top-3 left-3 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold text-stone-900 shadow">
            {dog.statusLabel}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Where a page puts what sits in a card's corner (the watch list's heart). */
export const CARD_CORNER = "absolute top-3 right-3 z-10";

/** What a page puts in a card's corner, per dog (the watch list's heart). */
export type CardCorner = (dog: DogCardData) => ReactNode;

/** Dog cards as a list laid out as a grid (home page, hospice page); `layout` names the grid's columns. */
export function DogCardGrid({ dogs, className, layout, watch }: { dogs: readonly DogCardData[]; className: string; layout: ImageLayoutName; watch?: CardCorner }) {
  return (
    <ul className={className}>
      {dogs.map((dog) => (
        <li key={dog.id}>
          <DogCard dog={dog} layout={layout} watch={watch?.(dog)} />
        </li>
      ))}
    </ul>
  );
}
