import { data, Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminRequest, requireRole } from "#app/admin/auth/require.server.ts";
import { allows } from "#app/admin/auth/roles.ts";
import { listPasskeys } from "#app/admin/auth/passkeys.server.ts";
import { dashboardCounts } from "#app/admin/inbox/read.server.ts";
import { t } from "../messages/index.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminPath } from "../route-table.ts";
import { Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

/** Any path under the back office that no route names (the splat route "admin-not-found" shares this module). */
function isUnknownPath(params: Readonly<Record<string, string | undefined>>): boolean {
  return params["*"] !== undefined;
}

/**
 * 404 inside the back office's frame, in the account's (or the browser's) language (the layout's
 * error boundary), for everyone, signed in or not: an address that names nothing reveals nothing.
 */
function notFound(args: { request: Request; context: Route.LoaderArgs["context"]; params: Readonly<Record<string, string | undefined>> }): never {
  adminRequest(args);
  throw data(null, { status: 404 });
}

export async function loader(args: Route.LoaderArgs) {
  if (isUnknownPath(args.params)) notFound(args);
  const { services, user } = await requireRole(args, "signedIn");
  const inbox = allows("inbox", user.role);
  const [counts, passkeys] = await Promise.all([inbox ? dashboardCounts(services.db, user.id) : null, listPasskeys(services.db, user.id)]);
  return { counts, hasPasskey: passkeys.length > 0 };
}

/** The dashboard has no form (405, as any page without one); a post to an unknown path is 404. */
export function action(args: Route.ActionArgs): never {
  if (isUnknownPath(args.params)) notFound(args);
  adminRequest(args);
  throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { m, user, locale } = useAdmin();
  const { counts, hasPasskey } = loaderData;
  const inbox = adminPath("admin-inbox");
  const items = counts
    ? [
        { n: counts.fresh, text: m.dashboard.newSubmissions, to: `${inbox}?status=new` },
        { n: counts.failed, text: m.dashboard.failedDeliveries, to: `${inbox}?delivery=failed&spam=all` },
        { n: counts.spam, text: m.dashboard.spamToReview, to: `${inbox}?spam=yes` },
      ].filter((i) => i.n > 0)
    : [];
  return (
    <>
      <PageTitle title={`${m.dashboard.title} – ${m.title}`}>{m.dashboard.title}</PageTitle>
      <p className="mt-2 text-lg">{t(m.dashboard.greeting, { name: user?.name || user?.email || "" })}</p>
      {!hasPasskey ? (
        <Notice>
          <Link to={adminPath("admin-account")} className="underline">
            {m.dashboard.noPasskey}
          </Link>
        </Notice>
      ) : null}
      {counts ? (
        <Section title={m.dashboard.needsPerson}>
          {items.length === 0 ? (
            <p data-nothing-waits>{m.dashboard.nothing}</p>
          ) : (
            <ul className="space-y-2" data-needs-person>
              {items.map((i) => (
                <li key={i.to}>
                  <Link to={i.to} className="text-lg font-semibold text-brand-800 underline">
                    {plural(locale, i.text, i.n)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {counts.mine > 0 ? (
            <p className="mt-4">
              <Link to={`${inbox}?mine=1`} className="text-brand-800 underline">
                {plural(locale, m.dashboard.mine, counts.mine)}
              </Link>
            </p>
          ) : null}
        </Section>
      ) : (
        <p className="mt-6">
          <Link to={adminPath("admin-content")} className="text-brand-800 underline">
            {m.dashboard.editorNote}
          </Link>
        </p>
      )}
    </>
  );
}
