import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { guardContext } from "./page-guard.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium, headless, with the flags this closed network needs
 * (Playwright gives each launch a fresh profile).
 *
 * Where JavaScript is on, every `page.goto` and `page.reload` also waits until
 * the page's scripts have taken over: the islands (`<html data-islands>`,
 * app/islands/entry.ts) and, on a page that hydrates, React (`<html data-hydrated>`,
 * app/root.tsx). The server HTML works on its own, so a test that acts earlier
 * would test the page without JavaScript by chance, depending on the machine's load.
 *
 * Every page is also held to what `page-guard.ts` checks: no console error,
 * no CSP violation, and valid HTML. `args` adds Chromium flags (the stack's
 * tests trust Caddy's CA with one).
 */
export async function launchBrowser(launchOptions: { args?: string[] } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...(launchOptions.args ?? []),
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await guardContext(context);
    if (options?.javaScriptEnabled !== false) waitForHydrationOnNavigation(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await guardContext(page.context());
    if (options?.javaScriptEnabled !== false) waitForHydration(page);
    return page;
  };
  return browser;
}

function waitForHydrationOnNavigation(context: BrowserContext) {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    waitForHydration(page);
    return page;
  };
}

/**
 * Pages of the site resolve `goto`/`reload` only once their scripts run: the islands script
 * (`script[data-islands]`) and the app's (any other module script), each if the page has it.
 */
function waitForHydration(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      () => {
        const root = document.documentElement;
        const islands = !document.querySelector("script[data-islands]") || root.hasAttribute("data-islands");
        const app = !document.querySelector('script[type="module"]:not([data-islands])') || root.hasAttribute("data-hydrated");
        return islands && app;
      },
      null,
      { timeout: 20_000 },
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated();
    return response;
  };
}
