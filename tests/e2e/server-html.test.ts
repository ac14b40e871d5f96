import { describe, expect, inject, it } from "vitest";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { hasParams, isIndexed, pathFor, routeKeys } from "#app/platform/i18n/routes.ts";
import { legacyRedirects } from "#app/platform/i18n/redirects.ts";
import { organisationDefaults } from "#app/features/organisation/rules/defaults.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";

const server = inject("server");
const hostOf = (locale: Locale) => new URL(server[locale]).host;
// The indexed pages without parameters; the visitor's own pages (watch list) are noindex, see watchlist.test.ts.
const staticKeys = routeKeys.filter((k) => !hasParams(k) && isIndexed(k));

describe("every page of the route table, raw server HTML", () => {
  for (const locale of locales) {
    describe(`on the ${locale} host`, () => {
      it.each(staticKeys)("%s: 200, lang, title, description, canonical, alternates, Open Graph, JSON-LD", async (key) => {
        const path = pathFor(key, locale);
        const res = await rawRequest(server.port, path, { host: hostOf(locale) });
        expect(res.status).toBe(200);
        const head = readHead(res.body);
        expect(head.lang).toBe(locale);
        expect(head.title.length).toBeGreaterThan(3);
        expect(head.description?.length).toBeGreaterThan(20);
        expect(head.description!.length).toBeLessThanOrEqual(150);
        expect(head.robots).toBe("index, follow");
        expect(head.canonical).toBe(server[locale] + path);
        expect(head.alternates).toEqual({
          de: server.de + pathFor(key, "de"),
          es: server.es + pathFor(key, "es"),
          "x-default": server.de + pathFor(key, "de"),
        });
        expect(head.og["og:locale"]).toBe(locale === "de" ? "de_DE" : "es_ES");
        expect(head.og["og:url"]).toBe(server[locale] + path);
        expect(head.og["og:type"]).toBe("website");
        expect(head.og["og:image"]).toMatch(new RegExp(`^${server[locale]}/brand/og-${locale}\\.png$`));
        expect(head.og["og:image:width"]).toBe("1200");
        expect(head.og["og:image:height"]).toBe("630");
        expect(head.twitter["twitter:card"]).toBe("summary_large_image");
        expect(head.geo["geo.region"]).toBe(locale === "de" ? "DE-SH" : "ES-CS");
        expect(head.geo["geo.placename"]).toBeTruthy();
        expect(head.jsonLd.length).toBeGreaterThan(0);
        for (const raw of head.jsonLdRaw) expect(raw).not.toMatch(/[<>]/);
      });
    });
  }

  it("the home page carries organisation and website structured data", async () => {
    for (const locale of locales) {
      const head = readHead((await rawRequest(server.port, "/", { host: hostOf(locale) })).body);
      const types = head.jsonLd.map((b) => (b as { "@type": string })["@type"]);
      expect(types).toEqual(expect.arrayContaining(["NGO", "WebSite"]));
    }
  });

  it("serves the same path as a different language by host alone", async () => {
    const de = readHead((await rawRequest(server.port, "/blog", { host: hostOf("de") })).body);
    const es = readHead((await rawRequest(server.port, "/blog", { host: hostOf("es") })).body);
    expect([de.lang, es.lang]).toEqual(["de", "es"]);
    // No query parameter, cookie or Accept-Language switches the language.
    const forced = await rawRequest(server.port, "/blog?lang=es", {
      host: hostOf("de"),
      headers: { "Accept-Language": "es-ES", Cookie: "lang=es" },
    });
    expect(readHead(forced.body).lang).toBe("de");
  });
});

describe("the contact page shows what its links dial (docs/product/content.md#about-contact-and-legal-pages)", () => {
  it.each(locales)("on the %s host every e-mail, phone and WhatsApp card shows the address or number it links to", async (locale) => {
    const res = await rawRequest(server.port, pathFor("contact", locale), { host: hostOf(locale) });
    const main = res.body.slice(res.body.indexOf("<main"), res.body.indexOf("</main>"));
    const cards = [...main.matchAll(/<a [^>]*href="(mailto:[^"]+|tel:[^"]+|https:\/\/wa\.me\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
      href: m[1]!,
      text: m[2]!.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "").replace(/<[^>]+>/g, " "),
    }));
    const kinds = new Set(cards.map((c) => c.href.split(":")[0]));
    expect([...kinds].sort()).toEqual(["https", "mailto", "tel"]);
    const digits = (value: string) => value.replace(/\D/g, "");
    // What each card shows of its target: the address itself for e-mail, the digits for phone and WhatsApp.
    const shown = (card: { href: string; text: string }) =>
      card.href.startsWith("mailto:") ? card.text.includes(card.href.slice("mailto:".length).split("?")[0]!) : digits(card.text) === digits(card.href.split("?")[0]!);
    expect(cards.filter((card) => !shown(card))).toEqual([]);
    // The WhatsApp card shows the WhatsApp number, not the phone number.
    const org = organisationDefaults[locale];
    expect(cards.find((c) => c.href.startsWith("https://wa.me/"))?.text.replace(/\D/g, "")).toBe(org.whatsapp);
  });
});

