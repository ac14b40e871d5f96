import type { Route } from "./+types/about";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { organisationJsonLd } from "#app/seo/json-ld.ts";
import { aboutCopy } from "#app/content/pages/about.ts";
import { AboutPage } from "#app/components/pages/about/about-page.tsx";

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

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage copy={loaderData.copy} cities={loaderData.cities} />;
}
