import { data, Link } from "react-router";
import { waitingApplications } from "#app/features/membership/server/membership.server.ts";
import type { Route } from "./+types/dashboard";
import { adminRequest, requireRole } from "#app/admin/auth/require.server.ts";
import { allows } from "#app/admin/auth/roles.ts";
import { listPasskeys } from "#app/admin/auth/passkeys.server.ts";
import { dashboardCounts } from "#app/admin/inbox/read.server.ts";
import { assignees } from "#app/admin/inbox/workflow.server.ts";
import { requestsForGoneDogs, waitingRequests } from "#app/features/journey/request/public.server.ts";
import { listPrechecks } from "#app/features/journey/precheck/public.server.ts";
import { consentedNewsWithoutHappyEnd } from "#app/features/journey/aftercare/public.server.ts";
import { daysBetween, groupByAssignee } from "#app/features/journey/request/public.ts";
import { dogName, isListedDog } from "#app/features/dogs/rules/index.ts";
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
  // A pre-check volunteer's open visits (docs/product/journey.md#pre-check).
  const prechecksOpen = user.role === "precheck" ? (await listPrechecks(services.db, user)).filter((p) => p.status === "assigned").length : null;
  // The editors' stories to write: news families allowed to publish, without a happy end yet (docs/product/journey.md#happy-ends).
  const storiesWaiting = allows("content", user.role) ? (await consentedNewsWithoutHappyEnd(services.db)).length : null;
  // The treasurer's applications to decide (docs/product/membership.md#the-treasurer).
  const applicationsWaiting = allows("treasury", user.role) ? await waitingApplications(services.db) : null;
  if (!inbox) return { counts, hasPasskey: passkeys.length > 0, waiting: null, gone: null, prechecksOpen, storiesWaiting, applicationsWaiting };
  // What waits for the association, per assignee, and the open requests whose dog left the list (docs/product/journey.md#nothing-waits-unseen).
  const now = new Date();
  const [waiting, snapshot, people] = await Promise.all([waitingRequests(services.db, now), services.dogs.get(), assignees(services.db)]);
  const listed = snapshot.dogs.filter(isListedDog);
  const gone = await requestsForGoneDogs(services.db, {
    ids: new Set(listed.flatMap((d) => (d.id ? [d.id] : []))),
    names: new Set(listed.flatMap((d) => dogName(d) ?? [])),
  });
  const nameOf = new Map(people.map((p) => [p.id, p.label]));
  return {
    counts,
    hasPasskey: passkeys.length > 0,
    waiting: groupByAssignee(waiting).map((group) => ({
      assignee: group.assigneeId ? (nameOf.get(group.assigneeId) ?? null) : null,
      mine: group.assigneeId === user.id,
      rows: group.rows.map((w) => ({ id: w.id, formType: w.formType, dogName: w.dogName, reason: w.reason, days: daysBetween(w.since, now) })),
    })),
    gone: gone.map((g) => ({ ...g, assignee: g.assigneeId ? (nameOf.get(g.assigneeId) ?? null) : null })),
    prechecksOpen,
    storiesWaiting,
    applicationsWaiting,
  };
}

/** The dashboard has no form (405, as any page without one); a post to an unknown path is 404. */
export function action(args: Route.ActionArgs): never {
  if (isUnknownPath(args.params)) notFound(args);
  adminRequest(args);
  throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { m, user, locale } = useAdmin();
  const { counts, hasPasskey, waiting, gone } = loaderData;
  const formName = (formType: string) => m.forms[formType as keyof typeof m.forms] ?? formType;
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
      {loaderData.prechecksOpen !== null ? (
        <Section title={m.precheck.title} id="vorkontrollen">
          <p data-prechecks-open={loaderData.prechecksOpen}>
            <Link to={adminPath("admin-prechecks")} className="font-semibold text-brand-800 underline">
              {loaderData.prechecksOpen > 0 ? plural(locale, m.precheck.dashboard, loaderData.prechecksOpen) : m.precheck.dashboardNone}
            </Link>
          </p>
        </Section>
      ) : null}
      {loaderData.applicationsWaiting ? (
        <Section title={m.members.title} id="members">
          <p data-applications-waiting={loaderData.applicationsWaiting}>
            <Link to={adminPath("admin-members")} className="font-semibold text-brand-800 underline">
              {plural(locale, m.members.waiting, loaderData.applicationsWaiting)}
            </Link>
          </p>
        </Section>
      ) : null}
      {loaderData.storiesWaiting ? (
        <Section title={m.happyEnds.title} id="happy-ends">
          <p data-stories-waiting={loaderData.storiesWaiting}>
            <Link to={adminPath("admin-happy-ends")} className="font-semibold text-brand-800 underline">
              {plural(locale, m.happyEnds.dashboard, loaderData.storiesWaiting)}
            </Link>
          </p>
        </Section>
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
      ) : null}
      {waiting ? (
        <Section title={m.dashboard.waitingTitle} id="wartet">
          <p className="text-stone-700">{m.dashboard.waitingIntro}</p>
          {waiting.length === 0 ? (
            <p className="mt-3" data-nothing-waiting>{m.dashboard.waitingNothing}</p>
          ) : (
            <div className="mt-3 space-y-5" data-waiting>
              {waiting.map((group) => (
                <div key={group.assignee ?? ""}>
                  <h3 className="font-bold text-stone-900">
                    {group.assignee ?? m.dashboard.waitingNobody} · {plural(locale, m.dashboard.waitingCount, group.rows.length)}
                  </h3>
                  <ul className="mt-1 space-y-1">
                    {group.rows.map((row) => (
                      <li key={row.id} data-waiting-reason={row.reason}>
                        <Link to={adminPath("admin-submission", { id: row.id })} className="text-brand-800 underline">
                          {row.dogName ? t(m.dashboard.requestFor, { form: formName(row.formType), dog: row.dogName }) : formName(row.formType)}
                        </Link>{" "}
                        · {t(m.dashboard.reasons[row.reason], { days: row.days })}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </Section>
      ) : null}
      {gone && gone.length > 0 ? (
        <Section title={m.dashboard.goneDogs} id="hund-fehlt">
          <p className="text-stone-700">{m.dashboard.goneDogsIntro}</p>
          <ul className="mt-3 space-y-1" data-gone-dogs>
            {gone.map((g) => (
              <li key={g.id}>
                <Link to={adminPath("admin-submission", { id: g.id })} className="text-brand-800 underline">
                  {t(m.dashboard.requestFor, { form: formName(g.formType), dog: g.dogName })}
                </Link>{" "}
                · {g.assignee ?? m.dashboard.waitingNobody}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {/* Only what the role may open: a pre-check volunteer has no "Inhalte". */}
      {!counts && user && allows("content", user.role) ? (
        <p className="mt-6">
          <Link to={adminPath("admin-content")} className="text-brand-800 underline">
            {m.dashboard.editorNote}
          </Link>
        </p>
      ) : null}
    </>
  );
}
