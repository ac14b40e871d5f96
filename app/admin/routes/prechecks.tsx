import { Link } from "react-router";
import type { Route } from "./+types/prechecks";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { allows } from "#app/admin/auth/roles.ts";
import { listPrechecks } from "#app/features/journey/precheck/public.server.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { formatDateTime, PageTitle, useAdmin } from "../ui.tsx";

/**
 * The pre-checks (docs/product/journey.md#pre-check): a volunteer's own visits, or every one for
 * coordinators and owners; open ones first. A list of blocks, one per visit (phone first).
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "precheck");
  const items = await listPrechecks(services.db, user);
  return { own: user.role === "precheck", editsChecklist: allows("settings", user.role), items: items.map((i) => ({ ...i, assignedAt: i.assignedAt.toISOString(), completedAt: i.completedAt?.toISOString() ?? null })) };
}

export default function Prechecks({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.precheck;
  const { own, items } = loaderData;
  return (
    <>
      <PageTitle title={`${p.title} – ${m.title}`}>{p.title}</PageTitle>
      <p className="mt-2 max-w-3xl">{own ? p.introOwn : p.introAll}</p>
      {loaderData.editsChecklist ? (
        <p className="mt-2">
          <Link to={adminPath("admin-precheck-questions")} className="font-semibold text-brand-800 underline">{p.questionsTitle}</Link>
        </p>
      ) : null}
      {items.length === 0 ? <p className="mt-6">{p.none}</p> : null}
      <ul className="mt-6 space-y-3" data-prechecks>
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-stone-300 bg-white p-4" data-precheck={item.status}>
            <p className="flex flex-wrap items-center gap-2">
              <Link to={adminPath("admin-precheck", { id: item.id })} className="text-lg font-semibold text-brand-800 underline">
                {item.familyName || "–"}
              </Link>
              <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${item.status === "assigned" ? "bg-amber-100 text-amber-950" : "bg-green-100 text-green-950"}`}>
                {p.statuses[item.status as keyof typeof p.statuses] ?? item.status}
              </span>
            </p>
            <p className="mt-1 text-stone-800">
              {p.dog}: {item.dogName ?? p.noDog} · {p.postcode} {item.postcode}
            </p>
            <p className="mt-1 text-sm text-stone-700">
              {item.completedAt ? t(p.doneOn, { date: formatDateTime(item.completedAt, locale) }) : t(p.assignedOn, { date: formatDateTime(item.assignedAt, locale) })}
              {!own && item.volunteerName ? ` · ${t(p.by, { name: item.volunteerName })}` : null}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
