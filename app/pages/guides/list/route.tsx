import { useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { articlesFor } from "#app/features/articles/server/read.server.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { ArticleCard, CardSkeletons } from "#app/features/articles/ui/article-card.tsx";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";

export async function loader({ context }: Route.LoaderArgs) {
  // A failing guides query is an error (docs/product/content.md#guides): the error boundary shows it.
  return { head: staticPageHead(context, "guides"), guides: await articlesFor(context).guides() };
}

export const meta = metaFromLoader;

export default function GuideListPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const path = usePathFor();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === path("guides");
  return (
    <>
      <PageHero title={m.pages.guides.title} intro={m.articles.guidesIntro} />
      <section aria-labelledby="guides" aria-busy={loading} className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h2 id="guides" className="sr-only">{m.pages.guides.title}</h2>
        {loading ? (
          <CardSkeletons count={6} />
        ) : loaderData.guides.length === 0 ? (
          <p role="status" className="rounded-xl border border-stone-200 bg-white p-6">{m.articles.guidesEmpty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.guides.map((guide) => (
              <li key={guide.id}>
                <ArticleCard card={guide} to={path("guideDetail", { slug: guide.slug })} showDate={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
