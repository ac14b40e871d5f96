import { Link } from "react-router";
import type { DogCardData } from "#app/features/dogs/rules/view.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { DogCardGrid, type CardCorner } from "./dog-card.tsx";

/** 'Diese Hunde suchen ein Zuhause' (docs/product/content.md#home): up to three random available adoption dogs; nothing without any. */
export function HomeDogs({ dogs, total, watch }: { dogs: DogCardData[]; total: number; watch?: CardCorner }) {
  const d = useMessages().dogs;
  const path = usePathFor();
  if (dogs.length === 0) return null;
  return (
    <section aria-labelledby="home-dogs" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-dogs" className="text-3xl font-bold tracking-tight">{d.homeTitle}</h2>
        <Link to={`${path("dogs")}?type=adoption`} className="font-semibold">
          {fill(d.homeAll, { n: total })} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <DogCardGrid dogs={dogs} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" layout="dogCardGridHome" watch={watch} />
    </section>
  );
}
