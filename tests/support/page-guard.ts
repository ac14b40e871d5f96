import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, ConsoleMessage, Page, Response } from "playwright-core";

/**
 * What every page the end-to-end tests open is held to:
 *
 * - no console error, uncaught exception or Content-Security-Policy violation
 *   (`securitypolicyviolation` event). They are collected here and
 *   `tests/support/e2e-setup.ts` fails the test in which they happened;
 * - valid HTML: the server's HTML of every page opened, and the page as it
 *   stands after every change inside a form (error, sending, success states),
 *   are written to `E2E_HTML_DIR` (one file per distinct document), and the
 *   global teardown runs the Nu Html Checker once over all of them.
 */

export interface PageProblem {
  url: string;
  text: string;
}

const problems: PageProblem[] = [];
const allowed = new WeakMap<Page, RegExp[]>();
const unchecked = new WeakSet<Page>();

/** Problems recorded since the last call (the test setup calls it after every test). */
export function takePageProblems(): PageProblem[] {
  return problems.splice(0);
}

/** A test that provokes a console error on purpose (a failed request it asserts on) names it here. */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

/** A page whose HTML is broken on purpose (the XSS corpus) is left out of the HTML check. */
export function skipHtmlCheck(page: Page): void {
  unchecked.add(page);
}

const withoutFragment = (url: string) => url.split("#")[0]!;

function record(page: Page, text: string) {
  if ((allowed.get(page) ?? []).some((pattern) => pattern.test(text))) return;
  let url = "";
  try {
    url = page.url();
  } catch {
    // page already closed
  }
  problems.push({ url, text });
}

/** Reports every CSP violation as a console error, and after every change inside a form hands the document to the HTML check. */
function initScript() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`);
  });
  if (typeof MutationObserver === "undefined") return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const snapshot = () => {
    const hand = (window as unknown as { __e2eHtml?: (html: string) => Promise<void> }).__e2eHtml;
    if (!hand) return;
    // Style sheets that libraries inject (sonner's) are not the site's HTML; the site's own is #site-css.
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const style of copy.querySelectorAll("style:not(#site-css)")) style.remove();
    void hand(`<!DOCTYPE html>\n${copy.outerHTML}`).catch(() => undefined);
  };
  const elementOf = (node: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null));
  const insideForm = (node: Node | null) => !!elementOf(node)?.closest("form");
  const holdsForm = (node: Node) => node instanceof Element && (node.matches("form") || !!node.querySelector("form"));
  const observer = new MutationObserver((mutations) => {
    const inForm = mutations.some((m) => insideForm(m.target) || [...m.addedNodes, ...m.removedNodes].some(holdsForm));
    if (!inForm) return;
    clearTimeout(timer);
    timer = setTimeout(snapshot, 150);
  });
  // Forms change state only once a visitor acts on one: the observer starts then (pages nobody
  // fills in, the most of them, pay nothing).
  const start = (event: Event) => {
    if (!insideForm(event.target as Node) || !document.documentElement.hasAttribute("data-hydrated")) return;
    for (const type of ["input", "change", "submit", "click", "focusout"]) document.removeEventListener(type, start, true);
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  for (const type of ["input", "change", "submit", "click", "focusout"]) document.addEventListener(type, start, true);
}

const htmlDir = () => process.env.E2E_HTML_DIR;

/**
 * One file per distinct document: what changes from request to request
 * (nonces, form tokens, the router's inline data) does not count as a difference.
 */
export function saveHtml(html: string): void {
  const dir = htmlDir();
  if (!dir) return;
  const key = html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, "<script$1></script>")
    .replace(/\snonce="[^"]*"/g, "")
    .replace(/(name="(?:formToken|idempotencyKey)"[^>]*?\svalue=")[^"]*"/g, '$1"')
    .replace(/(\svalue=")[^"]*("[^>]*?name="(?:formToken|idempotencyKey)")/g, "$1$2");
  const file = path.join(dir, `${createHash("sha1").update(key).digest("hex").slice(0, 16)}.html`);
  if (!existsSync(file)) writeFileSync(file, html);
}

async function saveDocument(page: Page, response: Response) {
  if (unchecked.has(page)) return;
  const request = response.request();
  if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
  if (!response.headers()["content-type"]?.startsWith("text/html")) return;
  if (response.status() >= 300 && response.status() < 400) return;
  try {
    saveHtml(await response.text());
  } catch {
    // the body is gone (the page navigated on); the next document is checked instead
  }
}

const guarded = new WeakSet<Page>();

export function guardPage(page: Page): void {
  if (guarded.has(page)) return;
  guarded.add(page);
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    // The status of a page itself (a 404 page the test asks for) is the test's to check.
    if (message.text().startsWith("Failed to load resource") && documents.has(withoutFragment(where))) return;
    record(page, `${message.text()}${where ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (error) => record(page, `uncaught: ${error.message}`));
  const documents = new Set<string>();
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.add(withoutFragment(request.url()));
  });
  if (htmlDir()) page.on("response", (response) => void saveDocument(page, response));
}

const guardedContexts = new WeakSet<BrowserContext>();

/** Guards every page of a context (once: `browser.newPage` makes its context through the guarded `newContext`). */
export async function guardContext(context: BrowserContext): Promise<void> {
  if (guardedContexts.has(context)) return;
  guardedContexts.add(context);
  await context.addInitScript(initScript);
  if (htmlDir()) {
    await context.exposeBinding("__e2eHtml", (source, html: string) => {
      if (!unchecked.has(source.page)) saveHtml(html);
    });
  }
  for (const page of context.pages()) guardPage(page);
  context.on("page", guardPage);
}
