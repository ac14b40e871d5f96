import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { flyerCopy } from "#app/pages/dogs/flyer/copy.ts";
import { organisationDefaults as organisation } from "#app/features/organisation/rules/defaults.ts";
import { dogDescriptionText, dogName, dogSlug } from "#app/features/dogs/rules/index.ts";
import { stripHtml } from "#app/platform/html/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { axeViolations } from "../support/page-checks.ts";
import { listedDemoDogs } from "../support/demo-dogs.ts";
import { readQrCode } from "../support/qr.ts";

const server = inject("server");
const hostOf = (locale: Locale) => new URL(server[locale]).host;
const A4_POINTS = { width: 595.28, height: 841.89 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync("test-results", { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The dog with the longest description in this language: the flyer that could most easily spill onto a second page. */
function longestDescribed(locale: Locale) {
  const dog = [...listedDemoDogs].sort(
    (a, b) => stripHtml(dogDescriptionText(b, locale)?.text).length - stripHtml(dogDescriptionText(a, locale)?.text).length,
  )[0]!;
  return { dog, name: dogName(dog)!, slug: dogSlug(dog) };
}

/** The pages of a PDF and their sizes in points, read from its page objects. */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString("latin1");
  const pages = [...text.matchAll(/\/Type\s*\/Page(?![s\w])[\s\S]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  return pages.map((m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }));
}

describe.each(locales)("the printable flyer on the %s site", (locale) => {
  const copy = flyerCopy[locale];
  const { dog, name, slug } = longestDescribed(locale);
  const dogUrl = server[locale] + pathFor("dogDetail", locale, { slug });
  const flyerUrl = server[locale] + pathFor("dogFlyer", locale, { slug });

  it("is reached from the dog page, shows the dog and the association, and prints on exactly one A4 page", async () => {
    expect(stripHtml(dogDescriptionText(dog, locale)?.text).length).toBeGreaterThan(300);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(dogUrl);
    await page.getByRole("link", { name: copy.print, exact: true }).click();
    await page.waitForURL(flyerUrl);
    const sheet = page.locator("[data-flyer]");
    expect(await sheet.locator("h1").textContent()).toBe(name);
    const org = organisation[locale];
    for (const text of [org.legalName, org.phone, org.email, dogUrl]) expect(await sheet.getByText(text).count(), text).toBeGreaterThan(0);
    expect(await sheet.getByRole("img", { name: fill(copy.qrAlt, { name, url: dogUrl }) }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/flyer-${locale}-1280.png`, fullPage: true });

    const pdf = await page.pdf({ format: "A4" });
    writeFileSync(`test-results/flyer-${locale}.pdf`, pdf);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    // A4 is 210 × 297 mm; Chromium rounds the sheet to whole CSS pixels (at most a point off).
    expect(Math.abs(pages[0]!.width - A4_POINTS.width)).toBeLessThan(1);
    expect(Math.abs(pages[0]!.height - A4_POINTS.height)).toBeLessThan(1);

    // As printed: the sheet alone (no header, footer or toolbar), and the QR code leads to the dog's page.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.locator("footer").last().isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: fill(copy.back, { name }) }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 794, height: 1123 });
    const printed = await page.screenshot({ fullPage: true });
    writeFileSync(`test-results/flyer-${locale}-print.png`, printed);
    expect(await readQrCode(printed)).toBe(dogUrl);
    await context.close();
  });

  it("works on a phone, and its QR code decodes on screen too", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(flyerUrl);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/flyer-${locale}-390.png`, fullPage: true });
    const qr = await page.locator("[data-flyer] footer img").screenshot();
    expect(await readQrCode(qr)).toBe(dogUrl);
    await context.close();
  });

  it("is noindex, 404 for an unknown dog, and moves an outdated name to the current address", async () => {
    const res = await rawRequest(server.port, pathFor("dogFlyer", locale, { slug }), { host: hostOf(locale) });
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expect(head.robots).toBe("noindex, nofollow");
    expect(head.title).toContain(name);
    const sitemap = await rawRequest(server.port, "/sitemap.xml", { host: hostOf(locale) });
    expect(sitemap.body).not.toContain(pathFor("dogFlyer", locale, { slug }));

    const unknown = await rawRequest(server.port, pathFor("dogFlyer", locale, { slug: "bello-00000000" }), { host: hostOf(locale) });
    expect(unknown.status).toBe(404);
    expect(readHead(unknown.body).robots).toBe("noindex, nofollow");
    const renamed = await rawRequest(server.port, pathFor("dogFlyer", locale, { slug: slug.replace(/^[^-]+/, "alter-name") }), { host: hostOf(locale) });
    expect(renamed.status).toBe(301);
    expect(renamed.headers.location).toBe(server[locale] + pathFor("dogFlyer", locale, { slug }));
  });
});
