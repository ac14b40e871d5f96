import { rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { outbox, submissions } from "#app/platform/db/schema.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type TestSmtp } from "../support/smtp.ts";
import { axeViolations } from "../support/page-checks.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { validFields } from "../support/form-fixtures.ts";
import { adoptionOnly, sponsorshipDog } from "../support/demo-dogs.ts";

let smtp: TestSmtp;
let server: TestServer;
let strict: TestServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const env = { SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "1", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000" };
  [server, strict, browser] = await Promise.all([
    startTestServer(env),
    startTestServer({ ...env, FORM_RATE_LIMIT: "3" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await strict?.stop();
  if (server) {
    await server.stop({ keepData: true });
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  await smtp?.close();
});
beforeEach(() => {
  smtp.rejecting = false;
});

const host = (s: TestServer, locale: Locale) => new URL(s[locale]).host;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function tokenPair(s: TestServer = server, locale: Locale = "de"): Promise<{ token: string; idempotencyKey: string }> {
  const res = await rawRequest(s.port, "/api/form-token", { host: host(s, locale) });
  return JSON.parse(res.body) as { token: string; idempotencyKey: string };
}

async function token(s: TestServer = server, locale: Locale = "de"): Promise<string> {
  return (await tokenPair(s, locale)).token;
}

async function postJson(s: TestServer, path: string, body: unknown, locale: Locale = "de", headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const res = await rawRequest(s.port, path, {
    method: "POST",
    host: host(s, locale),
    headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)), ...headers },
    body: text,
  });
  return { status: res.status, headers: res.headers, json: JSON.parse(res.body) as Record<string, unknown> };
}

async function mailsFor(needle: string, count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.filter((m) => m.text.includes(needle) || m.to.includes(needle) || m.subject.includes(needle));
    if (found.length >= count || Date.now() > deadline) return found;
    await sleep(100);
  }
}

describe("JSON endpoints (docs/product/forms.md#json-endpoints)", () => {
  it("POST /api/send-form-email stores, answers {ok, id} and the e-mails arrive", async () => {
    const { token: t, idempotencyKey } = await tokenPair();
    await sleep(1100);
    const data = validFields("adoption", "ApiOne");
    const res = await postJson(server, "/api/send-form-email", { formType: "adoption", locale: "de", data, token: t, idempotencyKey });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, id: expect.any(String) });
    const mails = await mailsFor("apione@example.org", 2);
    expect(mails.map((m) => m.messageId).sort()).toEqual(
      [`<${res.json.id}.confirmation@puente-canino.example>`, `<${res.json.id}.notification@puente-canino.example>`].sort(),
    );
    // The same request again (a retry) gives the same id and no new e-mail.
    const again = await postJson(server, "/api/send-form-email", { formType: "adoption", locale: "de", data, token: t, idempotencyKey });
    expect(again.json).toEqual({ ok: true, id: res.json.id });
    await sleep(1500);
    expect(await mailsFor("apione@example.org", 3, 100)).toHaveLength(2);
  });

  it("answers 400 with field errors in the visitor's language", async () => {
    const t = await token(server, "es");
    await sleep(1100);
    const res = await postJson(server, "/api/send-form-email", {
      formType: "contact", locale: "es", data: { ...validFields("contact", "x"), email: "no", message: "corto" }, token: t,
    }, "es");
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      email: [getMessages("es").validation.emailInvalid],
      message: [getMessages("es").validation.messageMin],
    });
  });

  it("refuses a missing or filled honeypot, a missing or forged token, bad form types and GET", async () => {
    const t = await token();
    await sleep(1100);
    const { website: _w, ...noHoneypot } = validFields("contact", "hp");
    const cases = [
      { formType: "contact", locale: "de", data: noHoneypot, token: t },
      { formType: "contact", locale: "de", data: { ...validFields("contact", "hp"), website: "x" }, token: t },
      { formType: "contact", locale: "de", data: validFields("contact", "hp") },
      { formType: "contact", locale: "de", data: validFields("contact", "hp"), token: "1.abc" },
      { formType: "newsletter", locale: "de", data: validFields("contact", "hp"), token: t },
    ];
    for (const body of cases) {
      const res = await postJson(server, "/api/send-form-email", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.error).toEqual(expect.any(String));
      expect(res.json.ok).toBeUndefined();
    }
    const get = await rawRequest(server.port, "/api/send-form-email", { host: host(server, "de") });
    expect(get.status).toBe(405);
  });

  it("answers 413 to an oversized body and 403 to a foreign origin", async () => {
    const big = await postJson(server, "/api/send-form-email", { formType: "contact", data: { message: "x".repeat(70_000) } });
    expect(big.status).toBe(413);
    const foreign = await postJson(server, "/api/send-form-email", { formType: "contact", data: {} }, "de", { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const page = await rawRequest(server.port, pathFor("contact", "de"), {
      method: "POST", host: host(server, "de"),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", "Content-Length": "14" },
      body: "intent=contact",
    });
    // React Router's own origin check answers page actions first (400); the API answers 403. Either way nothing is stored.
    expect([400, 403]).toContain(page.status);
  });

  it("answers 429 with Retry-After once an address has sent too many forms", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postJson>> | undefined;
    for (let i = 0; i < 5; i += 1) {
      last = await postJson(strict, "/api/send-form-email", { formType: "contact", locale: "es", data: {} }, "es");
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last!.json.error).toBe(getMessages("es").guard.rateLimited);
  });

  it("POST /api/submit-membership stores a membership application", async () => {
    const t = await token();
    await sleep(1100);
    const res = await postJson(server, "/api/submit-membership", { ...validFields("membership", "ApiMember"), locale: "de", token: t });
    expect(res.status).toBe(200);
    expect(res.json.ok).toBe(true);
    expect(await mailsFor("apimember@example.org", 2)).toHaveLength(2);
  });

  it("a donation post comes back with the PayPal.me link for the amount (no redirect a CSP would block)", async () => {
    const body = "intent=donation&purpose=Hospiz&method=paypal&amount=25&customAmount=40";
    const res = await rawRequest(server.port, pathFor("hospice", "de"), {
      method: "POST", host: host(server, "de"),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('href="https://www.paypal.me/puentecaninode/40EUR"');
  });
});

const dogPath = (locale: Locale, dog: ReturnType<typeof adoptionOnly>) => pathFor("dogDetail", locale, { slug: dog.slug });

async function fillAdoption(page: Page, tag: string) {
  const f = validFields("adoption", tag);
  for (const field of ["name", "email", "phone", "livingSituation", "experience", "message"]) await page.fill(`#anfrage-${field}`, f[field]!);
  await page.check("#anfrage-privacyAccepted");
}

describe.each(locales)("forms in the browser (%s)", (locale) => {
  const m = getMessages(locale);
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("adoption: field errors as the visitor types, success view, e-mail delivered, axe clean in every state", async () => {
    await page.goto(`${server[locale]}${dogPath(locale, adoptionOnly())}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: m.ui.sendAdoption }).click();
    await expect.poll(() => page.locator("#anfrage-name-error").textContent(), { timeout: 10_000 }).toBe(m.validation.nameMin);
    expect(await page.getAttribute("#anfrage-name", "aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await fillAdoption(page, `Browser${locale}`);
    await expect.poll(() => page.locator("#anfrage-name-error").count(), { timeout: 10_000 }).toBe(0);
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: m.ui.sendAdoption }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toContain(m.status.success.adoption);
    expect(await axeViolations(page)).toEqual([]);
    const mails = await mailsFor(`browser${locale}@example.org`, 2);
    expect(mails).toHaveLength(2);
    // The form starts empty again behind "new request".
    await page.getByRole("link", { name: m.ui.newRequest }).click();
    expect(await page.inputValue("#anfrage-name")).toBe("");
  });

  it("adoption: the postal address is asked, optional, and reaches the association with the request", async () => {
    await page.goto(`${server[locale]}${dogPath(locale, adoptionOnly())}`);
    const address = page.locator("[data-adoption-address]");
    expect(await address.locator("legend").textContent()).toBe(m.ui.adoptionAddress);
    for (const field of ["street", "postalCode", "city", "country"] as const) {
      expect(await page.locator(`label[for=anfrage-${field}]`).textContent()).toContain(m.labels.adoption[field]);
      expect(await page.getAttribute(`#anfrage-${field}`, "required")).toBeNull();
    }
    await fillAdoption(page, `Address${locale}`);
    const [street, postalCode, city, country] = locale === "de" ? ["Kaiserstraße 12", "76131", "Karlsruhe", "DE"] : ["Calle Mayor 3", "12580", "Benicarló", "ES"];
    await page.fill("#anfrage-street", street);
    await page.fill("#anfrage-postalCode", postalCode);
    await page.fill("#anfrage-city", city);
    await page.selectOption("#anfrage-country", country);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: m.ui.sendAdoption }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toContain(m.status.success.adoption);
    const mails = await mailsFor(`address${locale}@example.org`, 2);
    const notice = mails.find((mail) => mail.text.includes(street));
    expect(notice?.text).toContain(postalCode);
    expect(notice?.text).toContain(city);
  });

  it("a draft survives a reload and is cleared after success; the honeypot is never in it", async () => {
    await page.goto(`${server[locale]}${dogPath(locale, adoptionOnly())}`);
    await page.fill("#anfrage-name", "Draft Person");
    await page.fill("#anfrage-message", "Ein halb geschriebener Text, der bleiben soll");
    await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = "bot";
      el.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await page.waitForTimeout(500);
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("draft:")));
    expect(stored).toHaveLength(1);
    expect(stored[0]![1]).not.toContain("bot");
    await page.reload();
    await expect.poll(() => page.inputValue("#anfrage-name"), { timeout: 10_000 }).toBe("Draft Person");
    expect(await page.inputValue("#anfrage-message")).toBe("Ein halb geschriebener Text, der bleiben soll");
    await expect.poll(() => page.getByText(m.ui.draftRestored).count(), { timeout: 10_000 }).toBe(1);
    await fillAdoption(page, `Draft${locale}`);
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: m.ui.sendAdoption }).click();
    await expect.poll(() => page.getByRole("status").count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("draft:")))).toEqual([]);
  });

  it("a filled honeypot shows the toast and sends nothing", async () => {
    await page.goto(`${server[locale]}${pathFor("contact", locale)}`);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") requests.push(r.url());
    });
    const f = validFields("contact", "Honey");
    for (const field of ["name", "email", "message"]) await page.fill(`#kontaktformular-${field}`, f[field]!);
    await page.check("#kontaktformular-privacyAccepted");
    await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
    await page.getByRole("button", { name: m.ui.sendContact }).click();
    await expect.poll(() => page.getByText(m.status.honeypotBlocked).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(requests).toEqual([]);
  });

  it("failure view with retry when sending fails; the values are still there", async () => {
    await page.goto(`${server[locale]}${pathFor("fosterHome", locale)}`);
    const f = validFields("foster_home", `Fail${locale}`);
    for (const field of ["name", "email", "phone", "zipCode", "address", "livingSituation", "experience", "existingPets", "availability", "message"]) {
      await page.fill(`#pflegestelle-formular-${field}`, f[field]!);
    }
    await page.check("#pflegestelle-formular-privacyAccepted");
    await page.route("**/api/send-form-email", (route) => route.abort());
    allowConsoleErrors(page, /Failed to load resource: net::ERR_FAILED .*\/api\/send-form-email/);
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: m.ui.sendFoster }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: m.status.sendErrorTitle }).count(), { timeout: 10_000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute("**/api/send-form-email");
    await page.getByRole("button", { name: m.status.retry }).click();
    expect(await page.inputValue("#pflegestelle-formular-name")).toBe(f.name);
    await page.getByRole("button", { name: m.ui.sendFoster }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toContain(m.status.success.foster_home);
  });

  it("contact: field errors, failure view when the server cannot store it, then success after retry; axe clean in every state", async () => {
    await page.goto(`${server[locale]}${pathFor("contact", locale)}`);
    await page.getByRole("button", { name: m.ui.sendContact }).click();
    await expect.poll(() => page.locator("#kontaktformular-message-error").textContent(), { timeout: 10_000 }).toBe(m.validation.messageMin);
    expect(await axeViolations(page)).toEqual([]);
    const f = validFields("contact", `Retry${locale}`);
    for (const field of ["name", "email", "message"]) await page.fill(`#kontaktformular-${field}`, f[field]!);
    await page.check("#kontaktformular-privacyAccepted");
    // The server answers 503 (storage down): the failure view, with the input kept.
    allowConsoleErrors(page, /status of 503 .*\/api\/send-form-email/);
    await page.route("**/api/send-form-email", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: m.guard.unavailable }) }),
    );
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: m.ui.sendContact }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: m.status.sendErrorTitle }).count(), { timeout: 10_000 }).toBe(1);
    // The server's own explanation is shown (the input is still there), not a generic text.
    expect(await page.getByText(m.guard.unavailable).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute("**/api/send-form-email");
    await page.getByRole("button", { name: m.status.retry }).click();
    expect(await page.inputValue("#kontaktformular-message")).toBe(f.message);
    await page.getByRole("button", { name: m.ui.sendContact }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toContain(m.status.success.contact);
    expect(await axeViolations(page)).toEqual([]);
    expect(await mailsFor(f.email!, 2)).toHaveLength(2);
  });

  it("sponsorship: preset and custom amounts from 10 €, form reset after success", async () => {
    await page.goto(`${server[locale]}${dogPath(locale, sponsorshipDog())}`);
    const sponsorship = page.locator("#patenschaft");
    if (await page.locator("#dog-form-mode-sponsorship").count()) await page.locator("label", { has: page.locator("#dog-form-mode-sponsorship") }).click();
    await expect.poll(() => sponsorship.isVisible(), { timeout: 10_000 }).toBe(true);
    await sponsorship.locator('input[name="customAmount"]').fill("25");
    await sponsorship.locator('input[name="yourName"]').fill(`Pate ${locale}`);
    await sponsorship.locator('input[name="email"]').fill(`pate${locale}@example.org`);
    await sponsorship.locator('input[name="privacyAccepted"]').check();
    await page.waitForTimeout(1100);
    await sponsorship.getByRole("button", { name: m.ui.sendSponsorship }).click();
    await expect.poll(() => sponsorship.getByRole("status").count(), { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsFor(`pate${locale}@example.org`, 2);
    expect(smtp.messages.find((x) => x.to.includes("puente-canino") && x.text.includes(`pate${locale}@example.org`))!.text).toMatch(/25,00\s€/);
    expect(mail).toBeDefined();
    expect(await sponsorship.locator('input[name="yourName"]').inputValue()).toBe("");
  });

  it("membership wizard with the keyboard only: steps, Enter advances, Back, toasts, success resets to step 1", async () => {
    await page.goto(`${server[locale]}${pathFor("membership", locale)}#mitgliedsantrag`);
    // Step 1: Enter without a choice shows the toast and stays.
    await page.locator('input[name="membershipType"]').first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText(m.membership.chooseType).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator('input[name="salutation"]').first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator("fieldset[data-step]:not([data-step-inactive]) > legend").textContent()).toContain(m.ui.stepPersonal);
    // Step 2 by keyboard.
    await page.locator('input[name="salutation"]').first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ana");
    await page.keyboard.press("Tab");
    await page.keyboard.type("García");
    await page.keyboard.press("Tab");
    // An under-18 birthday is refused with its toast.
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    await page.fill("#mitgliedsantrag-birthday", young.toISOString().slice(0, 10));
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText(m.membership.mustBe18).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.fill("#mitgliedsantrag-birthday", "1980-04-02");
    await page.locator("#mitgliedsantrag-birthday").press("Enter");
    await expect.poll(() => page.locator("#mitgliedsantrag-street").isVisible(), { timeout: 10_000 }).toBe(true);
    // Back stops at step 1 and keeps the values.
    await page.getByRole("button", { name: m.ui.back }).click();
    await page.getByRole("button", { name: m.ui.back }).click();
    expect(await page.getByRole("button", { name: m.ui.back }).count()).toBe(0);
    await page.getByRole("button", { name: m.ui.next }).click();
    expect(await page.inputValue("#mitgliedsantrag-firstName")).toBe("Ana");
    await page.getByRole("button", { name: m.ui.next }).click();
    // Step 3: phone without + is refused.
    const f = validFields("membership", `Wizard${locale}`);
    await page.fill("#mitgliedsantrag-street", f.street!);
    await page.fill("#mitgliedsantrag-postalCode", f.postalCode!);
    await page.fill("#mitgliedsantrag-city", f.city!);
    await page.selectOption("#mitgliedsantrag-country", "ES");
    await page.fill("#mitgliedsantrag-email", f.email!);
    await page.fill("#mitgliedsantrag-phone", "0171 1234567");
    await page.locator("#mitgliedsantrag-phone").press("Enter");
    await expect.poll(() => page.locator("#mitgliedsantrag-phone-error").textContent(), { timeout: 10_000 }).toBe(m.membership.phoneFormat);
    await page.fill("#mitgliedsantrag-phone", "+34 612 345 678");
    await page.locator("#mitgliedsantrag-phone").press("Enter");
    await expect.poll(() => page.locator("#mitgliedsantrag-entryDate").isVisible(), { timeout: 10_000 }).toBe(true);
    // The step's error toast is dismissed once the step is right: axe looks at the page after it has faded out.
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 3000 }).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Step 4.
    await page.locator('input[name="paymentInterval"]').nth(1).focus();
    await page.keyboard.press("Space");
    // The fee, typed: at least the quarter's smallest (the table above the field names it).
    await page.locator("#mitgliedsantrag-feeAmount").focus();
    await page.keyboard.type("15");
    await page.locator("#mitgliedsantrag-privacyAccepted").focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: m.ui.sendMembership }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("status").filter({ hasText: m.ui.successMembershipTitle }).count(), { timeout: 10_000 }).toBe(1);
    expect(await mailsFor(f.email!, 2)).toHaveLength(2);
    await page.getByRole("link", { name: m.ui.newRequest }).click();
    await expect.poll(() => page.locator('input[name="membershipType"]').first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.inputValue("#mitgliedsantrag-firstName")).toBe("");
  });
});

