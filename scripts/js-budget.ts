// Gzipped JavaScript loaded on first load of every page of the production
// build, both languages, measured in Chromium. Budget: 150 KB per page.
// Usage: npm run bench:js
import { startTestServer } from "../tests/support/server.ts";
import { launchBrowser } from "../tests/support/browser.ts";
import { firstLoadJavaScript } from "../tests/support/page-checks.ts";
import { hasParams, pathFor, routeKeys } from "../app/i18n/routes.ts";
import { adoptionOnly } from "../tests/support/demo-dogs.ts";

const BUDGET = 150 * 1024;
const server = await startTestServer();
const browser = await launchBrowser();
let worst = 0;
try {
  for (const locale of ["de", "es"] as const) {
    const paths = [
      ...routeKeys.filter((k) => !hasParams(k)).map((k) => pathFor(k, locale)),
      pathFor("dogDetail", locale, { slug: adoptionOnly().slug }),
      "/gibt-es-nicht",
    ];
    const page = await browser.newPage();
    for (const path of paths) {
      const { gzipBytes, files } = await firstLoadJavaScript(page, server[locale] + path);
      worst = Math.max(worst, gzipBytes);
      console.log(`${locale} ${path.padEnd(28)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip in ${files.length} files`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`largest first load: ${(worst / 1024).toFixed(1)} KB of ${BUDGET / 1024} KB`);
process.exit(worst <= BUDGET ? 0 : 1);
