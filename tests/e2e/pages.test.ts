import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { axeViolations } from "../support/page-checks.ts";

const server = inject("server");
const hostOf = (locale: Locale) => new URL(server[locale]).host;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The JSON-LD types each content page must carry in its server HTML. */
const expectedJsonLd: Partial<Record<RouteKey, string[]>> = {
  home: ["NGO", "WebSite", "ItemList"],
  adoption: ["HowTo", "FAQPage"],
  fosterHome: ["FAQPage"],
  flightSponsor: ["WebPage", "HowTo"],
  donations: ["FAQPage"],
  membership: ["Offer", "FAQPage"],
  faq: ["FAQPage"],
  fincaChaos: ["AnimalShelter"],
  residenciaMonika: ["AnimalShelter"],
  about: ["WebPage"],
  contact: ["WebPage"],
  hospice: ["WebPage"],
};
const contentPages = Object.keys(expectedJsonLd) as RouteKey[];

function types(jsonLd: unknown[]): string[] {
  return jsonLd.flatMap((block) => {
    const t = (block as { "@type"?: string | string[] })["@type"];
    return Array.isArray(t) ? t : t ? [t] : [];
  });
}

describe.each(locales)("content pages (%s)", (locale) => {
  it.each(contentPages)("%s: its own head and the JSON-LD it promises, in the raw HTML", async (key) => {
    const res = await rawRequest(server.port, pathFor(key, locale), { host: hostOf(locale) });
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expect(head.canonical).toBe(server[locale] + pathFor(key, locale));
    for (const type of expectedJsonLd[key]!) expect(types(head.jsonLd), type).toContain(type);
    expect(res.body).not.toMatch(/lorem ipsum/i);
  });

  it("the HowTo has seven steps, the FAQ page 23–24 entries, membership offers 5.00 EUR", async () => {
    const get = async (key: RouteKey) => readHead((await rawRequest(server.port, pathFor(key, locale), { host: hostOf(locale) })).body).jsonLd as Record<string, unknown>[];
    const howTo = (await get("adoption")).find((b) => b["@type"] === "HowTo")!;
    expect((howTo.step as unknown[]).length).toBe(7);
    const faq = (await get("faq")).find((b) => b["@type"] === "FAQPage")!;
    expect((faq.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(23);
    expect((faq.mainEntity as unknown[]).length).toBeLessThanOrEqual(24);
    const offer = (await get("membership")).find((b) => b["@type"] === "Offer")!;
    expect(offer).toMatchObject({ price: "5.00", priceCurrency: "EUR" });
  });

  it("the FAQ anchors linked from the adoption and foster pages exist", async () => {
    const anchors = locale === "de"
      ? ["vorkontrolle", "schutzvertrag", "kosten", "warum-spanien"]
      : ["control-previo", "contrato-proteccion", "costos", "por-que-espana"];
    const faq = (await rawRequest(server.port, pathFor("faq", locale), { host: hostOf(locale) })).body;
    const adoption = (await rawRequest(server.port, pathFor("adoption", locale), { host: hostOf(locale) })).body;
    const foster = (await rawRequest(server.port, pathFor("fosterHome", locale), { host: hostOf(locale) })).body;
    for (const anchor of anchors) {
      expect(faq).toContain(`id="${anchor}"`);
      expect(adoption).toContain(`href="${pathFor("faq", locale)}#${anchor}"`);
    }
    expect(foster).toContain(`href="${pathFor("faq", locale)}#${anchors[0]}"`);
  });

  // Every content page in one test: allowed more than the default minute on a busy machine.
  // axe-core on every page, content pages included, is in browser.test.ts (desktop, and phone for three).

  it("a URL hash opens its FAQ entry and scrolls to it", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const anchor = locale === "de" ? "kosten" : "costos";
    await page.goto(`${server[locale]}${pathFor("faq", locale)}#${anchor}`);
    await expect.poll(() => page.locator(`details#${anchor}`).getAttribute("open")).toBe("");
    await expect.poll(() => page.locator(`details#${anchor}`).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    })).toBe(true);
    // One open at a time: opening another closes it.
    await page.locator("main details[name] summary").first().click();
    expect(await page.locator("main details[open]").count()).toBe(1);
    await context.close();
  });

  it("the Finca site plan opens in a dialog with the keyboard, Escape closes it and focus returns", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor("fincaChaos", locale));
    // The link to the picture becomes the dialog's opener once the island runs.
    const opener = page.locator('a[data-dialog][aria-haspopup="dialog"]');
    await expect.poll(() => opener.count()).toBe(1);
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The cookie banner shows behind the dialog after a few seconds; Escape still belongs to the dialog.
    const banner = page.getByTestId("cookie-banner");
    await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    expect(await banner.isVisible()).toBe(true);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // The video places load nothing from a video platform.
    expect(await page.locator("iframe, video").count()).toBe(0);
    await context.close();
  });
});

describe("link checker: every internal link and anchor on both hosts", () => {
  it("finds no broken internal link or anchor", async () => {
    const broken: string[] = [];
    for (const locale of locales) {
      const origin = server[locale];
      const seen = new Map<string, string>(); // path -> html
      const queue = ["/"];
      const links: { from: string; href: string }[] = [];
      while (queue.length > 0 && seen.size < 400) {
        const path = queue.shift()!;
        // The XSS test post (imported by the global setup) holds hostile links on purpose.
        if (seen.has(path) || /xss/.test(path)) continue;
        const res = await rawRequest(server.port, path, { host: hostOf(locale) });
        seen.set(path, res.body);
        if (res.status !== 200) {
          broken.push(`${locale} ${path} → ${res.status}`);
          continue;
        }
        // Pages with a query (filters, "show more") are checked, not crawled further.
        if (path.includes("?") || !(res.headers["content-type"] ?? "").includes("text/html")) continue;
        for (const match of res.body.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
          const raw = match[1]!.replace(/&amp;/g, "&");
          if (/^(mailto:|tel:|https?:\/\/(?!localhost|es\.localhost))/.test(raw)) continue;
          const url = new URL(raw, origin + path);
          if (url.origin !== origin) continue;
          links.push({ from: path, href: url.pathname + url.search + url.hash });
          const target = url.pathname + url.search;
          // Dog list pagination and filter combinations are checked once per path.
          if (!seen.has(target) && !queue.includes(target)) queue.push(target);
        }
      }
      for (const { from, href } of links.filter((l) => !/xss/.test(l.from))) {
        const [target, anchor] = href.split("#");
        const html = seen.get(target!);
        if (html === undefined) continue;
        if (anchor && !html.includes(`id="${decodeURIComponent(anchor)}"`)) broken.push(`${locale} ${from}: ${href} (no #${anchor})`);
      }
      expect(seen.size, locale).toBeGreaterThan(30);
    }
    expect(broken).toEqual([]);
  }, 240_000);
});
