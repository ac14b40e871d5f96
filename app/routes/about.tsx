import type { Route } from "./+types/about";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { organisationJsonLd } from "#app/seo/json-ld.ts";
import { aboutCopy } from "#app/content/pages/about.ts";
import { AboutPage } from "#app/components/pages/about/about-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = pageContext(context);
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy: aboutCopy[locale],
    head: staticPageHead(context, "about", { jsonLd: [organisationJsonLd({ locale, sites })] }),
  };
}

export const meta = metaFromLoader;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage copy={loaderData.copy} />;
}
