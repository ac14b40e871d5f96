import type { Route } from "./+types/sitemap";
import { localeContext, servicesContext } from "#app/context.ts";
import { sitemapEntry, sitemapXml, staticSitemapEntries, type SitemapEntry } from "#app/seo/sitemap.ts";
import { dogSlug, isListedDog } from "#app/domain/dogs/index.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = context.get(localeContext);
  const snapshot = await context.get(servicesContext).dogs.get();
  const dogEntries = snapshot.dogs.filter(isListedDog).map((dog) => {
    const slug = dogSlug(dog);
    return sitemapEntry(sites, locale, "dogDetail", { de: { slug }, es: { slug } });
  });
  const entries = [...staticSitemapEntries(sites, locale), ...dogEntries].filter((e): e is SitemapEntry => e !== null);
  return new Response(sitemapXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
