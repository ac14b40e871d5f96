import { Link } from "react-router";
import type { Route } from "./+types/foster-homes";
import { adminQuery, requireRole } from "#app/admin/auth/require.server.ts";
import { listFosterHomes } from "#app/features/journey/foster/public.server.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { sizesInWords, stageFilterOf, stageQuery, type StageFilter } from "../foster-home-form.ts";
import { PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

/**
 * The foster homes (docs/product/foster.md#foster-homes), nearest postcode first: the active and
 * paused ones unless a stage is chosen (`?stand=`), each with its region, its places and how many are
 * taken, what it takes, and its dogs now and on their way (with their day); the export of the same
 * choice.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "inbox");
  const filter = stageFilterOf(adminQuery(args.request));
  const homes = await listFosterHomes(services.db, filter === "open" ? undefined : filter);
  return {
    filter,
    homes: homes.map((h) => ({
      id: h.id,
      stage: h.stage,
      name: h.name,
      postalCode: h.postalCode,
      city: h.city,
      capacity: h.capacity,
      sizes: h.sizes,
      hasCats: h.hasCats,
      hasChildren: h.hasChildren,
      visits: h.visits,
      dogs: h.dogs.map((d) => ({ stayId: d.stayId, dogName: d.dogName, stage: d.stage, startsOn: d.startsOn })),
    })),
  };
}

const FILTERS: StageFilter[] = ["open", "active", "paused", "ended", "all"];

export default function FosterHomes({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.fosterHomes;
  const { filter, homes } = loaderData;
  const day = (iso: string) => formatLongDate(`${iso}T12:00:00Z`, locale);
  return (
    <>
      <PageTitle title={`${p.title} – ${m.title}`}>{p.title}</PageTitle>
      <p className="mt-2 max-w-3xl text-stone-800">{p.intro}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <nav aria-label={p.stageFilter} className="flex flex-wrap gap-2">
          {FILTERS.map((key) => (
            <Link
              key={key}
              to={`${adminPath("admin-foster-homes")}${stageQuery(key)}`}
              aria-current={key === filter ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-lg border-2 px-4 font-semibold ${key === filter ? "border-brand-700 bg-brand-50 text-brand-900" : "border-stone-300 text-stone-800 hover:bg-stone-100"}`}
            >
              {p.filters[key]}
            </Link>
          ))}
        </nav>
        {/* A download, not a page: a plain link (a client-side navigation would ask the router for it). */}
        <a href={`${adminPath("admin-foster-homes-xlsx")}${stageQuery(filter)}`} className={secondaryButton} download data-export>
          {p.export}
        </a>
      </div>
      <Section title={p.filters[filter]} id="pflegestellen">
        {homes.length === 0 ? <p className="text-stone-700">{p.empty}</p> : null}
        <ul className="grid gap-4 lg:grid-cols-2" data-foster-homes>
          {homes.map((home) => {
            const current = home.dogs.filter((d) => d.stage === "current");
            const planned = home.dogs.filter((d) => d.stage === "planned");
            return (
              <li key={home.id} className="rounded-lg border border-stone-300 p-4" data-foster-home={home.id} data-stage={home.stage}>
                <h3 className="text-lg font-semibold">
                  <Link to={adminPath("admin-foster-home", { id: home.id })} className="text-brand-800 underline">{home.name}</Link>
                  <span className="ml-2 inline-block rounded bg-stone-100 px-2 py-0.5 align-middle text-sm font-semibold text-stone-800">{p.stages[home.stage]}</span>
                </h3>
                <p className="text-stone-800">{`${home.postalCode} ${home.city}`}</p>
                <p className="mt-1 font-semibold" data-places>{t(p.places, { dogs: home.dogs.length, capacity: home.capacity })}</p>
                <p className="mt-1 text-sm text-stone-800">
                  {`${p.sizes}: ${sizesInWords(home.sizes, p)} · ${home.hasCats ? p.cats.yes : p.cats.no} · ${home.hasChildren ? p.children.yes : p.children.no} · ${home.visits ? p.visits.yes : p.visits.no}`}
                </p>
                {home.dogs.length === 0 ? (
                  <p className="mt-2 text-sm text-stone-700">{p.noDogs}</p>
                ) : (
                  <p className="mt-2" data-dogs>
                    <span className="font-semibold">{p.dogs}: </span>
                    {[...current.map((d) => d.dogName), ...planned.map((d) => t(p.comingOn, { name: d.dogName, day: day(d.startsOn) }))].join(", ")}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
