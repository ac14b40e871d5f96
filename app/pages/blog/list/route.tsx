import type { Route } from "./+types/route";
import { staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { articlesFor } from "#app/features/articles/server/read.server.ts";
import { feedLink } from "#app/features/seo/rules/feed.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { ArticleListPage } from "#app/features/articles/ui/article-list.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const articles = articlesFor(context);
  return {
    head: [...staticPageHead(context, "blog"), feedLink(articles.sites[articles.locale], messages[articles.locale].articles.feedTitle)],
    posts: await articles.posts(),
  };
}

export const meta = metaFromLoader;

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage kind="blog" cards={loaderData.posts} />;
}
