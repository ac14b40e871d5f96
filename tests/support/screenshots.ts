import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/**
 * Full-page screenshots of a page at phone and desktop width (390 and 1280 px) into
 * `test-results/<folder>/<name>-<width>.png`, leaving the page at the width it had.
 */
export function screenshotsInto(folder: string): (page: Page, name: string) => Promise<void> {
  const dir = path.resolve("test-results", folder);
  return async (page, name) => {
    mkdirSync(dir, { recursive: true });
    const before = page.viewportSize();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    }
    if (before) await page.setViewportSize(before);
  };
}