describe.each(locales)("every form without JavaScript (%s)", (locale) => {
  const m = getMessages(locale);
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const submitAndExpect = async (button: string, status: string) => {
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: button }).click();
    await page.waitForLoadState("load");
    expect(await page.getByRole("status").textContent()).toContain(status);
  };

  it("contact: errors under the fields, then success", async () => {
    await page.goto(`${server[locale]}${pathFor("contact", locale)}`);
    await page.fill("#kontaktformular-name", "A");
    await page.getByRole("button", { name: m.ui.sendContact }).click();
    await page.waitForLoadState("load");
    expect(await page.locator("#kontaktformular-name-error").textContent()).toBe(m.validation.nameMin);
    expect(await page.inputValue("#kontaktformular-name")).toBe("A");
    const f = validFields("contact", `NoJs${locale}`);
    for (const field of ["name", "email", "message"]) await page.fill(`#kontaktformular-${field}`, f[field]!);
    await page.check("#kontaktformular-privacyAccepted");
    await submitAndExpect(m.ui.sendContact, m.status.success.contact);
  });

  it("adoption and foster", async () => {
    await page.goto(`${server[locale]}${dogPath(locale, adoptionOnly())}`);
    await fillAdoption(page, `NoJsAdopt${locale}`);
    await submitAndExpect(m.ui.sendAdoption, m.status.success.adoption);
    await page.goto(`${server[locale]}${pathFor("fosterHome", locale)}`);
    const f = validFields("foster_home", `NoJsFoster${locale}`);
    for (const field of ["name", "email", "phone", "zipCode", "address", "livingSituation", "experience", "existingPets", "availability", "message"]) {
      await page.fill(`#pflegestelle-formular-${field}`, f[field]!);
    }
    await page.check("#pflegestelle-formular-privacyAccepted");
    await submitAndExpect(m.ui.sendFoster, m.status.success.foster_home);
    expect(await mailsFor(`nojsfoster${locale}@example.org`, 2)).toHaveLength(2);
  });

  it("sponsorship with a custom amount", async () => {
    await page.goto(`${server[locale]}${dogPath(locale, sponsorshipDog())}`);
    const sponsorship = page.locator("#patenschaft");
    if (await page.locator("#dog-form-mode-sponsorship").count()) await page.locator("label", { has: page.locator("#dog-form-mode-sponsorship") }).click();
    await sponsorship.locator('input[data-custom="true"]').check();
    await sponsorship.locator('input[name="customAmount"]').fill("12");
    await sponsorship.locator('input[name="yourName"]').fill("Pate ohne JS");
    await sponsorship.locator('input[name="email"]').fill(`nojspate${locale}@example.org`);
    await sponsorship.locator('input[name="privacyAccepted"]').check();
    await page.waitForTimeout(1100);
    await sponsorship.getByRole("button", { name: m.ui.sendSponsorship }).click();
    await page.waitForLoadState("load");
    expect(await page.locator("#patenschaft").getByRole("status").textContent()).toContain(m.status.success.sponsorship);
  });

  it("membership: all steps as one form", async () => {
    await page.goto(`${server[locale]}${pathFor("membership", locale)}`);
    const f = validFields("membership", `NoJsMember${locale}`);
    await page.check('input[name="membershipType"][value="supporting"]');
    await page.check('input[name="salutation"][value="male"]');
    for (const field of ["firstName", "lastName", "birthday", "street", "postalCode", "city", "email", "phone"]) {
      await page.fill(`#mitgliedsantrag-${field}`, f[field]!);
    }
    await page.selectOption("#mitgliedsantrag-country", "DE");
    await page.check('input[name="paymentInterval"][value="annual"]');
    await page.fill("#mitgliedsantrag-feeAmount", "60");
    await page.check("#mitgliedsantrag-privacyAccepted");
    expect(await page.getByRole("button", { name: m.ui.next }).isVisible()).toBe(false);
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: m.ui.sendMembership }).click();
    await page.waitForLoadState("load");
    expect(await page.getByRole("status").textContent()).toContain(m.ui.successMembershipTitle);
  });
});

