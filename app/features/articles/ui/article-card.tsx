import { Link } from "react-router";
import type { ArticleCard as Card } from "#app/features/articles/server/read.server.ts";
import { ArticlePicture } from "./article-picture.tsx";

/** A post or guide in a grid: image, category badge, title (2 lines), excerpt (3 lines), date. */
export function ArticleCard({ card, to, showDate = true }: { card: Card; to: string; showDate?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm hover:shadow-md">
      {card.image ? (
        <ArticlePicture image={card.image} layout="articleCard" alt="" className="aspect-[1200/630] w-full bg-stone-100 object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {card.category ? (
          <p className="self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">{card.category}</p>
        ) : null}
        <h3 className="line-clamp-2 text-lg font-bold">
          <Link to={to} className="text-stone-900 no-underline after:absolute after:inset-0 group-hover:underline">
            {card.title}
          </Link>
        </h3>
        {card.excerpt ? <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">{card.excerpt}</p> : null}
        {showDate ? (
          <p className="mt-auto pt-2 text-sm text-stone-600">
            <time dateTime={card.date}>{card.dateLabel}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Placeholder cards while a client-side navigation loads the list. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <div className="aspect-[1200/630] animate-pulse bg-stone-200 motion-reduce:animate-none" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-1/4 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="h-4 w-full animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          </div>
        </li>
      ))}
    </ul>
  );
}
