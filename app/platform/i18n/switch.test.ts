import { describe, expect, it } from "vitest";
import { languageSwitchHref, localizedAnchors } from "./switch.ts";
import { languageSwitchHash } from "#app/islands/switch-hash.ts";

const sites = { de: "https://a.example.de", es: "https://a.example.es" };
const root = { id: "root", params: {} };

describe("language switch (docs/product/routes.md#language-switch)", () => {
  it("maps a page to the same page on the other site", () => {
    expect(languageSwitchHref([root, { id: "adoption.de", params: {} }], "de", sites)).toBe("https://a.example.es/adopcion");
    expect(languageSwitchHref([root, { id: "faq.es", params: {} }], "es", sites)).toBe("https://a.example.de/faq");
    expect(languageSwitchHref([root, { id: "home", params: {} }], "es", sites)).toBe("https://a.example.de/");
  });

  it("carries the dog slug and the query over", () => {
    expect(
      languageSwitchHref([root, { id: "dogDetail.de", params: { slug: "bello-12345678" } }], "de", sites),
    ).toBe("https://a.example.es/perros/bello-12345678");
    expect(languageSwitchHref([root, { id: "dogs.de", params: {} }], "de", sites, "?type=adoption")).toBe(
      "https://a.example.es/perros?type=adoption",
    );
  });

  it("uses the path a page names for the other language (blog slugs)", () => {
    const post = { id: "blogPost", params: { slug: "erste-tage" }, loaderData: { localizedPaths: { de: "/blog/erste-tage", es: "/blog/primeros-dias" } } };
    expect(languageSwitchHref([root, post], "de", sites)).toBe("https://a.example.es/blog/primeros-dias");
  });

  it("falls back to the other site's start page without a counterpart", () => {
    const post = { id: "blogPost", params: { slug: "x" }, loaderData: { localizedPaths: { de: "/blog/x" } } };
    expect(languageSwitchHref([root, post], "de", sites)).toBe("https://a.example.es/");
    expect(languageSwitchHref([root, { id: "catchAll", params: { "*": "x" } }], "de", sites)).toBe("https://a.example.es/");
  });
});

describe("language switch keeps the visitor's place on the page (FAQ answers)", () => {
  const faq = { id: "faq.de", params: {}, loaderData: { localizedAnchors: { vorkontrolle: "control-previo", kosten: "costos" } } };
  it("maps the anchor in the address to the other language's id", () => {
    expect(languageSwitchHash(localizedAnchors([root, faq]), "vorkontrolle")).toBe("#control-previo");
  });
  it("without an anchor, maps the answer that is open", () => {
    expect(languageSwitchHash(localizedAnchors([root, faq]), "", "kosten")).toBe("#costos");
    expect(languageSwitchHash(localizedAnchors([root, faq]), "unbekannt", "kosten")).toBe("#costos");
  });
  it("drops an anchor the page does not name, and anything on pages without anchors", () => {
    expect(languageSwitchHash(localizedAnchors([root, faq]), "unbekannt")).toBe("");
    expect(languageSwitchHash(localizedAnchors([root, faq]), "constructor")).toBe("");
    expect(languageSwitchHash(localizedAnchors([root, { id: "adoption.de", params: {} }]), "vorkontrolle")).toBe("");
    expect(languageSwitchHash(localizedAnchors([]), "vorkontrolle")).toBe("");
  });
});
