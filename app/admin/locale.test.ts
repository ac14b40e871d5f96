import { describe, expect, it } from "vitest";
import { acceptedLanguages, adminLocaleOf } from "./locale.ts";

describe("acceptedLanguages", () => {
  it.each([
    [null, []],
    ["", []],
    ["es-ES,es;q=0.9,de;q=0.8,en;q=0.7", ["es", "es", "de", "en"]],
    ["de;q=0.5, es", ["es", "de"]],
    ["en, es;q=0.2, de;q=0.3", ["en", "de", "es"]],
    ["*, es", ["es"]],
    ["es;q=0, de", ["de"]],
    ["es;q=abc, de;q=0.9", ["es", "de"]],
    ["\u0000es, de", ["de"]],
  ])("%j → %j", (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

describe("adminLocaleOf", () => {
  it("the account's language wins over everything", () => {
    expect(adminLocaleOf({ account: "de", requested: "es", acceptLanguage: "es" })).toBe("de");
    expect(adminLocaleOf({ account: "es", requested: "de", acceptLanguage: "de" })).toBe("es");
  });
  it("before sign-in, the address's lang, then the browser's", () => {
    expect(adminLocaleOf({ requested: "es", acceptLanguage: "de" })).toBe("es");
    expect(adminLocaleOf({ requested: "de", acceptLanguage: "es" })).toBe("de");
    expect(adminLocaleOf({ requested: "fr", acceptLanguage: "es-AR,es;q=0.9" })).toBe("es");
    expect(adminLocaleOf({ acceptLanguage: "en-GB, es;q=0.5, de;q=0.4" })).toBe("es");
    expect(adminLocaleOf({ acceptLanguage: "en-GB" })).toBe("de");
    expect(adminLocaleOf({})).toBe("de");
  });
});
