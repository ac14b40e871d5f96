import { describe, expect, it } from "vitest";
import { leadsOutside, legacyRedirects, NO_EXTERNAL_TARGETS, resolveRedirect, safeLocation } from "./redirects.ts";
import { pathFor } from "./routes.ts";

const external = {
  paypalHospice: "https://pay.example/hospiz",
  paypalGeneral: "https://pay.example/general",
  teamingResidencia: "https://teaming.example/residencia",
};

const germanLegacy: [string, string][] = [
  ["/adopt-a-dog", "/adoption"],
  ["/adoption-hund-aus-spanien", "/adoption"],
  ["/privacy-policy", "/datenschutz"],
  ["/become-a-foster-home", "/pflegestelle"],
  ["/pflegestelle-werden", "/pflegestelle"],
  ["/pflegestelle-werden-strassenhunde-spanien", "/pflegestelle"],
  ["/become-a-member", "/mitgliedschaft"],
  ["/mitglied-im-tierschutzverein-werden", "/mitgliedschaft"],
  ["/beitrittserklaerung", "/mitgliedschaft"],
  ["/imprint", "/impressum"],
  ["/about-us", "/ueber-uns"],
  ["/team", "/ueber-uns"],
  ["/founder", "/ueber-uns"],
  ["/unser-team", "/ueber-uns"],
  ["/die-gruender", "/ueber-uns"],
  ["/contact-us", "/kontakt"],
  ["/share-your-experiences", "/kontakt"],
  ["/teile-erfahrungen-mit-anderen", "/kontakt"],
  ["/help-us", "/spenden"],
  ["/spenden-teaming", "/spenden"],
  ["/teaming-gemeinsam-tierschutz", "/spenden"],
  ["/teaming", "/spenden"],
  ["/patenhunde", "/spenden"],
  ["/hund-in-not-unterstuetzen", "/spenden"],
  ["/hunde-aus-spanien", "/hunde"],
];

describe("legacy redirects (docs/product/routes.md#redirects-and-not-found)", () => {
  it.each(germanLegacy)("German host: %s → %s", (from, to) => {
    expect(resolveRedirect("de", from, "", external)).toEqual({ kind: "redirect", location: to, status: 301 });
    expect(resolveRedirect("de", `${from}/`, "", external)).toEqual({ kind: "redirect", location: to, status: 301 });
  });

  it.each(germanLegacy)("Spanish host: %s goes to the Spanish form of the same page", (from) => {
    const key = legacyRedirects[from]!;
    const to = pathFor(key, "es");
    expect(resolveRedirect("es", from, "", external)).toEqual({ kind: "redirect", location: to, status: 301 });
    expect(resolveRedirect("es", `${from}/`, "", external)).toEqual({ kind: "redirect", location: to, status: 301 });
  });

  it.each([
    ["/privacy-policy", "/privacidad"],
    ["/imprint", "/aviso-legal"],
    ["/about-us", "/sobre-nosotros"],
    ["/team", "/sobre-nosotros"],
    ["/contact-us", "/contacto"],
    ["/help-us", "/donar-y-teaming"],
    ["/membresia", "/hacerse-socio"],
  ])("the Spanish list: %s → %s", (from, to) => {
    expect(resolveRedirect("es", from, "", external)).toMatchObject({ location: to, status: 301 });
  });

  it("keeps the query string on internal redirects", () => {
    expect(resolveRedirect("de", "/hunde-aus-spanien", "?type=adoption", external)).toMatchObject({
      location: "/hunde?type=adoption",
    });
  });
});

