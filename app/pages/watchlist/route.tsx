import { useEffect, useRef } from "react";
import { data, Link, redirect } from "react-router";
import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/route";
import { servicesContext } from "#app/platform/context.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { dogsForRequest } from "#app/features/dogs/server/context.server.ts";
import { toDogCard, type DogCardData } from "#app/features/dogs/rules/view.ts";
import { readWatchlist, watchlistSetCookie } from "#app/features/watchlist/server/watchlist.server.ts";
import { readWatchlistPost, safeBackPath } from "#app/features/watchlist/server/watchlist-post.server.ts";
import { dogName, dogSlug, findDogBySlug, isListedDog } from "#app/features/dogs/rules/index.ts";
import { addToWatchlist, removeFromWatchlist, WATCHLIST_COOKIE_DAYS, WATCHLIST_MAX_DOGS } from "#app/features/watchlist/rules/watchlist.ts";
import { watchlistCopy } from "#app/pages/watchlist/copy.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { intlLocale } from "#app/platform/i18n/locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { useLocale, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { DogCard, CARD_CORNER } from "#app/features/dogs/ui/dog-card.tsx";
import { WatchButton } from "#app/features/watchlist/ui/watch-button.tsx";
import { GoneDog } from "./sections.tsx";

/** The query that says the last heart could not be added: the list is full. */
const FULL = "voll";

type Item = { available: true; dog: DogCardData } | { available: false; slug: string; name: string };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { locale } = ctx;
  const copy = { ...watchlistCopy[locale], intro: fill(watchlistCopy[locale].intro, { days: WATCHLIST_COOKIE_DAYS }) };
  // The visitor's own list: never indexed, no canonical (docs/product/dogs.md#watch-list).
  const head = seo(ctx, { title: copy.title, description: copy.description, routeKey: null, noIndex: true });
  const entries = readWatchlist(context, request);
  const full = url.searchParams.has(FULL) ? fill(copy.full, { max: WATCHLIST_MAX_DOGS }) : null;
  try {
    const { snapshot } = await dogsForRequest(context);
    const listed = snapshot.dogs.filter(isListedDog);
    const items: Item[] = entries.map((entry) => {
      const dog = findDogBySlug(listed, entry.slug);
      // A dog that left the synced data keeps its place, named as it was when it was added.
      return dog ? { available: true, dog: toDogCard(dog, locale) } : { available: false, slug: entry.slug, name: entry.name };
    });
    return { head, copy, items, full, state: "ok" as const };
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error }, "watch list dogs could not be read");
    const items: Item[] = entries.map((e) => ({ available: false, slug: e.slug, name: e.name }));
    return data({ head, copy, items, full, state: "error" as const }, { status: 503 });
  }
}

/**
 * Adds a dog to the list or takes one off (docs/product/dogs.md#watch-list). A plain form
 * post is answered with 303 back to where the heart was; the page's fetcher
 * (`reply=data`) gets data. The cookie is the only thing written.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { locale } = pageContext(context);
  const copy = watchlistCopy[locale];
  const post = await readWatchlistPost(context, request);
  if (!post.ok) return data({ error: copy.badRequest }, { status: post.status, headers: post.headers });
  const { intent, slug, back, reply } = post.fields;
  let entries = readWatchlist(context, request);
  if (intent === "add") {
    const { snapshot } = await dogsForRequest(context);
    const dog = findDogBySlug(snapshot.dogs.filter(isListedDog), slug);
    if (!dog) return data({ error: copy.unknownDog }, { status: 404 });
    const change = addToWatchlist(entries, { slug: dogSlug(dog), name: dogName(dog)! });
    // A full list: the watch list page says so (a fetcher follows the redirect as well).
    if (!change.ok) throw redirect(`${pathFor("watchlist", locale)}?${FULL}`, 303);
    entries = change.entries;
  } else {
    entries = removeFromWatchlist(entries, slug);
  }
  const headers = { "Set-Cookie": watchlistSetCookie(context, entries) };
  if (reply === "data") return data({ ok: true }, { headers });
  throw redirect(safeBackPath(back) ?? pathFor("watchlist", locale), { status: 303, headers });
}

export const meta = metaFromLoader;

export default function WatchlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const path = usePathFor();
  const { copy, items, full, state } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const count = items.length;
  const countText = fill(new Intl.PluralRules(intlLocale[locale]).select(count) === "one" ? copy.countOne : copy.countOther, { count });

  // A dog taken off the list takes its button with it: focus goes to the heading, which says how many are left.
  const heading = useRef<HTMLHeadingElement>(null);
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current && !document.activeElement?.closest("#main li")) heading.current?.focus();
    before.current = count;
  }, [count]);

  return (
    <section aria-labelledby="watchlist-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 id="watchlist-heading" ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {copy.heading}
      </h1>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">
        {copy.intro}{" "}
        <Link to={`${path("privacy")}#${copy.privacyAnchor}`} className="underline">{copy.privacy}</Link>
      </p>
      <p className="mt-6 font-semibold text-stone-800" data-watchlist-total>
        {countText}
      </p>
      {full || error ? (
        <p role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {error ?? full}
        </p>
      ) : null}
      {state === "error" ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {copy.loadError}
        </p>
      ) : null}
      {count === 0 ? (
        <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6">
          <p className="text-stone-800">{copy.empty}</p>
          <Link to={path("dogs")} className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold">
            {copy.browse}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      ) : (
        <>
        <h2 className="sr-only">{copy.heading}</h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item) =>
            item.available ? (
              <li key={item.dog.slug}>
                <DogCard dog={item.dog} layout="dogCardGrid" watch={<WatchButton slug={item.dog.slug} name={item.dog.name} className={CARD_CORNER} />} />
              </li>
            ) : (
              <li key={item.slug}>
                <GoneDog slug={item.slug} name={item.name} copy={copy} />
              </li>
            ),
          )}
        </ul>
        </>
      )}
    </section>
  );
}

