/**
 * A dog in a foster home and its foster family's news (docs/product/foster.md#stays, #news), as a
 * visitor and an editor see them, in both languages: a foster application sent through the JSON
 * form API becomes a foster home (the request's writer, the home's prefilled values), a demo dog is
 * placed there today, and the family sends news with two real photos (and one only for the
 * association). The dog page's server HTML (no JavaScript) says where the dog waits, by region only;
 * an editor publishes the news on the editors' page (in German without JavaScript, in Spanish with
 * it), the dog page then shows the words (escaped) and the photos through the image pipeline, and
 * taking it down removes both. The editors' page and the dog page pass axe; screenshots of the news
 * section at 390 and 1280 px in `test-results/foster-news/`.
 * The tests of this file follow each other (one server, one news): run the file whole.
 */
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { demoDog } from "../support/demo-dogs.ts";
import { fosterApplicationFields, fosterHomeOf, fosterPhoto, placeToday } from "../support/foster-news.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { adminUsers } from "#app/platform/db/schema.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { addFosterNews } from "#app/features/journey/foster/public.server.ts";
import { regionLine } from "#app/features/journey/foster/public.ts";
import { dogPageCopy } from "#app/pages/dogs/detail/copy.ts";
import { classifyDog, dogSex } from "#app/features/dogs/rules/index.ts";

const locales = ["de", "es"] as const;
type Locale = (typeof locales)[number];

const SECRET = "foster-news-e2e-secret-foster-news-e2e";
/** A dog up for adoption in a German foster home ("Deutschland (Pflegestelle)"), female: the words say "sie". */
const { dog, slug, name } = demoDog((d) => d.species === "Hunde DE" && Boolean(d.mediated) && classifyDog(d).adoption && !classifyDog(d).hospice && dogSex(d) === "female");
const ADDRESS = { street: "Lindenstraße 12", postalCode: "50667", city: "Köln" };
/** Two paragraphs, a line break kept within the first, and markup that must stay words. */
const WORDS = `${name} schläft jede Nacht neben dem Ofen.\nMorgens wartet sie an der Tür.\n\nHeute hat sie zum ersten Mal <b>gespielt</b> & getobt.`;
/** The whole postcode as a number of its own (not five digits inside a longer one, an id or a hash). */
const WHOLE_POSTCODE = new RegExp(`(?<![\\w-])${ADDRESS.postalCode}(?![\\w-])`);
const PRIVATE = "Nur für den Verein: die Tierarztrechnung kommt morgen.";
/** Allowed by the family, but its words say who it is and where it lives: no editor can publish it. */
const NAMING = "Liebe Grüße von Familie Müller aus der Lindenstraße!";
const folder = "test-results/foster-news";

