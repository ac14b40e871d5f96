/**
 * Where focus goes after an action, walked with the keyboard as it was found:
 * a client-side page change leaves focus on the new page's heading (not on
 * the old page's link), resetting the dog filters leaves it on the result
 * heading (not on <body>), and the number of matching dogs is announced.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { locales } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { launchBrowser } from "../support/browser.ts";

const server = inject("server");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(locales)("focus after actions (%s)", (locale) => {
  it("a page change by the navigation moves focus to the new page's main heading", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // From a page that hydrates (the dog list; the start page does not, decision 040): focus is moved by the
    // client-side navigation. Before hydration, or from a page that does not hydrate, the link loads a whole page.
    await page.goto(server[locale] + pathFor("dogs", locale));
    await page.waitForSelector("html[data-hydrated]");
    const link = page.locator(`header nav a[href="${pathFor("about", locale)}"]`).first();
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === pathFor("about", locale));
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe("H1");
    // The next Tab starts on the new page, after its heading.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("header") === null)).toBe(true);
    await page.close();
  });

  it("resetting the dog filters leaves focus on the result heading, and the count is announced", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server[locale]}${pathFor("dogs", locale)}?type=hospice`);
    await page.waitForSelector("html[data-hydrated]");
    const reset = page.getByRole("link", { name: messages[locale].dogs.reset });
    await reset.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe("H1");
    const live = page.locator("[data-dog-count-announcement]");
    await expect.poll(() => live.textContent(), { timeout: 10_000 }).toMatch(/\d/);
    expect(await live.getAttribute("role")).toBe("status");
    await page.close();
  });
});
