import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { alternateUrls, seo } from "./seo.ts";
import { organisationJsonLd } from "./json-ld.ts";
import { truncate } from "#app/platform/html/text.ts";
import { organisationDefaults as organisation } from "#app/features/organisation/rules/defaults.ts";
import { robotsTxt, sitemapXml, staticSitemapEntries } from "./sitemap.ts";

const sites = { de: "https://hunde.example.de", es: "https://perros.example.es" };

/** The head every page of a site shares, before its canonical, alternates and JSON-LD. */
function commonHead(site: "de" | "es", page: { title: string; fullTitle: string; description: string; robots?: string }): MetaDescriptor[] {
  const facts =
    site === "de"
      ? { origin: sites.de, region: "DE-SH", placename: "Süsel", position: "54.079;10.703", og: "de_DE", alternate: "es_ES", image: "og-de.png" }
      : { origin: sites.es, region: "ES-CS", placename: "Benicarló", position: "40.417;0.425", og: "es_ES", alternate: "de_DE", image: "og-es.png" };
  const image = `${facts.origin}/brand/${facts.image}`;
  return [
    { title: page.fullTitle },
    { name: "description", content: page.description },
    { name: "robots", content: page.robots ?? "index, follow" },
    { name: "geo.region", content: facts.region },
    { name: "geo.placename", content: facts.placename },
    { name: "geo.position", content: facts.position },
    { property: "og:site_name", content: "Puente Canino" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: facts.og },
    { property: "og:locale:alternate", content: facts.alternate },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: "Puente Canino" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "sitemap", type: "application/xml", href: `${facts.origin}/sitemap.xml` },
  ];
}

const adoptionLinks: MetaDescriptor[] = [
  { tagName: "link", rel: "alternate", hrefLang: "de", href: "https://hunde.example.de/adoption" },
  { tagName: "link", rel: "alternate", hrefLang: "es", href: "https://perros.example.es/adopcion" },
  { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://hunde.example.de/adoption" },
];

describe("seo() page head (docs/product/content.md#page-head)", () => {
  it("builds the whole head of a German page: site name in the title, description cut at 150 characters, canonical and alternates", () => {
    const long = "Wort ".repeat(60);
    const cut = `${"Wort ".repeat(30).trim()}…`;
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(seo({ locale: "de", sites, organisation }, { title: "Adoption", description: long, routeKey: "adoption" })).toEqual([
      ...commonHead("de", { title: "Adoption", fullTitle: "Adoption | Puente Canino", description: cut }),
      { property: "og:url", content: "https://hunde.example.de/adoption" },
      { tagName: "link", rel: "canonical", href: "https://hunde.example.de/adoption" },
      ...adoptionLinks,
    ]);
  });

  it("builds the whole head of the same page on the Spanish site with that site's values", () => {
    expect(seo({ locale: "es", sites, organisation }, { title: "Adopción", description: "x", routeKey: "adoption" })).toEqual([
      ...commonHead("es", { title: "Adopción", fullTitle: "Adopción | Puente Canino", description: "x" }),
      { property: "og:url", content: "https://perros.example.es/adopcion" },
      { tagName: "link", rel: "canonical", href: "https://perros.example.es/adopcion" },
      ...adoptionLinks,
    ]);
  });

  it("marks noindex pages and leaves out canonical and alternates for pages without an address", () => {
    expect(seo({ locale: "de", sites, organisation }, { title: "x", description: "y", routeKey: null, noIndex: true })).toEqual(
      commonHead("de", { title: "x", fullTitle: "x | Puente Canino", description: "y", robots: "noindex, nofollow" }),
    );
  });

  it("gives a page without a counterpart no alternate for the other language", () => {
    expect(alternateUrls(sites, "blogPost", { de: { slug: "nur-deutsch" } })).toEqual([
      { hrefLang: "de", href: "https://hunde.example.de/blog/nur-deutsch" },
    ]);
  });

  it("ends the head with the JSON-LD blocks, for the router to escape, and titles the home page without the site name", () => {
    const block = organisationJsonLd({ locale: "de", sites, organisation });
    expect(block).toMatchObject({ "@type": "NGO" });
    expect(seo({ locale: "de", sites, organisation }, { title: "Start", description: "d", routeKey: "home", jsonLd: [block] })).toEqual([
      ...commonHead("de", { title: "Start", fullTitle: "Start", description: "d" }),
      { property: "og:url", content: "https://hunde.example.de/" },
      { tagName: "link", rel: "canonical", href: "https://hunde.example.de/" },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: "https://hunde.example.de/" },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: "https://perros.example.es/" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://hunde.example.de/" },
      { "script:ld+json": block },
    ]);
  });
});

describe("truncate", () => {
  it("keeps short text and collapses whitespace", () => {
    expect(truncate("  ein   Hund \n", 150)).toBe("ein Hund");
  });
  it("cuts at a word boundary and never exceeds the limit", () => {
    for (let max = 5; max < 60; max++) {
      const out = truncate("Straßenhunde aus Spanien suchen ein liebevolles Zuhause in Deutschland", max);
      expect(out.length).toBeLessThanOrEqual(max);
    }
    expect(truncate("eins zwei drei vier", 12)).toBe("eins zwei…");
  });
});

describe("sitemap and robots", () => {
  it("lists every page without parameters in this language, with alternates", () => {
    const entries = staticSitemapEntries(sites, "es");
    expect(entries).toHaveLength(19);
    expect(entries.map((e) => e.loc)).toContain("https://perros.example.es/preguntas-frecuentes");
    expect(entries.map((e) => e.loc)).toContain("https://perros.example.es/padrino-de-vuelo");
    expect(entries.map((e) => e.loc)).toContain("https://perros.example.es/finales-felices");
    const xml = sitemapXml(entries);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://hunde.example.de/faq"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
  it("escapes XML", () => {
    expect(sitemapXml([{ loc: "https://a.example/?a=1&b=2", alternates: [] }])).toContain("?a=1&amp;b=2");
  });
  it("robots.txt points at the host's sitemap", () => {
    expect(robotsTxt("https://perros.example.es")).toContain("Sitemap: https://perros.example.es/sitemap.xml");
  });
});
