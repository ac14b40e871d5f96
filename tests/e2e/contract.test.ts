/**
 * The protection contract (docs/product/journey.md#protection-contract), end to end in Chromium
 * with a real SMTP peer, once per language: a request through the JSON API → a coordinator (an
 * owner) moves it to "contract" and generates the contract → the applicant's e-mail carries the
 * status link → the applicant, in a browser without JavaScript, reads and signs it → the PDF is
 * downloaded and read (name, dog, fee, signature record) → the coordinator is told, countersigns
 * and marks the fee received → the status page says so. axe on every new page; screenshots in
 * test-results/contract/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { checkAxe, firstLoadJavaScript } from "../support/page-checks.ts";
import { JS_BUDGET_BYTES } from "../support/js-budgets.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { inviteByCli } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { pdfText } from "../support/pdf-text.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { contractCopy, contractMailCopy, contractPdfCopy } from "#app/features/journey/rules/contract-copy.ts";
import { REFERENCE_PATTERN } from "#app/features/journey/rules/contract-rules.ts";

const shoot = screenshotsInto("contract");

describe.each(["de", "es"] as const)("the protection contract (%s)", (locale) => {
  const m = adminMessages[locale];
  const c = contractCopy[locale];
  const fee = locale === "de" ? "490 €" : "340 €";
  const owner = `vorstand-${locale}@example.org`;
  const email = `familie-${locale}@example.org`;
  const tag = `Contract${locale}Family`;
  const name = validFields("adoption", tag).name!;
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let office: Page;
  let applicant: BrowserContext;
  let checker: BrowserContext;
  let link = "";
  let statusLink = "";
  let id = "";
  const site = () => server[locale];

  const mailTo = (to: string, filter: (mail: ReceivedMail) => boolean) => smtp.messages.filter((x) => x.to === to && filter(x));
  async function waitForMail(to: string, filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    await expect.poll(() => mailTo(to, filter).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return mailTo(to, filter)[0]!;
  }
  /** A file from the site as bytes (the Spanish host is resolved by the browser only, so Node asks 127.0.0.1 with its Host). */
  async function download(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Uint8Array }> {
    const { request } = await import("node:http");
    const target = new URL(url);
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port: server.port, path: target.pathname, headers: { Host: target.host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: new Uint8Array(Buffer.concat(chunks)) }));
      });
      req.on("error", reject);
      req.end();
    });
  }
  async function look(url: string, shotName: string) {
    const page = await checker.newPage();
    await page.goto(url);
    await checkAxe(page, shotName);
    await shoot(page, `${locale}-${shotName}`);
    await page.close();
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    const sites = { SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}` };
    server = await startTestServer({ ...sites, PORT: String(port), SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000" }, async (dir) => {
      await inviteByCli(dir, owner, "owner", { ...sites, SMTP_URL: smtp.url }, ["--name", "Olga Vorstand", "--lang", locale]);
    });
    link = /https?:\/\/\S+\/verwaltung\/anmelden\/link\?token=[\w-]+(&lang=es)?/.exec(smtp.messages.find((x) => x.to === owner)!.text)![0];
    browser = await launchBrowser();
    office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The refusals this test provokes answer 400 (the form's data request), as they should.
    allowConsoleErrors(office, /status of 400/);
    applicant = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    checker = await browser.newContext({ viewport: { width: 390, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("a request through the JSON API; the owner moves it to “contract” and generates the contract", async () => {
    const host = new URL(site()).host;
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const body = JSON.stringify({ formType: "adoption", locale, data: { ...validFields("adoption", tag), email, dog: "Luna" }, token });
    const res = await rawRequest(server.port, "/api/send-form-email", { host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } });
    expect(res.status).toBe(200);
    id = (JSON.parse(res.body) as { id: string }).id;
    const confirmation = await waitForMail(email, (x) => x.text.includes(id));
    statusLink = new RegExp(`${site().replace(/[.]/g, "\\.")}${pathFor("requestStatus", locale, { token: "T" }).replace("T", "[\\w-]{43}")}`).exec(confirmation.text)![0];

    await office.goto(link);
    await office.getByRole("button", { name: m.link.confirm }).click();
    await office.waitForURL(/\/verwaltung\/konto$/);
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    expect(await office.getByText(m.contract.notYet).count()).toBe(1);
    await office.selectOption("#status", "contract");
    await office.locator("form:has(#status)").getByRole("button", { name: m.submission.save }).click();
    await expect.poll(() => office.locator("[data-contract-form]").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.inputValue("#contract_name")).toBe(name);
    // Wrong input is named field by field.
    await office.fill("#contract_chip", "12");
    await office.locator("[data-contract-generate]").click();
    await expect.poll(() => office.getByText(m.contract.problems.chip).count(), { timeout: 10_000 }).toBe(1);
    expect(await office.getByText(m.contract.problems.address).count()).toBe(1);
    await office.fill("#contract_address", locale === "de" ? "Hauptstraße 5, 76131 Karlsruhe" : "Calle Mayor 7, 12580 Benicarló");
    await office.fill("#contract_dog", "Luna");
    await office.fill("#contract_chip", "941 000 024 681 357");
    await office.locator("[data-contract-generate]").click();
    await expect.poll(() => office.locator("[data-contract-admin=ready]").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.locator("[data-contract-reference]").textContent()).toMatch(REFERENCE_PATTERN);
    await checkAxe(office, "request-contract-ready");
    await shoot(office, `${locale}-office-contract-ready`);
  });

  it("the applicant gets the e-mail, reads and signs the contract without JavaScript, and downloads the PDF", async () => {
    const mail = await waitForMail(email, (x) => x.subject === fill(contractMailCopy[locale].readySubject, { dog: "Luna" }));
    expect(mail.text).toContain(statusLink);
    expect(mail.text).not.toContain("941000024681357");
    await look(statusLink, "status-contract-ready");

    const page = await applicant.newPage();
    await page.goto(statusLink);
    expect(await page.locator("[data-contract=ready] [data-contract-text]").textContent()).toContain("941000024681357");
    const reference = /PC-[2-9A-Z]{6}/.exec((await page.locator("[data-fee=open]").textContent()) ?? "")![0];
    expect(await page.locator("[data-fee=open]").textContent()).toContain(fee);
    expect(await page.locator("[data-fee=open]").textContent()).toContain("IBAN");
    // Another name is refused, and nothing is signed.
    await page.fill("#sign-name", "Jemand Anderes");
    await page.check("input[name=confirm]");
    // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
    await page.getByRole("button", { name: c.sign }).click();
    await page.waitForLoadState("load");
    await page.locator("#sign-error").waitFor();
    expect(await page.locator("#sign-error").textContent()).toBe(fill(c.problems.mismatch, { name }));
    await page.fill("#sign-name", name.toUpperCase());
    await page.check("input[name=confirm]");
    // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
    await page.getByRole("button", { name: c.sign }).click();
    await page.waitForLoadState("load");
    await page.getByText(c.signedNow).waitFor();
    expect(await page.getByText(c.signedNow).count()).toBe(1);
    await page.goto(statusLink);
    expect(await page.locator("[data-contract=signed]").count()).toBe(1);
    expect(await page.locator("[data-sign-form]").count()).toBe(0);
    const href = await page.locator("[data-contract-pdf]").getAttribute("href");
    expect(href).toBe(`${new URL(statusLink).pathname}/${locale === "de" ? "vertrag" : "contrato"}.pdf`);
    const pdf = await download(new URL(href!, statusLink).toString());
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    const pages = await pdfText(pdf.body);
    const all = pages.join("\n");
    for (const text of [name, "Luna", "941000024681357", fee, reference]) expect(all).toContain(text);
    const last = pages.at(-1)!;
    const p = contractPdfCopy[locale];
    expect(last).toContain(p.record);
    expect(last).toContain(fill(p.howText, { email }));
    expect(last).toContain(p.notYet);
    expect(last).toMatch(/[0-9a-f]{64}/);
    await page.close();
    await look(statusLink, "status-contract-signed");
    // A forged or erased token opens no PDF.
    const guessed = await rawRequest(server.port, `${pathFor("requestStatus", locale, { token: "A".repeat(43) })}/${locale === "de" ? "vertrag" : "contrato"}.pdf`, { host: new URL(site()).host });
    expect(guessed.status).toBe(404);
  });

  it("the coordinator is told, countersigns and marks the fee; the status page and the PDF show both", async () => {
    // Nobody was assigned: the notice goes to the association's address of the request's country.
    const notice = await waitForMail(locale === "de" ? "kontakt@puente-canino.example" : "contacto@puente-canino.example", (x) => x.subject === fill(contractMailCopy[locale].signedSubject, { dog: "Luna" }));
    expect(notice.text).toContain(`/verwaltung/eingang/${id}`);
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    expect(await office.locator("[data-contract-admin=signed]").count()).toBe(1);
    const adminPdf = await office.request.get(`${server.de}/verwaltung/eingang/${id}/vertrag.pdf`);
    expect(adminPdf.status()).toBe(200);
    expect(adminPdf.headers()["cache-control"]).toBe("private, no-store");
    await office.locator("[data-countersign]").click();
    await expect.poll(() => office.locator("[data-contract-admin=countersigned]").count(), { timeout: 10_000 }).toBe(1);
    await office.locator("[data-fee-received]").click();
    await expect.poll(() => office.getByText(m.contract.marked).count(), { timeout: 10_000 }).toBe(1);
    await checkAxe(office, "request-contract-done");
    await shoot(office, `${locale}-office-contract-done`);

    const page = await applicant.newPage();
    await page.goto(statusLink);
    expect(await page.locator("[data-contract=countersigned]").count()).toBe(1);
    expect(await page.locator("[data-fee=received]").textContent()).toContain(fee);
    expect(await page.locator("[data-fee=open]").count()).toBe(0);
    const pdf = await download(new URL((await page.locator("[data-contract-pdf]").getAttribute("href"))!, statusLink).toString());
    const last = (await pdfText(pdf.body)).at(-1)!;
    expect(last).toContain("Olga Vorstand");
    expect(last).toContain(contractPdfCopy[locale].countersignedAt);
    await page.close();
    await look(statusLink, "status-contract-done");
    // The status page stays within the form pages' budget.
    const measured = await checker.newPage();
    const { gzipBytes } = await firstLoadJavaScript(measured, statusLink);
    await measured.close();
    expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES.form);
  });

  it("owners edit the contract's text: every save a new version", async () => {
    await office.goto(`${server.de}/verwaltung/vertragsvorlagen?sprache=${locale}`);
    const text = await office.inputValue("#contract-body");
    expect(text).toContain("{adopter}");
    await office.fill("#contract-body", `${text}\n{adoptr}`);
    await office.getByRole("button", { name: m.contract.save }).click();
    await expect.poll(() => office.locator("#contract-body-error").count(), { timeout: 10_000 }).toBe(1);
    await office.fill("#contract-body", `${text}\n\nAnhang / Anexo: –`);
    await office.getByRole("button", { name: m.contract.save }).click();
    await expect.poll(() => office.getByText(fill(m.contract.saved, { version: 1 })).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => office.locator("[data-contract-versions] li").count(), { timeout: 10_000 }).toBe(2);
    await checkAxe(office, "contract-templates");
    await shoot(office, `${locale}-office-contract-templates`);
  });
});
