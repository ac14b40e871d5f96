/**
 * The pre-check (docs/product/journey.md#pre-check) end to end in Chromium with a real SMTP peer,
 * once per language: a volunteer with the pre-check role signs in with a passkey and records the
 * areas they cover → a coordinator finds the volunteers for the family's postcode on the request's
 * page (the one covering it first) and assigns the visit → the volunteer's e-mail holds a link and
 * nothing of the family → the applicant's status page says a volunteer will call → the volunteer,
 * on a phone and without JavaScript, sees only their own visit (the family's name, address, phone
 * and the dog; nothing else of the request) and fills in the checklist with a photo → the
 * coordinator is told and reads the result → the status page says it is done, never the notes.
 * Another volunteer opening that visit, or its photo, gets 404.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { checkAxe } from "../support/page-checks.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { adminRequest, inviteByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { precheckStatusCopy } from "#app/features/journey/rules/precheck-copy.ts";
import { staffMailCopy } from "#app/features/journey/rules/mail.ts";

const shoot = screenshotsInto("precheck");

describe.each(["de", "es"] as const)("pre-check by a volunteer (%s)", (locale) => {
  const m = adminMessages[locale];
  const p = m.precheck;
  const coordinator = `koordination-${locale}@example.org`;
  const volunteer = `vera-${locale}@example.org`;
  const other = `otto-${locale}@example.org`;
  const applicant = { tag: `Prueft${locale}Family`, email: `family-${locale}@example.org` };
  /** What the visit is about: the family's postcode and street, and the volunteer's words (never on the status page). */
  const visit = locale === "de" ? { country: "DE", postcode: "76131", address: "Kaiserstraße 12, Karlsruhe", areas: { de: "76, 77", es: "" } } : { country: "ES", postcode: "12580", address: "Calle Mayor 3, Benicarló", areas: { de: "", es: "Castellón" } };
  const comment = `Zaun geprüft ${locale}Qz`;
  const summary = `Sehr nette Familie ${locale}Qz`;
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let volunteerContext: BrowserContext;
  let coordinatorCookie: string | null = null;
  let otherCookie: string | null = null;
  let requestId = "";
  let statusLink = "";
  let precheckUrl = "";
  let volunteerLink = "";

  const mailTo = (to: string, filter: (mail: ReceivedMail) => boolean = () => true) => smtp.messages.filter((x) => x.to === to && filter(x));
  async function waitForMail(to: string, filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    await expect.poll(() => mailTo(to, filter).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return mailTo(to, filter)[0]!;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    const sites = { SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}` };
    const tokens: Record<string, string> = {};
    server = await startTestServer({ ...sites, PORT: String(port), SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000", ADMIN_SIGNIN_RATE_LIMIT: "1000" }, async (dir) => {
      tokens.coordinator = (await inviteByCli(dir, coordinator, "coordinator", sites, ["--name", "Lea Koordination", "--lang", locale])).token;
      tokens.volunteer = (await inviteByCli(dir, volunteer, "precheck", sites, ["--name", "Vera Besuch", "--lang", locale])).token;
      tokens.other = (await inviteByCli(dir, other, "precheck", sites, ["--name", "Otto Anders", "--lang", locale])).token;
    });
    coordinatorCookie = await signInWithLink(server, tokens.coordinator!);
    otherCookie = await signInWithLink(server, tokens.other!);
    browser = await launchBrowser();
    // The volunteer's own browser, with a passkey (a virtual authenticator).
    volunteerContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await volunteerContext.newPage();
    const cdp = await volunteerContext.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    volunteerLink = `${server.de}/verwaltung/anmelden/link?token=${tokens.volunteer}&lang=${locale}`;

    // The family's adoption request, through the JSON API; its confirmation carries the status link.
    const host = new URL(server[locale]).host;
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const data = { ...validFields("adoption", applicant.tag), email: applicant.email, phone: "+49 171 5550123" };
    const body = JSON.stringify({ formType: "adoption", locale, data, token });
    const res = await rawRequest(server.port, "/api/send-form-email", {
      host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
    });
    if (res.status !== 200) throw new Error(`request refused: ${res.status}`);
    requestId = (JSON.parse(res.body) as { id: string }).id;
    // (expect.poll works only inside a test.)
    let confirmation: ReceivedMail | undefined;
    for (let i = 0; i < 200 && !confirmation; i++) {
      confirmation = mailTo(applicant.email, (x) => x.text.includes(requestId))[0];
      if (!confirmation) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!confirmation) throw new Error("no confirmation e-mail");
    const statusPath = pathFor("requestStatus", locale, { token: "TOKEN" }).replace("TOKEN", "[\\w-]{43}");
    statusLink = new RegExp(`${server[locale].replace(/[.]/g, "\\.")}${statusPath}`).exec(confirmation.text)![0];
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** A page of the back office as the coordinator (signed in with a link). */
  async function coordinatorPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const [name, ...value] = coordinatorCookie!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
    return context.newPage();
  }

  it("the volunteer signs in with a passkey and records the areas they cover", async () => {
    const page = volunteerContext.pages()[0]!;
    await page.goto(volunteerLink);
    await page.getByRole("button", { name: m.link.confirm }).click();
    await page.waitForURL(/\/verwaltung\/konto$/);
    await page.fill("#passkey-name", "Handy");
    await page.getByRole("button", { name: m.account.addPasskey }).click();
    await expect.poll(() => page.locator("[data-passkeys] li").count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: m.nav.signOut }).click();
    await page.waitForURL(/\/verwaltung\/anmelden/);
    await page.getByRole("button", { name: m.login.passkey }).click();
    await page.waitForURL(/\/verwaltung$/, { timeout: 15_000 });
    await page.goto(`${server.de}/verwaltung/konto`);
    // The refused list is answered 400 on purpose; the browser reports the data request's status.
    allowConsoleErrors(page, /status of 400 .*\/verwaltung\/konto\.data/);
    await page.fill("#areas_de", `${visit.areas.de}${visit.areas.de ? ", " : ""}Karlsruhe`);
    await page.fill("#areas_es", visit.areas.es);
    await page.getByRole("button", { name: p.areasSave }).click();
    // A name is not a German area: refused, nothing saved, the entry named.
    await expect.poll(() => page.locator("#areas-error").textContent(), { timeout: 10_000 }).toBe(fill(p.areasInvalid, { entries: "Karlsruhe" }));
    expect(await page.locator("[data-areas]").textContent()).toBe(p.areasNone);
    await page.fill("#areas_de", visit.areas.de);
    await page.getByRole("button", { name: p.areasSave }).click();
    await expect.poll(() => page.locator("[data-areas]").textContent(), { timeout: 10_000 }).toBe(
      fill(p.areasNow, { areas: locale === "de" ? "PLZ 76…, PLZ 77…" : "Castellón (12)" }),
    );
    await checkAxe(page, "account-areas");
    await shoot(page, `${locale}-account-areas`);
  });

  it("the coordinator finds the volunteer covering the family's postcode and assigns the visit", async () => {
    const page = await coordinatorPage();
    await page.goto(`${server.de}/verwaltung/eingang/${requestId}`);
    await page.selectOption("#precheck_country", visit.country);
    await page.fill("#precheck_postcode", visit.postcode);
    await page.fill("#precheck_address", visit.address);
    await page.getByRole("button", { name: p.find }).click();
    // The volunteer whose area covers the postcode comes first, marked; the other is outside their areas.
    await expect.poll(() => page.locator("[data-volunteer]").first().getAttribute("data-volunteer"), { timeout: 10_000 }).toBe("covers");
    expect(await page.locator("[data-volunteer]").first().textContent()).toContain("Vera Besuch");
    expect(await page.locator("[data-volunteer=outside]").textContent()).toContain("Otto Anders");
    await checkAxe(page, "request-precheck");
    await page.getByLabel(/Vera Besuch/).check();
    await page.getByRole("button", { name: p.assign }).click();
    await expect.poll(() => page.locator("[data-precheck-current]").getAttribute("data-precheck-current"), { timeout: 10_000 }).toBe("assigned");
    expect(await page.getByText(fill(p.assigned, { name: "Vera Besuch" })).count()).toBe(1);
    // Assigning moved the request to the pre-check stage.
    expect(await page.locator("dd[data-stage]").getAttribute("data-stage")).toBe("pre_check");
    await page.locator("#vorkontrolle").scrollIntoViewIfNeeded();
    await shoot(page, `${locale}-request-precheck`);
    await page.context().close();

    // The volunteer's e-mail: a link to their pre-checks, in their language, nothing of the family.
    const mail = await waitForMail(volunteer, (x) => x.text.includes("/verwaltung/vorkontrollen"));
    expect(mail.subject).toContain(staffMailCopy[locale].precheckAssignedSubject.split("{dog}")[0]!);
    for (const secret of [visit.address, visit.postcode, applicant.tag, applicant.email, "5550123"]) expect(mail.text).not.toContain(secret);
  });

  it("the status page says a volunteer will call", async () => {
    const res = await rawRequest(server.port, new URL(statusLink).pathname, { host: new URL(statusLink).host });
    expect(res.status).toBe(200);
    expect(res.body).toContain(precheckStatusCopy[locale].assigned);
    expect(res.body).toContain('data-precheck="assigned"');
  });

  it("on a phone without JavaScript, the volunteer sees only their visit and fills in the checklist with a photo", async () => {
    const cookies = await volunteerContext.cookies(server.de);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/vorkontrollen`);
    expect(await page.locator("[data-prechecks] li").count()).toBe(1);
    await page.locator("[data-prechecks] li a").click();
    await page.waitForURL(/\/verwaltung\/vorkontrollen\/[0-9a-f-]{36}$/);
    precheckUrl = page.url();
    const family = (await page.locator("[data-family]").textContent())!;
    expect(family).toContain(applicant.tag);
    expect(family).toContain(visit.address);
    expect(family).toContain(visit.postcode);
    expect(await page.locator('a[href="tel:+491715550123"]').count()).toBe(1);
    // Nothing else of the request: not the e-mail address, not what the family wrote.
    const html = await page.content();
    expect(html).not.toContain(applicant.email);
    expect(html).not.toContain(validFields("adoption", applicant.tag).message!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await shoot(page, `${locale}-precheck-open`);

    // Sent with questions unanswered: the page says which, keeps what was typed.
    await page.locator("input[name=answer_0][value=yes]").check();
    await page.fill("#comment_0", comment);
    await page.getByRole("button", { name: p.submit }).click();
    await page.waitForSelector("[data-error-summary]");
    expect(await page.locator("#answer_1-error").textContent()).toBe(p.errors.required);
    expect(await page.locator("#recommendation-error").textContent()).toBe(p.errors.required);
    expect(await page.inputValue("#comment_0")).toBe(comment);
    const questions = await page.locator("[data-checklist] ol > li").count();
    expect(questions).toBe(7);
    for (let i = 0; i < questions; i++) await page.locator(`input[name=answer_${i}][value=${i === 3 ? "na" : "yes"}]`).check();
    await page.locator("input[name=recommendation][value=recommended]").check();
    await page.fill("#summary", summary);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#15803d" } }).jpeg().withExif({ IFD0: { Copyright: "GPS-canary" } }).toBuffer();
    await page.setInputFiles("#photos", { name: "garten.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: p.submit }).click();
    await page.waitForSelector("[data-recommendation]");
    expect(await page.locator("[role=status]").textContent()).toBe(p.completed);
    expect(await page.locator("[data-recommendation]").textContent()).toContain(p.recommendations.recommended);
    expect(await page.locator("[data-photos] img").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await shoot(page, `${locale}-precheck-done`);
    // The photo is private, stored without its metadata.
    const src = await page.locator("[data-photos] img").getAttribute("src");
    const stored = await page.request.get(`${server.de}${src}`);
    expect(stored.status()).toBe(200);
    expect(stored.headers()["cache-control"]).toBe("private, no-store");
    expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();
    await context.close();

    const axe = await volunteerContext.newPage();
    await axe.goto(precheckUrl);
    await checkAxe(axe, "precheck-done");
    await axe.goto(`${server.de}/verwaltung/vorkontrollen`);
    await checkAxe(axe, "prechecks");
    await axe.close();

    // Another volunteer: the visit and its photo are not found; a coordinator may read both.
    expect((await adminRequest(server, new URL(precheckUrl).pathname, { cookie: otherCookie })).status).toBe(404);
    expect((await adminRequest(server, src!, { cookie: otherCookie })).status).toBe(404);
    expect((await adminRequest(server, "/verwaltung/vorkontrollen", { cookie: otherCookie })).body).not.toContain(applicant.tag);
    expect((await adminRequest(server, src!, { cookie: coordinatorCookie })).status).toBe(200);
  });

  it("the coordinator is told and reads the result; the status page says it is done and nothing of the notes", async () => {
    const mail = await waitForMail(coordinator, (x) => x.subject.includes(staffMailCopy[locale].precheckDoneSubject.split(":")[0]!));
    expect(mail.text).toContain(`/verwaltung/eingang/${requestId}`);
    expect(mail.text).not.toContain(summary);
    const page = await coordinatorPage(390);
    await page.goto(`${server.de}/verwaltung/eingang/${requestId}`);
    expect(await page.locator("[data-precheck-current]").getAttribute("data-precheck-current")).toBe("done");
    await page.locator("[data-precheck-current] a", { hasText: p.open }).click();
    await page.waitForURL(/\/verwaltung\/vorkontrollen\//);
    await expect.poll(() => page.locator("[data-answers]").textContent(), { timeout: 10_000 }).toContain(comment);
    expect(await page.locator("body").textContent()).toContain(summary);
    await checkAxe(page, "precheck-coordinator");
    await page.context().close();

    const res = await rawRequest(server.port, new URL(statusLink).pathname, { host: new URL(statusLink).host });
    expect(res.body).toContain(precheckStatusCopy[locale].done);
    for (const secret of [comment, summary, "Vera"]) expect(res.body).not.toContain(secret);
  });
});
