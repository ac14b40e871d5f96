import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { Search, X } from "lucide-react";
import type { Route } from "./+types/route";
import { staticPageHead } from "#app/features/seo/server/page.server.ts";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { dogsForRequest } from "#app/features/dogs/server/context.server.ts";
import { toDogCard } from "#app/features/dogs/rules/view.ts";
// The page imports the filter rules module by module, so the browser bundle
// carries no parsing code (and no Zod).
import {
  dogCountries,
  dogTypes,
  filterCounts,
  filterDogs,
  hasActiveFilter,
  parseDogFilter,
  resetDogFilter } from "#app/features/dogs/rules/filter.ts";
import { isListedDog } from "#app/features/dogs/rules/name.ts";
import { useLocale, useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { shownDateTime } from "#app/platform/i18n/dates.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { DogCard, CARD_CORNER } from "#app/features/dogs/ui/dog-card.tsx";
import { WhereDogsLive } from "#app/features/dogs/ui/where-dogs-live.tsx";
import { Spinner } from "#app/ui/spinner.tsx";
import { WatchButton } from "#app/features/watchlist/ui/watch-button.tsx";
import { FilterGroup, hrefFor } from "./sections.tsx";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { publishedHappyEnds } from "#app/features/journey/happy-ends/public.server.ts";
import { HappyEndTeaser } from "#app/features/journey/happy-ends/public.ui.ts";

/** Dogs per step of 'show more': a cheap phone renders a page, not the whole shelter. */
export const DOGS_PER_PAGE = 24;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const head = staticPageHead(context, "dogs");
  // The link to the new-dog alerts, its words as page data (docs/product/dog-alerts.md#the-form).
  const alerts = dogAlertsCopy[context.get(localeContext).locale].teaser;
  const happyEnds = await happyEndsTeaser(context);
  const filter = parseDogFilter(url.searchParams);
  const page = parsePage(url.searchParams.get("page"));
  try {
    const { snapshot, locale } = await dogsForRequest(context);
    const listed = snapshot.dogs.filter(isListedDog);
    const matching = filterDogs(listed, filter, locale);
    return {
      head,
      alerts,
      happyEnds,
      state: "ok" as const,
      filter,
      page,
      total: listed.length,
      matching: matching.length,
      counts: filterCounts(listed, filter, locale),
      dogs: matching.slice(0, page * DOGS_PER_PAGE).map((dog) => toDogCard(dog, locale)),
      // 'Show more' leads to the first dog of the next step (without JavaScript the page loads there, not at the top).
      nextDogAnchor: matching[page * DOGS_PER_PAGE] ? dogAnchor(matching[page * DOGS_PER_PAGE]!.id!) : null,
      updated: shownDateTime(snapshot.cacheTimestamp ?? snapshot.syncedAt?.toISOString() ?? null, locale),
    };
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error }, "dog list could not be read");
    return data(
      { head, alerts, happyEnds, state: "error" as const, filter, page, total: 0, matching: 0, counts: null, dogs: [], nextDogAnchor: null, updated: null },
      { status: 503 },
    );
  }
}

export const meta = metaFromLoader;

/** The way to the happy ends (docs/product/journey.md#happy-ends), once one is published; its words as page data. */
async function happyEndsTeaser(context: Route.LoaderArgs["context"]) {
  const { locale } = context.get(localeContext);
  const published = await publishedHappyEnds(context.get(servicesContext)).catch(() => []);
  const c = happyEndCopy[locale].pages;
  return published.length > 0 ? { title: c.teaserTitle, text: c.teaserText, link: c.teaserLink } : null;
}

/** The id of a dog's place in the list. */
function dogAnchor(id: string) {
  return `hund-${id}`;
}