describe("a dog in a foster home and its foster family's news", () => {
  let server: TestServer;
  let browser: Browser;
  let tokens: Record<string, string> = {};
  const cookies: Partial<Record<Locale, string>> = {};
  let homeName = "";

  beforeAll(async () => {
    const env = { FORM_MIN_FILL_SECONDS: "0", ADMIN_SIGNIN_RATE_LIMIT: "1000", FORM_SECRET: SECRET };
    server = await startTestServer(env, async (dir) => {
      tokens = await inviteManyByCli(dir, [
        { email: "redaktion-de@example.org", role: "editor", name: "Rita", lang: "de" },
        { email: "redaktion-es@example.org", role: "editor", name: "Rosa", lang: "es" },
        { email: "koordination@example.org", role: "coordinator", name: "Kora" },
        { email: "coordinacion@example.org", role: "coordinator", name: "Carmen", lang: "es" },
      ]);
    });
    // The foster application as the site's form sends it (the honeypot empty).
    const host = new URL(server.de).host;
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const fields = fosterApplicationFields("Pflege", ADDRESS);
    homeName = fields.name!;
    const body = JSON.stringify({ formType: "foster_home", locale: "de", data: { ...fields, website: "" }, token });
    const sent = await rawRequest(server.port, "/api/send-form-email", { host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } });
    const submissionId = (JSON.parse(sent.body) as { id?: string }).id ?? "";
    if (!/^[0-9a-f-]{36}$/.test(submissionId)) throw new Error(`no foster application: ${sent.status} ${sent.body}`);
    // The embedded database is the server's alone: stopped, the coordinator's steps are taken on it, then it starts again.
    await server.stop({ keepData: true });
    const handle = await openDatabase({ dataDir: server.dataDir });
    try {
      const [kora] = await handle.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, "koordination@example.org"));
      const actor = { id: kora!.id, label: "Kora <koordination@example.org>" };
      const homeId = await fosterHomeOf(handle.db, actor, SECRET, submissionId);
      const stayId = await placeToday(handle.db, actor, homeId, dog.id!);
      const photos = [await fosterPhoto({ r: 214, g: 140, b: 60 }), await fosterPhoto({ r: 70, g: 130, b: 180 }, 900, 1200)];
      const stored = [
        await addFosterNews(handle.db, homeId, stayId, { body: NAMING, publishable: true, clientKey: null }, [], new Date(Date.now() - 7_200_000)),
        await addFosterNews(handle.db, homeId, stayId, { body: PRIVATE, publishable: false, clientKey: null }, [], new Date(Date.now() - 3_600_000)),
        await addFosterNews(handle.db, homeId, stayId, { body: WORDS, publishable: true, clientKey: null }, photos),
      ];
      if (stored.join() !== "stored,stored,stored") throw new Error(`news not stored: ${stored.join()}`);
    } finally {
      await handle.close();
    }
    server = await startTestServer({ ...env, PORT: String(server.port), DATA_DIR: server.dataDir });
    for (const locale of locales) {
      const cookie = await signInWithLink(server, tokens[`redaktion-${locale}@example.org`]!);
      if (!cookie) throw new Error(`no session for the ${locale} editor`);
      cookies[locale] = cookie;
    }
    browser = await launchBrowser();
    mkdirSync(folder, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const dogPath = (locale: Locale) => pathFor("dogDetail", locale, { slug });

  /** The dog page's server HTML as a crawler gets it: no JavaScript, the language by the host. */
  async function serverHtml(locale: Locale): Promise<string> {
    const res = await rawRequest(server.port, dogPath(locale), { host: new URL(server[locale]).host });
    expect(res.status).toBe(200);
    return res.body;
  }

  /** The news section of the server HTML, or null. */
  const newsSection = (html: string) => /<section [^>]*data-foster-news[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

  async function editorPage(locale: Locale, javaScriptEnabled: boolean): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
    const [cookieName, ...value] = cookies[locale]!.split("=");
    await context.addCookies([{ name: cookieName!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.de}/verwaltung/pflegestellen/neuigkeiten`);
    return page;
  }

  it("the dog page's server HTML says where the dog waits, in each language, by region only; no news before an editor publishes it", async () => {
    for (const locale of locales) {
      const html = await serverHtml(locale);
      const line = regionLine(locale, { area: "50", city: "Köln" });
      expect(line).toBe(locale === "de" ? "Wartet in einer Pflegestelle in Köln (PLZ-Gebiet 50)." : "Espera en una casa de acogida en Köln (zona postal 50).");
      // In the profile box, under the location.
      const profile = /<section aria-labelledby="dog-profile"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect(profile, locale).toMatch(new RegExp(`<dd [^>]*data-foster-region="">${line.replace(/[()]/g, "\\$&")}</dd>`));
      for (const secret of [ADDRESS.street, "Lindenstra", homeName, "pflege@example.org", PRIVATE, "Ofen"]) expect(html, `${locale}: ${secret}`).not.toContain(secret);
      expect(html, `${locale}: the postcode`).not.toMatch(WHOLE_POSTCODE);
      expect(newsSection(html), locale).toBeNull();
    }
  });

  it("the editors' page lists only the news the family allowed, with its photos; the private photo route is the back office's", async () => {
    const page = await editorPage("de", true);
    const f = adminMessages.de.fosterNews;
    const items = page.locator("[data-foster-news]");
    // Newest first: the news with photos, then the one that names the family.
    expect(await items.count()).toBe(2);
    expect(await page.locator("body").textContent()).not.toContain(PRIVATE);
    const item = items.first();
    expect(await item.getAttribute("data-published")).toBe("no");
    expect(await item.locator("[data-foster-words]").textContent()).toBe(WORDS);
    // The dog's name leads to its public page.
    expect(await item.getByRole("link", { name }).getAttribute("href")).toBe(server.de + dogPath("de"));
    const thumbs = item.locator("img");
    expect(await thumbs.count()).toBe(2);
    for (const img of await thumbs.all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const photoPath = (await thumbs.first().getAttribute("src"))!;
    const photo = await rawRequest(server.port, photoPath, { host: new URL(server.de).host, headers: { Cookie: cookies.de! } });
    expect([photo.status, photo.headers["content-type"], photo.headers["cache-control"]]).toEqual([200, "image/jpeg", "private, no-store"]);
    // Unknown or without a session: nothing.
    expect((await rawRequest(server.port, photoPath.replace(/[0-9a-f]{12}$/, "000000000000"), { host: new URL(server.de).host, headers: { Cookie: cookies.de! } })).status).toBe(404);
    expect((await rawRequest(server.port, photoPath, { host: new URL(server.de).host })).status).not.toBe(200);
    // In the navigation, after the happy ends.
    const nav = await page.locator("header nav a").allTextContents();
    expect(nav.indexOf(adminMessages.de.nav.fosterNews)).toBe(nav.indexOf(adminMessages.de.nav.happyEnds) + 1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(f.title);
    await checkAxe(page, "foster-news-admin-de");
    await page.screenshot({ path: `${folder}/admin-de-1280.png`, fullPage: true });
    await page.context().close();
  });

  it.each([
    ["de", "koordination@example.org"],
    ["es", "coordinacion@example.org"],
  ] as const)("in %s: coordinators read the page too, and their header stays one row at a desk", async (locale, email) => {
    const cookie = await signInWithLink(server, tokens[email]!);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [cookieName, ...value] = cookie!.split("=");
    await context.addCookies([{ name: cookieName!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/pflegestellen/neuigkeiten`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(adminMessages[locale].fosterNews.title);
    expect(await page.locator("[data-foster-news]").count()).toBe(2);
    // The page's name in the first items of the navigation (a coordinator has no happy ends).
    expect(await page.locator("header nav a").filter({ visible: true }).allTextContents()).toContain(adminMessages[locale].nav.fosterNews);
    // The title, the first items, "more" and "sign out" on one row (as tests/e2e/admin-phone.test.ts holds the owner's).
    const rows = await page.evaluate(() => {
      const visible = [...(document.querySelector("header")?.querySelectorAll("a, button, summary") ?? [])].filter(
        (el) => el.getBoundingClientRect().width > 0 && (el.tagName === "SUMMARY" || !el.closest("details:not([open])")),
      );
      return new Set(visible.map((el) => { const box = el.getBoundingClientRect(); return Math.round((box.top + box.height / 2) / 10); })).size;
    });
    await page.screenshot({ path: `${folder}/admin-coordinator-${locale}-1280.png` });
    expect(rows).toBe(1);
    await context.close();
  });

  it.each([
    ["de", false],
    ["es", true],
  ] as const)("in %s: words that name the foster family or its street are refused with those words named (JavaScript: %s); the news stays off the dog page", async (locale, javaScriptEnabled) => {
    const f = adminMessages[locale].fosterNews;
    const page = await editorPage(locale, javaScriptEnabled);
    const item = page.locator("[data-foster-news]").last();
    expect(await item.locator("[data-foster-words]").textContent()).toBe(NAMING);
    // With JavaScript the browser reports the refused data request in its console: this test provokes it.
    allowConsoleErrors(page, /status of 409/);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await item.getByRole("button", { name: f.publish }).click();
    // The page without JavaScript, or the router's data request with it: the refusal's status either way.
    expect((await answer).status()).toBe(409);
    const alert = page.getByRole("alert").filter({ hasText: f.namesFamily.split("(")[0]! });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("(Müller, Lindenstraße)");
    expect(await page.locator("[data-foster-news]").last().getAttribute("data-published")).toBe("no");
    expect(newsSection(await serverHtml(locale))).toBeNull();
    await page.context().close();
  });

  it.each([
    ["de", false],
    ["es", true],
  ] as const)("in %s: an editor publishes the news (JavaScript: %s); the dog page shows its words and photos; taken down, they are gone", async (locale, javaScriptEnabled) => {
    const f = adminMessages[locale].fosterNews;
    const copy = dogPageCopy[locale].fosterNews;
    const page = await editorPage(locale, javaScriptEnabled);
    const item = page.locator("[data-foster-news]").first();
    expect(await item.locator("[data-publication]").textContent()).toBe(f.notPublished);
    await item.getByRole("button", { name: f.publish }).click();
    await expect.poll(() => page.locator("[data-foster-news]").first().getAttribute("data-published")).toBe("yes");
    expect(await page.getByRole("status").first().textContent()).toBe(f.publishedNow.replace("{dog}", name));
    // axe runs in the page's own scripts: with them (the page without them is the same HTML).
    if (javaScriptEnabled) await checkAxe(page, `foster-news-admin-published-${locale}`);

    // The server HTML: the section in the page's language, the words escaped in paragraphs, the photos through the pipeline.
    let section = "";
    await expect.poll(async () => (section = newsSection(await serverHtml(locale)) ?? ""), { timeout: 3_000, interval: 100 }).not.toBe("");
    expect(section).toContain(`<h2 id="foster-news" class="text-2xl font-bold text-stone-900">${copy.title}</h2>`);
    expect(section).toContain(`${name} schläft jede Nacht neben dem Ofen.\nMorgens wartet sie an der Tür.</p>`);
    expect(section).toContain("Heute hat sie zum ersten Mal &lt;b&gt;gespielt&lt;/b&gt; &amp; getobt.</p>");
    expect(section).not.toContain("<b>");
    // Lazy, with their size, alt words naming the dog; the German family's words marked as German on the Spanish site.
    const images = [...section.matchAll(/<img ([^>]*)>/g)].map((m) => m[1]!);
    expect(images).toHaveLength(2);
    for (const [index, img] of images.entries()) {
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('width="800" height="600"');
      expect(img).toContain(`alt="${copy.photoNumber.replace("{n}", String(index + 1)).replace("{name}", name)}"`);
      // The published copy through the image pipeline (`/img/file/{version}/{variant}/{path}`), never the original.
      expect(img).toMatch(/src="\/img\/file\/[\w-]+\/480\.jpg\/pflegestellen\/[0-9a-f-]+\.jpg"/);
    }
    // Marked as German on the Spanish site; nothing marked on the German one.
    expect([section.includes(`<div lang="de"`), section.includes("lang=")]).toEqual(locale === "es" ? [true, true] : [false, false]);
    const imageAddress = /src="(\/img\/file\/[^"]+)"/.exec(images[0]!)![1]!;
    const image = await rawRequest(server.port, imageAddress, { host: new URL(server[locale]).host });
    expect([image.status, image.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    // Never the foster family.
    const html = await serverHtml(locale);
    for (const secret of [ADDRESS.street, homeName, PRIVATE]) expect(html, secret).not.toContain(secret);
    expect(html).not.toMatch(WHOLE_POSTCODE);

    // In a browser at a phone's width: the photos load when scrolled to, the page passes axe.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await context.addInitScript(() => {
      if (location.protocol === "http:") localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 }));
    });
    const visitor = await context.newPage();
    await visitor.goto(server[locale] + dogPath(locale));
    const shown = visitor.locator("[data-foster-news]");
    expect(await shown.getByRole("heading", { level: 2 }).textContent()).toBe(copy.title);
    expect(await visitor.locator("[data-foster-region]").textContent()).toBe(regionLine(locale, { area: "50", city: "Köln" }));
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await shown.scrollIntoViewIfNeeded();
      for (const img of await shown.locator("img").all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
      }
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await checkAxe(visitor, `foster-news-dog-${locale}-${width}`);
      await shown.scrollIntoViewIfNeeded();
      await shown.screenshot({ path: `${folder}/dog-news-${locale}-${width}.png` });
    }
    await visitor.locator("section[aria-labelledby=dog-profile]").screenshot({ path: `${folder}/dog-region-${locale}-1280.png` });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.locator("section[aria-labelledby=dog-profile]").screenshot({ path: `${folder}/dog-region-${locale}-390.png` });
    await context.close();

    // Taken down: gone from the dog page at once, its copies with it.
    await page.goto(`${server.de}/verwaltung/pflegestellen/neuigkeiten`);
    await page.locator("[data-foster-news]").first().getByRole("button", { name: f.unpublish }).click();
    await expect.poll(() => page.locator("[data-foster-news]").first().getAttribute("data-published")).toBe("no");
    expect(await page.getByRole("status").first().textContent()).toBe(f.unpublishedNow.replace("{dog}", name));
    await expect.poll(async () => newsSection(await serverHtml(locale)), { timeout: 3_000, interval: 100 }).toBeNull();
    expect((await rawRequest(server.port, imageAddress, { host: new URL(server[locale]).host })).status).toBe(404);
    // Where the dog waits stays.
    expect(await serverHtml(locale)).toContain(regionLine(locale, { area: "50", city: "Köln" }));
    await page.context().close();
  }, 180_000);
});