describe("no personal data outside the submissions table", () => {
  it("canary values appear in submissions only: not in the server log, not in the outbox", async () => {
    const canaries: string[] = [];
    for (const kind of ["adoption", "sponsorship", "contact", "foster_home", "membership"] as const) {
      const canary = `Canary${kind.replace("_", "")}Q7`;
      canaries.push(canary);
      const t = await token();
      await sleep(1100);
      const data = validFields(kind, canary);
      const res = kind === "membership"
        ? await postJson(server, "/api/submit-membership", { ...data, locale: "de", token: t })
        : await postJson(server, "/api/send-form-email", { formType: kind, locale: "de", data, token: t });
      expect(res.status, kind).toBe(200);
      // An invalid and a spam submission with the canary, too.
      await postJson(server, "/api/send-form-email", { formType: "contact", locale: "de", data: { ...validFields("contact", canary), email: canary }, token: t });
      await postJson(server, "/api/send-form-email", { formType: "contact", locale: "de", data: { ...validFields("contact", canary), website: canary }, token: t });
    }
    await sleep(2500);
    await server.stop({ keepData: true });
    const log = server.output();
    expect(log).toContain("submission_accepted");
    const db = await openDatabase({ dataDir: server.dataDir });
    const subs = JSON.stringify(await db.db.select().from(submissions));
    const queue = JSON.stringify(await db.db.select().from(outbox));
    await db.close();
    for (const canary of canaries) {
      expect(subs).toContain(canary);
      expect(log).not.toContain(canary);
      expect(log.toLowerCase()).not.toContain(canary.toLowerCase());
      expect(queue.toLowerCase()).not.toContain(canary.toLowerCase());
    }
  });
});