export default function DogListPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = useMessages();
  const d = m.dogs;
  const pathOf = usePathFor();
  const path = pathOf("dogs");
  const navigation = useNavigation();
  const navigate = useNavigate();
  const search = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { filter, total, matching, page, counts, dogs, nextDogAnchor, updated, state, alerts, happyEnds } = loaderData;
  const loading = navigation.state === "loading" && navigation.location?.pathname === path;

  // After "reset filters" focus goes to the heading, which says how many dogs there are now.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle" || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [navigation.state]);
  // A changed search or filter is announced: how many dogs match now (not on the first load).
  const countText = filter.q || hasActiveFilter(filter) ? fill(d.countOf, { matching, total }) : plural(locale, d.count, total);
  const [announcement, setAnnouncement] = useState("");
  const firstCount = useRef(true);
  useEffect(() => {
    if (firstCount.current) {
      firstCount.current = false;
      return;
    }
    setAnnouncement(countText);
  }, [countText]);

  // Typed before the app started (it starts on the first input, decision 044): the list catches up.
  useEffect(() => {
    const typed = search.current?.value ?? "";
    if (typed !== (filter.q ?? "")) navigate(hrefFor(path, { ...filter, q: typed }), { preventScrollReset: true, replace: true });
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, when the app takes over
  }, []);

  // Keep the box in step when the query changes by a link (reset, back button).
  useEffect(() => {
    if (search.current && document.activeElement !== search.current) search.current.value = filter.q ?? "";
  }, [filter.q]);

  const typeLabels = { adoption: d.typeAdoption, sponsorship: d.typeSponsorship, hospice: d.typeHospice };
  const locationLabels = { germany: d.locationGermany, spain: d.locationSpain };

  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {/* While a search or filter is on, the heading says how many of all match. */}
            {countText}
          </h1>
          <p role="status" className="sr-only" data-dog-count-announcement>
            {announcement}
          </p>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">
            {d.listIntro} <Link to={pathOf("dogAlerts")} className="font-semibold">
              {alerts}
            </Link>
          </p>

          <Form
            method="get"
            action={path}
            role="search"
            preventScrollReset
            replace
            className="mt-8 flex max-w-xl gap-2"
          >
            <label htmlFor="dog-search" className="sr-only">
              {d.searchLabel}
            </label>
            <input
              ref={search}
              id="dog-search"
              type="search"
              name="q"
              defaultValue={filter.q ?? ""}
              placeholder={d.searchPlaceholder}
              autoComplete="off"
              // With JavaScript the list follows the typing, without a page load.
              onChange={(event) => {
                const q = event.currentTarget.value;
                clearTimeout(timer.current);
                timer.current = setTimeout(
                  () => navigate(hrefFor(path, { ...filter, q }), { preventScrollReset: true, replace: true }),
                  250,
                );
              }}
              className="min-h-12 w-full rounded-lg border-2 border-stone-300 bg-white px-4 text-base focus:border-brand-700"
            />
            {filter.type ? <input type="hidden" name="type" value={filter.type} /> : null}
            {filter.location ? <input type="hidden" name="location" value={filter.location} /> : null}
            <button
              type="submit"
              className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              <Search aria-hidden="true" className="h-5 w-5" />
              <span>{d.searchButton}</span>
            </button>
          </Form>

          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:gap-10">
            <FilterGroup label={d.filterType} name="type" values={dogTypes} labels={typeLabels} counts={counts?.type ?? null} filter={filter} path={path} />
            <FilterGroup
              label={d.filterLocation}
              name="location"
              values={dogCountries}
              labels={locationLabels}
              counts={counts?.location ?? null}
              filter={filter}
              path={path}
            />
            {hasActiveFilter(filter) ? (
              <Link
                to={hrefFor(path, resetDogFilter(filter))}
                preventScrollReset
                replace
                onClick={() => (focusHeading.current = true)}
                className="inline-flex min-h-11 items-center gap-1 self-start rounded-full px-3 py-2 text-sm font-semibold sm:self-end"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {d.reset}
              </Link>
            ) : null}
          </div>
        </div>
      </div>

      <section aria-labelledby="dog-results" aria-busy={loading} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="dog-results" className="sr-only">
          {d.results}
        </h2>
        {loading ? <Spinner label={d.loading} /> : null}
        {state === "error" ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
            {d.loadError}
          </p>
        ) : dogs.length === 0 ? (
          <p role="status" className="rounded-xl border border-stone-200 bg-white p-6 text-stone-800">
            {d.empty}
          </p>
        ) : (
          <ul className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${loading ? "opacity-60" : ""}`}>
            {dogs.map((dog, index) => (
              <li key={dog.id} id={dogAnchor(dog.id)} className="scroll-mt-24 [content-visibility:auto] [contain-intrinsic-size:auto_520px]">
                <DogCard dog={dog} layout="dogCardGrid" priority={index === 0} watch={<WatchButton slug={dog.slug} name={dog.name} className={CARD_CORNER} />} />
              </li>
            ))}
          </ul>
        )}
        {dogs.length < matching ? (
          <p className="mt-10 flex flex-col items-center gap-3">
            <span className="text-stone-700">{fill(d.shown, { shown: dogs.length, total: matching })}</span>
            <Link
              to={hrefFor(path, filter, page + 1) + (nextDogAnchor ? `#${nextDogAnchor}` : "")}
              preventScrollReset
              replace
              className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 no-underline hover:bg-brand-50"
            >
              {d.showMore}
            </Link>
          </p>
        ) : null}
        {updated ? (
          <p className="mt-8 text-sm text-stone-600">
            {d.lastUpdate}: <time dateTime={updated.iso}>{updated.label}</time>
          </p>
        ) : null}
      </section>

      {happyEnds ? <HappyEndTeaser copy={happyEnds} /> : null}
      <WhereDogsLive />
    </>
  );
}
