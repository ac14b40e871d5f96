import { organisation } from "#app/config/organisation.ts";
import { STRUCTURED_DATA_DESCRIPTION_MAX, stripHtml, truncate } from "#app/domain/html/index.ts";
import type { SiteUrls } from "#app/i18n/host.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { messages } from "#app/i18n/messages/index.ts";
import { pathFor, type RouteKey } from "#app/i18n/routes.ts";
import { organisationJsonLd, seo, type JsonLd } from "#app/seo/seo.ts";

/**
 * The head of a post or guide (SPEC §2.11, §2.16): title, description (meta
 * description or excerpt), canonical, de/es alternates, article image
 * 1200×630, JSON-LD organisation, BlogPosting/Article and BreadcrumbList.
 */
export function articleHead(
  ctx: { locale: Locale; sites: SiteUrls },
  input: {
    key: Extract<RouteKey, "blogPost" | "guideDetail">;
    listKey: Extract<RouteKey, "blog" | "guides">;
    slugs: { de: string; es: string };
    title: string;
    description: string | null;
    bodyHtml: string;
    image: string | null;
    published: string;
    modified: string;
    category: string | null;
  },
) {
  const { locale, sites } = ctx;
  const m = messages[locale];
  const url = sites[locale] + pathFor(input.key, locale, { slug: input.slugs[locale] });
  const description = input.description || truncate(stripHtml(input.bodyHtml), 150) || m.pages[input.key].description;
  const image = input.image ? new URL(input.image, `${sites[locale]}/`).toString() : null;
  const org = organisation[locale];
  const article: JsonLd = {
    "@context": "https://schema.org",
    "@type": input.key === "blogPost" ? "BlogPosting" : "Article",
    headline: input.title,
    description: truncate(description, STRUCTURED_DATA_DESCRIPTION_MAX),
    url,
    mainEntityOfPage: url,
    inLanguage: locale,
    datePublished: input.published,
    dateModified: input.modified,
    ...(input.category ? { articleSection: input.category } : {}),
    ...(image ? { image: { "@type": "ImageObject", url: image, width: 1200, height: 630 } } : {}),
    author: { "@type": "Organization", name: org.legalName },
    publisher: { "@id": `${sites[locale]}/#organisation` },
  };
  const breadcrumb: JsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: m.articles.home, item: `${sites[locale]}/` },
      { "@type": "ListItem", position: 2, name: m.pages[input.listKey].title, item: sites[locale] + pathFor(input.listKey, locale) },
      { "@type": "ListItem", position: 3, name: input.title, item: url },
    ],
  };
  return {
    url,
    head: seo(ctx, {
      title: input.title,
      description,
      routeKey: input.key,
      params: { de: { slug: input.slugs.de }, es: { slug: input.slugs.es } },
      type: "article",
      image: image ? { url: image, alt: input.title, width: 1200, height: 630 } : undefined,
      jsonLd: [organisationJsonLd(ctx), article, breadcrumb],
    }),
    localizedPaths: {
      de: pathFor(input.key, "de", { slug: input.slugs.de }),
      es: pathFor(input.key, "es", { slug: input.slugs.es }),
    },
  };
}
