import type { Route } from "./+types/feed";
import { articlesFor } from "#app/features/articles/server/read.server.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { rssXml } from "#app/features/seo/rules/feed.ts";

/** RSS 2.0 feed of the latest posts, per language (`/blog/feed.xml` on each host). */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = articlesFor(context);
  const { locale, sites } = articles;
  const origin = sites[locale];
  const posts = await articles.posts(20);
  const body = rssXml(
    {
      title: messages[locale].articles.feedTitle,
      link: origin + pathFor("blog", locale),
      self: `${origin}/blog/feed.xml`,
      description: messages[locale].pages.blog.description,
      language: locale,
    },
    posts.map((p) => ({
      title: p.title,
      link: origin + pathFor("blogPost", locale, { slug: p.slug }),
      description: p.excerpt ?? "",
      date: p.date,
      category: p.category,
    })),
  );
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
