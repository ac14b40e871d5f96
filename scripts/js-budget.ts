// Gzipped JavaScript loaded on first load of every public page of the
// production build, both languages, measured in Chromium, against each page's
// budget (tests/support/js-budgets.ts: the islands alone on pages that do not hydrate, 15 KB;
// 130 KB content and 140 KB form pages among those that hydrate). A page that hydrates on first
// input (decision 044) gets a second line: what its first input loads, against its kind's budget.
// Usage: npm run bench:js [-- --files]   (--files: every script of each page with its size)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startTestServer } from "../tests/support/server.ts";
import { launchBrowser } from "../tests/support/browser.ts";
import { firstInputJavaScript, firstLoadJavaScript, type LoadedJavaScript } from "../tests/support/page-checks.ts";
import { budgetedPages, pageKinds } from "../tests/support/js-budgets.ts";
import { adoptionOnly } from "../tests/support/demo-dogs.ts";

const listFiles = process.argv.includes("--files");
const server = await startTestServer();
const browser = await launchBrowser();
const over: string[] = [];
try {
  for (const locale of ["de", "es"] as const) {
    const pages = budgetedPages(locale, { dogDetail: { slug: adoptionOnly().slug } });
    const page = await browser.newPage();
    for (const { key, path, budget, firstInputBudget } of pages) {
      const kind = key === "notFound" ? "islands" : pageKinds[key];
      const report = (label: string, { gzipBytes, brotliBytes, files }: LoadedJavaScript, limit: number, shownKind: string) => {
        const verdict = gzipBytes <= limit ? "ok" : "OVER";
        if (verdict === "OVER") over.push(`${locale} ${label}`);
        console.log(
          `${locale} ${label.padEnd(40)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip ${(brotliBytes / 1024).toFixed(1).padStart(6)} KB br in ${String(files.length).padStart(2)} files  ${shownKind.padEnd(7)} budget ${limit / 1024} KB  ${verdict}`,
        );
        if (listFiles) {
          for (const file of files) {
            const body = readFileSync(join("build/client/assets", new URL(file).pathname.split("/").pop()!));
            console.log(`      ${(gzipSync(body, { level: 9 }).length / 1024).toFixed(1).padStart(6)} KB  ${file.split("/").pop()}`);
          }
        }
      };
      report(path, await firstLoadJavaScript(page, server[locale] + path), budget, firstInputBudget === null ? kind : "islands");
      if (firstInputBudget !== null) report(`${path} at first input`, await firstInputJavaScript(page), firstInputBudget, kind);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(over.length ? `over budget: ${over.join(", ")}` : "every page within its budget");
process.exit(over.length ? 1 : 0);
