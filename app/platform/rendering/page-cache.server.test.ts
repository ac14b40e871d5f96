import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.server.ts";
import { cachedPageOf, cachedPages } from "./page-cache-middleware.server.ts";
import { hasForms, pathFor, routeKeys } from "#app/platform/i18n/routes.ts";
import { locales } from "#app/platform/i18n/locale.ts";

const page = (body: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], body });

describe("PageCache", () => {
  it("serves a kept page with the new request's nonce in every place of the old one", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    cache.set("k", "OLD+nonce==", page('<script nonce="OLD+nonce==">a</script><link nonce="OLD+nonce=="/>'));
    const hit = cache.get("k", "NEW/nonce==");
    expect(hit?.body).toBe('<script nonce="NEW/nonce==">a</script><link nonce="NEW/nonce=="/>');
    expect(hit?.body).not.toContain("OLD");
    expect(hit?.status).toBe(200);
    expect(hit?.headers).toEqual([["content-type", "text/html"]]);
  });

  it("answers null for an unknown key and after the time to live", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20, now: () => now });
    expect(cache.get("k", "n")).toBeNull();
    cache.set("k", "n", page("x"));
    now = 999;
    expect(cache.get("k", "n")?.body).toBe("x");
    now = 1000;
    expect(cache.get("k", "n")).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    // Each lookup is counted for the metrics: one hit, an unknown key and an expired page missed.
    expect(cache.stats()).toEqual({ hits: 1, misses: 2, entries: 0, bytes: 0 });
  });

  it("keeps nothing rendered without a nonce", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    cache.set("k", "", page("x"));
    expect(cache.get("k", "n")).toBeNull();
  });

  it("stays within its memory, dropping the page served least recently", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 4000 });
    const body = "y".repeat(450); // 900 bytes and a key: four fit
    for (const key of ["a", "b", "c", "d"]) cache.set(key, "n", page(body));
    expect(cache.size).toBe(4);
    cache.get("a", "n"); // "a" was served: "b" is now the oldest
    cache.set("e", "n", page(body));
    expect(cache.bytes).toBeLessThanOrEqual(4000);
    expect(cache.get("b", "n")).toBeNull();
    for (const key of ["a", "c", "d", "e"]) expect(cache.get(key, "n")?.body).toBe(body);
  });

  it("does not keep a page larger than a quarter of its memory", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 4000 });
    cache.set("big", "n", page("z".repeat(600)));
    expect(cache.get("big", "n")).toBeNull();
  });

  it("replaces a page kept under the same key and counts its memory once", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1 << 20 });
    cache.set("k", "n", page("first"));
    const before = cache.bytes;
    cache.set("k", "n", page("later"));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(before);
    expect(cache.get("k", "n")?.body).toBe("later");
  });
});

describe("which pages are cached", () => {
  it("never a page with a form", () => {
    const formPages = routeKeys.filter(hasForms);
    expect(formPages).toContain("contact");
    expect(formPages.filter((key) => key in cachedPages)).toEqual([]);
  });

  it("finds the cached pages by their path in both languages, with their variants", () => {
    for (const locale of locales) {
      expect(cachedPageOf(pathFor("home", locale))).toEqual({ key: "home", variants: 8 });
      expect(cachedPageOf(pathFor("dogs", locale))).toEqual({ key: "dogs", variants: 1 });
      expect(cachedPageOf(pathFor("blogPost", locale, { slug: "a-post" }))?.key).toBe("blogPost");
      expect(cachedPageOf(pathFor("dogDetail", locale, { slug: "bruno-1" }))).toBeNull();
      expect(cachedPageOf(pathFor("adoption", locale))).toBeNull();
      expect(cachedPageOf(pathFor("dogAlertsUnsubscribe", locale, { token: "t" }))).toBeNull();
    }
    expect(cachedPageOf("/no-such-page")).toBeNull();
    expect(cachedPageOf("/admin")).toBeNull();
  });
});
