// Lighthouse (mobile, default throttling) on pages of the production build,
// in both languages. Usage: npm run bench:lighthouse -- [path ...]
// Paths are German paths or route keys; each is measured on both hosts.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import { startTestServer } from "../tests/support/server.ts";
import { matchPath, pages, pathFor, type RouteKey } from "../app/i18n/routes.ts";

const args = process.argv.slice(2);
const keys = (args.length ? args : ["home", "imprint", "privacy"]) as string[];
const server = await startTestServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
mkdirSync("test-results/lighthouse", { recursive: true });
const rows: string[] = [];
let worst = 100;
try {
  for (const key of keys) {
    for (const locale of ["de", "es"] as const) {
      const path = key in pages ? pathFor(key as RouteKey, locale) : (matchPath(key).find((m) => m.locale !== locale) ? pathFor(matchPath(key)[0]!.key, locale, matchPath(key)[0]!.params) : key);
      const url = server[locale] + path;
      // A trace can fail to record (NO_NAVSTART and the like): measure again, up to three times.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
        if (result && !result.lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message}`);
      }
      if (!result) throw new Error(`no result for ${url}`);
      const c = result.lhr.categories;
      const scores = ["performance", "accessibility", "best-practices", "seo"].map((id) => Math.round((c[id]?.score ?? 0) * 100));
      worst = Math.min(worst, ...scores);
      const lcp = result.lhr.audits["largest-contentful-paint"]?.displayValue ?? "";
      const tbt = result.lhr.audits["total-blocking-time"]?.displayValue ?? "";
      rows.push(`${locale} ${path.padEnd(24)} perf ${scores[0]}  a11y ${scores[1]}  best ${scores[2]}  seo ${scores[3]}  LCP ${lcp}  TBT ${tbt}`);
      writeFileSync(`test-results/lighthouse/${locale}${path.replaceAll("/", "_") || "_home"}.json`, result.report as string);
      for (const [id, cat] of Object.entries(c)) {
        if ((cat.score ?? 0) < 1) {
          const failing = cat.auditRefs
            .map((r) => result.lhr.audits[r.id])
            .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
            .map((a) => `${a!.id} (${a!.score})`);
          rows.push(`    ${id}: ${failing.join(", ")}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(rows.join("\n"));
console.log(`lowest category score: ${worst}`);
process.exit(worst >= 95 ? 0 : 1);
