import { stripHtml, truncate } from "#app/platform/html/index.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";
import { articleJsonLd, breadcrumbJsonLd, organisationJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { seo, type SeoContext } from "#app/features/seo/rules/seo.ts";
import { shareImageUrl, type ImageRef } from "#app/platform/images/rules/refs.ts";

/**
 * The head of a post, a guide or a happy end (docs/product/content.md#blog, docs/product/content.md#guides,
 * docs/product/journey.md#happy-ends): title, description (meta description or excerpt), canonical,
 * de/es alternates, article image 1200×630, JSON-LD organisation, BlogPosting/Article and
 * BreadcrumbList. A happy end is read like a post (a BlogPosting); its list's title comes with it.
 */
export function articleHead(
  ctx: SeoContext,
  input: {
    key: Extract<RouteKey, "blogPost" | "guideDetail" | "happyEnd">;
    listKey: Extract<RouteKey, "blog" | "guides" | "happyEnds">;
    /** The list's title where the interface messages have none (the happy ends bring their own copy). */
    listTitle?: string;
    slugs: { de: string; es: string };
    title: string;
    description: string | null;
    bodyHtml: string;
    image: ImageRef | null;
    /** What the picture shows ("" where none was given: the title stands in). */
    imageAlt: string;
    published: string;
    modified: string;
    category: string | null;
  },
) {
  const { locale, sites } = ctx;
  const m = messages[locale];
  const url = sites[locale] + pathFor(input.key, locale, { slug: input.slugs[locale] });
  const fallback = input.key === "happyEnd" ? input.title : m.pages[input.key].description;
  const description = input.description || truncate(stripHtml(input.bodyHtml), 150) || fallback;
  // Its 1200×630 sharing picture, cut from the article's image by the image pipeline; absolute.
  const image = input.image ? new URL(shareImageUrl(input.image), `${sites[locale]}/`).toString() : null;
  const article = articleJsonLd(ctx, {
    type: input.key === "guideDetail" ? "Article" : "BlogPosting",
    headline: input.title,
    description,
    url,
    published: input.published,
    modified: input.modified,
    category: input.category,
    image,
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: m.articles.home, url: `${sites[locale]}/` },
    { name: input.listTitle ?? (input.listKey === "happyEnds" ? input.title : m.pages[input.listKey].title), url: sites[locale] + pathFor(input.listKey, locale) },
    { name: input.title, url },
  ]);
  return {
    url,
    head: seo(ctx, {
      title: input.title,
      description,
      routeKey: input.key,
      params: { de: { slug: input.slugs.de }, es: { slug: input.slugs.es } },
      type: "article",
      image: image ? { url: image, alt: input.imageAlt || input.title, width: 1200, height: 630 } : undefined,
      jsonLd: [organisationJsonLd(ctx), article, breadcrumb],
    }),
    localizedPaths: {
      de: pathFor(input.key, "de", { slug: input.slugs.de }),
      es: pathFor(input.key, "es", { slug: input.slugs.es }),
    },
  };
}
