import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { IMAGE_LAYOUTS, dogPhotoVersion, type ImageLayoutName } from "#app/platform/images/rules/index.ts";
import { dogImageIds } from "#app/features/dogs/rules/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { recordRequests } from "../support/page-checks.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startImageHost, type ImageHost } from "../support/image-host.ts";
import { listedDemoDogs } from "../support/demo-dogs.ts";

// The site with the shelter's servers stood in for on loopback: the dog list and an image host
// with photo-weight JPEGs, which counts every request it gets.
let host: ImageHost;
let server: TestServer;
let browser: Browser;
const hostOf = (locale: Locale) => new URL(server[locale]).host;
const get = (locale: Locale, path: string) => rawRequest(server.port, path, { host: hostOf(locale) });
const withPhotos = listedDemoDogs.filter((d) => dogImageIds(d).length > 0);

beforeAll(async () => {
  host = await startImageHost();
  server = await startTestServer({ DOGS_API_URL: `${host.url}/dogs`, DOG_IMAGE_BASE_URL: host.url, IMAGE_ENCODE_CONCURRENCY: "2", IMAGE_PREPARE: "true" });
  // The first sync runs at start; wait until the list shows its dogs.
  for (let tries = 0; !(await get("de", pathFor("dogs", "de"))).body.includes("/img/dog/"); tries++) {
    if (tries > 150) throw new Error("the dogs of the stand-in never appeared");
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await host?.stop();
});

/** A binary answer from our server, for an absolute address on either host (sent to 127.0.0.1 with its Host). */
function getBytes(address: string): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: server.port, path: url.pathname, headers: { Host: url.host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** Every `<picture>` of a page: its sources' types and sizes, and the attributes of its `<img>`. */
function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/gs)].map((m) => {
    const sources = [...m[1]!.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)].map((s) => ({ type: s[1]!, srcSet: s[2]!, sizes: s[3]! }));
    const img = /<img ([^>]*)\/?>/.exec(m[1]!)?.[1] ?? "";
    const attr = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`, "i").exec(img)?.[1];
    return { sources, sizes: attr("sizes"), width: attr("width"), height: attr("height"), loading: attr("loading"), fetchPriority: attr("fetchPriority"), src: attr("src") };
  });
}

function expectLayout(picture: ReturnType<typeof pictures>[number], layout: ImageLayoutName) {
  const l = IMAGE_LAYOUTS[layout];
  // AVIF, and the JPEG <img> for browsers without it (decision 019).
  expect(picture.sources.map((s) => s.type)).toEqual(["image/avif"]);
  for (const s of picture.sources) expect(s.sizes).toBe(l.sizes);
  expect(picture.sizes).toBe(l.sizes);
  expect(picture.sources[0]!.srcSet.split(", ").map((c) => Number(/ (\d+)w$/.exec(c)![1]))).toEqual(l.widths);
  expect([picture.width, picture.height]).toEqual([String(l.width), String(l.height)]);
}

describe("no visitor waits for an encode", () => {
  it("after the sync, the first photo of every listed dog is fetched and encoded in the background, before anyone asks", async () => {
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain("preparing dog photos in the background");
    const firstPhotos = withPhotos.map((d) => `/${dogImageIds(d)[0]}/`);
    await expect
      .poll(() => firstPhotos.filter((p) => !host.requests.some((r) => r.includes(p))), { timeout: 60_000, interval: 500 })
      .toEqual([]);
  });

  it("with IMAGE_PREPARE=false nothing is prepared: a photo is encoded when first asked for", async () => {
    const quiet = await startTestServer({ DOGS_API_URL: `${host.url}/dogs`, DOG_IMAGE_BASE_URL: host.url, IMAGE_PREPARE: "false" });
    try {
      await expect.poll(() => quiet.output(), { timeout: 30_000 }).toContain("dog sync stored a new snapshot");
      await new Promise((r) => setTimeout(r, 1000));
      expect(quiet.output()).not.toContain("preparing dog photos in the background");
    } finally {
      await quiet.stop();
    }
  });
});

describe("only images our data names, never an open proxy", () => {
  it("an unknown dog id, image id, width, format or version is a 404 that asks the image host nothing", async () => {
    // A photo nobody asked for yet: not a first photo (those are prepared in the background after the sync).
    const dog = withPhotos.find((d) => dogImageIds(d).length > 1)!;
    const imageId = dogImageIds(dog)[1]!;
    const v = dogPhotoVersion(dog.id!, imageId);
    for (const path of [
      `/img/dog/999999/${imageId}/${v}/640.avif`,
      `/img/dog/${dog.id}/img-nope/${v}/640.avif`,
      `/img/dog/${dog.id}/${imageId}/${v}/650.avif`,
      `/img/dog/${dog.id}/${imageId}/${v}/640.png`,
      `/img/dog/${dog.id}/${imageId}/nope/640.avif`,
      `/img/dog/${dog.id}/${imageId}/${v}/640.avif/x`,
      `/img/file/abc/640.avif/blog-images/none.jpg`,
      `/img/file/abc/640.avif/../../package.json`,
      `/img/file/abc/640.avif/%2e%2e/%2e%2e/package.json`,
    ]) {
      const res = await get("de", path);
      expect(res.status, path).toBe(404);
    }
    // The background preparation may be fetching first photos meanwhile; nothing of these.
    expect(host.requests.filter((p) => p.includes(`/${imageId}/`) || p.includes("999999") || p.includes("img-nope"))).toEqual([]);
  });

  it("a photo is fetched once and then served as an immutable file; while the image host is down it is still served, and a new one shows the placeholder", async () => {
    const [dog, other] = [withPhotos[1]!, withPhotos.at(-1)!];
    const path = `/img/dog/${dog.id}/${dogImageIds(dog)[0]}/${dogPhotoVersion(dog.id!, dogImageIds(dog)[0]!)}/480.webp`;
    const first = await fetch(server.de + path);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A picture carries no document headers (decision 029).
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of ["content-security-policy", "permissions-policy", "cross-origin-opener-policy", "x-frame-options"]) expect(first.headers.get(name), name).toBeNull();
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(480);
    host.down = true;
    try {
      const again = await fetch(server.de + path);
      expect(again.status).toBe(200);
      expect(again.headers.get("content-type")).toBe("image/webp");
      const otherImage = dogImageIds(other).at(-1)!;
      const missing = await fetch(`${server.de}/img/dog/${other.id}/${otherImage}/${dogPhotoVersion(other.id!, otherImage)}/1000.jpg`);
      expect(missing.status).toBe(200);
      expect(missing.headers.get("x-image-fallback")).toBe("placeholder");
      expect(missing.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(missing.headers.get("cache-control")).toBe("no-store");
      // The placeholder is an SVG: opened on its own, it runs nothing.
      expect(missing.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(missing.headers.get("permissions-policy")).toBeNull();
    } finally {
      host.down = false;
    }
  });
});

describe("pictures that match the layout", () => {
  it.each(locales)("%s: dog list cards, the dog page's gallery, a post and the article cards have their srcset and sizes", async (locale) => {
    const list = pictures((await get(locale, pathFor("dogs", locale))).body);
    expect(list.length).toBeGreaterThan(10);
    for (const p of list) expectLayout(p, "dogCardGrid");
    // The first card is the largest picture of the first screen: fetched first, not lazy; the rest lazy.
    expect([list[0]!.fetchPriority, list[0]!.loading]).toEqual(["high", undefined]);
    expect(list.slice(1).every((p) => p.loading === "lazy" && p.fetchPriority === undefined)).toBe(true);

    const gallery = withPhotos.find((d) => dogImageIds(d).length > 2)!;
    const slug = /href="([^"]+)"/.exec((await get(locale, pathFor("dogs", locale) + `?q=${encodeURIComponent(gallery.title ?? gallery.name!)}`)).body.split('id="dog-results"')[1]!)![1]!;
    const page = await get(locale, slug);
    expect(page.status).toBe(200);
    const [main, ...thumbs] = pictures(page.body);
    expectLayout(main!, "dogGalleryMain");
    expect([main!.fetchPriority, main!.loading]).toEqual(["high", undefined]);
    expect(page.body).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="\/img\/dog\//);
    expect(thumbs).toHaveLength(dogImageIds(gallery).length);
    for (const t of thumbs) {
      expectLayout(t, "dogGalleryThumb");
      expect(t.loading).toBe("lazy");
    }

    const blog = await get(locale, pathFor("blog", locale));
    const cards = pictures(blog.body);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expectLayout(c, "articleCard");
      expect(c.loading).toBe("lazy");
    }
    const postPath = /href="([^"]+)"[^>]*>[^<]*<\/a><\/h3>/.exec(blog.body)![1]!;
    const post = pictures((await get(locale, postPath)).body);
    expectLayout(post[0]!, "articleHero");
    expect([post[0]!.fetchPriority, post[0]!.loading]).toEqual(["high", undefined]);
  });
});

describe("sharing pictures", () => {
  it.each(locales)("%s: a dog page and a post share a 1200×630 JPEG at an absolute address of ours", async (locale) => {
    const list = (await get(locale, pathFor("dogs", locale))).body;
    const dogPath = /href="(\/[^"]+-\d+)"/.exec(list.split('id="dog-results"')[1]!)![1]!;
    const blog = (await get(locale, pathFor("blog", locale))).body;
    const postPath = /href="([^"]+)"[^>]*>[^<]*<\/a><\/h3>/.exec(blog)![1]!;
    for (const path of [dogPath, postPath]) {
      const head = readHead((await get(locale, path)).body);
      const image = head.og["og:image"]!;
      expect(image.startsWith(`${server[locale]}/img/`), image).toBe(true);
      expect(head.twitter["twitter:image"]).toBe(image);
      expect([head.og["og:image:width"], head.og["og:image:height"]]).toEqual(["1200", "630"]);
      const res = await getBytes(image);
      expect(res.status).toBe(200);
      expect(res.type).toBe("image/jpeg");
      const meta = await sharp(res.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    }
  });
});

describe("no visitor's browser contacts the image host", () => {
  it.each(locales)("%s: dog list, a dog page and the home page load every picture from our host", async (locale) => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      const context = await browser.newContext({ viewport });
      const requests = recordRequests(context);
      const page = await context.newPage();
      const list = pathFor("dogs", locale);
      await page.goto(server[locale] + list);
      // Polled from the test (the page's CSP allows no eval, which waitForFunction would need).
      const loaded = async (selector: string) => {
        await expect
          .poll(() => page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 60_000 })
          .toBe(true);
      };
      await loaded("section[aria-labelledby=\"dog-results\"] article img");
      expect(await page.locator("section[aria-labelledby=\"dog-results\"] article img").first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`^${server[locale]}/img/dog/.+\\.avif$`),
      );
      await page.locator("section[aria-labelledby=\"dog-results\"] article h3 a").first().click();
      await page.waitForURL((url) => url.pathname !== list);
      await loaded("#main img");
      await page.goto(server[locale] + "/");
      // Scrolled to the dogs further down, so their lazy pictures load too.
      await page.locator("#main article img").first().scrollIntoViewIfNeeded();
      await loaded("#main article img");
      const images = requests.filter((u) => u.includes("/img/"));
      expect(images.length).toBeGreaterThan(2);
      expect(requests.filter((u) => u.startsWith(host.url))).toEqual([]);
      expect(requests.filter((u) => !u.startsWith(server[locale]) && !u.startsWith("data:"))).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it("with the image host down, the pages still show: cached photos, the placeholder for the rest, no console error", async () => {
    host.down = true;
    try {
      const context = await browser.newContext();
      const requests = recordRequests(context);
      const page = await context.newPage();
      await page.goto(server.de + pathFor("dogs", "de"));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      const states = await page
        .locator("section[aria-labelledby=\"dog-results\"] article img")
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => (!i.complete ? "loading" : i.naturalWidth > 0 ? "shown" : "broken")));
      expect(states.length).toBeGreaterThan(10);
      expect(states.filter((s) => s === "broken")).toEqual([]);
      expect(requests.filter((u) => u.startsWith(host.url))).toEqual([]);
      await context.close();
    } finally {
      host.down = false;
    }
  });
});