describe("not found (docs/product/routes.md#redirects-and-not-found)", () => {
  const unknown = (locale: Locale) => [
    "/gibt-es-nicht",
    "/404",
    "/blog/unbekannt",
    pathFor("dogDetail", locale, { slug: "bello-00000000" }),
    pathFor("guideDetail", locale, { slug: "unbekannt" }),
  ];
  it.each(locales)("on the %s host: unknown paths are 404 inside the layout, noindex", async (locale) => {
    for (const path of unknown(locale)) {
      const res = await rawRequest(server.port, path, { host: hostOf(locale) });
      expect(res.status, path).toBe(404);
      const head = readHead(res.body);
      expect(head.robots).toBe("noindex, nofollow");
      expect(head.lang).toBe(locale);
      expect(head.canonical).toBeUndefined();
      expect(res.body).toContain('id="main"');
      expect(res.body).toContain("<footer");
    }
  });
});

describe("redirects (docs/product/routes.md#redirects-and-not-found)", () => {
  const legacy = Object.entries(legacyRedirects);
  it.each(legacy)("%s → its page on both hosts, with and without trailing slash", async (from, key) => {
    for (const locale of locales) {
      for (const path of [from, `${from}/`]) {
        const res = await rawRequest(server.port, path, { host: hostOf(locale) });
        expect(res.status, `${locale} ${path}`).toBe(301);
        expect(res.headers.location).toBe(server[locale] + pathFor(key, locale));
      }
    }
  });

  it("sends the external addresses to the configured platforms", async () => {
    const cases: [string, "paypalHospice" | "teamingResidencia" | "paypalGeneral"][] = [
      ["/paypal-hospiz", "paypalHospice"],
      ["/teaming-residenz", "teamingResidencia"],
      ["/paypal", "paypalGeneral"],
      ["/paypal-spenden/", "paypalGeneral"],
    ];
    for (const [path, target] of cases) {
      for (const locale of locales) {
        const res = await rawRequest(server.port, path, { host: hostOf(locale) });
        // Temporary: an owner may change the target in the back office.
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe(organisationDefaults[locale].links[target]);
      }
    }
  });

  it("moves a page in the other language's form to this language's form", async () => {
    const toDe = await rawRequest(server.port, "/perros?type=adoption", { host: hostOf("de") });
    expect([toDe.status, toDe.headers.location]).toEqual([301, `${server.de}/hunde?type=adoption`]);
    const toEs = await rawRequest(server.port, "/ueber-uns", { host: hostOf("es") });
    expect([toEs.status, toEs.headers.location]).toEqual([301, `${server.es}/sobre-nosotros`]);
  });
});

describe("sitemap and robots", () => {
  it("lists this language's pages with alternates on each host", async () => {
    for (const locale of locales) {
      const res = await rawRequest(server.port, "/sitemap.xml", { host: hostOf(locale) });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toContain("application/xml");
      for (const key of staticKeys) expect(res.body).toContain(`<loc>${server[locale]}${pathFor(key, locale)}</loc>`);
      expect(res.body).toContain(`hreflang="x-default"`);
      const robots = await rawRequest(server.port, "/robots.txt", { host: hostOf(locale) });
      expect(robots.body).toContain(`Sitemap: ${server[locale]}/sitemap.xml`);
    }
  });
});

