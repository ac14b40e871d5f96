import { useNavigation } from "react-router";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { ArticleCard, CardSkeletons } from "./article-card.tsx";
import type { ArticleCard as ArticleCardData } from "../server/read.server.ts";

/** What differs between the blog's list and the guides' list. */
const kinds = {
  blog: { page: "blog", detail: "blogPost", headingId: "posts", skeletons: 3, showDate: true, emptyClass: undefined },
  guides: { page: "guides", detail: "guideDetail", headingId: "guides", skeletons: 6, showDate: false, emptyClass: "rounded-xl border border-stone-200 bg-white p-6" },
} as const;

/**
 * The page of all posts or all guides (docs/product/content.md#blog-posts-and-guides): a hero,
 * then the cards newest (or in their order) first, skeletons while the list loads, a message
 * when there is none.
 */
export function ArticleListPage({ kind, cards }: { kind: keyof typeof kinds; cards: readonly ArticleCardData[] }) {
  const m = useMessages();
  const path = usePathFor();
  const navigation = useNavigation();
  const k = kinds[kind];
  const loading = navigation.state === "loading" && navigation.location?.pathname === path(k.page);
  const title = m.pages[k.page].title;
  return (
    <>
      <PageHero title={title} intro={kind === "blog" ? m.articles.blogIntro : m.articles.guidesIntro} />
      <section aria-labelledby={k.headingId} aria-busy={loading} className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h2 id={k.headingId} className="sr-only">{title}</h2>
        {loading ? (
          <CardSkeletons count={k.skeletons} />
        ) : cards.length === 0 ? (
          <p role="status" className={k.emptyClass}>{kind === "blog" ? m.articles.blogEmpty : m.articles.guidesEmpty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} to={path(k.detail, { slug: card.slug })} showDate={k.showDate} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
