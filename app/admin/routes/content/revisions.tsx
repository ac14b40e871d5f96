import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/revisions";
import { requireRole, adminForm, adminQuery } from "#app/admin/auth/require.server.ts";
import { readSnapshot } from "#app/features/articles/rules/editing.ts";
import { listRevisions, loadArticle, loadRevision, restoreRevision, withSnapshot } from "#app/features/articles/server/editing.server.ts";
import { adminMessages, t } from "../../messages/index.ts";
import { button, formatDateTime, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../../ui.tsx";
import { ArticlePreview } from "../../content/article-view.tsx";
import { articleViewsBoth } from "../../content/preview.server.ts";
import { contentPath, kindOfRequest } from "../../content/paths.ts";

/** Earlier versions of a post or guide: the list, one of them as its page would show it, and restoring it. */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const item = await loadArticle(services.db, kind, args.params.id);
  if (!item) throw data(null, { status: 404 });
  const revisions = await listRevisions(services.db, kind, item.row.id);
  const wanted = adminQuery(args.request).get("r");
  let shown = null;
  if (wanted) {
    const revision = await loadRevision(services.db, kind, item.row.id, Number(wanted));
    const snapshot = revision ? readSnapshot(revision.data) : null;
    if (!revision || !snapshot) throw data(null, { status: 404 });
    shown = { id: revision.id, version: revision.version, views: await articleViewsBoth(services, withSnapshot(item, snapshot)) };
  }
  return {
    kind,
    id: item.row.id,
    version: item.row.version,
    title: user.locale === "es" ? item.row.titleEs : item.row.titleDe,
    revisions,
    shown,
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, user } = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const form = await adminForm(args.request).catch(() => null);
  if (form?.get("intent") !== "restore") throw data(null, { status: 400 });
  const revision = await loadRevision(services.db, kind, args.params.id, Number(form.get("revision")));
  const snapshot = revision ? readSnapshot(revision.data) : null;
  if (!revision || !snapshot) throw data(null, { status: 404 });
  const result = await restoreRevision(services.db, actor, kind, args.params.id, snapshot, revision, Number(form.get("version")));
  if (result.ok) throw redirect(`${contentPath(kind, "edit", result.id)}?restored=${revision.version}`);
  if (result.reason === "notFound") throw data(null, { status: 404 });
  const e = adminMessages[user.locale].editor.errors;
  const text = result.reason === "conflict" ? t(e.conflict, { version: result.storedVersion }) : result.reason === "featured" ? e.featured : e.taken;
  return data({ error: text }, { status: result.reason === "conflict" ? 409 : 400 });
}

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const { kind, id, title, revisions, shown, version } = loaderData;
  const heading = t(m.revisions.title, { title });
  return (
    <>
      <p>
        <Link to={contentPath(kind, "edit", id)} className="text-brand-800 underline">
          {m.revisions.back}
        </Link>
      </p>
      <div className="mt-2">
        <PageTitle title={`${heading} – ${m.title}`}>{heading}</PageTitle>
      </div>
      <p className="mt-2 max-w-prose">{m.revisions.intro}</p>
      <p className="mt-2">{t(m.revisions.current, { version })}</p>
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {shown ? (
        <Section title={t(m.revisions.shown, { version: shown.version })} id="shown">
          <Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="revision" value={shown.id} />
            <input type="hidden" name="version" value={version} />
            <button type="submit" className={button}>
              {m.revisions.restore}
            </button>
          </Form>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {shown.views.map((view) => (
              <ArticlePreview key={view.lang} view={view} heading={m.languages[view.lang]} />
            ))}
          </div>
        </Section>
      ) : null}
      <Section title={m.editor.revisions} id="list">
        {revisions.length === 0 ? <p>{m.revisions.none}</p> : null}
        <ol className="space-y-2" data-revisions>
          {revisions.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-300 p-3">
              <span>{t(m.revisions.entry, { version: r.version, date: formatDateTime(r.savedAt, locale), who: r.savedBy })}</span>
              <Link to={`?r=${r.id}`} className={secondaryButton} aria-current={shown?.id === r.id ? "page" : undefined}>
                {t(m.revisions.view, { version: r.version })}
              </Link>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
