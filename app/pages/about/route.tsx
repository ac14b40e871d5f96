import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { organisationJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { aboutCopy } from "#app/pages/about/copy.ts";
import { AboutPage } from "#app/pages/about/about-page.tsx";

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
