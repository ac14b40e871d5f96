import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { organisationJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { aboutCopy } from "#app/pages/about/copy.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { Mission, Values, Places, Team, Join } from "./sections.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, organisation } = pageContext(context);
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy: aboutCopy[locale],
    cities: { deCity: organisation.de.city, esCity: organisation.es.city },
    head: staticPageHead(context, "about", { jsonLd: [organisationJsonLd(pageContext(context))] }),
  };
}

export const meta = metaFromLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const c = loaderData.copy;
  const cities = loaderData.cities;
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.about.title} intro={c.heroIntro} image={pageImages.aboutHero} />
      <Mission copy={c.mission} cities={cities} />
      <Values copy={c.values} />
      <Places copy={c.places} />
      <Team copy={c.team} />
      <Join copy={c.join} />
    </>
  );
}

