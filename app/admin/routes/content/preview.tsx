import { data, Link } from "react-router";
import type { Route } from "./+types/preview";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { loadArticle } from "#app/features/articles/server/editing.server.ts";
import { t } from "../../messages/index.ts";
import { Notice, PageTitle, secondaryButton, useAdmin } from "../../ui.tsx";
import { ArticlePreview } from "../../content/article-view.tsx";
import { articleViewsBoth } from "../../content/preview.server.ts";
import { contentPath, kindOfRequest } from "../../content/paths.ts";

/** A post or guide, draft or published, as its pages would show it, both languages side by side. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const item = await loadArticle(services.db, kind, args.params.id);
  if (!item) throw data(null, { status: 404 });
  return { kind, id: item.row.id, status: item.row.status, views: await articleViewsBoth(services, item) };
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const { kind, id, status, views } = loaderData;
  const title = views.find((v) => v.lang === locale)?.title ?? views[0]!.title;
  return (
    <>
      <PageTitle title={`${t(m.preview.title, { title })} – ${m.title}`}>{t(m.preview.title, { title })}</PageTitle>
      <Notice tone={status === "published" ? "success" : "info"}>{status === "published" ? m.preview.published : m.preview.draft}</Notice>
      <p className="mt-4">
        <Link to={contentPath(kind, "edit", id)} className={secondaryButton}>
          {m.preview.edit}
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {views.map((view) => (
          <ArticlePreview key={view.lang} view={view} heading={m.languages[view.lang]} />
        ))}
      </div>
    </>
  );
}
