/**
 * The new-dog alert pages in Chromium, in both languages (docs/product/dog-alerts.md):
 * the subscription form with the keyboard, with and without JavaScript, its
 * field messages, the confirmation and unsubscribe pages behind the e-mail's
 * links; axe-core on every state, the HTML checker through the page guard,
 * screenshots at phone and desktop width into test-results/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { alertToken } from "#app/features/dog-alerts/server/tokens.ts";
import { launchBrowser } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type TestSmtp } from "../support/smtp.ts";
import { axeViolations } from "../support/page-checks.ts";
import { rawRequest } from "../support/http.ts";
import { adoptionOnly } from "../support/demo-dogs.ts";
import { focusedLabel, focusProblem } from "../support/focus.ts";

const FORM_SECRET = "e2e-alert-secret-e2e-alert-secret";
let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([
    startTestServer({ SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "1", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000", FORM_SECRET }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function mailTo(address: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.find((m) => m.to === address);
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Presses Tab until the focused element matches, at most `max` times; each stop must be visible. */
async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
    expect(await focusProblem(page), await focusedLabel(page)).toBeNull();
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe.each(locales)("new-dog alerts in Chromium (%s)", (locale: Locale) => {
  const copy = dogAlertsCopy[locale];
  const v = getMessages(locale).validation;
  const anchor = copy.formId;
  const url = () => server[locale] + pathFor("dogAlerts", locale);

  it("from the dog list to the form and through it with the keyboard alone, with JavaScript: messages first, then the confirmation", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor("dogs", locale));
    await tabTo(page, `a[href="${pathFor("dogAlerts", locale)}"]`);
    await Promise.all([page.waitForURL(url()), page.keyboard.press("Enter")]);
    await expect.poll(() => page.locator("h1").textContent()).toBe(copy.head.subscribe.title);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/dog-alerts-${locale}-1280.png`, fullPage: true });

    // Sending the empty form: every message at once, focus on the first field with a problem.
    await tabTo(page, `#${anchor}-email`);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(`#${anchor}-email`).getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${anchor}-email`);
    for (const message of [v.emailInvalid, v.dogAlertTypes, v.dogAlertLocations, v.dogAlertConsent]) {
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    }
    // The group's message is read with the group.
    const described = await page.locator("fieldset").first().getAttribute("aria-describedby");
    expect(described).toContain(`${anchor}-typeAdoption-error`);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/dog-alerts-${locale}-390-errors.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Filling it in with the keyboard: the address, Space on two boxes, arrows in the frequency, Space on the consent.
    // An address of this attempt's own: a retry must not read the first attempt's (already used) link.
    const email = `keyboard-${locale}-${Date.now()}@example.org`;
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("typeAdoption");
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByText(v.dogAlertTypes, { exact: true }).count()).toBe(0);
    await tabTo(page, 'input[name="locationSpain"]');
    await page.keyboard.press("Space");
    await tabTo(page, 'input[name="frequency"]:checked');
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("daily");
    await tabTo(page, `#${anchor}-privacyAccepted`);
    await page.keyboard.press("Space");
    await tabTo(page, 'button[type="submit"]');
    await page.waitForTimeout(1100);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/dog-alerts"));
    await page.keyboard.press("Enter");
    const body = (await (await answer).json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    await expect.poll(() => page.getByText(copy.form.successTitle).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation: a fixed text with the link; its page asks for the click.
    const mail = await mailTo(email);
    expect(mail?.text).not.toContain(email);
    const link = mail!.text.match(/https?:\/\/\S+\/(?:bestaetigen|confirmar)\/[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    expect(await page.locator("h1").textContent()).toBe(copy.confirm.heading);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/dog-alerts-confirm-${locale}-390.png`, fullPage: true });
    await tabTo(page, 'button[type="submit"]');
    await Promise.all([page.waitForLoadState("load"), page.keyboard.press("Enter")]);
    await expect.poll(() => page.getByText(copy.confirm.doneTitle).count(), { timeout: 15_000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The link in every alert: the page with its button; only the button unsubscribes.
    const leave = server[locale] + pathFor("dogAlertsUnsubscribe", locale, { token: alertToken(FORM_SECRET, "unsubscribe", body.id) });
    await page.goto(leave);
    expect(await page.getByRole("button", { name: copy.unsubscribe.button }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/dog-alerts-unsubscribe-${locale}-390.png`, fullPage: true });
    await tabTo(page, 'button[type="submit"]');
    await Promise.all([page.waitForLoadState("load"), page.keyboard.press("Enter")]);
    await expect.poll(() => page.getByText(copy.unsubscribe.doneTitle).count(), { timeout: 15_000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    // A whole walk: six axe runs, four full-page screenshots and a hundred checked Tab stops.
  }, 120_000);

  it("a dog page links to the alerts, in the server HTML", async () => {
    const host = new URL(server[locale]).host;
    const dogPage = await rawRequest(server.port, pathFor("dogDetail", locale, { slug: adoptionOnly().slug }), { host });
    expect(dogPage.body).toMatch(new RegExp(`<a[^>]*href="${pathFor("dogAlerts", locale)}"[^>]*>${copy.teaser}</a>`));
    expect((await rawRequest(server.port, pathFor("dogAlerts", locale), { host })).status).toBe(200);
  });

  it("a click on a dog page's alerts link leads to the alerts form, without a console error or CSP violation", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor("dogDetail", locale, { slug: adoptionOnly().slug }));
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("link", { name: copy.teaser, exact: true }).click();
    await page.waitForURL(url());
    await expect.poll(() => page.locator(`#${anchor} form`).count()).toBe(1);
    await context.close();
  });

  it("without JavaScript: a plain post comes back with its messages in view and the values kept, then with the success", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url());
    await page.fill(`#${anchor}-email`, "not-an-address");
    await page.check('input[name="locationGermany"]');
    // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
    await page.getByRole("button", { name: copy.form.submit }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.locator(`#${anchor}-email[aria-invalid=true]`).count()).toBe(1);
    expect(await page.inputValue(`#${anchor}-email`)).toBe("not-an-address");
    expect(await page.isChecked('input[name="locationGermany"]')).toBe(true);
    expect(await page.getByText(v.dogAlertTypes, { exact: true }).count()).toBe(1);
    expect(await page.getByText(v.dogAlertLocations, { exact: true }).count()).toBe(0);

    const email = `nojs-${locale}@example.org`;
    await page.fill(`#${anchor}-email`, email);
    await page.check('input[name="typeSponsorship"]');
    await page.check('input[name="frequency"][value="weekly"]');
    await page.check(`#${anchor}-privacyAccepted`);
    // The answer carried a fresh form token; the site refuses a form sent within a second of its rendering.
    await page.waitForTimeout(1100);
    // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
    await page.getByRole("button", { name: copy.form.submit }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByText(copy.form.successTitle).count()).toBe(1);
    expect(await mailTo(email)).toBeTruthy();
    await context.close();
  });
});
