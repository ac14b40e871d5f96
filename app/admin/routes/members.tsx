import { Link } from "react-router";
import type { Route } from "./+types/members";
import { requireRole, adminQuery } from "#app/admin/auth/require.server.ts";
import { listMemberships } from "#app/features/membership/server/membership.server.ts";
import { MEMBERSHIP_STAGES, type MembershipStage } from "#app/features/membership/rules/workflow.ts";
import { formatEuroCents } from "#app/features/membership/rules/mail.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import type { MembershipType, PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { adminPath } from "../route-table.ts";
import { PageTitle, Section, formatDateTime, useAdmin } from "../ui.tsx";

/** The treasurer's list (docs/product/membership.md): applications first; a stage chosen with `?stand=`. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "treasury");
  const asked = adminQuery(args.request).get("stand");
  const stage = MEMBERSHIP_STAGES.find((s) => s === asked) ?? (asked === "alle" ? undefined : "applied");
  const rows = await listMemberships(services.db, stage);
  return {
    stage: (stage ?? "all") as MembershipStage | "all",
    rows: rows.map((r) => ({
      id: r.id,
      status: r.status as MembershipStage,
      memberNumber: r.memberNumber,
      name: `${r.person?.firstName ?? ""} ${r.person?.lastName ?? ""}`.trim(),
      membershipType: r.membershipType as MembershipType,
      paymentInterval: r.paymentInterval as PaymentInterval,
      feeCents: r.feeCents,
      paymentMethod: r.paymentMethod as "debit" | "transfer",
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const s = m.members;
  const options = getMessages(locale).options;
  const { rows, stage } = loaderData;
  const tabs: { key: MembershipStage | "all"; query: string }[] = [
    ...MEMBERSHIP_STAGES.map((key) => ({ key, query: key })),
    { key: "all" as const, query: "alle" },
  ];
  return (
    <>
      <PageTitle title={`${s.title} – ${m.title}`}>{s.title}</PageTitle>
      <p className="max-w-3xl text-stone-700">{s.intro}</p>
      <nav aria-label={s.stage} className="mt-6 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={`${adminPath("admin-members")}?stand=${tab.query}`}
            aria-current={tab.key === stage ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-lg border-2 px-4 font-semibold ${tab.key === stage ? "border-brand-700 bg-brand-50 text-brand-900" : "border-stone-300 text-stone-800 hover:bg-stone-100"}`}
          >
            {s.stages[tab.key]}
          </Link>
        ))}
      </nav>
      <Section title={s.stages[stage]}>
        {rows.length === 0 ? (
          <p className="text-stone-700">{s.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left" data-members>
              <thead>
                <tr className="border-b border-stone-300 text-sm text-stone-700">
                  <th scope="col" className="py-2 pr-3">{s.number}</th>
                  <th scope="col" className="py-2 pr-3">{s.name}</th>
                  <th scope="col" className="py-2 pr-3">{s.type}</th>
                  <th scope="col" className="py-2 pr-3">{s.fee}</th>
                  <th scope="col" className="py-2 pr-3">{s.method}</th>
                  <th scope="col" className="py-2 pr-3">{s.applied}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-b border-stone-200" data-member={r.status}>
                    <td className="py-2 pr-3 tabular-nums">{r.memberNumber ?? "–"}</td>
                    <td className="py-2 pr-3">
                      <Link to={adminPath("admin-member", { id: r.id })} className="font-semibold text-brand-800 underline">{r.name}</Link>
                    </td>
                    <td className="py-2 pr-3">{options.membershipTypes[r.membershipType]}</td>
                    <td className="py-2 pr-3 tabular-nums">{`${formatEuroCents(r.feeCents, locale)} (${options.paymentIntervals[r.paymentInterval]})`}</td>
                    <td className="py-2 pr-3">{s[r.paymentMethod]}</td>
                    <td className="py-2 pr-3">{formatDateTime(r.createdAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </>
  );
}