describe("external redirects (docs/product/routes.md#redirects-and-not-found)", () => {
  it.each(["de", "es"] as const)("%s: /paypal-hospiz, /teaming-residenz and any other /paypal…", (locale) => {
    expect(resolveRedirect(locale, "/paypal-hospiz", "", external)).toMatchObject({ location: external.paypalHospice });
    expect(resolveRedirect(locale, "/paypal-hospiz/", "", external)).toMatchObject({ location: external.paypalHospice });
    expect(resolveRedirect(locale, "/teaming-residenz", "", external)).toMatchObject({ location: external.teamingResidencia });
    expect(resolveRedirect(locale, "/paypal", "", external)).toMatchObject({ location: external.paypalGeneral });
    expect(resolveRedirect(locale, "/paypal-spende/", "", external)).toMatchObject({ location: external.paypalGeneral });
  });

  it("are temporary (302), because an owner may change the targets, and are recognised by their path alone", () => {
    expect(resolveRedirect("de", "/paypal-hospiz", "", external)).toMatchObject({ status: 302 });
    expect(resolveRedirect("es", "/teaming-residenz", "", external)).toMatchObject({ status: 302 });
    expect(["/paypal", "/PayPal-Spende/", "/teaming-residenz"].map(leadsOutside)).toEqual([true, true, true]);
    expect(["/teaming", "/spenden", "/"].map(leadsOutside)).toEqual([false, false, false]);
  });

  it("never lets an empty target through as a safe location", () => {
    expect(safeLocation("", "https://hunde.example.de", NO_EXTERNAL_TARGETS)).toBeNull();
  });
});

describe("pages in the other language's form", () => {
  it("redirect permanently to this language's form", () => {
    expect(resolveRedirect("de", "/perros", "", external)).toEqual({ kind: "redirect", location: "/hunde", status: 301 });
    expect(resolveRedirect("es", "/hunde", "?type=hospice", external)).toEqual({
      kind: "redirect",
      location: "/perros?type=hospice",
      status: 301,
    });
    expect(resolveRedirect("es", "/hunde/bello-12345678", "", external)).toMatchObject({ location: "/perros/bello-12345678" });
    expect(resolveRedirect("de", "/preguntas-frecuentes", "", external)).toMatchObject({ location: "/faq" });
  });

  it("leave this language's pages and shared pages alone", () => {
    expect(resolveRedirect("de", "/hunde", "", external)).toEqual({ kind: "none" });
    expect(resolveRedirect("es", "/blog", "", external)).toEqual({ kind: "none" });
    expect(resolveRedirect("es", "/", "", external)).toEqual({ kind: "none" });
    expect(resolveRedirect("de", "/unbekannt", "", external)).toEqual({ kind: "none" });
  });

  it("drop a trailing slash from any other path", () => {
    expect(resolveRedirect("de", "/hunde/", "?q=a", external)).toEqual({ kind: "redirect", location: "/hunde?q=a", status: 301 });
    expect(resolveRedirect("de", "/irgendwas//", "", external)).toEqual({ kind: "redirect", location: "/irgendwas", status: 301 });
  });
});

describe("no redirect leaves for a host that is not configured", () => {
  const own = "https://puente.example";
  it.each([
    "//evil.example",
    "//evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http://puente.example.evil.example/",
    "https://puente.example@evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
  ])("%j is refused", (location) => {
    expect(safeLocation(location, own, external)).toBeNull();
  });

  it("a path on our own origin becomes an absolute URL there", () => {
    expect(safeLocation("/adoption?x=1", own, external)).toBe("https://puente.example/adoption?x=1");
    expect(safeLocation("https://puente.example/hunde", own, external)).toBe("https://puente.example/hunde");
  });

  it("a configured external target passes as it is", () => {
    expect(safeLocation(external.paypalHospice, own, external)).toBe(external.paypalHospice);
  });

  it.each([
    ["//evil.example/", "/evil.example"],
    ["/x//evil.example/", "/x/evil.example"],
    ["///", "/"],
  ])("the path %s is made canonical on this host (%s)", (from, to) => {
    expect(resolveRedirect("de", from, "", external)).toEqual({ kind: "redirect", location: to, status: 301 });
  });
});
