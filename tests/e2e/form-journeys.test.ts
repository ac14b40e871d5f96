/**
 * Journeys through the forms that visitors stumbled on, walked as they were
 * found: without JavaScript (the answer to a post must be in view, "new
 * request" must bring the empty form back), the sponsorship amount (what the
 * visitor typed is what is sent, or a message says why not), and the
 * membership wizard's toasts (none left over, none over the header).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { adoptionOnly, sponsorshipDog } from "../support/demo-dogs.ts";
import { validFields } from "../support/form-fixtures.ts";

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ FORM_MIN_FILL_SECONDS: "1", FORM_RATE_LIMIT: "1000" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dogPath = (locale: Locale, dog: { slug: string }) => pathFor("dogDetail", locale, { slug: dog.slug });

/** Whether the element is (at least partly) inside the viewport. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

describe.each(locales)("forms without JavaScript (%s)", (locale) => {
  const m = getMessages(locale);
  const formPages: [string, string][] = [
    ["contact", pathFor("contact", locale)],
    ["adoption", pathFor("adoption", locale)],
    ["fosterHome", pathFor("fosterHome", locale)],
    ["membership", pathFor("membership", locale)],
    ["hospice", pathFor("hospice" satisfies RouteKey, locale)],
    ["fincaChaos", pathFor("fincaChaos", locale)],
    ["residenciaMonika", pathFor("residenciaMonika", locale)],
    ["adoption dog", dogPath(locale, adoptionOnly())],
    ["sponsorship dog", dogPath(locale, sponsorshipDog())],
  ];

  it.each(formPages)("%s: every form posts to an anchor that exists on the page", async (_name, path) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server[locale] + path);
    const forms = await page.$$eval("form[method=post]", (list) =>
      list.map((form) => {
        const hash = new URL((form as HTMLFormElement).action).hash.slice(1);
        return { hash, exists: hash !== "" && document.getElementById(decodeURIComponent(hash)) !== null };
      }),
    );
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.filter((f) => !f.exists)).toEqual([]);
    await context.close();
  });

  it.each([
    ["contact", pathFor("contact", locale), m.ui.sendContact],
    ["foster home", pathFor("fosterHome", locale), m.ui.sendFoster],
    ["contact on the adoption page", pathFor("adoption", locale), m.ui.sendContact],
  ])("%s: an empty post comes back with its messages in view", async (_name, path, button) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server[locale] + path);
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: button }).click()]);
    // The browser scrolls to the anchor once the answer has loaded, a moment after the fields exist (longer on a busy machine).
    await expect.poll(() => inView(page, "[aria-invalid=true]"), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it("after an adoption request, 'new request' brings the empty form back", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server[locale] + dogPath(locale, adoptionOnly()));
    const f = validFields("adoption", `Again${locale}`);
    for (const field of ["name", "email", "phone", "livingSituation", "experience", "message"]) {
      await page.fill(`#anfrage-${field}`, f[field]!);
    }
    await page.check("#anfrage-privacyAccepted");
    await page.waitForTimeout(1100);
    // Each click loads a new document (no JavaScript): on a busy machine the answer may take seconds.
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: m.ui.sendAdoption }).click()]);
    await expect.poll(() => page.getByText(m.status.success.adoption).count(), { timeout: 10_000 }).toBe(1);
    await Promise.all([page.waitForEvent("load"), page.getByRole("link", { name: m.ui.newRequest }).click()]);
    await expect.poll(() => page.getByText(m.status.success.adoption).count(), { timeout: 10_000 }).toBe(0);
    expect(await page.inputValue("#anfrage-name")).toBe("");
    expect(await inView(page, "#anfrage-name")).toBe(true);
    await context.close();
  });
});

describe.each(locales)("the sponsorship amount is the amount the visitor chose (%s)", (locale) => {
  const m = getMessages(locale);

  async function openSponsorship(page: Page) {
    await page.goto(server[locale] + dogPath(locale, sponsorshipDog()));
    if (await page.locator("#dog-form-mode-sponsorship").count()) {
      await page.locator("label", { has: page.locator("#dog-form-mode-sponsorship") }).click();
    }
    const form = page.locator("#patenschaft");
    await form.locator('input[name="yourName"]').fill(`Pate ${locale}`);
    await form.locator('input[name="email"]').fill(`amount${locale}@example.org`);
    await form.locator('input[name="privacyAccepted"]').check();
    return form;
  }

  it("with JavaScript: 30 € chosen, then 5 typed: a message under the field, nothing sent; 25 typed: 25 sent", async () => {
    const page = await browser.newPage();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/send-form-email")) sent.push(request.postData() ?? "");
    });
    const form = await openSponsorship(page);
    await form.locator('input[name="amount"][value="30"]').check();
    await form.locator('input[name="customAmount"]').fill("5");
    await page.waitForTimeout(1100);
    await form.getByRole("button", { name: m.ui.sendSponsorship }).click();
    await expect.poll(() => form.locator("#patenschaft-amount-error").textContent()).toContain(m.validation.sponsorshipAmountMin);
    expect(sent).toEqual([]);

    await form.locator('input[name="customAmount"]').fill("25");
    await form.getByRole("button", { name: m.ui.sendSponsorship }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect((JSON.parse(sent[0]!) as { data: { amount: string } }).data.amount).toBe("25");
    await page.close();
  });

  it("without JavaScript: 30 € chosen, then 5 typed: the page answers with the message, nothing is stored", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const form = await openSponsorship(page);
    await form.locator('input[name="amount"][value="30"]').check();
    await form.locator('input[name="customAmount"]').fill("5");
    await page.waitForTimeout(1100);
    await Promise.all([page.waitForLoadState("load"), form.getByRole("button", { name: m.ui.sendSponsorship }).click()]);
    expect(await page.locator("#patenschaft-amount-error").textContent()).toContain(m.validation.sponsorshipAmountMin);
    expect(await page.getByText(m.status.success.sponsorship).count()).toBe(0);
    await context.close();
  });

  it.each([true, false])("a typed amount takes the highlight from the preset (JavaScript %s)", async (javaScriptEnabled) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const form = await openSponsorship(page);
    const preset = form.locator('label:has(input[name="amount"][value="30"])');
    await form.locator('input[name="amount"][value="30"]').check();
    const chosen = await preset.evaluate((el) => getComputedStyle(el).borderColor);
    await form.locator('input[name="customAmount"]').fill("5");
    expect(await preset.evaluate((el) => getComputedStyle(el).borderColor)).not.toBe(chosen);
    await context.close();
  });
});

describe.each(locales)("membership toasts (%s)", (locale) => {
  const m = getMessages(locale);

  it("an error toast goes once its step is right, and no toast covers the header", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server[locale]}${pathFor("membership", locale)}#mitgliedsantrag`);
    await page.locator('input[name="membershipType"]').first().focus();
    await page.keyboard.press("Enter");
    const toast = page.locator("[data-sonner-toast]");
    await expect.poll(() => toast.count()).toBeGreaterThan(0);
    const headerBottom = await page.locator("header").first().evaluate((el) => el.getBoundingClientRect().bottom);
    // Where the toast comes to rest, once it has slid in.
    await expect
      .poll(() => toast.first().evaluate((el) => el.getBoundingClientRect().top), { timeout: 3000 })
      .toBeGreaterThanOrEqual(headerBottom);
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator('input[name="salutation"]').first().isVisible()).toBe(true);
    await expect.poll(() => toast.count(), { timeout: 2000 }).toBe(0);
    expect(m.membership.chooseType.length).toBeGreaterThan(0);
    await page.close();
  });
});
