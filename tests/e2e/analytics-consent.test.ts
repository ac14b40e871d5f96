import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A configured analytics provider, played by a second server on another
// origin: its script may load only after the visitor consents.
let analytics: http.Server;
let analyticsHits: string[] = [];
let site: TestServer;
let browser: Browser;
let scriptUrl = "";

beforeAll(async () => {
  analytics = http.createServer((req, res) => {
    analyticsHits.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "text/javascript" });
    res.end("window.analyticsLoaded = (window.analyticsLoaded || 0) + 1;");
  });
  await new Promise<void>((resolve) => analytics.listen(0, "127.0.0.1", resolve));
  scriptUrl = `http://127.0.0.1:${(analytics.address() as AddressInfo).port}/script.js`;
  site = await startTestServer({ ANALYTICS_SCRIPT_URL: scriptUrl });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  analytics?.closeAllConnections();
  await new Promise((resolve) => analytics?.close(resolve));
});

describe("a configured analytics provider", () => {
  it("is allowed by the CSP only for its own origin and loads only after consent", async () => {
    const m = messages.de;
    const context = await browser.newContext();
    const page = await context.newPage();
    const csp = (await page.goto(site.de + "/"))!.headers()["content-security-policy"]!;
    expect(csp).toContain(new URL(scriptUrl).origin);

    // Before any choice, and after rejecting, nothing is requested from the provider.
    await page.getByTestId("cookie-banner").waitFor({ timeout: 6000 });
    expect(analyticsHits).toEqual([]);
    await page.getByRole("button", { name: m.cookie.reject, exact: true }).click();
    await page.reload({ waitUntil: "networkidle" });
    expect(analyticsHits).toEqual([]);

    // After consenting, the script loads once and runs.
    await page.locator("footer").getByRole("link", { name: m.layout.cookieSettings }).click();
    await page.getByRole("button", { name: m.cookie.accept, exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { analyticsLoaded?: number }).analyticsLoaded)).toBe(1);
    expect(analyticsHits).toEqual(["/script.js"]);

    // On the next visit the stored consent loads it again, without the banner.
    analyticsHits = [];
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => analyticsHits).toEqual(["/script.js"]);
    await context.close();
  });
});
