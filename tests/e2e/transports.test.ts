/**
 * Transports (docs/product/journey.md#transports) end to end in Chromium with a real SMTP peer, in
 * each language: an adoption request through the JSON API at the contract stage → a coordinator
 * plans a transport and puts the family on it with a transfer point, a time, a chip number and the
 * public mark → the request moves to "travel" → the family's e-mail and status page show date,
 * place and time → the driver's manifest shows the entry → the dog page's raw HTML says "reserved,
 * travels in {month}". axe on every new page; screenshots at 390 and 1280 px.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { checkAxe } from "../support/page-checks.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { adminRequest, form, inviteByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { adoptionOnly } from "../support/demo-dogs.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { dayInWords, publicTravelNote, transportCopy } from "#app/features/journey/rules/transport-copy.ts";
import { transferPointNames } from "#app/features/journey/rules/transport-plan.ts";
import { fill } from "#app/platform/i18n/format.ts";

const shoot = screenshotsInto("transports");
/** The print view of the manifest, next to the screenshots. */
const SHOTS = path.resolve("test-results/transports");

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(["de", "es"] as const)("transports (%s)", (locale) => {
  const m = adminMessages[locale];
  const p = m.transport;
  const dog = adoptionOnly();
  const owner = `vorstand-transport-${locale}@example.org`;
  const family = { tag: `Reise${locale}Familie`, email: `reise-${locale}@example.org` };
  const departure = day(20);
  const arrival = day(22);
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let office: BrowserContext;
  let page: Page;
  let ownerToken = "";
  let cookie = "";
  let requestId = "";
  let statusLink = "";
  let transportUrl = "";
  const site = () => server[locale];

  async function waitForMail(to: string, filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    await expect.poll(() => smtp.messages.filter((x) => x.to === to && filter(x)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return smtp.messages.filter((x) => x.to === to && filter(x))[0]!;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    const sites = { SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}` };
    server = await startTestServer({ ...sites, PORT: String(port), SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000" }, async (dir) => {
      ownerToken = (await inviteByCli(dir, owner, "owner", { ...sites, SMTP_URL: smtp.url }, ["--name", "Olga", "--lang", locale])).token;
    });
    cookie = (await signInWithLink(server, ownerToken)) ?? "";
    if (!cookie) throw new Error("no session for the owner");
    browser = await launchBrowser();
    office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await office.addCookies([{ name: cookie.split("=")[0]!, value: cookie.split("=").slice(1).join("="), url: server.de }]);
    page = await office.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("an adoption request through the JSON API, moved to the contract stage", async () => {
    const host = new URL(site()).host;
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const body = JSON.stringify({ formType: "adoption", locale, data: { ...validFields("adoption", family.tag), email: family.email, dog: dog.name }, token });
    const res = await rawRequest(server.port, "/api/send-form-email", { host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } });
    expect(res.status).toBe(200);
    requestId = (JSON.parse(res.body) as { id: string }).id;
    const pattern = new RegExp(`${site().replace(/[.]/g, "\\.")}${pathFor("requestStatus", locale, { token: "TOKEN" }).replace("TOKEN", "[\\w-]{43}")}`);
    const confirmation = await waitForMail(family.email, (x) => pattern.test(x.text));
    statusLink = pattern.exec(confirmation.text)![0];
    const moved = await adminRequest(server, `/verwaltung/eingang/${requestId}`, { cookie, method: "POST", body: form({ intent: "workflow", status: "contract", assignee: "" }) });
    expect(moved.status).toBe(200);
  });

  it("the coordinator plans a transport and puts the family on it; the request moves to travel", async () => {
    await page.goto(`${server.de}/verwaltung/transporte`);
    expect(await page.locator("nav").getByRole("link", { name: m.nav.transports }).count()).toBe(1);
    await checkAxe(page, `transports-list-${locale}`);
    await page.fill("#departure", departure);
    await page.fill("#arrival", arrival);
    await Promise.all([page.waitForURL(/\/verwaltung\/transporte\/[0-9a-f-]{36}\?neu=1$/), page.getByRole("button", { name: p.create }).click()]);
    transportUrl = page.url().replace(/\?.*$/, "");
    await expect.poll(() => page.getByText(p.created).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.selectOption("#submission", requestId);
    await page.selectOption("#new-point", "karlsruhe");
    await page.fill("#new-time", "14:30");
    await page.fill("#new-chip", "276098100123456");
    await page.fill("#new-note", "Box im Kofferraum");
    await page.check("input[name=showPublic]");
    await page.getByRole("button", { name: p.add, exact: true }).click();
    await expect.poll(() => page.locator(`[data-entry="${requestId}"]`).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText(p.added).count()).toBe(1);
    expect(await page.inputValue(`[data-entry="${requestId}"] select[name=point]`)).toBe("karlsruhe");
    await checkAxe(page, `transport-${locale}`);
    await shoot(page, `${locale}-transport`);
    // The list shows it with one family.
    await page.goto(`${server.de}/verwaltung/transporte`);
    expect(await page.locator("[data-transports=coming] li").count()).toBe(1);
    await shoot(page, `${locale}-transports`);
    // The request page: on the transport, at the travel stage.
    await page.goto(`${server.de}/verwaltung/eingang/${requestId}`);
    expect(await page.inputValue("#status")).toBe("travel");
    expect(await page.locator("[data-transport-current]").textContent()).toContain(transferPointNames[locale].karlsruhe);
  });

  it("the family's e-mail and status page show date, place and time", async () => {
    const mail = await waitForMail(family.email, (x) => x.text.includes(fill(transportCopy[locale].arrival, { arrival: dayInWords(arrival, locale) })));
    expect(mail.text).toContain(fill(transportCopy[locale].departure, { departure: dayInWords(departure, locale) }));
    expect(mail.text).toContain(fill(transportCopy[locale].place, { place: transferPointNames[locale].karlsruhe, time: "14:30" }));
    expect(mail.text).toContain(statusLink);
    expect(mail.subject).toContain(dog.name);
    const res = await rawRequest(server.port, new URL(statusLink).pathname, { host: new URL(site()).host });
    expect(res.status).toBe(200);
    expect(res.body).toContain(transportCopy[locale].statusHeading);
    expect(res.body).toContain(dayInWords(arrival, locale));
    expect(res.body).toContain(transferPointNames[locale].karlsruhe);
    expect(res.body).toContain("14:30");
    const status = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const statusPage = await status.newPage();
    await statusPage.goto(statusLink);
    expect(await statusPage.locator("[data-transport]").count()).toBe(1);
    await checkAxe(statusPage, `status-transport-${locale}`);
    await shoot(statusPage, `${locale}-status`);
    await status.close();
  });

  it("the manifest lists the entry for the driver, private", async () => {
    const manifest = `${transportUrl}/ladeliste`;
    const raw = await adminRequest(server, new URL(manifest).pathname, { cookie });
    expect(raw.status).toBe(200);
    expect(raw.headers["cache-control"]).toBe("private, no-store");
    await page.goto(manifest);
    const row = page.locator("[data-manifest-row]");
    expect(await row.count()).toBe(1);
    const text = (await row.textContent()) ?? "";
    expect(text).toContain(dog.name);
    expect(text).toContain("276098100123456");
    expect(text).toContain(validFields("adoption", family.tag).name!);
    expect(text).toContain(validFields("adoption", family.tag).phone!);
    expect(text).toContain(transferPointNames[locale].karlsruhe);
    expect(text).toContain("14:30");
    await checkAxe(page, `manifest-${locale}`);
    await shoot(page, `${locale}-manifest`);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").isVisible()).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, `${locale}-manifest-print.png`), fullPage: true });
    await page.emulateMedia({ media: "screen" });
  });

  it("the dog page's raw HTML says reserved and the arrival month, at once", async () => {
    const res = await rawRequest(server.port, pathFor("dogDetail", locale, { slug: dog.slug }), { host: new URL(site()).host });
    expect(res.status).toBe(200);
    expect(res.body).toContain(publicTravelNote(arrival, locale));
    // Taken back: the mark is gone from the next view.
    await page.goto(transportUrl);
    await page.uncheck(`[data-entry="${requestId}"] input[name=showPublic]`);
    await page.locator(`[data-entry="${requestId}"]`).getByRole("button", { name: p.save, exact: true }).click();
    await expect.poll(() => page.getByText(p.saved, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await rawRequest(server.port, pathFor("dogDetail", locale, { slug: dog.slug }), { host: new URL(site()).host })).body.includes(publicTravelNote(arrival, locale)), { timeout: 5_000 }).toBe(false);
  });
});
