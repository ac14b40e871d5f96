import type { Route } from "./+types/sitemap";
import { localeContext, servicesContext } from "#app/context.ts";
import { sitemapEntry, sitemapXml, staticSitemapEntries, type SitemapEntry } from "#app/seo/sitemap.ts";
import { dogSlug, isListedDog } from "#app/domain/dogs/index.ts";
import { blogPosts, guides } from "#app/db/schema.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = context.get(localeContext);
  const snapshot = await context.get(servicesContext).dogs.get();
  const dogEntries = snapshot.dogs.filter(isListedDog).map((dog) => {
    const slug = dogSlug(dog);
    return sitemapEntry(sites, locale, "dogDetail", { de: { slug }, es: { slug } });
  });
  const { db } = context.get(servicesContext);
  const posts = await db.select({ de: blogPosts.slugDe, es: blogPosts.slugEs, updated: blogPosts.updatedAt }).from(blogPosts);
  const guideRows = await db.select({ de: guides.slugDe, es: guides.slugEs, updated: guides.updatedAt }).from(guides);
  const articleEntries = [
    ...posts.map((p) => sitemapEntry(sites, locale, "blogPost", { de: { slug: p.de }, es: { slug: p.es } }, p.updated.toISOString().slice(0, 10))),
    ...guideRows.map((g) => sitemapEntry(sites, locale, "guideDetail", { de: { slug: g.de }, es: { slug: g.es } }, g.updated.toISOString().slice(0, 10))),
  ];
  const entries = [...staticSitemapEntries(sites, locale), ...dogEntries, ...articleEntries].filter((e): e is SitemapEntry => e !== null);
  return new Response(sitemapXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
