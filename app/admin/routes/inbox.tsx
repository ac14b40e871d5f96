import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { requireRole, adminQuery } from "#app/admin/auth/require.server.ts";
import { filterQuery, INBOX_FORMS, PAGE_SIZE, parseFilters, PHASES } from "#app/admin/inbox/filters.ts";
import { dogNames, listSubmissions, statusCounts } from "#app/admin/inbox/read.server.ts";
import { t } from "../messages/index.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, PageTitle, Pager, secondaryButton, useAdmin } from "../ui.tsx";
import { phaseOf, type Phase } from "#app/features/journey/request/public.ts";

/** Each phase in its own colour, so "new" never looks like "done" (with its name, never colour alone). */
const phaseColours: Record<Phase, string> = {
  new: "bg-sky-100 text-sky-950 ring-sky-700",
  in_progress: "bg-amber-100 text-amber-950 ring-amber-700",
  done: "bg-emerald-100 text-emerald-950 ring-emerald-700",
  closed: "bg-stone-200 text-stone-900 ring-stone-500",
};

/** A toggle that shows whether it is on. */
const toggle = `${secondaryButton} aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-900`;

export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "inbox");
  const filters = parseFilters(adminQuery(args.request));
  const [list, counts, dogs] = await Promise.all([
    listSubmissions(services.db, filters, user.id),
    statusCounts(services.db, filters, user.id),
    dogNames(services.db),
  ]);
  return { filters, total: list.total, rows: list.rows, counts, dogs, userId: user.id };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const { filters, total, rows, counts, dogs, userId } = loaderData;
  // The request's page keeps the list's filters: back, previous and next stay in this list.
  const listQuery = filterQuery(filters);
  const activeFilters = [filters.form, filters.lang, filters.dog, filters.from, filters.to, filters.q, filters.spam !== "no" ? filters.spam : null].filter(Boolean).length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const here = adminPath("admin-inbox");
  return (
    <>
      <PageTitle title={`${m.inbox.title} – ${m.title}`}>{m.inbox.title}</PageTitle>
      <nav aria-label={m.inbox.counts} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {PHASES.map((s) => (
            <li key={s}>
              <Link
                to={`${here}${filterQuery(filters, { status: filters.status === s ? null : s, page: 1 })}`}
                aria-current={filters.status === s ? "true" : undefined}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-400 bg-white px-4 text-stone-900 no-underline aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
              >
                {m.phases[s]} <span data-count={s} className="rounded-full bg-stone-200 px-2 text-sm">{counts[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Closed by default, so the list comes first (by keyboard too); the summary says how many filters are on. */}
      <details className="mt-4 rounded-lg border border-stone-300 bg-white p-4">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold" data-active-filters={activeFilters}>
          {activeFilters > 0 ? `${m.inbox.filters} (${activeFilters})` : m.inbox.filters}
        </summary>
        <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
          {filters.mine ? <input type="hidden" name="mine" value="1" /> : null}
          {filters.answer ? <input type="hidden" name="answer" value="1" /> : null}
          <div>
            <label htmlFor="f-q" className={label}>{m.inbox.search}</label>
            <input id="f-q" name="q" type="search" defaultValue={filters.q ?? ""} className={input} />
          </div>
          <FilterSelect name="form" text={m.inbox.form} any={m.inbox.any} value={filters.form} options={INBOX_FORMS.map((k) => [k, m.forms[k]])} />
          <FilterSelect name="lang" text={m.inbox.language} any={m.inbox.any} value={filters.lang} options={[["de", m.languages.de], ["es", m.languages.es]]} />
          <FilterSelect name="dog" text={m.inbox.dog} any={m.inbox.any} value={filters.dog} options={dogs.map((d) => [d, d])} />
          <div>
            <label htmlFor="f-from" className={label}>{m.inbox.from}</label>
            <input id="f-from" name="from" type="date" defaultValue={filters.from ?? ""} className={input} />
          </div>
          <div>
            <label htmlFor="f-to" className={label}>{m.inbox.to}</label>
            <input id="f-to" name="to" type="date" defaultValue={filters.to ?? ""} className={input} />
          </div>
          <div>
            <label htmlFor="f-spam" className={label}>{m.inbox.spam}</label>
            <select id="f-spam" name="spam" defaultValue={filters.spam} className={input}>
              <option value="no">{m.inbox.spamOptions.no}</option>
              <option value="yes">{m.inbox.spamOptions.yes}</option>
              <option value="all">{m.inbox.spamOptions.all}</option>
            </select>
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className={button}>{m.inbox.apply}</button>
            <Link to={here} className={secondaryButton}>{m.inbox.reset}</Link>
          </div>
        </Form>
      </details>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p data-total>{plural(locale, m.inbox.results, total)}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`${here}${filterQuery(filters, { mine: !filters.mine, page: 1 })}`} aria-current={filters.mine ? "true" : undefined} className={toggle} data-mine-filter>
            {m.inbox.mine}
          </Link>
          <Link to={`${here}${filterQuery(filters, { answer: !filters.answer, page: 1 })}`} aria-current={filters.answer ? "true" : undefined} className={toggle} data-answer-filter>
            {m.inbox.answerWaiting}
          </Link>
          <Link to={`${here}${filterQuery(filters, { spam: filters.spam === "yes" ? "no" : "yes", page: 1 })}`} aria-current={filters.spam === "yes" ? "true" : undefined} className={toggle} data-spam-filter>
            {m.inbox.spam}
          </Link>
          <a href={`${adminPath("admin-export-xlsx")}${filterQuery(filters, { page: 1 })}`} className={secondaryButton} download data-export-xlsx>
            {m.inbox.exportXlsx}
          </a>
          <a href={`${adminPath("admin-export")}${filterQuery(filters, { page: 1 })}`} className={secondaryButton} download data-export>
            {m.inbox.export}
          </a>
        </div>
      </div>

      {rows.length === 0 ? (
        <p className="mt-6">{m.inbox.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" data-inbox>
          {rows.map((r) => (
            <li key={r.id} className="p-3 sm:p-4" data-unseen={r.firstSeenAt ? undefined : "true"}>
              <Link to={`${adminPath("admin-submission", { id: r.id })}${listQuery}`} className="block no-underline">
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className={`text-brand-800 underline ${r.firstSeenAt ? "font-semibold" : "font-extrabold"}`}>
                    {r.firstSeenAt ? null : <span className="mr-2 inline-block rounded bg-brand-700 px-1.5 text-sm font-bold text-white no-underline">{m.inbox.unseen}</span>}
                    {r.name || r.email || r.id.slice(0, 8)}
                  </span>
                  <span className="text-sm text-stone-700">{formatDateTime(r.createdAt, locale)}</span>
                </span>
                <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-800">
                  <span className={`rounded-full px-2 font-semibold ring-1 ${phaseColours[phaseOf(r.formType, r.status)]}`} data-phase={phaseOf(r.formType, r.status)}>
                    {m.statuses[r.status as keyof typeof m.statuses] ?? r.status}
                  </span>
                  <span>{m.forms[r.formType as keyof typeof m.forms] ?? r.formType}</span>
                  {r.dog ? <span>{m.inbox.dog}: {r.dog}</span> : null}
                  <span>{r.locale.toUpperCase()}</span>
                  {r.awaitingReply ? <span className="rounded bg-amber-100 px-1.5 font-semibold text-amber-950" data-answer-waiting>{m.inbox.answerWaiting}</span> : null}
                  {r.reserved ? <span className="rounded bg-emerald-100 px-1.5 font-semibold text-emerald-900">{m.inbox.reserved}</span> : null}
                  {r.waitlist ? <span className="rounded bg-sky-100 px-1.5 font-semibold text-sky-950" data-waitlist>{m.inbox.waitlist}</span> : null}
                  {r.spam ? <span className="font-semibold text-red-800">{m.inbox.spam}</span> : null}
                  <span className={r.assigneeId === userId ? "font-semibold" : undefined}>
                    {m.inbox.assignee}: {r.assigneeId === userId ? m.inbox.you : (r.assignee ?? m.inbox.unassigned)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <Pager
          place={t(m.inbox.page, { page: filters.page, pages })}
          previous={filters.page > 1 ? `${here}${filterQuery(filters, { page: filters.page - 1 })}` : null}
          next={filters.page < pages ? `${here}${filterQuery(filters, { page: filters.page + 1 })}` : null}
          previousText={m.inbox.previous}
          nextText={m.inbox.next}
        />
      ) : null}
    </>
  );
}

/** One of the list's filters: a choice among `options` ([value, text]), or any (the empty value). */
function FilterSelect({ name, text, any, value, options }: { name: string; text: string; any: string; value: string | null | undefined; options: readonly (readonly [string, string])[] }) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className={label}>{text}</label>
      <select id={`f-${name}`} name={name} defaultValue={value ?? ""} className={input}>
        <option value="">{any}</option>
        {options.map(([key, shown]) => <option key={key} value={key}>{shown}</option>)}
      </select>
    </div>
  );
}
