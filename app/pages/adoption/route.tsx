import { Link, useLocation } from "react-router";
import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { howToJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { adoptionCopy } from "#app/pages/adoption/copy.ts";
import { dogNameFromQuery, dogNameFromState } from "#app/pages/adoption/dog-name.ts";
import { paragraphText } from "#app/ui/rich-text-model.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { ContactForm } from "#app/features/submissions/ui/contact-form.tsx";
import { StatsStrip } from "#app/features/organisation/ui/stats-strip.tsx";
import { outlineButton, primaryButton } from "#app/ui/styles.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import {
  AdoptionFaq,
  AdoptionPlatforms,
  AdoptionProcess,
  HealthTransparency,
  Shelters,
} from "#app/pages/adoption/sections.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { ContentSection } from "#app/ui/content-section.tsx";
import { servicesContext } from "#app/platform/context.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { publishedHappyEnds } from "#app/features/journey/happy-ends/public.server.ts";
import { HappyEndTeaser } from "#app/features/journey/happy-ends/public.ui.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale, sites } = pageContext(context);
  const copy = adoptionCopy[locale];
  const address = pageAddress({ locale, sites }, "adoption");
  const howTo = howToJsonLd({
    name: copy.howTo.name,
    description: copy.howTo.description,
    totalTime: "P14D",
    steps: copy.process.steps.map((step) => ({
      name: step.title,
      text: paragraphText(step.text),
      url: `${address}#${step.id}`,
    })),
  });
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    head: staticPageHead(context, "adoption", { jsonLd: [howTo], faq: copy.faq.entries }),
    // `?hund=Luna` / `?perro=Luna`: the dog's name for the contact form, also without JavaScript.
    dogName: dogNameFromQuery(url.searchParams.get(copy.dogQueryParam)) ?? null,
    // The way to the happy ends (docs/product/journey.md#happy-ends), once one is published.
    happyEnds: (await publishedHappyEnds(context.get(servicesContext)).catch(() => [])).length > 0
      ? { title: happyEndCopy[locale].pages.teaserTitle, text: happyEndCopy[locale].pages.teaserText, link: happyEndCopy[locale].pages.teaserLink }
      : null,
  };
}

export const meta = metaFromLoader;

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["contact"]);
}

export default function AdoptionPage({ loaderData }: Route.ComponentProps) {
  const path = usePathFor();
  const location = useLocation();
  const hydrated = useHydrated();
  const copy = loaderData.copy;
  // Navigation state (a link from a dog page) wins over the query; read it only
  // after hydration, because the server never sees it.
  const dogName = (hydrated ? dogNameFromState(location.state) : undefined) ?? loaderData.dogName ?? undefined;

  return (
    <>
      <PageHero title={copy.heroTitle} intro={copy.heroIntro} image={pageImages.adoptionHero}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={`${path("dogs")}?type=adoption`} className={primaryButton}>
            {copy.heroCtaDogs}
          </Link>
          <a href={`#${copy.contact.id}`} className={outlineButton}>
            {copy.heroCtaEnquiry}
          </a>
        </div>
      </PageHero>
      <StatsStrip />
      <AdoptionProcess copy={copy.process} />
      <HealthTransparency copy={copy.health} />
      <Shelters copy={copy.shelters} />
      {loaderData.happyEnds ? <HappyEndTeaser copy={loaderData.happyEnds} /> : null}
      <AdoptionPlatforms copy={copy.platforms} />
      <AdoptionFaq copy={copy.faq} />
      <ContentSection id={copy.contact.id} titleId={`${copy.contact.id}-title`} heading={copy.contact.heading} width="3xl" size="large">
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{copy.contact.intro}</p>
        {dogName ? <p className="mt-4 font-semibold text-stone-900">{fill(copy.contact.dogIntro, { name: dogName })}</p> : null}
        <div className="mt-8">
          <ContactForm key={dogName ?? ""} dogName={dogName} />
        </div>
      </ContentSection>
    </>
  );
}
