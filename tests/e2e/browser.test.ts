import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { hasParams, mainNavigation, pathFor, routeKeys } from "#app/platform/i18n/routes.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { contactCopy } from "#app/pages/contact/copy.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { axeViolations, firstInputJavaScript, firstLoadJavaScript, recordRequests, thirdPartyRequests } from "../support/page-checks.ts";
import { budgetedPages, pageKinds } from "../support/js-budgets.ts";
import { adoptionOnly } from "../support/demo-dogs.ts";

const server = inject("server");
const ownHosts = [new URL(server.de).host, new URL(server.es).host];
const staticKeys = routeKeys.filter((k) => !hasParams(k));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

describe.each(locales)("in Chromium on the %s site", (locale: Locale) => {
  const base = server[locale];
  const m = messages[locale];

  // Every page of the site in one test: allowed more than the default minute on a busy machine.
  it("has no WCAG 2.2 AA violation on any page (desktop) or on home, imprint and not-found (phone)", { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const found: Record<string, unknown> = {};
    for (const key of staticKeys) {
      await page.goto(base + pathFor(key, locale));
      const v = await axeViolations(page);
      if (v.length) found[`desktop ${key}`] = v;
    }
    await page.setViewportSize(phone);
    for (const path of ["/", pathFor("imprint", locale), pathFor("privacy", locale), "/gibt-es-nicht"]) {
      await page.goto(base + path);
      const v = await axeViolations(page);
      if (v.length) found[`phone ${path}`] = v;
    }
    await context.close();
    expect(found).toEqual({});
  });

  it("loads the scripts of its page's kind, within their budget (no framework before the first input but on the applicant's pages: islands 15 KB; then 130 KB content, 140 KB form pages)", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const sizes: Record<string, number> = {};
    const over: string[] = [];
    const wrongScripts: string[] = [];
    const names = (files: string[]) => files.map((file) => new URL(file).pathname.split("/").pop()!);
    for (const { key, path, budget, firstInputBudget } of budgetedPages(locale, { dogDetail: { slug: adoptionOnly().slug } })) {
      const { gzipBytes, files } = await firstLoadJavaScript(page, base + path);
      sizes[path] = gzipBytes;
      if (gzipBytes > budget) over.push(`${path}: ${(gzipBytes / 1024).toFixed(1)} KB of ${budget / 1024} KB`);
      const loaded = names(files);
      const framework = loaded.filter((name) => !name.startsWith("islands-"));
      const islands = loaded.length - framework.length;
      // Every public page runs the islands once; only a page that hydrates at load loads anything else.
      const atLoad = key !== "notFound" && pageKinds[key] !== "islands" && firstInputBudget === null;
      if (islands !== 1 || (atLoad ? framework.length === 0 : framework.length > 0)) wrongScripts.push(`${path}: ${loaded.join(" ")}`);
      if (firstInputBudget === null) continue;
      // A page that hydrates on first input loads its app then, within its kind's budget (decision 044).
      const app = await firstInputJavaScript(page);
      if (app.gzipBytes > firstInputBudget) over.push(`${path} at first input: ${(app.gzipBytes / 1024).toFixed(1)} KB of ${firstInputBudget / 1024} KB`);
      if (app.files.length === 0 || names(app.files).some((name) => name.startsWith("islands-"))) wrongScripts.push(`${path} at first input: ${names(app.files).join(" ")}`);
    }
    await context.close();
    expect(over).toEqual([]);
    expect(wrongScripts).toEqual([]);
    expect(Math.min(...Object.values(sizes))).toBeGreaterThan(1_000); // scripts were measured
  });

  it("sends no request to a third party, before or after the cookie banner", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const urls = recordRequests(context);
    const page = await context.newPage();
    for (const key of ["home", "contact", "imprint", "privacy", "donations"] as const) {
      await page.goto(base + pathFor(key, locale), { waitUntil: "networkidle" });
    }
    await page.getByTestId("cookie-banner").waitFor({ timeout: 6000 });
    await page.getByRole("button", { name: m.cookie.accept, exact: true }).click();
    await page.waitForLoadState("networkidle");
    await context.close();
    expect(thirdPartyRequests(urls, ownHosts)).toEqual([]);
  });

  it("lets a keyboard user skip to the content and reach the navigation", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(base + "/");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(m.layout.skipToContent);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    // Tab from the top reaches every main navigation item in order.
    await page.goto(base + "/");
    const reached: string[] = [];
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      reached.push((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")) as string);
    }
    const labels = mainNavigation.map((k) => m.nav[k]);
    const positions = labels.map((l) => reached.indexOf(l));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Enter on a navigation item navigates and marks it as the current page.
    await page.getByRole("navigation", { name: m.layout.mainNavigation }).getByRole("link", { name: m.nav.contact }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(base + pathFor("contact", locale));
    const current = page.getByRole("navigation", { name: m.layout.mainNavigation }).locator('[aria-current="page"]');
    await expect.poll(() => current.first().textContent()).toBe(m.nav.contact);
    await context.close();
  });

  it("opens the phone menu with the keyboard and closes it when an item is chosen", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(base + "/");
    const summary = page.locator("header summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("header details");
    await expect.poll(() => menu.getAttribute("open")).not.toBeNull();
    const link = menu.getByRole("link", { name: m.nav.adoption });
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(base + pathFor("adoption", locale));
    await expect.poll(() => menu.getAttribute("open")).toBeNull();
    await context.close();
  });

  it("works without JavaScript: the phone menu opens and its links navigate", async () => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(base + "/");
    await page.locator("header summary").click();
    await page.locator("header details").getByRole("link", { name: m.nav.donations }).click();
    await page.waitForURL(base + pathFor("donations", locale));
    expect(await page.locator("h1").textContent()).toBe(m.pages.donations.title);
    await context.close();
  });

  it("scrolls to the top on every route change", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(base + "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator("footer").getByRole("link", { name: m.layout.imprint }).click();
    await page.waitForURL(base + pathFor("imprint", locale));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("keeps the element with keyboard focus clear of the sticky header, also going back with Shift+Tab", async () => {
    const context = await browser.newContext({ viewport: phone, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(base + pathFor("donations", locale), { waitUntil: "networkidle" });
    await page.locator("footer a").last().focus();
    const obscured: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Shift+Tab");
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const header = document.querySelector("header")!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { inMain: !!el.closest("main"), label: (el.textContent ?? "").trim().slice(0, 40), top: box.top, headerBottom: header.bottom };
      });
      if (stop.inMain && stop.top < stop.headerBottom) obscured.push(`${stop.label} (${Math.round(stop.top)} < ${Math.round(stop.headerBottom)})`);
    }
    expect(obscured).toEqual([]);
    await context.close();
  });

  it("paints from the server HTML first, then hydrates without an error", async () => {
    // No module preloads in the head (the page must not wait for JavaScript),
    // the hero picture preloaded instead, the app's start-up script at the end of the body, held
    // until the first input (decision 044), and the whole stylesheet holding no paint.
    const { body: html } = await rawRequest(server.port, pathFor("contact", locale), { host: new URL(base).host });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).toMatch(/<link rel="preload" href="\/images\/pages\/contact-hero\.svg" as="image" fetchPriority="high"\/>/);
    const body = html.slice(html.indexOf("</head>"));
    expect(body).toMatch(/<script[^>]*type="text\/x-app-on-first-input" data-app-held=""[^>]*>[^<]*import/);
    expect(body).not.toMatch(/<script[^>]*type="module"/);
    expect(body).toMatch(/<link rel="stylesheet" href="[^"]+\.css" media="not all" data-app-sheet=""\/>/);

    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(base + pathFor("contact", locale), { waitUntil: "networkidle" });
    // Hydrated: a link navigates in place (the window survives) instead of loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator("main").getByRole("link", { name: contactCopy[locale].faqLink }).first().click();
    await page.waitForURL((url) => url.pathname === pathFor("faq", locale));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("switches language to the same page on the other site", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(base + pathFor("fosterHome", locale));
    await page.getByRole("link", { name: m.layout.languageSwitchLabel }).click();
    const other = locale === "de" ? "es" : "de";
    await page.waitForURL(server[other] + pathFor("fosterHome", other));
    expect(await page.locator("html").getAttribute("lang")).toBe(other);
    await context.close();
  });

  it("shows the cookie banner after 3 s, stores the choice, and reopens from the footer", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { granted: number }).granted = 0;
      window.addEventListener("consent-granted", () => (window as unknown as { granted: number }).granted++);
    });
    const start = Date.now();
    await page.goto(base + "/");
    // In the page from the start (the consent island shows it): hidden until then.
    const banner = page.getByTestId("cookie-banner");
    expect(await banner.count()).toBe(1);
    expect(await banner.isVisible()).toBe(false);
    await banner.waitFor({ timeout: 8000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(2900);
    // Reject and accept are side by side and look alike.
    const reject = page.getByRole("button", { name: m.cookie.reject, exact: true });
    const accept = page.getByRole("button", { name: m.cookie.accept, exact: true });
    const [rBox, aBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.abs(rBox!.height - aBox!.height)).toBeLessThan(2);
    expect(await reject.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      await accept.evaluate((e) => getComputedStyle(e).backgroundColor),
    );
    await reject.click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent")))!);
    expect(stored.analytics).toBe(false);
    expect(stored.expiry - stored.timestamp).toBe(365 * 86_400_000);
    expect(await page.evaluate(() => (window as unknown as { granted: number }).granted)).toBe(0);

    await page.reload();
    await page.waitForTimeout(3500);
    expect(await banner.isVisible()).toBe(false);

    // Withdrawing or changing the choice is one footer link away.
    await page.locator("footer").getByRole("link", { name: m.layout.cookieSettings }).click();
    await banner.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cookie-banner-title");
    await accept.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { granted: number }).granted)).toBe(1);
    await page.reload();
    // Stored consent fires the event on load, and the banner stays hidden.
    await expect.poll(() => page.evaluate(() => (window as unknown as { granted: number }).granted)).toBe(1);
    await page.waitForTimeout(3500);
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });

  it("the privacy notice's own button reopens the cookie choice, and its links lead to their page", async () => {
    const context = await browser.newContext({ viewport: desktop });
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http")) {
        localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 }));
      }
    });
    const page = await context.newPage();
    await page.goto(base + pathFor("privacy", locale), { waitUntil: "networkidle" });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.locator("#main [data-cookie-settings]").click();
    await page.getByTestId("cookie-banner").waitFor();
    await page.getByRole("button", { name: m.cookie.reject, exact: true }).click();
    await expect.poll(() => page.getByTestId("cookie-banner").isVisible()).toBe(false);
    // The choice was taken in place: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    await page.goto(base + pathFor("imprint", locale), { waitUntil: "networkidle" });
    await page.locator(`#main a[href="${pathFor("privacy", locale)}"]`).first().click();
    await page.waitForURL(base + pathFor("privacy", locale));
    await context.close();
  });

  it("renders the not-found page with a way back to the start", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const res = await page.goto(base + "/gibt-es-nicht");
    expect(res?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe(m.notFound.heading);
    await page.getByRole("link", { name: m.notFound.back, exact: true }).click();
    await page.waitForURL(base + "/");
    await context.close();
  });

  it("has a notification region for toasts once the visitor acts, not before (a page that hydrates)", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(base + pathFor("contact", locale));
    await page.waitForTimeout(500);
    expect(await page.locator(`section[aria-label^="${m.layout.notificationsLabel}"]`).count()).toBe(0);
    await page.keyboard.press("Tab");
    await expect.poll(() => page.locator(`section[aria-label^="${m.layout.notificationsLabel}"]`).count()).toBe(1);
    await context.close();
  });
});
