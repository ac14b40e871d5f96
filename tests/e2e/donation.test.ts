/**
 * Giving by PayPal, as a visitor does it: in Chromium, with and without
 * JavaScript, on every page with a donation box, in both languages. The
 * browser must arrive at the provider with the chosen amount; the provider
 * itself is stood in for by an intercepted route (no request leaves).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";
import { organisationDefaults as organisation } from "#app/features/organisation/rules/defaults.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { launchBrowser } from "../support/browser.ts";

const server = inject("server");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages: [RouteKey, string][] = [
  ["hospice", "hospice"],
  ["fincaChaos", "fincaChaos"],
  ["residenciaMonika", "residenciaMonika"],
];

/** A context whose every request to the provider is answered here, and which records CSP violations. */
async function providerContext(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; violations: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled });
  const violations: string[] = [];
  await context.route(/^https:\/\/www\.paypal\.me\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Provider</title><p>Provider</p>" }),
  );
  context.on("page", (page) => watchCsp(page, violations));
  return { context, violations };
}

function watchCsp(page: Page, violations: string[]) {
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

async function arriveAtProvider(page: Page, click: () => Promise<void>): Promise<string> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), click()]);
  await popup.waitForURL(/^https:\/\/www\.paypal\.me\//, { timeout: 10_000 });
  const url = popup.url();
  await popup.close();
  return url;
}

describe.each(locales)("donating by PayPal (%s)", (locale: Locale) => {
  const account = organisation[locale].bank.paypalMe;
  const m = getMessages(locale);

  it.each(pages)("with JavaScript, %s: the chosen and the typed amount reach the provider", async (key, purpose) => {
    const { context, violations } = await providerContext(true);
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor(key, locale));
    const box = page.locator(`#spenden-${purpose}`);
    await box.locator('input[name="amount"][value="50"]').check();
    const link = box.getByRole("link", { name: /PayPal/ });
    expect(await arriveAtProvider(page, () => link.click())).toBe(`${account}/50EUR`);

    await box.locator('input[name="customAmount"]').fill("12,50");
    await expect.poll(() => link.textContent()).toContain("12,5");
    expect(await arriveAtProvider(page, () => link.click())).toBe(`${account}/12.50EUR`);

    // Below the minimum: the message under the field, and no way to the provider.
    await box.locator('input[name="customAmount"]').fill("0,5");
    await expect.poll(() => box.textContent()).toContain(m.validation.donationAmountMin);
    expect(await box.locator("a[href*='paypal.me']").count()).toBe(0);
    expect(violations).toEqual([]);
    await context.close();
  });

  it.each(pages)("without JavaScript, %s: the post comes back with the link, which reaches the provider", async (key, purpose) => {
    const { context, violations } = await providerContext(false);
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor(key, locale));
    const box = page.locator(`#spenden-${purpose}`);
    await box.locator('input[name="amount"][value="100"]').check();
    await Promise.all([page.waitForLoadState("load"), box.locator('button[type="submit"]').click()]);
    await page.waitForURL((url) => url.hash === `#spenden-${purpose}`);
    const link = page.locator(`#spenden-${purpose} a[href*='paypal.me']`);
    expect(await link.getAttribute("href")).toBe(`${account}/100EUR`);
    expect(await arriveAtProvider(page, () => link.click())).toBe(`${account}/100EUR`);

    // A typed amount wins over the preset, as the page says.
    await page.goto(server[locale] + pathFor(key, locale));
    await page.locator(`#spenden-${purpose} input[name="customAmount"]`).fill("40");
    await Promise.all([page.waitForLoadState("load"), page.locator(`#spenden-${purpose} button[type="submit"]`).click()]);
    expect(await page.locator(`#spenden-${purpose} a[href*='paypal.me']`).getAttribute("href")).toBe(`${account}/40EUR`);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe("with the keyboard only", () => {
  it("arrow keys choose the amount, Tab reaches the PayPal link, Enter opens the provider", async () => {
    const { context, violations } = await providerContext(true);
    const page = await context.newPage();
    await page.goto(server.de + pathFor("hospice", "de"));
    await page.locator('#spenden-hospice input[name="amount"][value="25"]').focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.locator('#spenden-hospice input[name="amount"][value="50"]').isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("customAmount");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(`${organisation.de.bank.paypalMe}/50EUR`);
    expect(await arriveAtProvider(page, () => page.keyboard.press("Enter"))).toBe(`${organisation.de.bank.paypalMe}/50EUR`);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe("one choice looks chosen", () => {
  it("a typed amount takes the highlight from the preset", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(server.de + pathFor("hospice", "de"));
      const preset = page.locator('#spenden-hospice label:has(input[value="25"])');
      const chosenBorder = await preset.evaluate((el) => getComputedStyle(el).borderColor);
      await page.locator('#spenden-hospice input[name="customAmount"]').fill("30");
      const afterBorder = await preset.evaluate((el) => getComputedStyle(el).borderColor);
      const plainBorder = await page
        .locator('#spenden-hospice label:has(input[value="50"])')
        .evaluate((el) => getComputedStyle(el).borderColor);
      expect(afterBorder, `JavaScript ${javaScriptEnabled}`).not.toBe(chosenBorder);
      expect(afterBorder, `JavaScript ${javaScriptEnabled}`).toBe(plainBorder);
      await context.close();
    }
  });
});

describe.each(locales)("every form on the shelter pages has a submit button, with JavaScript and without (WCAG H32) (%s)", (locale: Locale) => {
  it.each(pages.flatMap(([key]) => [[key, true], [key, false]] as const))("%s, JavaScript %s, at 390 px", async (key, javaScriptEnabled) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor(key, locale));
    if (javaScriptEnabled) await page.locator(`#spenden-${key} a[href*='paypal.me']`).waitFor();
    const forms = await page.locator("form").evaluateAll((all) =>
      all.map((form) => ({
        action: form.getAttribute("action") ?? "",
        submits: form.querySelectorAll('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]').length,
      })),
    );
    expect(forms.filter((f) => f.submits === 0)).toEqual([]);
    // The donation box is there either way: a form without JavaScript, the provider's link with it.
    expect(await page.locator(`#spenden-${key} form`).count()).toBe(javaScriptEnabled ? 0 : 1);
    await context.close();
  });
});
