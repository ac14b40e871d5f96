import { mkdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoDogs } from "#app/features/dogs/demo/demo-dogs.ts";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { watchlistMessages } from "#app/features/watchlist/rules/messages.ts";
import { watchlistCopy } from "#app/pages/watchlist/copy.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { axeViolations } from "../support/page-checks.ts";
import { adoptionOnly, fincaDog, monikaDog, sponsorshipDog } from "../support/demo-dogs.ts";
import { adminRequest, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The site syncs its dogs from a real upstream on loopback, so a test can take a
// dog away as the association's dog system would (docs/product/dogs.md#source).
let upstreamDogs: unknown[] = demoDogs;
const upstream = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ dogs: upstreamDogs, cacheTimestamp: new Date().toISOString() }));
});
let site: TestServer;
let browser: Browser;
/** An editor's session: the test syncs through the back office's "sync now" instead of waiting for the timer. */
let editorCookie: string | null = null;
let editorToken = "";

beforeAll(async () => {
  mkdirSync("test-results", { recursive: true });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/dogs`;
  site = await startTestServer({ DOGS_API_URL: upstreamUrl, DOGS_SYNC_INTERVAL_SECONDS: "10" }, async (dir) => {
    editorToken = (await inviteManyByCli(dir, [{ email: "editor@example.org", role: "editor" }]))["editor@example.org"]!;
  }, 150_000);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/**
 * Asks the server to sync now, as an editor's "sync now" does: a sync that
 * does not wait for the timer, which a loaded machine can hold back. A press
 * within the shared window is refused (429) and changes nothing; the caller polls.
 */
async function syncNow(): Promise<number> {
  editorCookie ??= await signInWithLink(site, editorToken);
  return (await adminRequest(site, "/verwaltung/hunde", { method: "POST", cookie: editorCookie, body: "intent=sync" })).status;
}

/** What the server logged about dog syncs (no dog data is logged). */
const syncLog = () =>
  site
    .output()
    .split("\n")
    .filter((line) => line.includes("dog sync"))
    .slice(-10)
    .join("\n");
const hostOf = (locale: Locale) => new URL(site[locale]).host;
const heartName = (locale: Locale, name: string) => fill(watchlistMessages[locale].heart, { name });
const countIn = (page: Page) => page.locator("[data-watchlist-count]").textContent();
const listNames = (page: Page) => page.locator("#main li article h3").allTextContents();

async function firstCardName(page: Page): Promise<string> {
  return (await page.locator("#main article h3").first().textContent())!.trim();
}

/** The watch list's cookie as the browser keeps it. */
async function watchCookie(context: BrowserContext, locale: Locale) {
  return (await context.cookies(site[locale])).find((c) => c.name === "merkliste");
}

describe.each(locales)("the watch list on the %s site", (locale) => {
  const list = () => site[locale] + pathFor("dogs", locale);
  const watchlistPage = () => site[locale] + pathFor("watchlist", locale);
  const copy = watchlistCopy[locale];

  it("with JavaScript: hearts on a card and on a dog page, the count, the list after a reload, removing one", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(list());
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    expect(await countIn(page)).toBe("0");
    const first = await firstCardName(page);
    const cardHeart = page.getByRole("button", { name: heartName(locale, first), exact: true });
    expect(await cardHeart.getAttribute("aria-pressed")).toBe("false");
    await cardHeart.click();
    await expect.poll(() => cardHeart.getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");
    await expect.poll(() => countIn(page), { timeout: 10_000 }).toBe("1");
    // The header's count is a polite live region, named with the count.
    const headerLink = page.getByRole("link", { name: `${watchlistMessages[locale].link} 1` });
    expect(await headerLink.count()).toBe(1);
    expect(await page.locator('header [aria-live="polite"]').count()).toBe(1);

    // The heart loaded no page.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

    // A second dog, from its own page.
    const second = monikaDog();
    expect(second.name).not.toBe(first);
    await page.goto(site[locale] + pathFor("dogDetail", locale, { slug: second.slug }));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 8));
    const pageHeart = page.getByRole("button", { name: heartName(locale, second.name), exact: true });
    expect(await pageHeart.getAttribute("aria-pressed")).toBe("false");
    await pageHeart.click();
    await expect.poll(() => pageHeart.getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");
    await expect.poll(() => countIn(page), { timeout: 10_000 }).toBe("2");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(8);

    // The cookie: first party, not readable by scripts, Lax.
    const cookie = await watchCookie(context, locale);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("merkliste");

    await page.reload();
    expect(await countIn(page)).toBe("2");
    expect(await pageHeart.getAttribute("aria-pressed")).toBe("true");
    await page.goto(watchlistPage());
    expect(await listNames(page)).toEqual([first, second.name]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/watchlist-${locale}-1280.png`, fullPage: true });

    // Removing one on the list page: the card leaves, focus lands on the heading.
    await page.getByRole("button", { name: heartName(locale, first), exact: true }).click();
    await expect.poll(() => listNames(page), { timeout: 10_000 }).toEqual([second.name]);
    await expect.poll(() => countIn(page), { timeout: 10_000 }).toBe("1");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe("H1");
    await page.reload();
    expect(await listNames(page)).toEqual([second.name]);
    await context.close();
  });

  it("without JavaScript: the heart is a form, the list lives in the cookie", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(list());
    const first = await firstCardName(page);
    await page.getByRole("button", { name: heartName(locale, first), exact: true }).click();
    // Back to the same list, at the heart that was pressed.
    await page.waitForURL((url) => url.pathname === pathFor("dogs", locale) && url.hash.startsWith("#merken-"));
    expect(await countIn(page)).toBe("1");
    expect(await page.getByRole("button", { name: heartName(locale, first), exact: true }).getAttribute("aria-pressed")).toBe("true");

    const second = monikaDog();
    expect(second.name).not.toBe(first);
    await page.goto(site[locale] + pathFor("dogDetail", locale, { slug: second.slug }));
    await page.getByRole("button", { name: heartName(locale, second.name), exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathFor("dogDetail", locale, { slug: second.slug }));
    expect(await countIn(page)).toBe("2");

    await page.goto(watchlistPage());
    expect(await listNames(page)).toEqual([first, second.name]);
    await page.getByRole("button", { name: heartName(locale, second.name), exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathFor("watchlist", locale));
    expect(await listNames(page)).toEqual([first]);
    expect(await countIn(page)).toBe("1");
    // Removing the last one deletes the cookie.
    await page.getByRole("button", { name: heartName(locale, first), exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathFor("watchlist", locale));
    expect(await page.getByText(copy.empty).count()).toBe(1);
    expect(await watchCookie(context, locale)).toBeUndefined();
    await context.close();
  });

  it("with the keyboard only: Tab to a heart, press it, and reach the list from the header", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(list());
    const first = await firstCardName(page);
    const label = heartName(locale, first);
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");
    for (let i = 0; i < 60 && (await focusedName()) !== label; i++) await page.keyboard.press("Tab");
    expect(await focusedName()).toBe(label);
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByRole("button", { name: label, exact: true }).getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");
    await expect.poll(() => countIn(page), { timeout: 10_000 }).toBe("1");
    // Focus stays on the heart; Enter takes it off again and puts it back.
    expect(await focusedName()).toBe(label);
    await page.keyboard.press("Enter");
    await expect.poll(() => countIn(page), { timeout: 10_000 }).toBe("0");
    await page.keyboard.press("Enter");
    await expect.poll(() => countIn(page), { timeout: 10_000 }).toBe("1");

    // From the top of the page: skip link, logo, navigation, then the watch list's link.
    await page.reload();
    const linkName = `${watchlistMessages[locale].link} 1`;
    const focusedText = () => page.evaluate(() => (document.activeElement?.textContent ?? "").replace(/\s+/g, " ").trim());
    for (let i = 0; i < 30 && (await focusedText()) !== linkName; i++) await page.keyboard.press("Tab");
    expect(await focusedText()).toBe(linkName);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === pathFor("watchlist", locale));
    await expect.poll(() => listNames(page), { timeout: 10_000 }).toEqual([first]);
    await context.close();
  });

  it("answers bad posts with the right status, never a 500, and keeps pages out of shared caches and the log", async () => {
    const host = hostOf(locale);
    const path = pathFor("watchlist", locale);
    const form = "application/x-www-form-urlencoded";
    const post = (body: string, headers: Record<string, string> = {}) =>
      rawRequest(site.port, path, {
        host,
        method: "POST",
        body,
        // As browsers send a form: with its length.
        headers: { "Content-Type": form, "Content-Length": String(Buffer.byteLength(body)), Origin: site[locale], ...headers },
      });
    const { slug, name } = adoptionOnly();

    const added = await post(`intent=add&slug=${slug}&back=${encodeURIComponent("//evil.example/")}`);
    expect(added.status).toBe(303);
    // A foreign "back" never leads away from the site.
    expect(added.headers.location).toBe(site[locale] + path);
    const setCookie = String(added.headers["set-cookie"]);
    expect(setCookie).toMatch(/^merkliste=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7776000$/);
    const cookie = setCookie.split(";")[0]!;

    const withData = await post(`intent=remove&slug=${slug}&reply=data`, { Cookie: cookie });
    expect(withData.status).toBe(200);
    expect(String(withData.headers["set-cookie"])).toContain("Max-Age=0");

    expect((await post("intent=drop&slug=x")).status).toBe(400);
    expect((await post("intent=add&slug=Not%20a%20slug")).status).toBe(400);
    const unknown = await post("intent=add&slug=bello-00000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(copy.unknownDog);
    // A foreign origin is refused before the action runs (React Router's check answers 400), and by ours (403) for a browser that only says Sec-Fetch-Site.
    expect((await post(`intent=add&slug=${slug}`, { Origin: "https://evil.example" })).status).toBe(400);
    expect((await rawRequest(site.port, path, { host, method: "POST", body: `intent=add&slug=${slug}`, headers: { "Content-Type": form, "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
    expect((await post(`intent=add&slug=${slug}&pad=${"x".repeat(5000)}`)).status).toBe(413);
    expect((await post("{}", { "Content-Type": "application/json" })).status).toBe(415);
    expect((await rawRequest(site.port, path, { host, method: "PUT" })).status).toBe(405);

    // The page: noindex, not in the sitemap, private; every page varies by the cookie.
    const page = await rawRequest(site.port, path, { host, headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(name);
    expect(readHead(page.body).robots).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(String(page.headers.vary)).toMatch(/Cookie/);
    const sitemap = await rawRequest(site.port, "/sitemap.xml", { host });
    expect(sitemap.body).not.toContain(path);
    // The cookie's value reaches no log line.
    expect(site.output()).not.toContain(cookie.split("=")[1]!);
  });
});

describe("a dog that leaves the synced data", () => {
  it("stays on the list, named and marked as no longer available, and can be removed", { timeout: 180_000 }, async () => {
    const leaving = sponsorshipDog();
    const staying = fincaDog();
    // Every attempt starts from the full list (a retry after a failed attempt too): the leaving dog's page is there again.
    upstreamDogs = demoDogs;
    await expect
      .poll(
        async () => {
          const status = (await rawRequest(site.port, pathFor("dogDetail", "de", { slug: leaving.slug }), { host: hostOf("de") })).status;
          if (status !== 200) await syncNow();
          return status;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(200);
    const contexts = await Promise.all(locales.map(() => browser.newContext({ viewport: { width: 390, height: 844 } })));
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    for (const [i, locale] of locales.entries()) {
      const page = pages[i]!;
      for (const [n, dog] of [leaving, staying].entries()) {
        await page.goto(site[locale] + pathFor("dogDetail", locale, { slug: dog.slug }));
        const heart = page.getByRole("button", { name: heartName(locale, dog.name), exact: true });
        await heart.click();
        // The heart shows itself pressed as soon as it is clicked, before the server has answered; the header's
        // count is read from the cookie the answer sets. Going on to the next page before that count cancels the
        // post, and the dog never reaches the list (what a loaded machine did: no dog could then be marked gone).
        await expect.poll(() => countIn(page), { timeout: 30_000 }).toBe(String(n + 1));
        expect(await heart.getAttribute("aria-pressed")).toBe("true");
      }
    }

    // The association's system no longer lists the dog; the next sync takes it away. "Sync now" runs one at once
    // (a press that joins a sync already under way, or falls in the shared window, is followed by the next poll's).
    upstreamDogs = demoDogs.filter((d) => (d as { id: string }).id !== leaving.dog.id);
    expect([200, 429]).toContain(await syncNow());
    for (const [i, locale] of locales.entries()) {
      const page = pages[i]!;
      const copy = watchlistCopy[locale];
      // The page is read until a sync after the change has been stored (the timer's, every 10 s here, or a
      // "sync now"); the failure names what the syncs logged and what the list showed.
      try {
        await expect
          .poll(
            async () => {
              await page.goto(site[locale] + pathFor("watchlist", locale));
              const gone = await page.locator("[data-watchlist-gone]").count();
              if (gone === 0) await syncNow();
              return gone;
            },
            { timeout: 75_000, interval: 2000 },
          )
          .toBe(1);
      } catch (error) {
        const shown = await listNames(page).catch(() => []);
        throw new Error(`no dog marked gone; the list showed ${JSON.stringify(shown)}; the server's last sync lines:\n${syncLog()}`, { cause: error });
      }
      const gone = page.locator("[data-watchlist-gone]");
      expect(await gone.locator("h3").textContent()).toBe(leaving.name);
      expect(await gone.getByText(copy.goneHeading, { exact: true }).count()).toBe(1);
      expect(await listNames(page)).toEqual([leaving.name, staying.name]);
      expect(await countIn(page)).toBe("2");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/watchlist-${locale}-390-gone.png`, fullPage: true });
      // Its page is gone; the list still names it.
      const dogPage = await rawRequest(site.port, pathFor("dogDetail", locale, { slug: leaving.slug }), { host: hostOf(locale) });
      expect(dogPage.status).toBe(404);

      await gone.getByRole("button", { name: fill(copy.removeName, { name: leaving.name }), exact: true }).click();
      await expect.poll(() => page.locator("[data-watchlist-gone]").count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => countIn(page), { timeout: 10_000 }).toBe("1");
      expect(await listNames(page)).toEqual([staying.name]);
    }
    await Promise.all(contexts.map((c) => c.close()));
    upstreamDogs = demoDogs;
  });
});
