import type { MetaDescriptor } from "react-router";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";
import { locales, ogLocale, otherLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor, type RouteKey, type RouteParams } from "#app/platform/i18n/routes.ts";
import { META_DESCRIPTION_MAX, truncate } from "#app/platform/html/text.ts";
import type { JsonLd } from "./json-ld.ts";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;


export interface SeoInput {
  title: string;
  description: string;
  /** The page, for canonical and alternates; null for pages that have no address of their own (not found). */
  routeKey: RouteKey | null;
  /** Parameters of the page in each language; a language left out has no counterpart (no alternate). */
  params?: Partial<Record<Locale, RouteParams>>;
  image?: { url: string; alt?: string; width?: number; height?: number };
  noIndex?: boolean;
  type?: "website" | "article";
  jsonLd?: JsonLd[];
}

export interface SeoContext {
  locale: Locale;
  sites: SiteUrls;
  /** The association's effective details (app/features/organisation/server/effective.server.ts). */
  organisation: Organisation;
}

function absolute(base: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${base}/`).toString();
}

/** The absolute address of a page in a language, or null if it has no form in that language. */
export function pageUrl(sites: SiteUrls, locale: Locale, key: RouteKey, params?: Partial<Record<Locale, RouteParams>>): string | null {
  const localParams = params ? params[locale] : {};
  if (localParams === undefined) return null;
  return sites[locale] + pathFor(key, locale, localParams);
}

/** The absolute address of a page without parameters in the request's language. */
export function pageAddress(ctx: Pick<SeoContext, "locale" | "sites">, key: RouteKey): string {
  return pageUrl(ctx.sites, ctx.locale, key) ?? ctx.sites[ctx.locale];
}

/** Alternate URLs per language plus x-default (the German site, our default language). */
export function alternateUrls(
  sites: SiteUrls,
  key: RouteKey,
  params?: Partial<Record<Locale, RouteParams>>,
): { hrefLang: string; href: string }[] {
  const list: { hrefLang: string; href: string }[] = [];
  for (const locale of locales) {
    const href = pageUrl(sites, locale, key, params);
    if (href) list.push({ hrefLang: locale, href });
  }
  const fallback = list.find((a) => a.hrefLang === "de") ?? list[0];
  if (fallback && list.length > 1) list.push({ hrefLang: "x-default", href: fallback.href });
  return list;
}

/**
 * The whole head of a page (docs/product/content.md#page-head, DESIGN "Page head"): title,
 * description cut at 150 characters, absolute canonical, hreflang alternates,
 * Open Graph and Twitter tags, geo tags, robots and JSON-LD. Pure.
 */
export function seo(ctx: SeoContext, input: SeoInput): MetaDescriptor[] {
  const { locale, sites } = ctx;
  const org = ctx.organisation[locale];
  const title = input.routeKey === "home" ? input.title : `${input.title} | ${org.siteName}`;
  const description = truncate(input.description, META_DESCRIPTION_MAX);
  const canonical = input.routeKey ? pageUrl(sites, locale, input.routeKey, input.params) : null;
  const image = input.image ?? { url: org.logo.og, alt: org.siteName, ...SHARE_IMAGE };
  const imageUrl = absolute(sites[locale], image.url);

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: input.noIndex ? "noindex, nofollow" : "index, follow" },
    { name: "geo.region", content: org.geo.region },
    { name: "geo.placename", content: org.geo.placename },
    { name: "geo.position", content: org.geo.position },
    { property: "og:site_name", content: org.siteName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: ogLocale[locale] },
    { property: "og:locale:alternate", content: ogLocale[otherLocale(locale)] },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width ?? SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(image.height ?? SHARE_IMAGE.height) },
    { property: "og:image:alt", content: image.alt ?? input.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { tagName: "link", rel: "sitemap", type: "application/xml", href: `${sites[locale]}/sitemap.xml` },
  ];
  if (canonical) {
    tags.push({ property: "og:url", content: canonical }, { tagName: "link", rel: "canonical", href: canonical });
    for (const alt of alternateUrls(sites, input.routeKey!, input.params)) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: alt.hrefLang, href: alt.href });
    }
  }
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block as never });
  return tags;
}
