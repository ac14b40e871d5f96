/**
 * The pages that hydrate on first input (decision 044): before the visitor touches anything they
 * load the islands script alone; the first touch, click, key, focus or wheel turn starts the app, and what the
 * visitor did before it was there is not lost: a tapped thumbnail or a wizard step waits for it and is
 * done then, a word typed in the dog search is searched.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { locales } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { getMessages as formMessages } from "#app/platform/forms/rules/index.ts";
import { dogPhotoBases } from "#app/features/dogs/rules/photos.ts";
import { dogName, filterDogs } from "#app/features/dogs/rules/index.ts";
import { gotoBeforeFirstInput, launchBrowser } from "../support/browser.ts";
import { demoDog, listedDemoDogs } from "../support/demo-dogs.ts";

const server = inject("server");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose cookie choice is made (the banner never lands over a tap), and the scripts it requests. */
async function visitor(options: Parameters<Browser["newContext"]>[0] = {}): Promise<{ context: BrowserContext; scripts: string[] }> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    if (location.protocol.startsWith("http")) {
      localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 }));
    }
  });
  const scripts: string[] = [];
  context.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.split("/").pop()!);
  });
  return { context, scripts };
}

/** Marks the document: still there afterwards means no page was loaded in between. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

describe.each(locales)("pages that start their app on the first input (%s)", (locale) => {
  const m = messages[locale];
  const base = server[locale];

  it("a dog page loads only the islands until touched; a thumbnail tapped first waits for the app and shows its photo in place", async () => {
    const { context, scripts } = await visitor({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const { dog, name, slug } = demoDog((d) => dogPhotoBases(d).length > 1);
    const total = dogPhotoBases(dog).length;
    await gotoBeforeFirstInput(page, base + pathFor("dogDetail", locale, { slug }), { waitUntil: "networkidle" });
    expect(scripts.filter((file) => !file.startsWith("islands-"))).toEqual([]);
    expect(await page.locator("script[data-app-held]").count()).toBe(1);
    expect(await hydrated(page)).toBe(false);
    // The whole stylesheet is fetched but holds no paint until then.
    expect(await page.locator("link[data-app-sheet]").getAttribute("media")).toBe("not all");
    await mark(page);

    // The very first thing the visitor does: tap the second photo's thumbnail.
    await page.locator("main ul a[data-needs-app]").nth(1).tap();
    await expect.poll(() => hydrated(page)).toBe(true);
    const second = fill(m.dogs.photoNumber, { n: 2, total, name });
    await expect.poll(() => page.locator("main img").first().getAttribute("alt")).toBe(second);
    expect(await page.locator("main ul a[data-needs-app]").nth(1).getAttribute("aria-current")).toBe("true");
    expect(page.url()).toBe(base + pathFor("dogDetail", locale, { slug }));
    expect(await marked(page)).toBe(42);
    expect(scripts.some((file) => !file.startsWith("islands-"))).toBe(true);
    expect(await page.locator("link[data-app-sheet]").getAttribute("media")).toBe("all");
    await context.close();
  });

  it("the membership wizard's Next, pressed first, checks the step once the app is there, without a page load", async () => {
    const { context } = await visitor({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // (A link to the form itself, `#mitgliedsantrag`, focuses it: that starts the app at once.)
    await gotoBeforeFirstInput(page, base + pathFor("membership", locale));
    await mark(page);
    expect(await hydrated(page)).toBe(false);
    const f = formMessages(locale);
    await page.getByRole("button", { name: f.ui.next }).click();
    await expect.poll(() => page.getByText(f.membership.chooseType).count()).toBeGreaterThan(0);
    expect(await hydrated(page)).toBe(true);
    expect(await marked(page)).toBe(42);
    // Still step 1: the step's choice is the one asked for.
    expect(await page.locator('input[name="membershipType"]').first().isVisible()).toBe(true);
    await context.close();
  });

  it("a word typed in the dog search before the app is there is searched once it is", async () => {
    const { context } = await visitor({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoBeforeFirstInput(page, base + pathFor("dogs", locale));
    await mark(page);
    // Typed at once: the first key starts the app, the rest land before it has taken over.
    await page.getByRole("searchbox", { name: m.dogs.searchLabel }).pressSequentially("Br");
    await page.waitForURL((url) => url.searchParams.get("q") === "Br", { waitUntil: "commit" });
    const expected = filterDogs(listedDemoDogs, { q: "Br" }, locale).map((d) => dogName(d)!).slice(0, 24);
    await expect.poll(() => page.locator("#main article h3").allTextContents()).toEqual(expected);
    expect(await marked(page)).toBe(42);
    await context.close();
  });
});
