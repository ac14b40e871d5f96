import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { expect } from "vitest";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { firstInput, gotoBeforeFirstInput } from "./browser.ts";

/** WCAG 2.2 AA (and the A levels below it) as axe-core tags. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Waits until the page stops moving: no smooth scroll under way (the position
 * unchanged for five frames) and every finite animation finished. A target
 * that a gentle scroll is still carrying past the sticky header looks covered
 * to axe's target-size rule; a person sees the page once it has come to rest.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 3000;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    let last = "";
    let still = 0;
    while (still < 5 && performance.now() < deadline) {
      await frame();
      const now = `${window.scrollX},${window.scrollY}`;
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const finite = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
  });
}

export async function axeViolations(page: Page) {
  await pageAtRest(page);
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
/** The build's file a script was served from, when it is one (the production server serves `build/client/assets`). */
function builtFile(url: string): string | undefined {
  const { pathname } = new URL(url);
  const file = join("build/client/assets", pathname.split("/").pop()!);
  return pathname.startsWith("/assets/") && existsSync(file) ? file : undefined;
}

/** The size of a script's precompressed brotli file in the build, or of the body compressed here when there is none (the dev server). */
function brotliSize(url: string, body: Buffer | null): number {
  const file = builtFile(url);
  if (file && existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (!body) return 0;
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * A script's bytes: the build's file it was served from, or the body the browser kept. The browser may drop a body
 * it has run (on a busy machine, before the test asks for it), so a served file is read from the build.
 */
function scriptBytes(url: string, body: Buffer | null): Buffer | null {
  const file = builtFile(url);
  return file ? readFileSync(file) : body;
}

/** The scripts a page loads, by size (gzip at level 9, and brotli as production sends them), and their addresses. */
export interface LoadedJavaScript {
  gzipBytes: number;
  brotliBytes: number;
  files: string[];
}

/** Records the scripts the page loads while `act` runs, until the network is quiet. */
async function scriptsLoadedBy(page: Page, act: () => Promise<unknown>): Promise<LoadedJavaScript> {
  const bodies: Promise<Buffer | null>[] = [];
  const files: string[] = [];
  const onResponse = (res: import("playwright-core").Response) => {
    if (res.request().resourceType() === "script" || /\.m?js(\?|$)/.test(res.url())) {
      files.push(res.url());
      bodies.push(res.body().catch(() => null));
    }
  };
  page.on("response", onResponse);
  await act();
  page.off("response", onResponse);
  const buffers = await Promise.all(bodies);
  const gzipBytes = files.reduce((sum, file, index) => {
    const bytes = scriptBytes(file, buffers[index] ?? null);
    return sum + (bytes ? gzipSync(bytes, { level: 9 }).length : 0);
  }, 0);
  // What production sends: the build's precompressed brotli file (scripts/precompress.mjs), read
  // from disk (compressing at brotli's best quality here would cost seconds per page).
  const brotliBytes = files.reduce((sum, file, index) => sum + brotliSize(file, buffers[index] ?? null), 0);
  return { gzipBytes, brotliBytes, files };
}

/** What a page loads before the visitor touches anything (a page that hydrates on first input: its islands only). */
export function firstLoadJavaScript(page: Page, url: string): Promise<LoadedJavaScript> {
  return scriptsLoadedBy(page, async () => {
    await gotoBeforeFirstInput(page, url, { waitUntil: "networkidle" });
    // A page that hydrates at once (its app not held for the first input) has loaded its app once React has taken over:
    // on a busy machine the network can fall quiet for a moment before the last module is asked for.
    await page.waitForFunction(
      () => !document.querySelector('script[type="module"]:not([data-islands])') || !!document.querySelector("script[data-app-held]") || document.documentElement.hasAttribute("data-hydrated"),
      null,
      { timeout: 20_000 },
    );
    await page.waitForLoadState("networkidle");
  });
}

/** What a page loaded by `firstLoadJavaScript` loads more at the first input (decision 044), until React has taken over. */
export function firstInputJavaScript(page: Page): Promise<LoadedJavaScript> {
  return scriptsLoadedBy(page, async () => {
    await firstInput(page);
    await page.waitForFunction(() => !document.querySelector("script[data-app-held]") || document.documentElement.hasAttribute("data-hydrated"));
    await page.waitForLoadState("networkidle");
  });
}

/** Fails with the page's name and axe's findings when WCAG 2.2 AA is broken. */
export async function checkAxe(page: Page, name: string): Promise<void> {
  expect([name, await axeViolations(page)]).toEqual([name, []]);
}
