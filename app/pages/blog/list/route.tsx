import { useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { articlesFor } from "#app/features/articles/server/read.server.ts";
import { feedLink } from "#app/features/seo/rules/feed.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { ArticleCard, CardSkeletons } from "#app/features/articles/ui/article-card.tsx";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const articles = articlesFor(context);
  return {
    head: [...staticPageHead(context, "blog"), feedLink(articles.sites[articles.locale], messages[articles.locale].articles.feedTitle)],
    posts: await articles.posts(),
  };
}

export const meta = metaFromLoader;

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const path = usePathFor();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === path("blog");
  return (
    <>
      <PageHero title={m.pages.blog.title} intro={m.articles.blogIntro} />
      <section aria-labelledby="posts" aria-busy={loading} className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h2 id="posts" className="sr-only">{m.pages.blog.title}</h2>
        {loading ? (
          <CardSkeletons count={3} />
        ) : loaderData.posts.length === 0 ? (
          <p role="status">{m.articles.blogEmpty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.posts.map((post) => (
              <li key={post.id}>
                <ArticleCard card={post} to={path("blogPost", { slug: post.slug })} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
