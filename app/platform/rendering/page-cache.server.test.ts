import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, type StoredPage } from "./page-cache.server.ts";
import { cachedPageOf, cachedPages } from "./page-cache-middleware.server.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { locales } from "#app/platform/i18n/locale.ts";

const page = (body: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], body });

const text = (stored: StoredPage | null) => (stored?.kind === "same" ? stored.bytes("identity").toString("utf8") : undefined);
/** The kept page of a page without a form. */
function same(stored: StoredPage | null) {
  if (stored?.kind !== "same") throw new Error(`expected a page kept as the same bytes, got ${stored?.kind}`);
  return stored;
}

describe("PageCache", () => {
  it("keeps a page without its nonce, and names each inline script that runs by its hash", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    const html =
      '<link nonce="OLD+nonce==" rel="modulepreload" href="/a.js"/><script nonce="OLD+nonce==">a()</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script nonce="OLD+nonce==" type="module" async="">import("/b.js")</script>' +
      '<script nonce="OLD+nonce==" src="/c.js"></script>' +
      // Held until the first input (decision 044): the islands run it later, so the policy must allow it.
      '<script nonce="OLD+nonce==" type="text/x-app-on-first-input" data-app-held="">import("/d.js")</script>';
    cache.set("k", { nonce: "OLD+nonce==" }, page(html));
    const hit = same(cache.get("k"));
    expect(text(hit)).toBe(html.replaceAll(' nonce="OLD+nonce=="', ""));
    const sha = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    // The JSON-LD is data, not a script; the one with a src is allowed by 'self'.
    expect(hit.scriptHashes).toEqual([sha("a()"), sha('import("/b.js")'), sha('import("/d.js")')]);
    expect(hit?.status).toBe(200);
    expect(hit?.headers).toEqual([["content-type", "text/html"]]);
  });

  it("gives the same bytes to every visitor, compressed once per encoding, and each decodes to the page", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    const html = `<p>${"Luna sucht ein Zuhause. ".repeat(200)}</p>`;
    cache.set("k", { nonce: "n0nce" }, page(html));
    const [first, second] = [same(cache.get("k")), same(cache.get("k"))];
    expect(first.bytes("br")).toBe(second.bytes("br"));
    expect(brotliDecompressSync(first.bytes("br")).toString()).toBe(html);
    expect(gunzipSync(first.bytes("gzip")).toString()).toBe(html);
    expect(first.bytes("br").length).toBeLessThan(html.length / 10);
  });

  it("keeps a page with a form as a template: each view gets its own nonce, token and key, the page otherwise the same", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    const rendered = { nonce: "N0nce==", token: "1700000000000.k-e-y.sig_1", key: "k-e-y" };
    const html = (v: typeof rendered) =>
      `<script nonce="${v.nonce}">ctx={"token":"${v.token}","key":"${v.key}"}</script><form><input type="hidden" name="formToken" value="${v.token}"/><input type="hidden" name="idempotencyKey" value="${v.key}"/></form>`;
    cache.set("k", rendered, page(html(rendered)));
    const stored = cache.get("k");
    if (stored?.kind !== "per-view") throw new Error("expected a page kept per view");
    for (const view of [
      { nonce: "AbC+/==", token: "1700000009999.other-key.sig_2", key: "other-key" },
      { nonce: "zzz", token: "1.x.y", key: "x" },
    ]) {
      expect(stored.html(view)).toBe(html(view));
    }
  });

  it("keeps no page with a form whose token or key it cannot find", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    cache.set("k", { nonce: "n", token: "t.k.s", key: "k" }, page('<script nonce="n">a()</script>'));
    expect(cache.get("k")).toBeNull();
  });

  it("keeps no page whose nonce stands anywhere but in a nonce attribute (its policy could not name it)", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    cache.set("k", { nonce: "n0nce" }, page('<script nonce="n0nce">window.n = "n0nce"</script>'));
    expect(cache.get("k")).toBeNull();
  });

  it("answers null for an unknown key and after the time to live", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20, now: () => now });
    expect(cache.get("k")).toBeNull();
    cache.set("k", { nonce: "n" }, page("x"));
    now = 999;
    expect(text(cache.get("k"))).toBe("x");
    now = 1000;
    expect(cache.get("k")).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    // Each lookup is counted for the metrics: one hit, an unknown key and an expired page missed.
    expect(cache.stats()).toEqual({ hits: 1, misses: 2, entries: 0, bytes: 0 });
  });

  it("keeps nothing rendered without a nonce", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1 << 20 });
    cache.set("k", { nonce: "" }, page("x"));
    expect(cache.get("k")).toBeNull();
  });

  it("stays within its memory, dropping the page served least recently", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 4000 });
    const body = "y".repeat(450); // 900 bytes and a key: four fit
    for (const key of ["a", "b", "c", "d"]) cache.set(key, { nonce: "n" }, page(body));
    expect(cache.size).toBe(4);
    cache.get("a"); // "a" was served: "b" is now the oldest
    cache.set("e", { nonce: "n" }, page(body));
    expect(cache.bytes).toBeLessThanOrEqual(4000);
    expect(cache.get("b")).toBeNull();
    for (const key of ["a", "c", "d", "e"]) expect(text(cache.get(key))).toBe(body);
  });

  it("does not keep a page larger than a quarter of its memory", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 4000 });
    cache.set("big", { nonce: "n" }, page("z".repeat(600)));
    expect(cache.get("big")).toBeNull();
  });

  it("replaces a page kept under the same key and counts its memory once", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1 << 20 });
    cache.set("k", { nonce: "n" }, page("first"));
    const before = cache.bytes;
    cache.set("k", { nonce: "n" }, page("later"));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(before);
    expect(text(cache.get("k"))).toBe("later");
  });
});

describe("which pages are cached", () => {
  it("pages with a form too, each view with its own token (decision 039); never a page read by a visitor's token", () => {
    expect(cachedPages).toHaveProperty("dogDetail");
    expect(cachedPages).toHaveProperty("contact");
    for (const key of ["dogAlertsConfirm", "dogAlertsUnsubscribe", "requestStatus"] as const) expect(cachedPages).not.toHaveProperty(key);
  });

  it("finds the cached pages by their path in both languages, with their variants and whether they have forms", () => {
    for (const locale of locales) {
      expect(cachedPageOf(pathFor("home", locale))).toEqual({ key: "home", variants: 8, forms: false });
      expect(cachedPageOf(pathFor("dogs", locale))).toEqual({ key: "dogs", variants: 1, forms: false });
      expect(cachedPageOf(pathFor("blogPost", locale, { slug: "a-post" }))?.key).toBe("blogPost");
      expect(cachedPageOf(pathFor("dogDetail", locale, { slug: "bruno-1" }))).toEqual({ key: "dogDetail", variants: 1, forms: true });
      expect(cachedPageOf(pathFor("adoption", locale))?.forms).toBe(true);
      expect(cachedPageOf(pathFor("dogAlertsUnsubscribe", locale, { token: "t" }))).toBeNull();
    }
    expect(cachedPageOf("/no-such-page")).toBeNull();
    expect(cachedPageOf("/admin")).toBeNull();
  });
});
