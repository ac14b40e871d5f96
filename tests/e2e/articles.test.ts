import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import Parser from "rss-parser";
import { locales, otherLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { parseArticleFile, type ArticleRecord } from "#app/features/articles/rules/format.ts";
import { readdirSync, readFileSync } from "node:fs";
import { launchBrowser } from "../support/browser.ts";
import { allowConsoleErrors, skipHtmlCheck } from "../support/page-guard.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { axeViolations, firstLoadJavaScript } from "../support/page-checks.ts";
import { JS_BUDGET_BYTES } from "../support/js-budgets.ts";

const server = inject("server");
const hostOf = (locale: Locale) => new URL(server[locale]).host;

/** The demo content, read with the same parser the import uses. */
function demo(kind: "blog" | "guide"): ArticleRecord[] {
  const dir = kind === "blog" ? "content/blog" : "content/guides";
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => {
      const r = parseArticleFile(kind, readFileSync(`${dir}/${f}`, "utf8"));
      if (!r.ok) throw new Error(`${f}: ${r.errors.join()}`);
      return r.record;
    });
}
const posts = demo("blog").sort((a, b) => (a.kind === "blog" && b.kind === "blog" ? +b.published_date - +a.published_date : 0));
const guideRecords = demo("guide").sort((a, b) => (a.kind === "guide" && b.kind === "guide" ? a.display_order - b.display_order : 0));
const withPlaceholder = guideRecords.find((g) => /\[image:\d+\]/.test(g.content_de) && g.gallery_images.length > 0)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(locales)("blog and guides on the %s site, raw HTML", (locale) => {
  const a = messages[locale].articles;
  const slug = (r: ArticleRecord) => (locale === "de" ? r.slug_de : r.slug_es);
  const title = (r: ArticleRecord) => (locale === "de" ? r.title_de : r.title_es);

  it("a post has its head: canonical, alternates with each language's slug, article image, JSON-LD, feed link", async () => {
    const post = posts[0]!;
    const res = await rawRequest(server.port, pathFor("blogPost", locale, { slug: slug(post) }), { host: hostOf(locale) });
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe(`${title(post)} | Puente Canino`);
    expect(head.canonical).toBe(server[locale] + pathFor("blogPost", locale, { slug: slug(post) }));
    expect(head.alternates).toEqual({
      de: server.de + pathFor("blogPost", "de", { slug: post.slug_de }),
      es: server.es + pathFor("blogPost", "es", { slug: post.slug_es }),
      "x-default": server.de + pathFor("blogPost", "de", { slug: post.slug_de }),
    });
    expect(head.og["og:type"]).toBe("article");
    expect(head.og["og:image:width"]).toBe("1200");
    expect(head.og["og:image:height"]).toBe("630");
    const types = head.jsonLd.map((b) => (b as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["NGO", "BlogPosting", "BreadcrumbList"]));
    expect(res.body).toContain(`type="application/rss+xml"`);
  });

  it("a slug of the other language moves to this language's slug; a missing one is 404 at its address", async () => {
    const post = posts[1]!;
    const other = otherLocale(locale) === "de" ? post.slug_de : post.slug_es;
    const moved = await rawRequest(server.port, pathFor("blogPost", locale, { slug: other }), { host: hostOf(locale) });
    expect([moved.status, moved.headers.location]).toEqual([301, server[locale] + pathFor("blogPost", locale, { slug: slug(post) })]);
    const guide = guideRecords[0]!;
    const otherGuide = otherLocale(locale) === "de" ? guide.slug_de : guide.slug_es;
    const movedGuide = await rawRequest(server.port, pathFor("guideDetail", locale, { slug: otherGuide }), { host: hostOf(locale) });
    // The other language's guide path redirects first to this language's path, then to this slug.
    expect(movedGuide.status).toBe(301);
    for (const path of [pathFor("blogPost", locale, { slug: "gibt-es-nicht" }), pathFor("guideDetail", locale, { slug: "gibt-es-nicht" })]) {
      const res = await rawRequest(server.port, path, { host: hostOf(locale) });
      expect(res.status, path).toBe(404);
      expect(readHead(res.body).robots).toBe("noindex, nofollow");
    }
  });

  it("the feed is valid RSS 2.0 with the latest posts", async () => {
    const res = await rawRequest(server.port, "/blog/feed.xml", { host: hostOf(locale) });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    const feed = await new Parser().parseString(res.body);
    expect(feed.title).toBe(a.feedTitle);
    expect(feed.items.map((i) => i.title)).toEqual(expect.arrayContaining(posts.map(title)));
    expect(feed.items[0]!.link).toBe(server[locale] + pathFor("blogPost", locale, { slug: slug(posts[0]!) }));
  });

  it("posts and guides are in the sitemap with their alternates; three featured guides are on the home page", async () => {
    const sitemap = (await rawRequest(server.port, "/sitemap.xml", { host: hostOf(locale) })).body;
    for (const r of [...posts, ...guideRecords]) {
      const key = r.kind === "blog" ? "blogPost" : "guideDetail";
      expect(sitemap).toContain(`<loc>${server[locale]}${pathFor(key, locale, { slug: slug(r) })}</loc>`);
    }
    const home = (await rawRequest(server.port, "/", { host: hostOf(locale) })).body;
    for (const featured of guideRecords.filter((r) => r.kind === "guide" && r.featured)) expect(home).toContain(title(featured));
  });
});

