import { parseDocument, DomUtils } from "htmlparser2";
import type { Element } from "domhandler";

/** The head facts a crawler reads from raw server HTML (no JavaScript). */
export interface HeadFacts {
  lang: string | undefined;
  title: string;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitter: Record<string, string>;
  geo: Record<string, string>;
  jsonLd: unknown[];
  jsonLdRaw: string[];
}

export function readHead(html: string): HeadFacts {
  const doc = parseDocument(html);
  const all = DomUtils.findAll(() => true, doc.children);
  const byTag = (name: string) => all.filter((e): e is Element => e.name === name);
  const meta = byTag("meta");
  const links = byTag("link");
  const metaContent = (pred: (e: Element) => boolean) => meta.find(pred)?.attribs.content;
  const collect = (prefix: string, attr: "property" | "name") =>
    Object.fromEntries(
      meta.filter((m) => m.attribs[attr]?.startsWith(prefix)).map((m) => [m.attribs[attr]!, m.attribs.content ?? ""]),
    );
  const scripts = byTag("script").filter((s) => s.attribs.type === "application/ld+json");
  const jsonLdRaw = scripts.map((s) => DomUtils.textContent(s));
  return {
    lang: byTag("html")[0]?.attribs.lang,
    title: DomUtils.textContent(byTag("title")[0] ?? []),
    description: metaContent((m) => m.attribs.name === "description"),
    robots: metaContent((m) => m.attribs.name === "robots"),
    canonical: links.find((l) => l.attribs.rel === "canonical")?.attribs.href,
    alternates: Object.fromEntries(
      links.filter((l) => l.attribs.rel === "alternate" && l.attribs.hreflang).map((l) => [l.attribs.hreflang!, l.attribs.href!]),
    ),
    og: collect("og:", "property"),
    twitter: collect("twitter:", "name"),
    geo: collect("geo.", "name"),
    jsonLd: jsonLdRaw.map((t) => JSON.parse(t) as unknown),
    jsonLdRaw,
  };
}
