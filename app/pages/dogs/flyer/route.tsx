import { data, Link, redirect } from "react-router";
import { ArrowLeft, Printer } from "lucide-react";
import type { Route } from "./+types/route";
import { servicesContext } from "#app/platform/context.ts";
import { dogsForRequest } from "#app/features/dogs/server/context.server.ts";
import { dogDescription, toDogCard } from "#app/features/dogs/rules/view.ts";
import { dogPhotoBases } from "#app/features/dogs/rules/photos.ts";
import { variantUrl } from "#app/platform/images/rules/variants.ts";
import { qrCodeSvgDataUrl } from "#app/platform/qr/qr-code.server.ts";
import { dogSlug, findDogBySlug, isCanonicalSlug, isListedDog } from "#app/features/dogs/rules/index.ts";
import { flyerDescription } from "#app/features/dogs/rules/flyer.ts";
import { stripHtml } from "#app/platform/html/index.ts";
import { DOG_PLACEHOLDER } from "#app/features/dogs/rules/placeholder.ts";
import { flyerCopy } from "#app/pages/dogs/flyer/copy.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { seo } from "#app/features/seo/rules/seo.ts";

/**
 * A printable A4 flyer of one dog (docs/product/dogs.md#flyer): photo, name, what the dog
 * needs, where it lives, its headline, a short description, the association's
 * contact and a QR code to the dog's page. `noindex`; the print stylesheet
 * (app.css) prints the sheet alone, on one page.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { snapshot, locale, sites, organisation } = await dogsForRequest(context);
  const { m } = pageContext(context);
  const dog = findDogBySlug(snapshot.dogs.filter(isListedDog), params.slug);
  if (!dog) {
    context.get(servicesContext).logger.info({ path: url.pathname }, "dog not found");
    const head = seo({ locale, sites, organisation }, { title: m.dogs.notFoundTitle, description: m.dogs.notFoundText, routeKey: null, noIndex: true });
    return data({ head, flyer: null }, { status: 404 });
  }
  if (!isCanonicalSlug(dog, params.slug)) throw redirect(pathFor("dogFlyer", locale, { slug: dogSlug(dog) }), 301);

  const card = toDogCard(dog, locale);
  // The printed photo: a JPEG wide enough for the sheet (about 9 cm at 200 dpi).
  const photoBase = dogPhotoBases(dog)[0];
  const copy = flyerCopy[locale];
  const pageUrl = sites[locale] + pathFor("dogDetail", locale, { slug: card.slug });
  const description = dogDescription(dog, locale);
  const head = seo(
    { locale, sites, organisation },
    { title: `${copy.title}: ${card.name}`, description: copy.description, routeKey: null, noIndex: true },
  );
  return {
    head,
    flyer: {
      copy,
      dog: card,
      photo: photoBase ? variantUrl(photoBase, { kind: "width", width: 800, format: "jpg" }) : null,
      org: organisation[locale],
      description: description ? flyerDescription(stripHtml(description.html)) : "",
      descriptionLang: description?.lang ?? null,
      pageUrl,
      qr: await qrCodeSvgDataUrl(pageUrl),
      website: new URL(sites[locale]).host,
    },
  };
}

export const meta = metaFromLoader;

export default function DogFlyerPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const path = usePathFor();
  const flyer = loaderData.flyer;
  if (!flyer) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.dogs.notFoundTitle}</h1>
        <p className="mt-4 text-lg text-stone-700">{m.dogs.notFoundText}</p>
        <Link to={path("dogs")} className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold">
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {m.dogs.backToList}
        </Link>
      </section>
    );
  }
  const { copy, dog } = flyer;
  const org = flyer.org;
  const needs = [dog.types.adoption && copy.lookingFor.adoption, dog.types.sponsorship && copy.lookingFor.sponsorship, dog.types.hospice && copy.lookingFor.hospice]
    .filter((text): text is string => !!text);
  const photoAlt = dog.photo ? fill(m.dogs.photoOf, { name: dog.name }) : fill(m.dogs.noPhoto, { name: dog.name });

  return (
    <div className="mx-auto max-w-[230mm] px-4 py-8 sm:px-6 print:m-0 print:max-w-none print:p-0">
      <div data-flyer-screen className="mb-6 flex flex-col gap-3">
        <Link to={path("dogDetail", { slug: dog.slug })} className="inline-flex min-h-11 items-center gap-2 self-start font-semibold">
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {fill(copy.back, { name: dog.name })}
        </Link>
        <div className="flex flex-wrap items-center gap-4">
          {/* Only with JavaScript (the html element's class `js`); without it the hint says how to print. */}
          <button
            type="button"
            // app/islands/print.ts
            data-print=""
            className="hidden min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 [.js_&]:inline-flex"
          >
            <Printer aria-hidden="true" className="h-5 w-5" />
            {copy.print}
          </button>
          <p className="max-w-xl text-sm text-stone-700">{copy.printHint}</p>
        </div>
      </div>

      <article
        data-flyer
        aria-labelledby="flyer-name"
        className="mx-auto flex w-full max-w-[210mm] flex-col gap-5 overflow-hidden bg-white p-6 text-stone-900 shadow-lg ring-1 ring-stone-200 sm:p-[12mm] print:h-[296mm] print:w-[210mm] print:max-w-none print:gap-[6mm] print:p-[12mm] print:shadow-none print:ring-0"
      >
        <header className="flex items-center justify-between gap-4 border-b-2 border-brand-700 pb-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <img src={org.logo.src} alt="" width={40} height={40} className="h-10 w-10" />
            {org.siteName}
          </p>
          <p className="text-right text-sm text-stone-700">{flyer.website}</p>
        </header>

        <div className="grid gap-5 sm:grid-cols-[1fr_1fr] print:grid-cols-[1fr_1fr]">
          <img
            src={flyer.photo ?? DOG_PLACEHOLDER}
            alt={photoAlt}
            width={1000}
            height={1000}
            className="aspect-square w-full rounded-xl bg-stone-100 object-cover"
          />
          <div className="flex flex-col gap-3">
            <h1 id="flyer-name" className="text-4xl font-bold tracking-tight sm:text-5xl print:text-[32pt]">
              {dog.name}
            </h1>
            {needs.length > 0 ? <p className="text-2xl font-semibold text-brand-800 print:text-[16pt]">{needs.join(" · ")}</p> : null}
            <p className="text-lg">
              <span className="font-semibold">{copy.location}:</span> {dog.locationLabel}
            </p>
            {dog.headline ? (
              <p lang={dog.headlineLang ?? undefined} className="text-xl leading-snug text-stone-800 print:text-[14pt]">
                {dog.headline}
              </p>
            ) : null}
          </div>
        </div>

        {flyer.description ? (
          <p lang={flyer.descriptionLang ?? undefined} className="text-base leading-relaxed text-stone-800 print:text-[11pt]">
            {flyer.description}
          </p>
        ) : null}

        <footer className="mt-auto grid items-center gap-5 border-t-2 border-brand-700 pt-4 sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
          <img src={flyer.qr} alt={fill(copy.qrAlt, { name: dog.name, url: flyer.pageUrl })} width={160} height={160} className="h-40 w-40" />
          <div className="flex flex-col gap-2">
            <p className="text-base">
              {fill(copy.qrText, { name: dog.name })} <span className="font-semibold break-all">{flyer.pageUrl}</span>
            </p>
            <h2 className="mt-2 text-lg font-bold">{copy.contactHeading}</h2>
            <p className="text-base">{org.legalName}</p>
            <ul className="text-base">
              <li>
                {copy.phone}: {org.phone}
              </li>
              <li>
                {copy.email}: {org.email}
              </li>
              <li>
                {copy.web}: {flyer.website}
              </li>
            </ul>
          </div>
        </footer>
      </article>
    </div>
  );
}
