import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { alternateUrls, organisationJsonLd, seo } from "./seo.ts";
import { truncate } from "#app/domain/html/text.ts";
import { robotsTxt, sitemapXml, staticSitemapEntries } from "./sitemap.ts";

const sites = { de: "https://hunde.example.de", es: "https://perros.example.es" };

function find(tags: MetaDescriptor[], predicate: (t: Record<string, unknown>) => boolean) {
  return tags.find((t) => predicate(t as Record<string, unknown>)) as Record<string, unknown> | undefined;
}

describe("seo() page head (SPEC §2.3)", () => {
  const long = "Wort ".repeat(60);
  const tags = seo({ locale: "de", sites }, { title: "Adoption", description: long, routeKey: "adoption" });

  it("titles the page with the site name", () => {
    expect(find(tags, (t) => "title" in t)?.title).toBe("Adoption | Puente Canino");
  });

  it("cuts the description at 150 characters", () => {
    const d = find(tags, (t) => t.name === "description")?.content as string;
    expect(d.length).toBeLessThanOrEqual(150);
    expect(d.endsWith("…")).toBe(true);
  });

  it("has an absolute canonical and de, es and x-default alternates", () => {
    expect(find(tags, (t) => t.rel === "canonical")?.href).toBe("https://hunde.example.de/adoption");
    const alternates = tags.filter((t) => (t as Record<string, unknown>).rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "de", href: "https://hunde.example.de/adoption" },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: "https://perros.example.es/adopcion" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://hunde.example.de/adoption" },
    ]);
  });

  it("has Open Graph, Twitter, geo and robots tags", () => {
    expect(find(tags, (t) => t.property === "og:locale")?.content).toBe("de_DE");
    expect(find(tags, (t) => t.property === "og:type")?.content).toBe("website");
    expect(find(tags, (t) => t.property === "og:image")?.content).toBe("https://hunde.example.de/brand/og-de.png");
    expect(find(tags, (t) => t.property === "og:image:width")?.content).toBe("1200");
    expect(find(tags, (t) => t.property === "og:image:height")?.content).toBe("630");
    expect(find(tags, (t) => t.name === "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, (t) => t.name === "geo.region")?.content).toBe("DE-SH");
    expect(find(tags, (t) => t.name === "robots")?.content).toBe("index, follow");
  });

  it("uses the Spanish site's values on the Spanish site", () => {
    const es = seo({ locale: "es", sites }, { title: "Adopción", description: "x", routeKey: "adoption" });
    expect(find(es, (t) => t.rel === "canonical")?.href).toBe("https://perros.example.es/adopcion");
    expect(find(es, (t) => t.property === "og:locale")?.content).toBe("es_ES");
    expect(find(es, (t) => t.name === "geo.region")?.content).toBe("ES-CS");
    expect(find(es, (t) => t.property === "og:image")?.content).toBe("https://perros.example.es/brand/og-es.png");
  });

  it("marks noindex pages and leaves out canonical for pages without an address", () => {
    const nf = seo({ locale: "de", sites }, { title: "x", description: "y", routeKey: null, noIndex: true });
    expect(find(nf, (t) => t.name === "robots")?.content).toBe("noindex, nofollow");
    expect(find(nf, (t) => t.rel === "canonical")).toBeUndefined();
  });

  it("gives a page without a counterpart no alternate for the other language", () => {
    expect(alternateUrls(sites, "blogPost", { de: { slug: "nur-deutsch" } })).toEqual([
      { hrefLang: "de", href: "https://hunde.example.de/blog/nur-deutsch" },
    ]);
  });

  it("passes JSON-LD blocks through for the router to escape", () => {
    const block = organisationJsonLd({ locale: "de", sites });
    const withLd = seo({ locale: "de", sites }, { title: "t", description: "d", routeKey: "home", jsonLd: [block] });
    expect(withLd).toContainEqual({ "script:ld+json": block });
    expect(block["@type"]).toBe("NGO");
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
    expect(entries).toHaveLength(16);
    expect(entries.map((e) => e.loc)).toContain("https://perros.example.es/preguntas-frecuentes");
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
