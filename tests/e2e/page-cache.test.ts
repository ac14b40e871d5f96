import { createHash } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { checkFormToken } from "#app/platform/forms/server/token.server.ts";
import { locales } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { rawRequest } from "../support/http.ts";
import { adoptionOnly } from "../support/demo-dogs.ts";

// The page cache (decisions 022 and 039) on a real server process: what a visitor gets from it must
// be what a fresh render would give (without its nonce, the page's scripts named by their hashes in
// its policy), compressed once, per cookie, and never for a page with a form.

const FORM_SECRET = "page-cache-secret-page-cache-secret";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FORM_SECRET });
});
afterAll(async () => {
  await server?.stop();
});

const hostOf = (locale: "de" | "es") => new URL(server[locale]).host;
const nonceOf = (body: string) => /<script nonce="([^"]+)"/.exec(body)?.[1];

/** The raw bytes of a page in one encoding. */
function bytesOf(path: string, encoding: string, locale: "de" | "es" = "de"): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: server.port, path, agent: false, headers: { Host: hostOf(locale), "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(locales)("page cache (%s)", (locale) => {
  const host = () => hostOf(locale);

  it("serves a page again as the same bytes, its inline scripts named by their hashes in its own policy", async () => {
    const path = pathFor("dogs", locale) + "?page=1";
    const first = await rawRequest(server.port, path, { host: host() });
    const second = await rawRequest(server.port, path, { host: host() });
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    const nonce = nonceOf(first.body);
    expect(nonce).toBeTruthy();
    expect(String(first.headers["content-security-policy"])).toContain(`'nonce-${nonce}'`);
    // The kept page is the rendered one without its nonce; its policy names every inline script that runs by its hash.
    expect(second.body).toBe(first.body.replaceAll(` nonce="${nonce}"`, ""));
    const policy = String(second.headers["content-security-policy"]);
    expect(policy).not.toContain("'nonce-");
    const scripts = [...second.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes!));
    expect(scripts.length).toBeGreaterThan(2);
    for (const [, , text] of scripts) expect(policy).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
    // The headers are the page's own: private, varying by cookie (and by encoding).
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(String(second.headers.vary)).toMatch(/Cookie/);
    expect(String(second.headers.vary)).toMatch(/Accept-Encoding/);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("sends a kept page compressed as the browser asks, the same bytes to every visitor", async () => {
    const path = pathFor("faq", locale);
    await rawRequest(server.port, path, { host: host() });
    const plain = await rawRequest(server.port, path, { host: host() });
    expect(plain.headers["x-page-cache"]).toBe("hit");
    for (const [encoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]] as const) {
      const [a, b] = [await bytesOf(path, encoding, locale), await bytesOf(path, encoding, locale)];
      expect(a.headers["content-encoding"]).toBe(encoding);
      expect(a.headers["x-page-cache"]).toBe("hit");
      expect(Number(a.headers["content-length"])).toBe(a.body.length);
      expect(a.body.equals(b.body)).toBe(true);
      expect(decode(a.body).toString("utf8")).toBe(plain.body);
    }
  });

  it("prefers brotli whenever a browser takes it, in whatever order it lists its encodings", async () => {
    const path = pathFor("faq", locale);
    await rawRequest(server.port, path, { host: host() });
    for (const accepted of ["gzip, deflate, br", "br, gzip", "gzip, br;q=1.0"]) expect((await bytesOf(path, accepted, locale)).headers["content-encoding"], accepted).toBe("br");
    expect((await bytesOf(path, "gzip, br;q=0", locale)).headers["content-encoding"]).toBe("gzip");
  });

  it("runs a kept page's scripts in Chromium without a policy violation", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      // The guides run the islands alone; the dog list hydrates too (decision 040).
      for (const [key, marks] of [["guides", ["data-islands"]], ["dogs", ["data-islands", "data-hydrated"]]] as const) {
        const path = server[locale] + pathFor(key, locale);
        expect((await page.goto(path))?.headers()["x-page-cache"]).toBe("miss");
        // The page guard fails the test on any CSP violation or console error; the marks are the scripts having run.
        const again = await page.goto(path);
        expect(again?.headers()["x-page-cache"]).toBe("hit");
        // Chromium asks for brotli over https only: gzip here.
        expect(again?.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
        for (const mark of marks) expect(await page.locator(`html[${mark}]`).count(), `${key} ${mark}`).toBe(1);
      }
    } finally {
      await browser.close();
    }
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

  it("keeps a page with a form, each view with a token, key and nonce of its own, the page otherwise the same", async () => {
    const path = pathFor("dogDetail", locale, { slug: adoptionOnly().slug });
    const facts = (html: string) => ({
      token: /name="formToken" value="([^"]+)"/.exec(html)?.[1],
      key: /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1],
      nonce: nonceOf(html),
    });
    const first = await rawRequest(server.port, path, { host: host() });
    const second = await rawRequest(server.port, path, { host: host() });
    expect([first.headers["x-page-cache"], second.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
    const [a, b] = [facts(first.body), facts(second.body)];
    for (const name of ["token", "key", "nonce"] as const) {
      expect(a[name], name).toBeTruthy();
      expect(b[name], name).toBeTruthy();
      expect(b[name], name).not.toBe(a[name]);
    }
    // The view's own nonce is the one its policy names; its token is a valid one for this host, for its own key.
    expect(String(second.headers["content-security-policy"])).toContain(`'nonce-${b.nonce}'`);
    expect(checkFormToken(FORM_SECRET, b.token, { host: host(), maxAgeMs: 3_600_000, idempotencyKey: b.key })).toMatchObject({ ok: true, idempotencyKey: b.key });
    const neutral = (html: string, f: ReturnType<typeof facts>) => html.replaceAll(f.token!, "T").replaceAll(f.key!, "K").replaceAll(f.nonce!, "N");
    expect(neutral(second.body, b)).toBe(neutral(first.body, a));
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
