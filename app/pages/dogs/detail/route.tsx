import { data, Link, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/route";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { DogForms } from "#app/features/submissions/ui/dog-forms.tsx";
import { servicesContext } from "#app/platform/context.ts";
import { dogsForRequest } from "#app/features/dogs/server/context.server.ts";
import { dogDescription, toDogCard } from "#app/features/dogs/rules/view.ts";
import { livesInGermany } from "#app/features/dogs/rules/location.ts";
import { dogPhotoBases, dogShareUrl } from "#app/features/dogs/rules/photos.ts";
import { SHARE_IMAGE_SIZE, variantUrl } from "#app/platform/images/rules/variants.ts";
import {
  dogSex,
  dogSlug,
  findDogBySlug,
  isCanonicalSlug,
  isListedDog,
  statusLabel,
} from "#app/features/dogs/rules/index.ts";
import { stripHtml } from "#app/platform/html/index.ts";
import { whatsappLink } from "#app/features/organisation/rules/links.ts";
import { dogJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { useMessages, useOrganisation, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { TypeBadges } from "#app/features/dogs/ui/type-badges.tsx";
import { DogGallery } from "#app/features/dogs/ui/dog-gallery.tsx";
import { flyerCopy } from "#app/pages/dogs/flyer/copy.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { WatchButton } from "#app/features/watchlist/ui/watch-button.tsx";
import { publicTravel, publicTravelRows } from "#app/features/journey/transport/public.server.ts";
import { publicTravelNote } from "#app/features/journey/transport/public.ts";
import { happyEndOfDog, publishedHappyEnds } from "#app/features/journey/happy-ends/public.server.ts";
import { publishedHealth } from "#app/features/travel/server/papers.server.ts";
import { healthLine, healthLineCopy } from "#app/features/travel/rules/health-line.ts";
import { fosterOnDogPage } from "#app/features/journey/foster/public.server.ts";
import { regionLine } from "#app/features/journey/foster/public.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { dogPageCopy } from "./copy.ts";
import { DogNotFound, FosterNews, type FosterNewsView } from "./sections.tsx";

function notFound(context: Readonly<RouterContextProvider>, url: URL) {
  const ctx = pageContext(context);
  const { m } = ctx;
  context.get(servicesContext).logger.info({ path: url.pathname }, "dog not found");
  const head = seo(ctx, { title: m.dogs.notFoundTitle, description: m.dogs.notFoundText, routeKey: null, noIndex: true });
  return data({ head, dog: null }, { status: 404 });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { snapshot, locale, sites, organisation } = await dogsForRequest(context);
  const dog = findDogBySlug(snapshot.dogs.filter(isListedDog), params.slug);
  // A placed dog's page leads to its happy end when the editors allowed it (docs/product/journey.md#happy-ends):
  // for good once the dog has left the list, for now while it is still listed.
  const happyEnd = happyEndOfDog(await publishedHappyEnds(context.get(servicesContext)), params.slug);
  if (happyEnd && (!dog || happyEnd.dogId === dog.id)) throw redirect(pathFor("happyEnd", locale, { slug: happyEnd.slug }), dog ? 302 : 301);
  if (!dog) return notFound(context, url);
  // A renamed dog keeps its id: the old address moves permanently to the new one.
  if (!isCanonicalSlug(dog, params.slug)) throw redirect(pathFor("dogDetail", locale, { slug: dogSlug(dog) }) + url.search, 301);

  const m = messages[locale];
  const card = toDogCard(dog, locale);
  // A planned transport the coordinator allowed to show (docs/product/journey.md#transports): text made here, through the read cache.
  const services = context.get(servicesContext);
  const travelRows = await services.readCache.get("dog-travel", ["transports", "transport_entries"], () => publicTravelRows(services.db));
  const travel = dog.id ? publicTravel(travelRows, dog.id) : null;
  const travelDay = travel?.day ?? null;
  // Reserved by the dog system or for one of our requests (docs/product/journey.md#waiting-list): the form takes waiting-list requests.
  const held = dog.id ? (await services.heldDogs()).has(dog.id) : false;
  // The health line a coordinator published (docs/product/travel.md#health-line): its facts only, never the papers.
  const healthFacts = dog.id ? (await publishedHealth(services)).get(dog.id) : undefined;
  const healthWords = healthFacts ? healthLine(healthFacts, locale, dogSex(dog)) : null;
  const reserved = card.status === "reserved" || held;
  // Where the dog waits in a foster home, and the news its foster family allowed and an editor published (docs/product/foster.md).
  const foster = await fosterOnDogPage(services, dog.id, locale);
  const photos = dogPhotoBases(dog);
  const description = dogDescription(dog, locale);
  const descriptionHtml = description?.html ?? null;
  const summary = card.headline ?? stripHtml(descriptionHtml) ?? m.pages.dogDetail.description;
  const url_ = sites[locale] + pathFor("dogDetail", locale, { slug: card.slug });
  // Absolute addresses: the sharing picture (photo, name and logo) for networks, the photo for search engines.
  const share = dogShareUrl(dog);
  const shareImage = share ? new URL(share, `${sites[locale]}/`).toString() : undefined;
  const image = photos[0] ? new URL(variantUrl(photos[0], { kind: "width", width: 1000, format: "jpg" }), `${sites[locale]}/`).toString() : undefined;
  const head = seo(
    { locale, sites, organisation },
    {
      title: card.name,
      description: summary || m.pages.dogDetail.description,
      routeKey: "dogDetail",
      params: { de: { slug: card.slug }, es: { slug: card.slug } },
      image: shareImage ? { url: shareImage, alt: fill(m.dogs.photoOf, { name: card.name }), ...SHARE_IMAGE_SIZE } : undefined,
      jsonLd: [
        dogJsonLd(
          { locale, sites, organisation },
          { name: card.name, description: summary || card.name, url: url_, image, reserved: reserved || travelDay !== null },
        ),
      ],
    },
  );
  return {
    head,
    dog: {
      ...card,
      descriptionHtml,
      descriptionLang: description?.lang ?? null,
      photos,
      url: url_,
      summary,
      // A dog in Germany already, or picked up in Benicarló, does not travel to Germany: "Reserviert – Übergabe im …".
      statusLabel: travel ? publicTravelNote(travel.day, locale, livesInGermany(dog) || travel.pickup) : held ? statusLabel("reserved", locale) : card.statusLabel,
      reserved,
    },
    // The flyer's and the alerts' link words travel as page data (decision 010), as does the health line.
    health: healthWords
      ? { line: healthWords, label: healthLineCopy[locale].label, meaning: healthLineCopy[locale].meaning, href: `${pathFor("adoption", locale)}#${healthLineCopy[locale].anchor}` }
      : null,
    // Only the postcode area and the city: never the street, the whole postcode or a name.
    fosterRegion: foster.region ? regionLine(locale, foster.region) : null,
    fosterNews: fosterNewsView(foster.news, card.name, locale),
    printFlyer: flyerCopy[locale].print,
    alerts: dogAlertsCopy[locale].teaser,
  };
}

/** The foster family's published news in the page's language: dates, paragraphs, photos with their words; null without any. */
function fosterNewsView(news: Awaited<ReturnType<typeof fosterOnDogPage>>["news"], name: string, locale: "de" | "es"): FosterNewsView | null {
  if (news.length === 0) return null;
  const copy = dogPageCopy[locale].fosterNews;
  return {
    title: copy.title,
    intro: fill(copy.intro, { name }),
    items: news.map((n) => ({
      id: n.id,
      date: n.createdAt,
      dateLabel: formatLongDate(n.createdAt, locale),
      paragraphs: n.paragraphs,
      lang: n.lang,
      langNote: n.lang ? copy.written[n.lang] : null,
      photos: n.photos.map((photo, index) => ({
        base: photo.base,
        alt: n.photos.length > 1 ? fill(copy.photoNumber, { n: index + 1, name }) : fill(copy.photo, { name }),
        // Without JavaScript a photo opens larger on its own.
        href: variantUrl(photo.base, { kind: "width", width: 1000, format: "jpg" }),
      })),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["adoption", "sponsorship"]);
}

export const meta = metaFromLoader;


const siteLinks = { finca: "fincaChaos", monika: "residenciaMonika", hospice: "hospice" } as const;

export default function DogDetailPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const d = m.dogs;
  const path = usePathFor();
  const { whatsapp } = useOrganisation();
  const dog = loaderData.dog;
  if (!dog) return <DogNotFound />;
  const siteKey = dog.location.country === "spain" ? siteLinks[dog.location.detail as keyof typeof siteLinks] : undefined;
  const siteLabel = siteKey === "fincaChaos" ? d.siteFinca : siteKey === "residenciaMonika" ? d.siteMonika : d.hospiceLink;
  const whatsappText = fill(d.whatsappText, { name: dog.name, url: dog.url });

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={path("dogs")} className="inline-flex min-h-11 items-center gap-2 font-semibold">
        <span aria-hidden="true" className="icon-arrow-left" />
        {d.backToList}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <DogGallery name={dog.name} photos={dog.photos} />
        <div>
          <TypeBadges types={dog.types} />
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-stone-900">{dog.name}</h1>
          {dog.headline ? (
            <p lang={dog.headlineLang ?? undefined} className="mt-3 text-xl leading-relaxed text-stone-700">
              {dog.headline}
            </p>
          ) : null}
          {dog.headlineLang ? <p className="mt-2 text-sm text-stone-600 italic">{d.originalGerman}</p> : null}

          <section aria-labelledby="dog-profile" className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
            <h2 id="dog-profile" className="text-lg font-bold">{d.profile}</h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="font-semibold text-stone-700">{d.location}</dt>
              <dd>{dog.locationLabel}</dd>
              {loaderData.fosterRegion ? (
                // A second answer to "where": on a phone the box's whole width, beside the label from 640 px; balanced, so "(PLZ-Gebiet 50)" stays whole.
                <dd className="col-span-2 text-balance text-stone-700 sm:col-span-1 sm:col-start-2" data-foster-region="">{loaderData.fosterRegion}</dd>
              ) : null}
              {dog.statusLabel ? (
                <>
                  <dt className="font-semibold text-stone-700">{d.status}</dt>
                  <dd>{dog.statusLabel}</dd>
                </>
              ) : null}
              {loaderData.health ? (
                <>
                  {/* On a phone the line takes the box's whole width under its label; beside it from 640 px. */}
                  <dt className="col-span-2 mt-2 font-semibold text-stone-700 sm:col-span-1 sm:mt-0">{loaderData.health.label}</dt>
                  <dd className="col-span-2 sm:col-span-1" data-health-line>
                    <p>{loaderData.health.line}</p>
                    <Link to={loaderData.health.href} className="inline-flex min-h-11 items-center font-semibold">{loaderData.health.meaning}</Link>
                  </dd>
                </>
              ) : null}
            </dl>
            {siteKey ? (
              <p className="mt-4">
                <Link to={path(siteKey)} className="font-semibold">{siteLabel}</Link>
              </p>
            ) : null}
          </section>

          {dog.types.hospice ? (
            <aside className="mt-6 rounded-2xl border border-violet-200 bg-violet-50 p-6 text-violet-950">
              <p>{d.hospiceBox}</p>
              <p className="mt-3">
                <Link to={path("hospice")} className="font-semibold text-violet-900">{d.hospiceLink}</Link>
              </p>
            </aside>
          ) : null}

          {dog.types.adoption ? (
            <a
              href={whatsappLink(whatsapp, whatsappText)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-lg bg-emerald-700 px-5 py-3 font-semibold text-white no-underline hover:bg-emerald-800"
            >
              <span aria-hidden="true" className="icon-message" />
              {fill(d.whatsapp, { name: dog.name })}
              <span className="sr-only">{m.layout.opensInNewTab}</span>
            </a>
          ) : null}

          {/* The watch list and the printable flyer (docs/product/dogs.md#watch-list, docs/product/dogs.md#flyer). */}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <WatchButton slug={dog.slug} name={dog.name} withText />
            <Link
              to={path("dogFlyer", { slug: dog.slug })}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-stone-300 bg-white px-4 font-semibold text-stone-800 no-underline hover:border-brand-700"
            >
              {loaderData.printFlyer}
            </Link>
          </div>
          {/* Not this dog? New ones by e-mail (docs/product/dog-alerts.md). */}
          <p className="mt-4">
            <Link to={path("dogAlerts")} className="inline-flex min-h-11 items-center font-semibold">
              {loaderData.alerts}
            </Link>
          </p>
        </div>
      </div>

      {dog.descriptionLang && !dog.headlineLang ? <p className="mt-12 text-sm text-stone-600 italic">{d.originalGerman}</p> : null}
      {dog.descriptionHtml ? (
        <div
          lang={dog.descriptionLang ?? undefined}
          className="dog-description mt-12 max-w-3xl space-y-4 text-lg leading-relaxed text-stone-800 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
          // Sanitised on the way in with the allow-list of docs/product/content.md#sanitised-html (app/platform/html).
          dangerouslySetInnerHTML={{ __html: dog.descriptionHtml }}
        />
      ) : null}

      {loaderData.fosterNews ? <FosterNews news={loaderData.fosterNews} /> : null}

      {/* Form area (docs/product/dogs.md#dog-page): adoption, sponsorship or the toggle between both; hospice dogs get no form. */}
      {!dog.types.hospice ? (
        <DogForms dog={{ id: dog.id, name: dog.name }} adoption={dog.types.adoption} sponsorship={dog.types.sponsorship} reserved={dog.reserved} />
      ) : null}
    </article>
  );
}
