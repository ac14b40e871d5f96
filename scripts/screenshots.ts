// Phone (390 px) and desktop (1280 px) screenshots of pages of the production
// build in both languages, into test-results/screenshots/.
// Usage: npm run screenshots -- [routeKey|path ...]
import { mkdirSync } from "node:fs";
import { startTestServer } from "../tests/support/server.ts";
import { launchBrowser } from "../tests/support/browser.ts";
import { pages, pathFor, type RouteKey } from "../app/platform/i18n/routes.ts";

const args = process.argv.slice(2);
const targets = args.length ? args : ["home", "imprint", "privacy", "/gibt-es-nicht"];
const server = await startTestServer();
const browser = await launchBrowser();
mkdirSync("test-results/screenshots", { recursive: true });
try {
  for (const target of targets) {
    for (const locale of ["de", "es"] as const) {
      const path = target in pages ? pathFor(target as RouteKey, locale) : target;
      for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]] as const) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        // The cookie banner would cover the page: store a choice first.
        await context.addInitScript(() =>
          localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 })),
        );
        const page = await context.newPage();
        await page.goto(server[locale] + path, { waitUntil: "networkidle" });
        const file = `test-results/screenshots/${target.replace(/\W+/g, "_")}-${locale}-${name}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
