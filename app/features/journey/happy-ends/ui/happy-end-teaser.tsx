import { Link } from "react-router";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";

export interface HappyEndTeaserCopy {
  title: string;
  text: string;
  link: string;
}

/**
 * The way to the happy ends from the dog list and the adoption page (docs/product/journey.md#happy-ends):
 * a short band with a link, shown once there is a published happy end. Its words come with the page's data.
 */
export function HappyEndTeaser({ copy }: { copy: HappyEndTeaserCopy }) {
  const path = usePathFor();
  return (
    <section aria-labelledby="happy-ends-teaser" className="bg-emerald-50" data-happy-ends-teaser>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="happy-ends-teaser" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900">
            {/* The site's CSS icon (app/app.css), not an icon module: the two pages that show this load no script for it. */}
            <span aria-hidden="true" className="icon-heart text-emerald-800" />
            {copy.title}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-800">{copy.text}</p>
        </div>
        <Link
          to={path("happyEnds")}
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg border-2 border-emerald-800 bg-white px-6 py-3 font-semibold text-emerald-900 no-underline hover:bg-emerald-100"
        >
          {copy.link}
        </Link>
      </div>
    </section>
  );
}
