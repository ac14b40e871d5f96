import type { Route } from "./+types/route";
import { staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { articlesFor } from "#app/features/articles/server/read.server.ts";
import { ArticleListPage } from "#app/features/articles/ui/article-list.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  // A failing guides query is an error (docs/product/content.md#guides): the error boundary shows it.
  return { head: staticPageHead(context, "guides"), guides: await articlesFor(context).guides() };
}

export const meta = metaFromLoader;

export default function GuideListPage({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage kind="guides" cards={loaderData.guides} />;
}
