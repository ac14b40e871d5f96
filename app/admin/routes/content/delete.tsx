import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/delete";
import { requireRole, adminForm } from "#app/admin/auth/require.server.ts";
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

export async function action(args: Route.ActionArgs) {
  const { services, actor } = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const form = await adminForm(args.request).catch(() => null);
  if (form?.get("confirm") !== "yes") return data({ needsConfirm: true }, { status: 400 });
  if (!(await deleteArticle(services.db, actor, kind, args.params.id))) throw data(null, { status: 404 });
  throw redirect(`${adminPath("admin-content")}?deleted=1`);
}

export default function Delete({ loaderData, actionData }: Route.ComponentProps) {
  const { m } = useAdmin();
  const { kind, id, title } = loaderData;
  return (
    <>
      <PageTitle title={`${t(m.remove.title, { title })} – ${m.title}`}>{t(m.remove.title, { title })}</PageTitle>
      <p className="mt-4 max-w-prose">{m.remove.text}</p>
      {actionData?.needsConfirm ? <Notice tone="error">{m.remove.needsConfirm}</Notice> : null}
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
