import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/revisions";
import { z } from "#app/platform/zod.ts";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import type { ArticleKind } from "#app/features/articles/rules/format.ts";
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

type Ctx = Authorised & { kind: ArticleKind; id: string };
const defineIntent = adminIntents<Ctx>();

/** The page's one form: restore a revision, from the version the page showed. */
const intents = {
  restore: defineIntent({
    // Numbers as the page sends them; one that names no revision is a 404, one stale a conflict.
    schema: z.object({ revision: formField.text(50).transform(Number), version: formField.text(50).transform(Number) }),
    handle: async (sent, { services, actor, user, kind, id }, form) => {
      const revision = await loadRevision(services.db, kind, id, sent.revision);
      const snapshot = revision ? readSnapshot(revision.data) : null;
      if (!revision || !snapshot) throw data(null, { status: 404 });
      const result = await restoreRevision(services.db, actor, kind, id, snapshot, revision, sent.version);
      if (result.ok) throw redirect(`${contentPath(kind, "edit", result.id)}?restored=${revision.version}`);
      if (result.reason === "notFound") throw data(null, { status: 404 });
      const e = adminMessages[user.locale].editor.errors;
      const text = result.reason === "conflict" ? t(e.conflict, { version: result.storedVersion }) : result.reason === "featured" ? e.featured : e.taken;
      return form.refuse({ [FORM_ERROR_KEY]: text }, { status: result.reason === "conflict" ? 409 : 400 });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, kind: kindOfRequest(args.request), id: args.params.id });
}

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const { kind, id, title, revisions, shown, version } = loaderData;
  const heading = t(m.revisions.title, { title });
  const refused = refusalOf(actionData);
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
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
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
