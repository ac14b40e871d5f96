import { Link } from "react-router";
import type { ArticleCard as Card } from "#app/features/articles/server/read.server.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { ArticleCard } from "./article-card.tsx";

/** Up to three featured guides on the home page (docs/product/content.md#home); absent while there are none. */
export function FeaturedGuides({ guides }: { guides: Card[] }) {
  const m = useMessages();
  const path = usePathFor();
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="featured-guides" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-guides" className="text-3xl font-bold tracking-tight">{m.articles.homeGuides}</h2>
        <Link to={path("guides")} className="font-semibold">
          {m.articles.allGuides} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.id}>
            <ArticleCard card={guide} to={path("guideDetail", { slug: guide.slug })} showDate={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
