/**
 * The health line on a dog's page (docs/product/travel.md#health-line), as a coordinator publishes
 * it on the papers page and as a visitor reads it: in the server HTML (fetched without JavaScript),
 * in the page's language, at once after each save, and gone again once unticked; the dog page with
 * the line passes axe, and its "what does this mean" link lands on the adoption page's explanation.
 * The tests of this file follow each other (one server, one dog's papers): run the file whole.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { inviteByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { demoDog } from "../support/demo-dogs.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { classifyDog, dogSex } from "#app/features/dogs/rules/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { healthLineCopy } from "#app/features/travel/rules/health-line.ts";

const locales = ["de", "es"] as const;
type Locale = (typeof locales)[number];

/** A female dog up for adoption: Spanish says "vacunada", "castrada". */
const { dog, slug } = demoDog((d) => dogSex(d) === "female" && classifyDog(d).adoption && !classifyDog(d).hospice);
const papersPath = `/verwaltung/hunde/${encodeURIComponent(dog.id!)}/papiere`;
const CHIP = "941000024681357";
/** What a visitor reads: chip, rabies, the two diseases whose latest test is negative (not the positive one), neutered. */
const LINE: Record<Locale, string> = {
  de: "Gechippt · gegen Tollwut geimpft · negativ getestet auf Leishmaniose und Ehrlichiose · kastriert",
  es: "Con microchip · vacunada contra la rabia · test negativo de leishmaniosis y ehrlichiosis · castrada",
};
/** The line as read here, with plain spaces: the page holds each dot to the fact before it with a no-break space. */
const written = (line: string | null | undefined) => line?.replaceAll("\u00A0", " ") ?? null;
const MEANING: Record<Locale, string> = { de: "Was bedeutet das?", es: "¿Qué significa?" };
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shots = screenshotsInto("health-line");

