import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { rawRequest } from "../support/http.ts";
import { adoptionOnly } from "../support/demo-dogs.ts";

// The page cache (decision 022) on a real server process: what a visitor gets from it must be what
// a fresh render would give, with a nonce of its own, per cookie, and never for a page with a form.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({});
});
afterAll(async () => {
  await server?.stop();
});

const hostOf = (locale: "de" | "es") => new URL(server[locale]).host;
const nonceOf = (body: string) => /<script nonce="([^"]+)"/.exec(body)?.[1];

describe.each(locales)("page cache (%s)", (locale) => {
  const host = () => hostOf(locale);

  it("serves a page again with a fresh nonce that its own Content-Security-Policy names", async () => {
    const path = pathFor("dogs", locale) + "?page=1";
    const first = await rawRequest(server.port, path, { host: host() });
    const second = await rawRequest(server.port, path, { host: host() });
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    const [a, b] = [nonceOf(first.body), nonceOf(second.body)];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
    expect(String(second.headers["content-security-policy"])).toContain(`'nonce-${b}'`);
    // Every nonce of the page is the new one, and the page is otherwise the same.
    expect(second.body).not.toContain(a!);
    expect(second.body.replaceAll(b!, "N")).toBe(first.body.replaceAll(a!, "N"));
    // The headers are the page's own: private, varying by cookie.
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(String(second.headers.vary)).toMatch(/Cookie/);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("keeps one visitor's watch list out of another's page", async () => {
    const { slug } = adoptionOnly();
    const body = `intent=add&slug=${slug}`;
    const added = await rawRequest(server.port, pathFor("watchlist", locale), {
      host: host(),
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)), Origin: server[locale] },
    });
    expect(added.status).toBe(303);
    const cookie = String(added.headers["set-cookie"]).split(";")[0]!;
    const path = pathFor("dogs", locale);
    const pressed = (html: string) => new RegExp(`value="${slug}"/><input type="hidden" name="back"[^>]*/><button type="submit" aria-pressed="true"`).test(html);
    const views = [];
    for (let round = 0; round < 2; round++) {
      const withList = await rawRequest(server.port, path, { host: host(), headers: { Cookie: cookie } });
      const without = await rawRequest(server.port, path, { host: host() });
      views.push({ withList: pressed(withList.body), without: pressed(without.body), cache: [withList.headers["x-page-cache"], without.headers["x-page-cache"]] });
    }
    // The second round comes from the cache, and each visitor still sees their own hearts.
    expect(views.map((v) => [v.withList, v.without])).toEqual([[true, false], [true, false]]);
    expect(views[1]!.cache).toEqual(["hit", "hit"]);
  });

  it("never keeps a page with a form: each view gets its own form token", async () => {
    const path = pathFor("contact", locale);
    const token = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    const first = await rawRequest(server.port, path, { host: host() });
    const second = await rawRequest(server.port, path, { host: host() });
    expect(first.headers["x-page-cache"]).toBeUndefined();
    expect(second.headers["x-page-cache"]).toBeUndefined();
    expect(token(first.body)).toBeTruthy();
    expect(token(second.body)).not.toBe(token(first.body));
  });

  it("still shows the start page's dogs at random, from several renderings", async () => {
    const chosen = new Set<string>();
    let hits = 0;
    for (let i = 0; i < 40; i++) {
      const res = await rawRequest(server.port, "/", { host: host() });
      if (res.headers["x-page-cache"] === "hit") hits++;
      const section = /aria-labelledby="home-dogs"[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? "";
      chosen.add([...section.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).join(" "));
    }
    expect(hits).toBeGreaterThan(0);
    expect(chosen.size).toBeGreaterThan(1);
  });
});

describe("without the page cache", () => {
  it("PAGE_CACHE_SECONDS=0 renders every view", async () => {
    const plain = await startTestServer({ PAGE_CACHE_SECONDS: "0" });
    try {
      for (let i = 0; i < 2; i++) expect((await rawRequest(plain.port, "/hunde")).headers["x-page-cache"]).toBeUndefined();
    } finally {
      await plain.stop();
    }
  });
});
