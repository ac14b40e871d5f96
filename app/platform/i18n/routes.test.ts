import { describe, expect, it } from "vitest";
import { locales } from "./locale.ts";
import { documentHydration, filePathFor, fileRouteId, fileRouteKeys, files, hasParams, isIndexed, mainNavigation, matchLocalPath, matchPath, pageHydration, pages, parseRouteId, pathFor, routeId, routeKeys } from "./routes.ts";

describe("route table (docs/product/routes.md#pages)", () => {
  it.each([
    ["home", "/", "/"],
    ["dogs", "/hunde", "/perros"],
    ["dogDetail", "/hunde/:slug", "/perros/:slug"],
    ["adoption", "/adoption", "/adopcion"],
    ["fosterHome", "/pflegestelle", "/casa-de-acogida"],
    ["flightSponsor", "/flugpate-werden", "/padrino-de-vuelo"],
    ["donations", "/spenden", "/donar-y-teaming"],
    ["about", "/ueber-uns", "/sobre-nosotros"],
    ["contact", "/kontakt", "/contacto"],
    ["imprint", "/impressum", "/aviso-legal"],
    ["privacy", "/datenschutz", "/privacidad"],
    ["blog", "/blog", "/blog"],
    ["blogPost", "/blog/:slug", "/blog/:slug"],
    ["membership", "/mitgliedschaft", "/hacerse-socio"],
    ["hospice", "/hospiz", "/hospicio"],
    ["fincaChaos", "/finca-chaos", "/finca-chaos"],
    ["residenciaMonika", "/residencia-monika", "/residencia-monika"],
    ["faq", "/faq", "/preguntas-frecuentes"],
    ["guides", "/ratgeber", "/guia"],
    ["guideDetail", "/ratgeber/:slug", "/guia/:slug"],
    ["watchlist", "/merkliste", "/favoritos"],
    ["dogFlyer", "/hunde/:slug/flyer", "/perros/:slug/cartel"],
    ["requestStatus", "/anfrage/:token", "/solicitud/:token"],
    ["requestLink", "/anfrage", "/solicitud"],
  ] as const)("%s is %s in German and %s in Spanish", (key, de, es) => {
    expect(pages[key].paths).toEqual({ de, es });
  });

  it("holds exactly the 32 pages of the product rules", () => {
    expect(routeKeys).toHaveLength(32);
  });

  it("keeps the visitor's own pages (alert links, status and news pages, the foster family's and the member's pages, watch list, flyer) out of the index", () => {
    expect(routeKeys.filter((k) => !isIndexed(k))).toEqual(["dogAlertsConfirm", "dogAlertsUnsubscribe", "requestStatus", "requestLink", "requestNews", "fosterPage", "memberPage", "watchlist", "dogFlyer"]);
  });

  it("lists the main navigation in the documented order", () => {
    expect(mainNavigation).toEqual(["home", "dogs", "adoption", "fosterHome", "donations", "about", "contact"]);
  });

  it("fills and encodes parameters", () => {
    expect(pathFor("dogDetail", "de", { slug: "bello-12345678" })).toBe("/hunde/bello-12345678");
    expect(pathFor("dogDetail", "es", { slug: "bello-12345678" })).toBe("/perros/bello-12345678");
    expect(pathFor("blogPost", "de", { slug: "a b/c" })).toBe("/blog/a%20b%2Fc");
  });

  it("refuses a missing parameter", () => {
    expect(() => pathFor("dogDetail", "de")).toThrow(/slug/);
  });

  it("gives shared pages one id and language-specific pages one id per language", () => {
    expect(routeId("home", "de")).toBe("home");
    expect(routeId("blogPost", "es")).toBe("blogPost");
    expect(routeId("dogs", "de")).toBe("dogs.de");
    expect(routeId("dogs", "es")).toBe("dogs.es");
    expect(parseRouteId("dogs.es")).toEqual({ key: "dogs", locale: "es" });
    expect(parseRouteId("home")).toEqual({ key: "home", locale: null });
    expect(parseRouteId("root")).toBeNull();
    expect(parseRouteId("dogs.fr")).toBeNull();
  });

  it("has no two pages on the same path in one language", () => {
    for (const locale of locales) {
      const paths = routeKeys.map((k) => pages[k].paths[locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it("matches every page path back to its page in its language", () => {
    for (const key of routeKeys) {
      for (const locale of locales) {
        const path = hasParams(key) ? pathFor(key, locale, { slug: "x-1", token: "t" }) : pathFor(key, locale);
        expect(matchLocalPath(path, locale)?.key).toBe(key);
      }
    }
  });

  it("matches a path of the other language only in that language", () => {
    expect(matchPath("/perros").map((m) => m.locale)).toEqual(["es"]);
    expect(matchLocalPath("/perros", "de")).toBeNull();
    expect(matchPath("/blog").map((m) => m.locale).sort()).toEqual(["de", "es"]);
  });

  it("ignores trailing slashes and decodes parameters", () => {
    expect(matchLocalPath("/hunde/", "de")?.key).toBe("dogs");
    expect(matchLocalPath("/hunde/m%C3%BCller-1", "de")?.params).toEqual({ slug: "müller-1" });
    expect(matchPath("/hunde/%E0%A4%A")).toEqual([]);
    expect(matchPath("/unbekannt")).toEqual([]);
  });
});

describe("file routes (docs/product/routes.md#files)", () => {
  it("serves the signed contract's PDF beside the status page, in each language's words", () => {
    expect(fileRouteKeys).toEqual(["contractPdf", "memberReceipt"]);
    expect(filePathFor("contractPdf", "de", { token: "a-b_c" })).toBe("/anfrage/a-b_c/vertrag.pdf");
    expect(filePathFor("contractPdf", "es", { token: "a-b_c" })).toBe("/solicitud/a-b_c/contrato.pdf");
    expect(fileRouteId("contractPdf", "es")).toBe("contractPdf.es");
  });

  it("keeps every file under a page's path whose answers are private when the page's are (the status page's token)", () => {
    for (const locale of locales) {
      expect(files.contractPdf.paths[locale].startsWith(`${pages.requestStatus.paths[locale]}/`)).toBe(true);
      expect(files.memberReceipt.paths[locale].startsWith(`${pages.memberPage.paths[locale]}/`)).toBe(true);
    }
  });

  it("serves a member's donation receipt beside the private page, in each language's words", () => {
    expect(filePathFor("memberReceipt", "de", { token: "a-b_c", number: "2026-0007" })).toBe("/mitglied/a-b_c/bestaetigung/2026-0007");
    expect(filePathFor("memberReceipt", "es", { token: "a-b_c", number: "2026-0007" })).toBe("/socio/a-b_c/certificado/2026-0007");
  });

  it("fills a parameter URL-encoded and refuses a missing one", () => {
    expect(filePathFor("contractPdf", "de", { token: "a/b" })).toBe("/anfrage/a%2Fb/vertrag.pdf");
    expect(() => filePathFor("contractPdf", "de")).toThrow("filePathFor(contractPdf): missing parameter token");
  });

  it("is no page: no file path is a page's path, and no page's path matcher takes one", () => {
    for (const locale of locales) {
      const path = filePathFor("contractPdf", locale, { token: "t" });
      expect(matchPath(path)).toEqual([]);
    }
  });
});

describe("when a document loads React (decisions 040 and 044)", () => {
  it("the public pages with a form or the in-place search on first input, the applicant's own pages and the back office at load", () => {
    expect(documentHydration(["root", "dogs.de"])).toBe("on-first-input");
    expect(documentHydration(["root", "forms", "dogDetail.es"])).toBe("on-first-input");
    expect(documentHydration(["root", "forms", "membership.de"])).toBe("on-first-input");
    expect(documentHydration(["root", "requestStatus.es"])).toBe("at-load");
    expect(documentHydration(["root", "watchlist.de"])).toBe("at-load");
    expect(documentHydration(["root", "admin", "admin-dashboard"])).toBe("at-load");
  });

  it("never for a page that only reads, a layout alone or the 404 page", () => {
    expect(documentHydration(["root", "home"])).toBeNull();
    expect(documentHydration(["root", "forms", "adoption.de"])).toBeNull();
    expect(documentHydration(["root"])).toBeNull();
    expect(documentHydration(["root", "notFound"])).toBeNull();
    expect(documentHydration(["root", "catchAll"])).toBeNull();
  });

  it("marks exactly the pages with a form that hydrate, plus the dog list, as on first input", () => {
    const onFirstInput = routeKeys.filter((key) => pageHydration(key) === "on-first-input").sort();
    expect(onFirstInput).toEqual(["contact", "dogAlerts", "dogDetail", "dogs", "flightSponsor", "fosterHome", "membership"]);
  });
});
