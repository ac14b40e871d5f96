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
 * A page that hydrates on first input (decision 044) gets that input first, a key
 * that does nothing by itself (Shift); `gotoBeforeFirstInput` loads a page without it.
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

/** The page's own `goto`, before `waitForHydration` wrapped it. */
const unwrappedGoto = new WeakMap<Page, Page["goto"]>();

/**
 * Loads a page and waits for its islands only: a page that hydrates on first input (decision 044)
 * is left as a visitor finds it before touching anything.
 */
export async function gotoBeforeFirstInput(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const goto = unwrappedGoto.get(page) ?? page.goto.bind(page);
  const response = await goto(url, options);
  await islandsReady(page);
  return response;
}

/** Waits until the islands script has run, on a page that has it. */
function islandsReady(page: Page) {
  return page.waitForFunction(() => !document.querySelector("script[data-islands]") || document.documentElement.hasAttribute("data-islands"), null, {
    timeout: 20_000,
  });
}

/** A first input to a page that hydrates on it: a key that does nothing by itself (Shift). */
export async function firstInput(page: Page): Promise<void> {
  if (await page.locator("script[data-app-held]").count()) await page.keyboard.press("Shift");
}

/**
 * Pages of the site resolve `goto`/`reload` only once their scripts run: the islands script
 * (`script[data-islands]`) and the app's (any other module script, or one held until the first
 * input, which `firstInput` gives), each if the page has it.
 */
function waitForHydration(page: Page) {
  const hydrated = async () => {
    await islandsReady(page);
    await firstInput(page);
    await page.waitForFunction(
      () => !document.querySelector('script[type="module"]:not([data-islands]), script[data-app-held]') || document.documentElement.hasAttribute("data-hydrated"),
      null,
      { timeout: 20_000 },
    );
  };
  const goto = page.goto.bind(page);
  // `browser.newPage` wraps a page its context has wrapped already: the page's own `goto` is the first one.
  if (!unwrappedGoto.has(page)) unwrappedGoto.set(page, goto);
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
