import type { SiteUrls } from "#app/platform/i18n/host.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { hasParams, isIndexed, routeKeys, type RouteKey, type RouteParams } from "#app/platform/i18n/routes.ts";
import { alternateUrls, pageUrl } from "./seo.ts";

export interface SitemapEntry {
  loc: string;
  alternates: { hrefLang: string; href: string }[];
  lastmod?: string;
}

/** One entry of a page in this language, with its alternates. */
export function sitemapEntry(
  sites: SiteUrls,
  locale: Locale,
  key: RouteKey,
  params?: Partial<Record<Locale, RouteParams>>,
  lastmod?: string,
): SitemapEntry | null {
  const loc = pageUrl(sites, locale, key, params);
  if (!loc) return null;
  return { loc, alternates: alternateUrls(sites, key, params), ...(lastmod ? { lastmod } : {}) };
}

/** Every indexed page of the route table without parameters, in this language. */
export function staticSitemapEntries(sites: SiteUrls, locale: Locale): SitemapEntry[] {
  return routeKeys
    .filter((key) => !hasParams(key) && isIndexed(key))
    .map((key) => sitemapEntry(sites, locale, key))
    .filter((e): e is SitemapEntry => e !== null);
}

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** A sitemap with hreflang alternates (sitemaps.org 0.9 + xhtml:link). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = entry.alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${xmlEscape(a.hrefLang)}" href="${xmlEscape(a.href)}"/>`)
      .join("\n");
    const lastmod = entry.lastmod ? `\n    <lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : "";
    return `  <url>\n    <loc>${xmlEscape(entry.loc)}</loc>${lastmod}\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
