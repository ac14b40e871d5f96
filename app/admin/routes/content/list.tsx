import { Form, Link } from "react-router";
import type { Route } from "./+types/list";
import { requireRole, adminQuery } from "#app/admin/auth/require.server.ts";
import { listArticles } from "#app/features/articles/server/editing.server.ts";
import { LANGS } from "#app/features/articles/rules/slug.ts";
import { t } from "../../messages/index.ts";
import { button, formatDateTime, input, label, Notice, PageTitle, secondaryButton, useAdmin } from "../../ui.tsx";
import { contentPath } from "../../content/paths.ts";

/** Every post and guide: search, kind, status and which texts each language still lacks. */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "content");
  const query = adminQuery(args.request);
  const q = (query.get("q") ?? "").slice(0, 200);
  const kindParam = query.get("kind");
  const kind = kindParam === "blog" || kindParam === "guide" ? kindParam : null;
  const items = await listArticles(services.db, { q, kind, locale: user.locale });
  return { q, kind, items, deleted: query.get("deleted") === "1" };
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const { q, kind, items, deleted } = loaderData;
  const c = m.content;
  return (
    <>
      <PageTitle title={`${c.title} – ${m.title}`}>{c.title}</PageTitle>
      <p className="mt-2 max-w-prose">{c.intro}</p>
      {deleted ? <Notice tone="success">{c.deleted}</Notice> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={contentPath("blog", "new")} className={button}>
          {c.newPost}
        </Link>
        <Link to={contentPath("guide", "new")} className={button}>
          {c.newGuide}
        </Link>
      </div>
      <Form method="get" role="search" className="mt-6 grid gap-4 rounded-lg border border-stone-300 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor="q" className={label}>
            {c.search}
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={input} />
        </div>
        <div>
          <label htmlFor="kind" className={label}>
            {c.kind}
          </label>
          <select id="kind" name="kind" defaultValue={kind ?? ""} className={input}>
            <option value="">{c.kinds.all}</option>
            <option value="blog">{c.kinds.blog}</option>
            <option value="guide">{c.kinds.guide}</option>
          </select>
        </div>
        <button type="submit" className={secondaryButton}>
          {c.apply}
        </button>
      </Form>
      <p className="mt-4" aria-live="polite">
        {t(c.results, { count: items.length })}
      </p>
      {items.length === 0 ? <p className="mt-2">{c.empty}</p> : null}
      <ul className="mt-2 space-y-3" data-content-list>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="rounded-lg border border-stone-300 bg-white p-4" data-item={item.id} data-status={item.status}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={contentPath(item.kind, "edit", item.id)} className="text-lg font-semibold text-brand-800 underline">
                {item.title}
              </Link>
              <span className="text-sm text-stone-700">{formatDateTime(item.updatedAt, locale)}</span>
            </div>
            <p className="mt-1 flex flex-wrap gap-2 text-sm">
              <span className="rounded-full bg-stone-200 px-2 py-0.5">{c.kinds[item.kind]}</span>
              <span className={`rounded-full px-2 py-0.5 ${item.status === "published" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}>
                {c.statuses[item.status === "published" ? "published" : "draft"]}
              </span>
              {item.featured ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">{c.featured}</span> : null}
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={c.columns.languages}>
              {LANGS.map((lang) => {
                const missing = item.missing[lang];
                const language = m.languages[lang];
                return (
                  <li key={lang} data-complete={missing.length === 0 ? lang : undefined} className={missing.length ? "text-red-800" : "text-green-800"}>
                    <span aria-hidden="true">{missing.length ? "✗ " : "✓ "}</span>
                    {missing.length
                      ? t(c.missing, { language, fields: missing.map((f) => c.fields[f as keyof typeof c.fields]).join(", ") })
                      : t(c.complete, { language })}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