describe("HTTP hygiene", () => {
  it("sends strict security headers with a fresh nonce per rendered response", async () => {
    // A page with a form is rendered for every view (a kept page names its scripts by hashes: page-cache.test.ts).
    const a = await rawRequest(server.port, pathFor("contact", "de"), { host: hostOf("de") });
    const b = await rawRequest(server.port, pathFor("contact", "de"), { host: hostOf("de") });
    const csp = String(a.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(b.headers["content-security-policy"]).not.toBe(csp);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    // Every inline script of the page carries the nonce; a script file is the site's own ('self').
    const scripts = a.body.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
    const inline = scripts.filter((tag) => !/\ssrc="/.test(tag));
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of scripts.filter((script) => /\ssrc="/.test(script))) expect(tag).toMatch(/\ssrc="\/assets\/[\w.-]+\.js"/);
    expect(a.headers["x-content-type-options"]).toBe("nosniff");
    expect(a.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(a.headers["permissions-policy"]).toContain("camera=()");
    expect(a.headers["x-powered-by"]).toBeUndefined();
  });

  it("documents carry the document headers; scripts, styles and pictures only what they need", async () => {
    const documentHeaders = ["content-security-policy", "permissions-policy", "cross-origin-opener-policy", "x-frame-options", "referrer-policy"];
    // The dog list hydrates: it loads the app's shell script.
    const page = await rawRequest(server.port, pathFor("dogs", "de"), { host: hostOf("de") });
    // Pages, JSON answers and the site's 404 page (here under /storage) are documents.
    const api = await rawRequest(server.port, "/api/dogs", { host: hostOf("de") });
    const notFound = await rawRequest(server.port, "/storage/blog-images/nicht-da.png", { host: hostOf("de") });
    expect([page.status, api.status, notFound.status]).toEqual([200, 200, 404]);
    for (const res of [page, api, notFound]) {
      for (const name of documentHeaders) expect(res.headers[name], name).toBeTruthy();
      // Rendered: a nonce; a kept page (the start page may be one by now): its scripts' hashes.
      expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self' '(nonce|sha256)-/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    // The page's scripts: a hashed asset as the browser asks for it (the shell, large enough to be precompressed: under 1 KB a file is sent as it is).
    const script = /\/assets\/shell-[\w.-]+\.js/.exec(page.body)![0];
    const asset = await rawRequest(server.port, script, { host: hostOf("de"), headers: { "Accept-Encoding": "br, gzip" } });
    expect(asset.status).toBe(200);
    for (const name of [...documentHeaders, "strict-transport-security", "last-modified"]) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers).toMatchObject({
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      "content-encoding": "br",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-site",
    });
    expect(asset.headers.etag).toBeTruthy();
    // What a small script costs in headers (it was about 1 KB with the document headers).
    const headerBytes = Object.entries(asset.headers).reduce((n, [k, v]) => n + `${k}: ${String(v)}\r\n`.length, 0);
    expect(headerBytes).toBeLessThan(400);
    // The build's pictures and manifest: no document headers; an SVG may run nothing if opened on its own.
    for (const [path, type] of [["/brand/apple-touch-icon.png", "image/png"], ["/site.webmanifest", "application/manifest+json"], ["/favicon.svg", "image/svg+xml"]] as const) {
      const res = await rawRequest(server.port, path, { host: hostOf("de") });
      expect([path, res.status, String(res.headers["content-type"]).split(";")[0]]).toEqual([path, 200, type]);
      for (const name of documentHeaders.slice(1)) expect(res.headers[name], `${path} ${name}`).toBeUndefined();
      expect(res.headers["content-security-policy"]).toBe(type === "image/svg+xml" ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : undefined);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    // A revalidated public file: 304 with none of them either.
    const favicon = await rawRequest(server.port, "/favicon.svg", { host: hostOf("de") });
    const revalidated = await rawRequest(server.port, "/favicon.svg", { host: hostOf("de"), headers: { "If-None-Match": String(favicon.headers.etag) } });
    expect(revalidated.status).toBe(304);
    for (const name of documentHeaders) expect(revalidated.headers[name], name).toBeUndefined();
  });

  it("compresses pages with brotli or gzip", async () => {
    const br = await rawRequest(server.port, "/", { host: hostOf("de"), headers: { "Accept-Encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await rawRequest(server.port, "/", { host: hostOf("de"), headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });

  it("caches hashed assets for a year, immutable, compressed once at build time", async () => {
    const page = await rawRequest(server.port, pathFor("dogs", "de"), { host: hostOf("de") });
    // The shell: every page that hydrates loads it, and it is large enough to be precompressed (a file under 1 KB is sent as it is).
    const asset = /\/assets\/shell-[^"]+\.js/.exec(page.body)![0];
    for (const [accept, encoding] of [["br, gzip", "br"], ["gzip", "gzip"], ["identity", undefined]] as const) {
      const res = await rawRequest(server.port, asset, { host: hostOf("de"), headers: { "Accept-Encoding": accept } });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("answers /healthz from the database, on any host", async () => {
    const res = await rawRequest(server.port, "/healthz", { host: "10.1.2.3:80" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: "ok", database: "pglite" });
  });

  it("refuses hosts that are not configured", async () => {
    const res = await rawRequest(server.port, "/", { host: "evil.example" });
    expect(res.status).toBe(400);
  });
});
