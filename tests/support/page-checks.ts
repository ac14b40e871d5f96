import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";

/** WCAG 2.2 AA (and the A levels below it) as axe-core tags. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

/** Records every request a context makes, to prove none leaves for a third party. */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (req) => urls.push(req.url()));
  return urls;
}

export function thirdPartyRequests(urls: readonly string[], ownHosts: readonly string[]): string[] {
  return urls.filter((u) => {
    if (u.startsWith("data:") || u.startsWith("blob:")) return false;
    return !ownHosts.includes(new URL(u).host);
  });
}

/**
 * Loads a page and measures the JavaScript it loads on first load, gzipped
 * (every script response body compressed with gzip level 9, as served).
 */
export async function firstLoadJavaScript(page: Page, url: string): Promise<{ gzipBytes: number; files: string[] }> {
  const bodies: Promise<Buffer | null>[] = [];
  const files: string[] = [];
  const onResponse = (res: import("playwright-core").Response) => {
    if (res.request().resourceType() === "script" || /\.m?js(\?|$)/.test(res.url())) {
      files.push(res.url());
      bodies.push(res.body().catch(() => null));
    }
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const buffers = await Promise.all(bodies);
  const gzipBytes = buffers.reduce((sum, b) => sum + (b ? gzipSync(b, { level: 9 }).length : 0), 0);
  return { gzipBytes, files };
}
