import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadXssCorpus } from "../support/xss-corpus.ts";
import { startTestServer } from "../support/server.ts";

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
  };
}
