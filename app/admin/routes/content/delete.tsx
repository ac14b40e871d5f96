import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/delete";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import type { ArticleKind } from "#app/features/articles/rules/format.ts";
import { deleteArticle, loadArticle } from "#app/features/articles/server/editing.server.ts";
import { t } from "../../messages/index.ts";
import { adminPath } from "../../route-table.ts";
import { dangerButton, Notice, PageTitle, secondaryButton, useAdmin } from "../../ui.tsx";
import { contentPath, kindOfRequest } from "../../content/paths.ts";

/** Deleting a post or guide: a page of its own that asks to confirm (works without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const item = await loadArticle(services.db, kind, args.params.id);
  if (!item) throw data(null, { status: 404 });
  return { kind, id: item.row.id, title: user.locale === "es" ? item.row.titleEs : item.row.titleDe };
}

type Ctx = Authorised & { kind: ArticleKind; id: string };
const defineIntent = adminIntents<Ctx>();

/** The page's one form: delete, with the confirmation ticked. */
const intents = {
  delete: defineIntent({
    schema: (m) => z.object({ confirm: formField.ticked().refine(Boolean, m.remove.needsConfirm) }),
    handle: async (_sent, { services, actor, kind, id }) => {
      if (!(await deleteArticle(services.db, actor, kind, id))) throw data(null, { status: 404 });
      throw redirect(`${adminPath("admin-content")}?deleted=1`);
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, kind: kindOfRequest(args.request), id: args.params.id }, { fallback: "delete" });
}

export default function Delete({ loaderData, actionData }: Route.ComponentProps) {
  const { m } = useAdmin();
  const { kind, id, title } = loaderData;
  const refused = refusalOf(actionData);
  return (
    <>
      <PageTitle title={`${t(m.remove.title, { title })} – ${m.title}`}>{t(m.remove.title, { title })}</PageTitle>
      <p className="mt-4 max-w-prose">{m.remove.text}</p>
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <Form method="post" className="mt-6 space-y-4">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="confirm" value="yes" required className="size-5" />
          {t(m.remove.confirm, { title })}
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={dangerButton}>
            {m.remove.submit}
          </button>
          <Link to={contentPath(kind, "edit", id)} className={secondaryButton}>
            {m.remove.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}
