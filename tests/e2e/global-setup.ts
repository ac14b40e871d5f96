import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadXssCorpus } from "../support/xss-corpus.ts";
import { startTestServer } from "../support/server.ts";
import { checkHtmlFiles } from "../support/vnu.ts";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; de: string; es: string };
  }
}

export const XSS_SLUGS = { de: "xss-test", es: "prueba-xss" };

/** A post whose body holds every XSS payload, imported like any content file. */
function xssContentFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "xss-content-"));
  mkdirSync(path.join(folder, "blog"));
  const body = loadXssCorpus().join("\n\n");
  writeFileSync(
    path.join(folder, "blog", "01-xss.md"),
    `---\nslug_de: ${XSS_SLUGS.de}\nslug_es: ${XSS_SLUGS.es}\ntitle_de: XSS\ntitle_es: XSS\npublished_date: 2020-01-01\ngallery_images: []\n---\n<!-- lang: de -->\n${body}\n<!-- lang: es -->\n${body}\n`,
  );
  return folder;
}

export default async function setup(project: TestProject) {
  // Every page the tests open is written here (tests/support/page-guard.ts) and checked at the end.
  const htmlDir = mkdtempSync(path.join(tmpdir(), "site-html-"));
  process.env.E2E_HTML_DIR = htmlDir;
  const xss = xssContentFolder();
  const server = await startTestServer({}, (dataDir) => {
    // The demo content and the XSS post are imported with the association's own tool.
    for (const folder of ["content", xss]) {
      execFileSync(process.execPath, ["scripts/content.ts", "import", folder], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: "pipe",
      });
    }
  });
  rmSync(xss, { recursive: true, force: true });
  project.provide("server", { port: server.port, de: server.de, es: server.es });
  return async () => {
    await server.stop();
    await checkCollectedHtml(htmlDir);
  };
}

/**
 * The Nu Html Checker over every page and form state the suite saw, in one
 * run: any HTML error fails the suite.
 */
async function checkCollectedHtml(dir: string) {
  const files = readdirSync(dir).map((name) => path.join(dir, name));
  const started = performance.now();
  const errors = await checkHtmlFiles(files);
  console.log(`Nu Html Checker: ${files.length} pages and form states in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (errors.length === 0) {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const byMessage = new Map<string, string[]>();
  for (const e of errors) byMessage.set(e.message, [...(byMessage.get(e.message) ?? []), `${e.file}:${e.line ?? "?"} ${e.extract ?? ""}`]);
  const report = [...byMessage].map(([message, where]) => `- ${message}\n    ${where.slice(0, 3).join("\n    ")}${where.length > 3 ? `\n    (${where.length} places)` : ""}`);
  throw new Error(`The Nu Html Checker found ${errors.length} HTML errors in ${files.length} pages (kept in ${dir}):\n${report.join("\n")}`);
}
