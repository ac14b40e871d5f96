import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { locales } from "#app/platform/i18n/locale.ts";
import { pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { rawRequest } from "../support/http.ts";

// Every public page inlines only the rules of the public stylesheet its HTML uses (decision 041); a
// page that hydrates links the whole sheet at the end of its body for what React renders later. The
// first paint must look exactly as it would with the whole stylesheet: every element's computed
// style is compared with the whole public stylesheet added to the page, at phone and desktop widths,
// in both languages. The back office's classes never reach a public page.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sheetOf = (html: string) => /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
/** The inline stylesheet of a page as the server sends it. */
const sheetAt = async (locale: "de" | "es", path: string) =>
  sheetOf((await rawRequest(server.port, path, { host: new URL(server[locale]).host })).body);

/** What decides how an element looks and where it stands (reading all 300-odd properties of every element takes minutes). */
const PROPERTIES = [
  "display", "position", "inset", "z-index", "float", "box-sizing", "width", "height", "min-width", "min-height", "max-width", "max-height",
  "margin", "padding", "border-width", "border-style", "border-color", "border-radius", "outline-style", "box-shadow",
  "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing", "text-align", "text-transform",
  "text-decoration-line", "white-space", "overflow-wrap", "hyphens", "color", "background-color", "background-image", "opacity",
  "visibility", "overflow", "flex-direction", "flex-wrap", "flex-grow", "flex-shrink", "flex-basis", "justify-content",
  "align-items", "align-self", "gap", "grid-template-columns", "order", "transform", "translate", "rotate", "scale",
  "list-style-type", "object-fit", "aspect-ratio", "clip-path", "content", "cursor", "pointer-events", "scroll-margin-top",
  "transition-property", "backdrop-filter", "filter", "vertical-align",
];

/** Every element's computed style (and its ::before and ::after), keyed by its place in the document. */
function computedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate((properties) => {
    const out: Record<string, string> = {};
    const elements = [document.documentElement, ...document.documentElement.querySelectorAll("*")];
    elements.forEach((element, index) => {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const values = properties.map((name) => `${name}:${style.getPropertyValue(name)}`);
        out[`${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${pseudo ?? ""}`] = values.join(";");
      }
    });
    return out;
  }, PROPERTIES);
}

const staticPages: RouteKey[] = ["home", "faq", "blog", "guides", "donations", "about", "imprint", "privacy", "happyEnds", "adoption", "hospice"];
/** Pages that hydrate: their first paint is the inline rules alone (the whole sheet is linked at the end of the body). */
const hydratingPages: RouteKey[] = ["dogs", "contact", "membership", "fosterHome"];

/** The whole public stylesheet, as a page that hydrates links it. */
async function wholeSheet(locale: "de" | "es"): Promise<string> {
  const html = (await rawRequest(server.port, pathFor("dogs", locale), { host: new URL(server[locale]).host })).body;
  const href = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"[^>]*\/>/.exec(html)?.[1];
  expect(href).toBeDefined();
  return (await rawRequest(server.port, href!, { host: new URL(server[locale]).host })).body;
}

describe.each(locales)("only the styles a page uses (%s)", (locale) => {
  it("a page's first paint looks as it would with the whole public stylesheet, on a phone and a desktop", { timeout: 180_000 }, async () => {
    const whole = await wholeSheet(locale);
    expect(whole.length).toBeGreaterThan(30_000);
    const differences: string[] = [];
    for (const width of [390, 1280]) {
      // Without JavaScript and without the linked sheet: what the page paints from its own HTML first.
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce", javaScriptEnabled: false });
      await context.route("**/assets/app-*.css", (route) => route.fulfill({ status: 200, contentType: "text/css", body: "" }));
      const page = await context.newPage();
      for (const key of [...staticPages, ...hydratingPages, "notFound" as const]) {
        const path = key === "notFound" ? "/gibt-es-nicht" : pathFor(key, locale);
        await page.goto(server[locale] + path);
        const inline = await page.locator("#site-css").textContent();
        expect(inline!.length, path).toBeLessThan(whole.length * 0.7);
        // The whole sheet goes into a style element that is there (empty) for both readings.
        await page.evaluate(() => document.head.append(Object.assign(document.createElement("style"), { id: "whole-sheet" })));
        const reduced = await computedStyles(page);
        await page.evaluate((css) => {
          document.getElementById("whole-sheet")!.textContent = css;
        }, whole);
        const full = await computedStyles(page);
        expect(Object.keys(full).length, path).toBe(Object.keys(reduced).length);
        for (const [element, style] of Object.entries(full)) {
          if (reduced[element] === style) continue;
          const before = new Map(reduced[element]!.split(";").map((pair) => [pair.slice(0, pair.indexOf(":")), pair]));
          const changed = style.split(";").filter((pair) => before.get(pair.slice(0, pair.indexOf(":"))) !== pair);
          differences.push(`${width}px ${path} ${element}: ${changed.slice(0, 3).join("; ")}`);
        }
      }
      await context.close();
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it("never carries the back office's styles on a public page", async () => {
    const admin = await sheetAt(locale, "/verwaltung/anmelden");
    const publicWhole = await wholeSheet(locale);
    // The back office's own stylesheet has rules the public one has not (classes used only in app/admin).
    const ruleSelectors = (css: string) => new Set([...css.matchAll(/(?:^|[{}])(\.[^{}@]+)\{/g)].map((m) => m[1]!));
    const publicRules = ruleSelectors(publicWhole);
    const adminOnly = [...ruleSelectors(admin)].filter((selector) => !publicRules.has(selector));
    expect(adminOnly.length).toBeGreaterThan(10);
    for (const path of [pathFor("home", locale), pathFor("faq", locale), pathFor("contact", locale), pathFor("dogs", locale)]) {
      const css = await sheetAt(locale, path);
      expect(css.length, path).toBeGreaterThan(1000);
      expect(adminOnly.filter((selector) => css.includes(`${selector}{`)), path).toEqual([]);
    }
  });
});