describe.each(locales)("blog and guides in Chromium on the %s site", (locale) => {
  const base = server[locale];
  const m = messages[locale];
  const a = m.articles;
  const slug = (r: ArticleRecord) => (locale === "de" ? r.slug_de : r.slug_es);
  const title = (r: ArticleRecord) => (locale === "de" ? r.title_de : r.title_es);

  it("list → post → share links → back to the list", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + pathFor("blog", locale));
    const titles = await page.locator("#main article h3").allTextContents();
    expect(titles.slice(0, posts.length)).toEqual(posts.map(title));
    await page.getByRole("link", { name: title(posts[0]!) }).click();
    await page.waitForURL(base + pathFor("blogPost", locale, { slug: slug(posts[0]!) }));
    await expect.poll(() => page.locator("h1").textContent()).toBe(title(posts[0]!));
    const url = base + pathFor("blogPost", locale, { slug: slug(posts[0]!) });
    const share = (network: string) => page.getByRole("link", { name: fill(a.shareOn, { network }) });
    expect(await share("Facebook").getAttribute("href")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(await share("LinkedIn").getAttribute("href")).toContain(encodeURIComponent(url));
    expect(await page.getByRole("link", { name: a.shareMail }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    // The networks open a 600×400 popup (intercepted here: nothing leaves the machine).
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = ((u: string, _n: string, features: string) => {
        (window as unknown as { opened: string[] }).opened.push(`${u} ${features}`);
        return null;
      }) as typeof window.open;
    });
    await share("X (Twitter)").click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened[0]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=.* width=600,height=400/);
    await page.getByRole("link", { name: a.ctaButton }).click();
    await page.waitForURL(base + pathFor("blog", locale));
    await context.close();
  });

  it("guides list → a guide whose gallery placeholders became figures, and a missing index left out", async () => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.goto(base + pathFor("guides", locale));
    expect(await page.locator("#main article h3").allTextContents()).toEqual(guideRecords.map(title));
    await page.getByRole("link", { name: title(withPlaceholder) }).click();
    await page.waitForURL(base + pathFor("guideDetail", locale, { slug: slug(withPlaceholder) }));
    const body = page.locator("#main article");
    await expect.poll(() => body.locator("figure img").count()).toBeGreaterThan(0);
    expect(await body.locator("figure img").first().getAttribute("loading")).toBe("lazy");
    expect(await body.innerHTML()).not.toMatch(/\[image:\d+\]/);
    // The share control copies the link where the device has no share sheet.
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: a.share }).click();
    // The button says so for 2 s, and the page's status line says it to everyone.
    await expect.poll(() => page.getByRole("button", { name: a.copied }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("status").filter({ hasText: a.copied }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(base + pathFor("guideDetail", locale, { slug: slug(withPlaceholder) }));
    await page.getByRole("link", { name: a.backToGuides }).click();
    await page.waitForURL(base + pathFor("guides", locale));
    await context.close();
  });

  it("renders the XSS corpus as a post without running any of it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The corpus is made of broken markup and addresses: its images fail to load and its HTML is not valid, on purpose.
    allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 404/);
    skipHtmlCheck(page);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { ran: number }).ran = 0;
      for (const name of ["alert", "confirm", "prompt", "print"] as const) {
        (window as unknown as Record<string, unknown>)[name] = () => (window as unknown as { ran: number }).ran++;
      }
    });
    const res = await page.goto(base + pathFor("blogPost", locale, { slug: locale === "de" ? "xss-test" : "prueba-xss" }), { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { ran: number }).ran)).toBe(0);
    expect(dialogs).toEqual([]);
    const article = page.locator("#main article .prose-article");
    expect(await article.locator("script, iframe, object, embed, form, svg, style, math").count()).toBe(0);
    const attributes = await article.evaluate((root) =>
      [...root.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((attr) => `${attr.name}=${attr.value}`)),
    );
    expect(attributes.filter((attr) => /^on|^data-|^style=/i.test(attr) || /^(href|src)=\s*(javascript|vbscript|data):/i.test(attr))).toEqual([]);
    await context.close();
  });

  it("pass axe and stay within the JavaScript budget", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const url of [
      base + pathFor("blog", locale),
      base + pathFor("blogPost", locale, { slug: slug(posts[0]!) }),
      base + pathFor("guides", locale),
      base + pathFor("guideDetail", locale, { slug: slug(withPlaceholder) }),
    ]) {
      const { gzipBytes } = await firstLoadJavaScript(page, url);
      expect(gzipBytes, url).toBeLessThanOrEqual(JS_BUDGET_BYTES.islands);
      expect(await axeViolations(page), url).toEqual([]);
    }
    await context.close();
  });
});
