import type { Route } from "./+types/sitemap";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { sitemapEntry, sitemapXml, staticSitemapEntries, type SitemapEntry } from "#app/features/seo/rules/sitemap.ts";
import { dogSlug, isListedDog } from "#app/features/dogs/rules/index.ts";
import { allGuides, allPosts } from "#app/features/articles/server/read.server.ts";
import { publishedHappyEnds } from "#app/features/journey/happy-ends/public.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = context.get(localeContext);
  const snapshot = await context.get(servicesContext).dogs.get();
  const dogEntries = snapshot.dogs.filter(isListedDog).map((dog) => {
    const slug = dogSlug(dog);
    return sitemapEntry(sites, locale, "dogDetail", { de: { slug }, es: { slug } });
  });
  const services = context.get(servicesContext);
  const [posts, guideRows, happyEnds] = await Promise.all([allPosts(services), allGuides(services), publishedHappyEnds(services)]);
  const articleEntries = [
    ...posts.map((p) => sitemapEntry(sites, locale, "blogPost", { de: { slug: p.slugDe }, es: { slug: p.slugEs } }, p.updatedAt.toISOString().slice(0, 10))),
    ...guideRows.map((g) => sitemapEntry(sites, locale, "guideDetail", { de: { slug: g.slugDe }, es: { slug: g.slugEs } }, g.updatedAt.toISOString().slice(0, 10))),
    ...happyEnds.map((h) => sitemapEntry(sites, locale, "happyEnd", { de: { slug: h.slug }, es: { slug: h.slug } }, h.updatedAt.toISOString().slice(0, 10))),
  ];
  const entries = [...staticSitemapEntries(sites, locale), ...dogEntries, ...articleEntries].filter((e): e is SitemapEntry => e !== null);
  return new Response(sitemapXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
