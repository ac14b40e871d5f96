import type { Route } from "./+types/audit";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { recentAudit } from "#app/platform/audit/log.server.ts";
import { formatDateTime, PageTitle, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "audit");
  const entries = await recentAudit(services.db, 200);
  return { entries };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  return (
    <>
      <PageTitle title={`${m.audit.title} – ${m.title}`}>{m.audit.title}</PageTitle>
      <p className="mt-2 text-stone-700">{m.audit.intro}</p>
      {loaderData.entries.length === 0 ? <p className="mt-6">{m.audit.empty}</p> : null}
      <div className="mt-6 overflow-x-auto rounded-lg border border-stone-300 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className="p-2">{m.audit.when}</th>
              <th scope="col" className="p-2">{m.audit.who}</th>
              <th scope="col" className="p-2">{m.audit.what}</th>
              <th scope="col" className="p-2">{m.audit.record}</th>
              <th scope="col" className="p-2">{m.audit.details}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((e) => (
              <tr key={e.id} className="border-t border-stone-200 align-top">
                <td className="p-2 whitespace-nowrap">{formatDateTime(e.at, locale)}</td>
                <td className="p-2">{e.actorLabel}</td>
                <td className="p-2 font-mono">{e.action}</td>
                <td className="p-2 font-mono break-all">{e.targetId ? `${e.targetType} ${e.targetId}` : e.targetType}</td>
                <td className="p-2 font-mono break-all">{Object.entries(e.details).map(([k, v]) => `${k}: ${String(v)}`).join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
