import type { Route } from "./+types/sitemap";
import { localeContext } from "#app/context.ts";
import { sitemapXml, staticSitemapEntries } from "#app/seo/sitemap.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = context.get(localeContext);
  const entries = [...staticSitemapEntries(sites, locale)];
  return new Response(sitemapXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
