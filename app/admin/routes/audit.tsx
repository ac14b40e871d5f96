import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { requireRole, adminQuery } from "#app/admin/auth/require.server.ts";
import { accountNames, auditPage } from "#app/admin/audit-read.server.ts";
import { AUDIT_AREAS, AUDIT_PAGE_SIZE, auditQuery, detailsInWords, eventInWords, parseAuditFilters, recordInWords, recordLink, type AuditArea } from "#app/admin/audit-view.ts";
import { APPLICANT_ACTOR_LABEL } from "#app/features/journey/request/public.server.ts";
import { commandLine } from "#app/platform/audit/log.server.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, PageTitle, Pager, secondaryButton, useAdmin } from "../ui.tsx";

/** The audit log as a volunteer reads it: events in words, names and links, filters by who, what and when, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "audit");
  const m = adminMessages[user.locale];
  const filters = parseAuditFilters(adminQuery(args.request));
  const [{ total, entries }, accounts] = await Promise.all([auditPage(services.db, filters), accountNames(services.db)]);
  const names = new Map(accounts.map((a) => [a.id, a.label]));
  return {
    filters,
    total,
    accounts,
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at,
      // The account as it is named now (the log keeps its label of the time as well); the status pages and the command line in words.
      who:
        e.actorId && names.has(e.actorId)
          ? names.get(e.actorId)!
          : e.actorLabel === APPLICANT_ACTOR_LABEL
            ? m.audit.applicant
            : e.actorLabel === commandLine.label
              ? m.audit.commandLine
              : e.actorLabel,
      what: eventInWords(e.action, m),
      record: recordInWords(e.targetType, m),
      link: recordLink(e),
      details: detailsInWords(e.details, m, names),
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const { filters, total, entries, accounts } = loaderData;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const here = adminPath("admin-audit");
  return (
    <>
      <PageTitle title={`${m.audit.title} – ${m.title}`}>{m.audit.title}</PageTitle>
      <p className="mt-2 text-stone-700">{m.audit.intro}</p>
      <Form method="get" className="mt-4 grid gap-4 rounded-lg border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div>
          <label htmlFor="a-who" className={label}>{m.audit.who}</label>
          <select id="a-who" name="wer" defaultValue={filters.who ?? ""} className={input}>
            <option value="">{m.audit.everyone}</option>
            {accounts.map((a) => <option key={a.id} value={a.id}>{a.label}</option>)}
            <option value="applicant">{m.audit.applicant}</option>
            <option value="cli">{m.audit.commandLine}</option>
          </select>
        </div>
        <div>
          <label htmlFor="a-what" className={label}>{m.audit.what}</label>
          <select id="a-what" name="was" defaultValue={filters.what ?? ""} className={input}>
            <option value="">{m.audit.anything}</option>
            {(Object.keys(AUDIT_AREAS) as AuditArea[]).map((area) => <option key={area} value={area}>{m.audit.areas[area]}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="a-from" className={label}>{m.audit.from}</label>
          <input id="a-from" name="von" type="date" defaultValue={filters.from ?? ""} className={input} />
        </div>
        <div>
          <label htmlFor="a-to" className={label}>{m.audit.to}</label>
          <input id="a-to" name="bis" type="date" defaultValue={filters.to ?? ""} className={input} />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={button}>{m.audit.apply}</button>
          <Link to={here} className={secondaryButton}>{m.audit.reset}</Link>
        </div>
      </Form>
      <p className="mt-4" data-total>{plural(locale, m.audit.results, total)}</p>
      {entries.length === 0 ? (
        <p className="mt-4">{m.audit.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" data-audit>
          {entries.map((e) => (
            <li key={e.id} className="grid gap-1 p-3 sm:grid-cols-[11rem_1fr] sm:gap-x-4" data-audit-entry>
              <span className="text-sm text-stone-700">{formatDateTime(e.at, locale)}</span>
              <span>
                <span className="font-semibold">{e.what}</span> · {e.who}
                <span className="block text-sm text-stone-800">
                  {e.link ? (
                    <Link to={e.link} className="text-brand-800 underline">
                      {e.record}
                    </Link>
                  ) : (
                    e.record
                  )}
                  {e.details.length > 0 ? ` · ${e.details.join(", ")}` : null}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <Pager
          place={t(m.audit.page, { page: filters.page, pages })}
          previous={filters.page > 1 ? `${here}${auditQuery(filters, { page: filters.page - 1 })}` : null}
          next={filters.page < pages ? `${here}${auditQuery(filters, { page: filters.page + 1 })}` : null}
          previousText={m.audit.previous}
          nextText={m.audit.next}
        />
      ) : null}
    </>
  );
}
