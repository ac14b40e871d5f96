import type { Route } from "./+types/about";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { organisationJsonLd } from "#app/seo/seo.ts";
import { AboutPage } from "#app/components/pages/about/about-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = pageContext(context);
  return { head: staticPageHead(context, "about", { jsonLd: [organisationJsonLd({ locale, sites })] }) };
}

export const meta = metaFromLoader;

export default function AboutRoute() {
  return <AboutPage />;
}