describe("the health line on a dog's page", () => {
  let server: TestServer;
  let browser: Browser;
  let cookie: string | null = null;

  beforeAll(async () => {
    let token = "";
    server = await startTestServer({ ADMIN_SIGNIN_RATE_LIMIT: "1000" }, async (dir) => {
      token = (await inviteByCli(dir, "koordination@example.org", "coordinator", {}, ["--name", "Kora"])).token;
    });
    browser = await launchBrowser();
    cookie = await signInWithLink(server, token);
    if (!cookie) throw new Error("no session");
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The dog page's server HTML as a crawler gets it: no JavaScript, the language by the host. */
  async function serverHtml(locale: Locale): Promise<string> {
    const res = await rawRequest(server.port, pathFor("dogDetail", locale, { slug }), { host: new URL(server[locale]).host });
    expect(res.status).toBe(200);
    return res.body;
  }

  /** The line as the server HTML shows it (null: not shown), with its link. */
  async function shownLine(locale: Locale): Promise<{ line: string; href: string; meaning: string } | null> {
    const html = await serverHtml(locale);
    const block = /<dd [^>]*data-health-line="[^"]*">\s*<p>([^<]*)<\/p>\s*<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/.exec(html);
    if (!html.includes("data-health-line")) return null;
    if (!block) throw new Error(`the health line is not as expected:\n${/data-health-line[\s\S]{0,600}/.exec(html)?.[0]}`);
    return { line: written(block[1])!, href: block[2]!.replaceAll("&amp;", "&"), meaning: block[3]! };
  }

  /** The coordinator's page at a phone's width, in the interface language asked for. */
  async function papersPage(locale: Locale): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const [cookieName, ...value] = cookie!.split("=");
    await context.addCookies([{ name: cookieName!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/konto`);
    await page.selectOption("#locale", locale);
    await page.locator("form", { has: page.locator("#locale") }).locator("button[type=submit]").first().click();
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe(locale);
    await page.goto(server.de + papersPath);
    return page;
  }

  it("before any papers, the dog page shows no health line in either language", async () => {
    for (const locale of locales) expect(await shownLine(locale), locale).toBeNull();
  });

  it("in German: papers recorded without the tick are previewed but not shown; ticked, the line shows in the server HTML at once, in each host's language", async () => {
    const p = adminMessages.de.papers;
    const page = await papersPage("de");
    // Nothing recorded yet: nothing to preview.
    expect(await page.locator("[data-health-empty]").textContent()).toBe(p.healthEmpty);
    await page.fill("#chipNumber", CHIP);
    await page.fill("#chipDate", day(-200));
    await page.fill("#birthDate", day(-600));
    await page.fill("#rabiesDate", day(-100));
    await page.fill("#rabiesValidUntil", day(900));
    for (const [disease, result] of [["leishmaniosis", "negative"], ["ehrlichiosis", "negative"], ["anaplasmosis", "positive"]] as const) {
      await page.fill(`#test_${disease}_date`, day(-10));
      await page.selectOption(`#test_${disease}_result`, result);
    }
    await page.selectOption("#neutered", "yes");
    expect(await page.getByLabel(p.healthPublic).isChecked()).toBe(false);
    await page.getByRole("button", { name: p.save }).click();
    await expect.poll(() => page.getByText(p.saved).count()).toBe(1);
    // The preview reads as the dog page would, in both languages.
    for (const locale of locales) await expect.poll(async () => written(await page.locator(`[data-health-preview-line=${locale}] [lang=${locale}]`).textContent())).toBe(LINE[locale]);
    expect(await page.locator("[data-health-public]").getAttribute("data-health-public")).toBe("no");
    for (const locale of locales) expect(await shownLine(locale), locale).toBeNull();
    // Ticked and saved: public.
    await page.getByLabel(p.healthPublic).check();
    await page.getByRole("button", { name: p.save }).click();
    await expect.poll(() => page.locator("[data-health-public]").getAttribute("data-health-public")).toBe("yes");
    expect(await page.locator("[data-health-public]").textContent()).toContain(p.healthShown);
    expect(await page.getByLabel(p.healthPublic).isChecked()).toBe(true);
    await checkAxe(page, "dog-papers-health-de");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shots(page, "papers-de");
    // The dog page shows it at once (the cached page is invalidated by the save), never a number or a date of the papers.
    for (const locale of locales) {
      await expect.poll(async () => (await shownLine(locale))?.line ?? null, { timeout: 2_000, interval: 100 }).toBe(LINE[locale]);
      expect(await shownLine(locale)).toEqual({ line: LINE[locale], meaning: MEANING[locale], href: `${pathFor("adoption", locale)}#${healthLineCopy[locale].anchor}` });
      const html = await serverHtml(locale);
      expect(html).not.toContain(CHIP);
      expect(html).not.toContain(day(-100));
    }
    await page.context().close();
  });

  it("the adoption page explains the line at the anchor the link names, in both languages, without JavaScript", async () => {
    for (const locale of locales) {
      const res = await rawRequest(server.port, pathFor("adoption", locale), { host: new URL(server[locale]).host });
      expect(res.status).toBe(200);
      const anchor = healthLineCopy[locale].anchor;
      const block = new RegExp(`<section id="${anchor}"[\\s\\S]*?</section>`).exec(res.body)?.[0] ?? "";
      expect(block, locale).toContain("data-health-responsibility");
      // Each fact of the line is explained.
      for (const word of locale === "de" ? ["Gechippt", "Gegen Tollwut geimpft", "Negativ getestet auf", "Kastriert"] : ["Con microchip", "Vacunado/a contra la rabia", "Test negativo de", "Castrado/a"]) {
        expect(block, `${locale}: ${word}`).toContain(word);
      }
    }
  });

  it.each(locales)("in %s: the dog page with the line passes axe at a phone's and a desk's width, and its link leads to the explanation", async (locale) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    // A choice stored, so the consent banner does not cover the screenshots (as `npm run screenshots` does).
    await context.addInitScript(() => {
      if (location.protocol === "http:") localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 }));
    });
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor("dogDetail", locale, { slug }));
    const shown = page.locator("[data-health-line]");
    expect(written(await shown.locator("p").textContent())).toBe(LINE[locale]);
    // A dot never starts a line: a no-break space holds it to the fact before.
    expect(await shown.locator("p").textContent()).toContain("\u00A0· ");
    // In the profile box, next to the dog's other facts.
    expect(await page.locator("section[aria-labelledby=dog-profile] [data-health-line]").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAxe(page, `dog-health-line-${locale}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkAxe(page, `dog-health-line-${locale}-1280`);
    await shown.locator("p").scrollIntoViewIfNeeded();
    await shots(page, `dog-${locale}`);
    await shown.getByRole("link", { name: MEANING[locale] }).click();
    await page.waitForURL(`**${pathFor("adoption", locale)}#${healthLineCopy[locale].anchor}`);
    const explanation = page.locator(`#${healthLineCopy[locale].anchor}`);
    await expect.poll(() => explanation.isVisible()).toBe(true);
    await expect.poll(() => explanation.evaluate((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.top < window.innerHeight; })).toBe(true);
    await explanation.screenshot({ path: `test-results/health-line/adoption-${locale}-1280.png` });
    await context.close();
  });

  it("in Spanish: unticked, the line is gone from the dog page at once, in both languages", async () => {
    const p = adminMessages.es.papers;
    const page = await papersPage("es");
    expect(await page.getByLabel(p.healthPublic).isChecked()).toBe(true);
    await page.getByLabel(p.healthPublic).uncheck();
    await page.getByRole("button", { name: p.save }).click();
    await expect.poll(() => page.locator("[data-health-public]").getAttribute("data-health-public")).toBe("no");
    expect(await page.locator("[data-health-public]").textContent()).toContain(p.healthHidden);
    // The preview stays (the papers are kept): only the page stops showing it.
    expect(written(await page.locator("[data-health-preview-line=es] [lang=es]").textContent())).toBe(LINE.es);
    await checkAxe(page, "dog-papers-health-es");
    for (const locale of locales) {
      await expect.poll(async () => (await shownLine(locale))?.line ?? null, { timeout: 2_000, interval: 100 }).toBeNull();
    }
    await page.context().close();
  });
});
