/**
 * The adoption journey from the request to the happy end (docs/product/journey.md), end to end in
 * Chromium with a real SMTP peer, once per language, on one server:
 *
 * 1. a visitor's adoption request on the dog's page, without JavaScript; the confirmation carries the status link;
 * 2. the pre-check: a volunteer signs in with a passkey and records the areas they cover, the
 *    coordinator assigns the visit (the volunteer's e-mail holds nothing of the family), the
 *    volunteer fills in the checklist with a photo on a phone without JavaScript and sees only their
 *    own visit (another volunteer gets 404), the coordinator is told, the status page says it is done;
 * 2e. the dog is reserved for the family; a second family finds it reserved on its page (phone, no
 *    JavaScript) and joins its waiting list, with a confirmation that promises no reply;
 * 3. the protection contract: generated, signed by the applicant on the status page without
 *    JavaScript, its PDF read back (name, dog, fee, signature record), countersigned, the fee marked
 *    received; owners keep the contract's text in versions;
 * 4. the transport: planned with a transfer point, the family's e-mail and status page show date,
 *    place and time, the driver's manifest, the dog page's public line;
 * 4c. the waiting family's reserve page names the family that holds the dog and its stage, and
 *    offers no way to close it; a hand-made reservation is refused and the holding family is untouched;
 * 5. after the handover: "arrived"; two weeks later (the server restarted, the data still there)
 *    the follow-up e-mail with the owners' text links to the news page; the family sends news with a
 *    photo on a phone without JavaScript and allows it to be published; the editor makes the happy
 *    end, which refuses the family's surname, and publishes it; it is in both languages' raw HTML
 *    with its head and JSON-LD, linked from the dog list and the adoption page, in the sitemap, and
 *    the dog's page leads to it;
 * 5f. the family takes its consent back: the story answers 410 with a kind page, the coordinator
 *    and the editor are told;
 * 6. the family is erased: only the signed contract stays, the happy end and its photos are gone.
 *
 * axe on every new page; screenshots at 390 and 1280 px in test-results/whole-journey/.
 */
import path from "node:path";
import { existsSync } from "node:fs";
import sharp from "sharp";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { checkAxe, firstLoadJavaScript } from "../support/page-checks.ts";
import { JS_BUDGET_BYTES } from "../support/js-budgets.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { startTestServer, freePort, type TestServer } from "../support/server.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { adminRequest, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { validFields } from "../support/form-fixtures.ts";
import { pdfText } from "../support/pdf-text.ts";
import { readQrCodeOnPage } from "../support/qr.ts";
import { organisationDefaults } from "#app/features/organisation/rules/defaults.ts";
import { adoptionOnly } from "../support/demo-dogs.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { DiskCache } from "#app/platform/images/server/disk-cache.server.ts";
import { precheckStatusCopy } from "#app/features/journey/precheck/rules/precheck-copy.ts";
import { staffMailCopy } from "#app/features/journey/mail/rules/mail.ts";
import { contractCopy, contractMailCopy, contractPdfCopy } from "#app/features/journey/contract/rules/contract-copy.ts";
import { REFERENCE_PATTERN } from "#app/features/journey/contract/rules/contract-rules.ts";
import { dayInWords, publicTravelNote, transportCopy } from "#app/features/journey/transport/rules/transport-copy.ts";
import { transferPointNames } from "#app/features/journey/transport/rules/transport-plan.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/rules/happy-end-copy.ts";
import { journeyCopy } from "#app/features/journey/request/rules/copy.ts";
import { slugifyName } from "#app/features/dogs/rules/slug.ts";

const shoot = screenshotsInto("whole-journey");
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
/** What a page shows: its HTML without scripts and styles (the hydration data carries every text of the page's copy). */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, "");
/** An invitation to answer by e-mail, in either language (decision 033: the conversation is on the status page). */
const REPLY_BY_MAIL = /antworte[^.\n]*(auf|direkt)[^.\n]*(diese|dieser) E-Mail|auf diese E-Mail|responde[^.\n]*(a )?este correo|respóndenos a este|directamente a este correo/i;

describe.each(["de", "es"] as const)("the whole adoption journey, from the request to the happy end (%s)", (locale) => {
  const m = adminMessages[locale];
  const p = m.precheck;
  const t = m.transport;
  const h = m.happyEnds;
  const c = contractCopy[locale];
  const news = happyEndCopy[locale].news;
  const forms = getMessages(locale);
  const dog = adoptionOnly();
  /** The happy end's address: the dog's name. */
  const slug = slugifyName(dog.name);
  const fee = locale === "de" ? "490 €" : "340 €";
  const owner = `vorstand-${locale}@example.org`;
  const volunteer = `vera-${locale}@example.org`;
  const other = `otto-${locale}@example.org`;
  const editor = `rita-${locale}@example.org`;
  /** The family: its tag ends its name (its surname) and every free text it typed; the canary of the erasure. */
  const family = { tag: `Journey${locale}Qw`, email: `journey${locale}qw@example.org` };
  /** A second family, who asks for the dog once it is reserved: the waiting list. */
  const waiting = { tag: `Waiting${locale}Qv`, email: `waiting${locale}qv@example.org` };
  let waitingId = "";
  const name = validFields("adoption", family.tag).name!;
  const visit =
    locale === "de"
      ? { country: "DE", postcode: "76131", address: "Kaiserstraße 12, Karlsruhe", areas: { de: "76, 77", es: "" }, contract: "Kaiserstraße 12, 76131 Karlsruhe" }
      : { country: "ES", postcode: "12500", address: "Calle de la Paz 7, Vinaròs", areas: { de: "", es: "Castellón" }, contract: "Calle de la Paz 7, 12500 Vinaròs" };
  const departure = day(20);
  const arrival = day(22);
  const comment = `Zaun geprüft ${locale}Qz`;
  const familyWords = locale === "de" ? `${dog.name} schläft jeden Abend auf dem Sofa und liebt den Wald. Viele Grüße, Familie ${family.tag}` : `${dog.name} duerme cada noche en el sofá y le encanta el monte. Un abrazo, familia ${family.tag}`;
  let smtp: TestSmtp;
  let server: TestServer;
  let port = 0;
  let sites: Record<string, string> = {};
  let browser: Browser;
  let office: Page;
  let volunteerContext: BrowserContext;
  let applicant: BrowserContext;
  let checker: BrowserContext;
  const tokens: Record<string, string> = {};
  let otherCookie: string | null = null;
  /** The editor's session, from the link of the invitation (a link works once: signed in before the tests, so a retried test has it). */
  let editorCookie = "";
  let id = "";
  let statusLink = "";
  let precheckUrl = "";
  let transportUrl = "";
  let newsLink = "";
  let happyEndUrl = "";
  const photoCacheFiles: string[] = [];
  const site = () => server[locale];
  const env = () => ({ ...sites, PORT: String(port), SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000", ADMIN_SIGNIN_RATE_LIMIT: "1000" });

  const mailTo = (to: string, filter: (mail: ReceivedMail) => boolean = () => true) => smtp.messages.filter((x) => x.to === to && filter(x));
  async function waitForMail(to: string, filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    await expect.poll(() => mailTo(to, filter).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return mailTo(to, filter)[0]!;
  }
  /** A page of the site as a crawler reads it (the Spanish host is resolved by the browser only, so Node asks 127.0.0.1 with its Host). */
  const raw = (url: string) => rawRequest(server.port, new URL(url).pathname, { host: new URL(url).host });
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
  /** axe-core and screenshots of a page, opened with JavaScript. */
  async function look(url: string, shotName: string) {
    const page = await checker.newPage();
    await page.goto(url);
    await checkAxe(page, shotName);
    await shoot(page, `${locale}-${shotName}`);
    await page.close();
  }
  /** The coordinator's session cookie from the office's browser, for a hand-made post. */
  async function officeCookie(): Promise<string> {
    return (await office.context().cookies(server.de)).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  }
  /** A fresh browser context signed in as `who` with the session cookie of an e-mail link. */
  async function signedIn(cookie: string, options: { width?: number; javaScript?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, javaScriptEnabled: options.javaScript ?? true });
    const [cookieName, ...value] = cookie.split("=");
    await context.addCookies([{ name: cookieName!, value: value.join("="), url: server.de }]);
    return context.newPage();
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    port = await freePort();
    sites = { SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}` };
    server = await startTestServer(env(), async (dir) => {
      const links = await inviteManyByCli(
        dir,
        [
          { email: owner, role: "owner", name: "Olga Vorstand", lang: locale },
          { email: volunteer, role: "precheck", name: "Vera Besuch", lang: locale },
          { email: other, role: "precheck", name: "Otto Anders", lang: locale },
          { email: editor, role: "editor", name: "Rita Redaktion", lang: locale },
        ],
        sites,
      );
      Object.assign(tokens, { owner: links[owner], volunteer: links[volunteer], other: links[other], editor: links[editor] });
    });
    otherCookie = await signInWithLink(server, tokens.other!);
    editorCookie = (await signInWithLink(server, tokens.editor!)) ?? "";
    if (!editorCookie) throw new Error("no session for the editor");
    browser = await launchBrowser();
    office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The refusals this test provokes answer 400 or 409 (a form's data request), as they should.
    allowConsoleErrors(office, /status of 40[09]/);
    // The volunteer's own browser, with a passkey (a virtual authenticator).
    volunteerContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await volunteerContext.newPage();
    const cdp = await volunteerContext.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    // The family's browser runs without JavaScript: every form of the journey is a plain POST.
    applicant = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    checker = await browser.newContext({ viewport: { width: 390, height: 900 } });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("1. the visitor's adoption request on the dog's page, without JavaScript; the confirmation carries the status link", async () => {
    const page = await applicant.newPage();
    await page.goto(site() + pathFor("dogDetail", locale, { slug: dog.slug }));
    const f: Record<string, string> = { ...validFields("adoption", family.tag), email: family.email, phone: "+49 171 5550123" };
    for (const field of ["name", "email", "phone", "livingSituation", "experience", "message"]) await page.fill(`#anfrage-${field}`, f[field]!);
    await page.check("#anfrage-privacyAccepted");
    // The click waits for the new document to commit; then its load.
    await page.getByRole("button", { name: forms.ui.sendAdoption }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByText(forms.status.success.adoption).count()).toBe(1);
    await page.close();
    const pattern = new RegExp(`${site().replace(/[.]/g, "\\.")}${pathFor("requestStatus", locale, { token: "T" }).replace("T", "[\\w-]{43}")}`);
    const confirmation = await waitForMail(family.email, (x) => pattern.test(x.text));
    statusLink = pattern.exec(confirmation.text)![0];
    id = UUID.exec(confirmation.text)![0];
    // One channel (decision 033): the confirmation names the form and the dog, leads to the status page
    // and invites no reply by e-mail; the association's copy says to answer in the back office.
    expect(confirmation.subject).toBe(fill(forms.mail.confirmationSubject.adoption, { dog: ` ${fill(forms.mail.confirmationSubjectDog, { dog: dog.name })}` }));
    expect(confirmation.text).not.toMatch(REPLY_BY_MAIL);
    // The association's copy is a message of its own: it can arrive after the confirmation.
    const isCopy = (x: ReceivedMail) => x.to !== family.email && x.text.includes(`/verwaltung/eingang/${id}`);
    await expect.poll(() => smtp.messages.some(isCopy), { timeout: 20_000 }).toBe(true);
    const copy = smtp.messages.find(isCopy);
    expect(copy?.text).toContain(forms.mail.answerInBackOffice);
    expect(copy?.text).not.toMatch(REPLY_BY_MAIL);
    expect(copy?.replyTo).not.toContain(family.email);
    // The owner, who coordinates here, signs in with the link of the invitation.
    await office.goto(`${server.de}/verwaltung/anmelden/link?token=${tokens.owner}&lang=${locale}`);
    await office.getByRole("button", { name: m.link.confirm }).click();
    await office.waitForURL(/\/verwaltung\/konto$/);
  });

  it("2a. a pre-check volunteer signs in with a passkey and records the areas they cover", async () => {
    const page = volunteerContext.pages()[0]!;
    await page.goto(`${server.de}/verwaltung/anmelden/link?token=${tokens.volunteer}&lang=${locale}`);
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

  it("2b. the coordinator finds the volunteer covering the family's postcode and assigns the visit; the status page says a volunteer will call", async () => {
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    await office.selectOption("#precheck_country", visit.country);
    await office.fill("#precheck_postcode", visit.postcode);
    await office.fill("#precheck_address", visit.address);
    await office.getByRole("button", { name: p.find }).click();
    // The volunteer whose area covers the postcode comes first, marked; the other is outside their areas.
    await expect.poll(() => office.locator("[data-volunteer]").first().getAttribute("data-volunteer"), { timeout: 10_000 }).toBe("covers");
    expect(await office.locator("[data-volunteer]").first().textContent()).toContain("Vera Besuch");
    expect(await office.locator("[data-volunteer=outside]").textContent()).toContain("Otto Anders");
    await checkAxe(office, "request-precheck");
    await office.getByLabel(/Vera Besuch/).check();
    await office.getByRole("button", { name: p.assign }).click();
    await expect.poll(() => office.locator("[data-precheck-current]").getAttribute("data-precheck-current"), { timeout: 10_000 }).toBe("assigned");
    // Assigning moved the request to the pre-check stage.
    expect(await office.locator("dd[data-stage]").getAttribute("data-stage")).toBe("pre_check");
    await office.locator("#vorkontrolle").scrollIntoViewIfNeeded();
    await shoot(office, `${locale}-request-precheck`);

    // The volunteer's e-mail: a link to their pre-checks, in their language, nothing of the family.
    const mail = await waitForMail(volunteer, (x) => x.text.includes("/verwaltung/vorkontrollen"));
    expect(mail.subject).toContain(staffMailCopy[locale].precheckAssignedSubject.split("{dog}")[0]!);
    for (const secret of [visit.address, visit.postcode, family.tag, family.email, "5550123"]) expect(mail.text).not.toContain(secret);
    const res = await raw(statusLink);
    expect(res.body).toContain(precheckStatusCopy[locale].assigned);
  });

  it("2c. on a phone without JavaScript, the volunteer sees only their visit and fills in the checklist with a photo; another volunteer gets 404", async () => {
    const cookies = await volunteerContext.cookies(server.de);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/vorkontrollen`);
    expect(await page.locator("[data-prechecks] li").count()).toBe(1);
    await page.locator("[data-prechecks] li a").click();
    await page.waitForURL(/\/verwaltung\/vorkontrollen\/[0-9a-f-]{36}$/);
    precheckUrl = page.url();
    const familyText = (await page.locator("[data-family]").textContent())!;
    for (const fact of [family.tag, visit.address, visit.postcode]) expect(familyText).toContain(fact);
    expect(await page.locator('a[href="tel:+491715550123"]').count()).toBe(1);
    // Nothing else of the request: not the e-mail address, not what the family wrote.
    const html = await page.content();
    expect(html).not.toContain(family.email);
    expect(html).not.toContain(validFields("adoption", family.tag).message!);
    // Sent with questions unanswered: the page says which, keeps what was typed.
    await page.locator("input[name=answer_0][value=yes]").check();
    await page.fill("#comment_0", comment);
    await page.getByRole("button", { name: p.submit }).click();
    await page.waitForSelector("[data-error-summary]");
    expect(await page.locator("#answer_1-error").textContent()).toBe(p.errors.required);
    expect(await page.inputValue("#comment_0")).toBe(comment);
    const questions = await page.locator("[data-checklist] ol > li").count();
    expect(questions).toBe(7);
    for (let i = 0; i < questions; i++) await page.locator(`input[name=answer_${i}][value=${i === 3 ? "na" : "yes"}]`).check();
    await page.locator("input[name=recommendation][value=recommended]").check();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#15803d" } }).jpeg().withExif({ IFD0: { Copyright: "GPS-canary" } }).toBuffer();
    await page.setInputFiles("#photos", { name: "garten.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: p.submit }).click();
    await page.waitForSelector("[data-recommendation]");
    expect(await page.locator("[data-recommendation]").textContent()).toContain(p.recommendations.recommended);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await shoot(page, `${locale}-precheck-done`);
    const src = await page.locator("[data-photos] img").getAttribute("src");
    const stored = await page.request.get(`${server.de}${src}`);
    expect(stored.headers()["cache-control"]).toBe("private, no-store");
    expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();
    await context.close();
    const axe = await volunteerContext.newPage();
    await axe.goto(precheckUrl);
    await checkAxe(axe, "precheck-done");
    await axe.close();
    // Another volunteer: the visit and its photo are not found.
    expect((await adminRequest(server, new URL(precheckUrl).pathname, { cookie: otherCookie })).status).toBe(404);
    expect((await adminRequest(server, src!, { cookie: otherCookie })).status).toBe(404);
  });

  it("2d. the coordinator is told and reads the result; the status page says it is done and nothing of the notes", async () => {
    // The owner handled the request when assigning the visit: the notice is theirs.
    const mail = await waitForMail(owner, (x) => x.subject.includes(staffMailCopy[locale].precheckDoneSubject.split(":")[0]!));
    expect(mail.text).toContain(`/verwaltung/eingang/${id}`);
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    expect(await office.locator("[data-precheck-current]").getAttribute("data-precheck-current")).toBe("done");
    await office.locator("[data-precheck-current] a", { hasText: p.open }).click();
    await office.waitForURL(/\/verwaltung\/vorkontrollen\//);
    await expect.poll(() => office.locator("[data-answers]").textContent(), { timeout: 10_000 }).toContain(comment);
    await checkAxe(office, "precheck-coordinator");
    const res = await raw(statusLink);
    expect(res.body).toContain(precheckStatusCopy[locale].done);
    for (const secret of [comment, "Vera"]) expect(res.body).not.toContain(secret);
  });

  it("2e. the dog is reserved for the family; on a phone without JavaScript a second family finds it reserved and joins the waiting list, with a confirmation that promises no reply", async () => {
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    await office.locator("[data-reserve]").click();
    await office.waitForURL(/\/reservieren$/);
    await office.locator("[data-confirm-reserve]").click();
    await office.waitForURL(/\?reserviert=0/);
    await office.locator("[data-reserved]").waitFor();

    const dogUrl = site() + pathFor("dogDetail", locale, { slug: dog.slug });
    const note = fill(forms.ui.waitlistNote, { dog: dog.name });
    const page = await applicant.newPage();
    await page.goto(dogUrl);
    expect(await page.locator("[data-waitlist-note]").first().textContent()).toBe(note);
    const f: Record<string, string> = { ...validFields("adoption", waiting.tag), email: waiting.email, phone: "+49 171 5550456" };
    for (const field of ["name", "email", "phone", "livingSituation", "experience", "message"]) await page.fill(`#anfrage-${field}`, f[field]!);
    await page.check("#anfrage-privacyAccepted");
    await page.getByRole("button", { name: forms.ui.sendAdoption }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByText(forms.status.success.adoption).count()).toBe(1);
    await page.close();
    await look(dogUrl, "dog-reserved-waitlist");

    // The confirmation says where the request stands, and promises no reply within days.
    const confirmation = await waitForMail(waiting.email, (x) => x.text.includes(fill(String(forms.mail.confirmationWaitlist), { form: String((forms.mail.confirmationForms as Record<string, string>).adoption), dog: dog.name })));
    expect(confirmation.text).not.toContain(locale === "de" ? "innerhalb weniger Tage" : "en pocos días");
    waitingId = UUID.exec(confirmation.text)![0];
    const waitingStatus = new RegExp(`${site().replace(/[.]/g, "\\.")}${pathFor("requestStatus", locale, { token: "T" }).replace("T", "[\\w-]{43}")}`).exec(confirmation.text)![0];
    const status = await raw(waitingStatus);
    expect(status.body).toContain(fill(journeyCopy[locale].statusPage.waitlist, { dog: dog.name }));
    // The coordinator sees it as a waiting-list request, in the inbox and on its page.
    await office.goto(`${server.de}/verwaltung/eingang`);
    await office.locator(`a[href*="${waitingId}"] [data-waitlist]`).waitFor();
    await office.goto(`${server.de}/verwaltung/eingang/${waitingId}`);
    expect(await office.locator("[data-waitlist]").textContent()).toBe(fill(m.submission.waitlistNote, { dog: dog.name }));
  });

  it("3a. the contract is generated; the applicant signs it without JavaScript and downloads the PDF", async () => {
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    // The next step after the pre-check is a button named for it (the workflow's table).
    await office.getByRole("button", { name: m.submission.stepEvents.prepare_contract, exact: true }).click();
    await expect.poll(() => office.locator("[data-contract-form]").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.inputValue("#contract_name")).toBe(name);
    // The address starts with the pre-check's.
    expect(await office.inputValue("#contract_address")).toContain(visit.address.split(",")[0]!);
    // Wrong input is named field by field.
    await office.fill("#contract_chip", "12");
    await office.locator("[data-contract-generate]").click();
    await expect.poll(() => office.getByText(m.contract.problems.chip).count(), { timeout: 10_000 }).toBe(1);
    await office.fill("#contract_address", visit.contract);
    await office.fill("#contract_dog", dog.name);
    await office.fill("#contract_chip", "941 000 024 681 357");
    await office.locator("[data-contract-generate]").click();
    await expect.poll(() => office.locator("[data-contract-admin=ready]").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.locator("[data-contract-reference]").textContent()).toMatch(REFERENCE_PATTERN);
    await checkAxe(office, "request-contract-ready");

    const mail = await waitForMail(family.email, (x) => x.subject === fill(contractMailCopy[locale].readySubject, { dog: dog.name }));
    expect(mail.text).toContain(statusLink);
    const page = await applicant.newPage();
    await page.goto(statusLink);
    expect(await page.locator("[data-contract=ready] [data-contract-text]").textContent()).toContain("941000024681357");
    expect(await page.locator("[data-fee=open]").textContent()).toContain(fee);
    // The transfer as a GiroCode: the page's country's account, the fee and the contract's reference.
    const reference = (await office.locator("[data-contract-reference]").textContent())!.trim();
    const code = (await readQrCodeOnPage(page.locator("[data-fee=open] [data-girocode] img")))!.split("\n");
    expect(code.slice(0, 4)).toEqual(["BCD", "002", "1", "SCT"]);
    expect([code[6], code[7], code[10]]).toEqual([organisationDefaults[locale].bank.iban.replace(/\s+/g, ""), `EUR${fee.replace(/\D/g, "")}`, reference]);
    // Another name is refused, and nothing is signed.
    await page.fill("#sign-name", "Jemand Anderes");
    await page.check("input[name=confirm]");
    await page.getByRole("button", { name: c.sign }).click();
    await page.waitForLoadState("load");
    await page.locator("#sign-error").waitFor();
    expect(await page.locator("#sign-error").textContent()).toBe(fill(c.problems.mismatch, { name }));
    await page.fill("#sign-name", name.toUpperCase());
    await page.check("input[name=confirm]");
    await page.getByRole("button", { name: c.sign }).click();
    await page.waitForLoadState("load");
    await page.getByText(c.signedNow).waitFor();
    await page.goto(statusLink);
    const href = await page.locator("[data-contract-pdf]").getAttribute("href");
    const pdf = await download(new URL(href!, statusLink).toString());
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(pdf.body);
    for (const fact of [name, dog.name, "941000024681357", fee]) expect(text.join("\n")).toContain(fact);
    expect(text.at(-1)).toContain(contractPdfCopy[locale].record);
    expect(text.at(-1)).toContain(fill(contractPdfCopy[locale].howText, { email: family.email }));
    expect(text.at(-1)).toMatch(/[0-9a-f]{64}/);
    await page.close();
    await look(statusLink, "status-contract-signed");
    // A guessed token opens no PDF.
    const guessed = await rawRequest(server.port, `${pathFor("requestStatus", locale, { token: "A".repeat(43) })}/${locale === "de" ? "vertrag" : "contrato"}.pdf`, { host: new URL(site()).host });
    expect(guessed.status).toBe(404);
  });

  it("3b. the coordinator is told, countersigns and marks the fee received; the status page shows both", async () => {
    const notice = await waitForMail(owner, (x) => x.subject === fill(contractMailCopy[locale].signedSubject, { dog: dog.name }));
    expect(notice.text).toContain(`/verwaltung/eingang/${id}`);
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    const adminPdf = await office.request.get(`${server.de}/verwaltung/eingang/${id}/vertrag.pdf`);
    expect(adminPdf.status()).toBe(200);
    expect(adminPdf.headers()["cache-control"]).toBe("private, no-store");
    // Each asks for a tick first.
    await office.check("[data-countersign-confirm]");
    await office.locator("[data-countersign]").click();
    await expect.poll(() => office.locator("[data-contract-admin=countersigned]").count(), { timeout: 10_000 }).toBe(1);
    await office.check("[data-fee-confirm]");
    await office.locator("[data-fee-received]").click();
    await expect.poll(() => office.getByText(m.contract.marked).count(), { timeout: 10_000 }).toBe(1);
    // The family is told of both, with its status link and no invitation to answer by e-mail.
    for (const subject of [contractMailCopy[locale].countersignedSubject, contractMailCopy[locale].feeSubject]) {
      const told = await waitForMail(family.email, (x) => x.subject === fill(subject, { dog: dog.name }));
      expect(told.text).toContain(statusLink);
      expect(told.text).not.toMatch(REPLY_BY_MAIL);
    }
    await shoot(office, `${locale}-office-contract-done`);
    const page = await applicant.newPage();
    await page.goto(statusLink);
    expect(await page.locator("[data-contract=countersigned]").count()).toBe(1);
    expect(await page.locator("[data-fee=received]").textContent()).toContain(fee);
    // What comes next follows what is done: contract and fee are, the handover is planned next.
    expect(await page.locator("body").innerText()).toContain(journeyCopy[locale].statusPage.nextFacts.contractDone);
    const pdf = await download(new URL((await page.locator("[data-contract-pdf]").getAttribute("href"))!, statusLink).toString());
    expect((await pdfText(pdf.body)).at(-1)).toContain("Olga Vorstand");
    await page.close();
  });

  it("3c. owners edit the contract's text: every save a new version", async () => {
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
  });

  it("4a. the coordinator plans a transport with a transfer point; the request moves to travel", async () => {
    await office.goto(`${server.de}/verwaltung/transporte`);
    await office.fill("#departure", departure);
    await office.fill("#arrival", arrival);
    await Promise.all([office.waitForURL(/\/verwaltung\/transporte\/[0-9a-f-]{36}\?neu=1$/), office.getByRole("button", { name: t.create }).click()]);
    transportUrl = office.url().replace(/\?.*$/, "");
    await expect.poll(() => office.getByText(t.created).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await office.selectOption("#submission", id);
    await office.selectOption("#new-point", "karlsruhe");
    await office.fill("#new-time", "14:30");
    await office.fill("#new-chip", "941000024681357");
    await office.fill("#new-note", "Box im Kofferraum");
    await office.check("input[name=showPublic]");
    await office.getByRole("button", { name: t.add, exact: true }).click();
    await expect.poll(() => office.locator(`[data-entry="${id}"]`).count(), { timeout: 10_000 }).toBe(1);
    await checkAxe(office, `transport-${locale}`);
    await shoot(office, `${locale}-transport`);
    await office.goto(`${server.de}/verwaltung/transporte`);
    expect(await office.locator("[data-transports=coming] li").count()).toBe(1);
    await checkAxe(office, `transports-list-${locale}`);
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    expect(await office.locator("dd[data-stage]").getAttribute("data-stage")).toBe("travel");
    expect(await office.locator("[data-transport-current]").textContent()).toContain(transferPointNames[locale].karlsruhe);
  });

  it("4b. the family's e-mail and status page show date, place and time; the manifest lists the family; the dog page says it travels", async () => {
    const mail = await waitForMail(family.email, (x) => x.text.includes(fill(transportCopy[locale].arrival, { arrival: dayInWords(arrival, locale) })));
    expect(mail.text).toContain(fill(transportCopy[locale].departure, { departure: dayInWords(departure, locale) }));
    expect(mail.text).toContain(fill(transportCopy[locale].place, { place: transferPointNames[locale].karlsruhe, time: "14:30" }));
    expect(mail.text).toContain(statusLink);
    const res = await raw(statusLink);
    expect(res.body).toContain(transportCopy[locale].statusHeading);
    expect(res.body).toContain(dayInWords(arrival, locale));
    expect(res.body).toContain(transferPointNames[locale].karlsruhe);
    expect(res.body).toContain("14:30");
    // No promise left that is already kept: the handover is set, and the page says so.
    expect(shown(res.body)).toContain(journeyCopy[locale].statusPage.nextFacts.handoverSet);
    expect(shown(res.body)).toContain(transportCopy[locale].statusNote);
    expect(shown(res.body)).not.toContain(journeyCopy[locale].statusPage.nextFacts.contractDone);
    await look(statusLink, "status-transport");
    await office.goto(`${transportUrl}/ladeliste`);
    const row = (await office.locator("[data-manifest-row]").textContent()) ?? "";
    for (const fact of [dog.name, "941000024681357", name, "+49 171 5550123", transferPointNames[locale].karlsruhe, "14:30"]) expect(row).toContain(fact);
    await checkAxe(office, "manifest");
    // On paper, the back office's header is left out.
    await office.emulateMedia({ media: "print" });
    expect(await office.locator("header").isVisible()).toBe(false);
    await office.emulateMedia({ media: "screen" });
    const dogPath = pathFor("dogDetail", locale, { slug: dog.slug });
    const dogPage = await rawRequest(server.port, dogPath, { host: new URL(site()).host });
    expect(dogPage.body).toContain(publicTravelNote(arrival, locale));
    // Taken back: the mark is gone from the next view.
    await office.goto(transportUrl);
    await office.uncheck(`[data-entry="${id}"] input[name=showPublic]`);
    await office.locator(`[data-entry="${id}"]`).getByRole("button", { name: t.save, exact: true }).click();
    await expect.poll(() => office.getByText(t.saved, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await rawRequest(server.port, dogPath, { host: new URL(site()).host })).body.includes(publicTravelNote(arrival, locale)), { timeout: 5_000 }).toBe(false);
  });

  it("4c. the waiting family's reserve page names the family holding the dog and its stage, and offers no way to close it; a hand-made reservation is refused", async () => {
    const reserveUrl = `${server.de}/verwaltung/eingang/${waitingId}/reservieren`;
    await office.goto(reserveUrl);
    const held = (await office.locator("[data-held]").textContent()) ?? "";
    expect(held).toContain(fill(m.reserve.held, { dog: dog.name, name, stage: m.statuses.travel }));
    expect(await office.locator("[data-others]").count()).toBe(0);
    expect(await office.locator("[data-confirm-reserve]").count()).toBe(0);
    await checkAxe(office, "reserve-held");
    await shoot(office, `${locale}-reserve-held`);
    const before = smtp.messages.length;
    const res = await adminRequest(server, new URL(reserveUrl).pathname, {
      method: "POST",
      cookie: await officeCookie(),
      body: new URLSearchParams({ intent: "reserve", body_de: "Hallo {firstName}, vergeben.", body_es: "Hola {firstName}, adoptado." }).toString(),
    });
    expect(res.status).toBe(409);
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    expect(await office.locator("dd[data-stage]").getAttribute("data-stage")).toBe("travel");
    await office.locator("[data-reserved]").waitFor();
    await office.goto(`${server.de}/verwaltung/eingang/${waitingId}`);
    expect(await office.locator("dd[data-stage]").getAttribute("data-stage")).toBe("received");
    // Nobody was told anything.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.messages.slice(before).filter((x) => x.to === family.email || x.to === waiting.email)).toEqual([]);
  });

  it("5a. the dog has arrived: the status page invites news; owners see the follow-ups' texts under Vorlagen and change the first", async () => {
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    await office.getByRole("button", { name: m.submission.stepEvents.arrive, exact: true }).click();
    // Before the transport's arrival day: a warning naming the day, and an explicit confirmation.
    await office.getByText(fill(m.submission.earlyArrival, { day: dayInWords(arrival, locale) })).waitFor();
    expect(await office.locator("dd[data-stage]").getAttribute("data-stage")).toBe("travel");
    await office.getByRole("button", { name: m.submission.earlyArrivalConfirm }).click();
    await expect.poll(() => office.locator("dd[data-stage]").getAttribute("data-stage"), { timeout: 10_000 }).toBe("arrived");
    // The request page has the part for the family's news, empty for now.
    expect(await office.locator("section[aria-labelledby=neuigkeiten]").textContent()).toContain(m.news.none);
    const status = await raw(statusLink);
    expect(status.body).toContain("data-news-link");
    expect(status.body).toContain(fill(happyEndCopy[locale].status.heading, { dog: dog.name }));
    // After arrival, no promise about the travel day is left.
    expect(shown(status.body)).toContain(transportCopy[locale].statusHeading);
    expect(shown(status.body)).not.toContain(transportCopy[locale].statusNote);

    await office.goto(`${server.de}/verwaltung/vorlagen`);
    const template = office.locator('[data-template="followup.two_weeks"]');
    await template.locator("summary").click();
    const textarea = template.locator(`textarea[id="followup-two_weeks-${locale}"]`);
    const text = await textarea.inputValue();
    expect(text).toContain("{dog}");
    await textarea.fill(`${text}\n\nPS: Mit lieben Grüßen vom Hof / Saludos desde la finca`);
    await office.locator(`form:has(textarea#followup-two_weeks-${locale})`).getByRole("button", { name: m.templates.save }).click();
    await expect.poll(() => template.getByText(m.templates.saved).count(), { timeout: 10_000 }).toBe(1);
    await checkAxe(office, "templates-followups");
  });

  it("5b. two weeks later, after a restart, the follow-up e-mail carries the owners' text and the news page's link; the data is still there", async () => {
    await server.stop({ keepData: true });
    // Two weeks pass: the arrival is moved back as the clock would have moved on.
    const db = new PGlite(path.join(server.dataDir, "pglite"));
    try {
      await db.query("update submissions set status_changed_at = now() - interval '15 days', arrived_at = now() - interval '15 days' where id = $1", [id]);
    } finally {
      await db.close();
    }
    server = await startTestServer({ ...env(), DATA_DIR: server.dataDir });
    const mail = await waitForMail(family.email, (x) => x.subject === fill(happyEndCopy[locale].mail.subjects.two_weeks, { dog: dog.name }));
    expect(mail.text).toContain("PS: Mit lieben Grüßen vom Hof / Saludos desde la finca");
    expect(mail.text).toContain(dog.name);
    expect(mail.text).toContain(statusLink);
    const pattern = new RegExp(`${site().replace(/[.]/g, "\\.")}${pathFor("requestNews", locale, { token: "T" }).replace("T", "[\\w-]{43}")}`);
    newsLink = pattern.exec(mail.text)![0];
    expect(newsLink.startsWith(statusLink)).toBe(true);
    // Only one: the next run of the chore sends nothing more.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailTo(family.email, (x) => x.subject === mail.subject)).toHaveLength(1);
    // Everything from before the restart is still there.
    const status = await raw(statusLink);
    expect(status.body).toContain('data-contract="countersigned"');
    expect(status.body).toContain("data-news-link");
  });

  it("5c. on a phone without JavaScript, the family sends news with a photo and allows it to be published; the coordinator is told without the words", async () => {
    const page = await applicant.newPage();
    await page.goto(newsLink);
    expect(await page.locator("h1").textContent()).toBe(fill(news.heading, { dog: dog.name }));
    // Sent empty: the page says what is missing and takes nothing.
    await page.getByRole("button", { name: news.submit }).click();
    await page.waitForLoadState("load");
    await page.locator("[data-error-summary]").waitFor();
    expect(await page.locator("#news-body-error").textContent()).toBe(news.problems.tooShort);
    // A photo with its place in it: kept without it.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#b45309" } }).jpeg().withExif({ IFD0: { Copyright: `GPS-${family.tag}` } }).toBuffer();
    await page.setInputFiles("#news-photos", { name: "sofa.jpg", mimeType: "image/jpeg", buffer: photo });
    // With the keyboard alone: the words, past the photos to the consent (ticked with the space bar), then send.
    await page.locator("#news-body").focus();
    await page.keyboard.type(familyWords);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("photos");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("consent");
    await page.keyboard.press("Space");
    expect(await page.isChecked("input[name=consent]")).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(news.submit);
    await page.keyboard.press("Enter");
    await page.waitForLoadState("load");
    await page.locator("[data-news-done=news]").waitFor();
    expect(await page.locator("[data-sent-news] li").count()).toBe(1);
    expect(await page.locator("[data-sent-news] [data-consent=given]").textContent()).toBe(news.consentGiven);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.close();
    await look(newsLink, "news-sent");
    // The news page is a form page: its budget.
    const measured = await checker.newPage();
    const { gzipBytes } = await firstLoadJavaScript(measured, newsLink);
    await measured.close();
    expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES.form);
    const headers = await raw(newsLink);
    expect(headers.headers["cache-control"]).toBe("private, no-store");
    expect(headers.headers["referrer-policy"]).toBe("no-referrer");
    expect(headers.body).toContain('<meta name="robots" content="noindex, nofollow"');

    // The editors hear of news they may publish (links only).
    const editorNotice = await waitForMail(editor, (x) => x.subject === fill(happyEndCopy[locale].staff.editorSubject, { dog: ` (${dog.name})` }));
    expect(editorNotice.text).toContain("/verwaltung/happy-ends");
    expect(editorNotice.text).not.toContain(family.tag);
    const notice = await waitForMail(owner, (x) => x.subject === fill(happyEndCopy[locale].staff.subject, { dog: ` (${dog.name})` }));
    expect(notice.text).toContain(`/verwaltung/eingang/${id}`);
    expect(notice.text).toContain(happyEndCopy[locale].staff.consent);
    expect(notice.text).not.toContain(family.tag);
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    expect(await office.locator("[data-family-news]").textContent()).toContain(familyWords);
    expect(await office.locator("[data-family-news] [data-consent=yes]").count()).toBe(1);
    await checkAxe(office, "request-news");
    await office.locator("section[aria-labelledby=neuigkeiten]").scrollIntoViewIfNeeded();
    await shoot(office, `${locale}-request-news`);
  });

  it("5d. the editor makes the happy end: the family's surname is refused, both languages are written, it is published", async () => {
    const page = await signedIn(editorCookie);
    allowConsoleErrors(page, /status of 400/);
    // The editor's start page says a story waits, and leads to it.
    await page.goto(`${server.de}/verwaltung`);
    expect(await page.locator("[data-stories-waiting]").getAttribute("data-stories-waiting")).toBe("1");
    await Promise.all([page.waitForURL(/\/verwaltung\/happy-ends$/), page.locator("[data-stories-waiting] a").click()]);
    await expect.poll(() => page.locator("[data-waiting-news] > li").count()).toBe(1);
    // The editor sees the family's photo, private and without its metadata.
    const thumb = await page.locator("[data-waiting-news] img").first().getAttribute("src");
    const served = await page.request.get(`${server.de}${thumb}`);
    expect(served.headers()["cache-control"]).toBe("private, no-store");
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
    await checkAxe(page, "happy-ends-waiting");
    await shoot(page, `${locale}-happy-ends-waiting`);
    await Promise.all([page.waitForURL(/\/verwaltung\/happy-ends\/[0-9a-f-]{36}\?neu=1$/), page.getByRole("button", { name: h.create }).click()]);
    expect(await page.locator("[data-family-words]").textContent()).toBe(familyWords);
    const own = locale === "de" ? "#he-text-de" : "#he-text-es";
    const otherText = locale === "de" ? "#he-text-es" : "#he-text-de";
    expect(await page.inputValue(own)).toBe(familyWords);
    await page.fill(otherText, locale === "de" ? `${dog.name} duerme cada noche en el sofá y le encanta el monte.` : `${dog.name} schläft jeden Abend auf dem Sofa und liebt den Wald.`);
    await page.getByRole("button", { name: h.publish }).click();
    // The family's surname is in its own words: named, and nothing is published.
    await expect.poll(() => page.locator("[data-error-summary]").count(), { timeout: 10_000 }).toBe(1);
    // Named as the text writes it, every word at once.
    expect(await page.locator("#he-text-" + locale + "-error").textContent()).toBe(fill(h.errors.names, { words: locale === "de" ? `„${family.tag}“` : `«${family.tag}»` }));
    await checkAxe(page, "happy-end-refused");
    await page.fill(own, locale === "de" ? `${dog.name} schläft jeden Abend auf dem Sofa und liebt den Wald.\n\nDanke, dass es euch gibt!` : `${dog.name} duerme cada noche en el sofá y le encanta el monte.\n\n¡Gracias por existir!`);
    await page.getByRole("button", { name: h.publish }).click();
    await expect.poll(() => page.locator("[data-happy-end-status]").getAttribute("data-happy-end-status"), { timeout: 10_000 }).toBe("published");
    happyEndUrl = (await page.locator(`[data-public-link=${locale}]`).getAttribute("href"))!;
    expect(happyEndUrl).toBe(site() + pathFor("happyEnd", locale, { slug }));
    await checkAxe(page, "happy-end-published");
    await shoot(page, `${locale}-happy-end-editor`);
    await page.context().close();
    // The family is told, with the story's address.
    const told = await waitForMail(family.email, (x) => x.subject === fill(happyEndCopy[locale].published.subject, { dog: dog.name }));
    expect(told.text).toContain(happyEndUrl);
  });

  it("5e. the happy end is on the site in both languages, with its head and JSON-LD in the raw HTML, linked from the dog list and the adoption page; the dog's page leads to it", async () => {
    for (const lang of ["de", "es"] as const) {
      const url = server[lang] + pathFor("happyEnd", lang, { slug });
      const res = await raw(url);
      expect(res.status).toBe(200);
      const head = readHead(res.body);
      expect(head.lang).toBe(lang);
      expect(head.title).toContain(lang === "de" ? `${dog.name} ist zu Hause angekommen` : `${dog.name} ya está en casa`);
      expect(head.canonical).toBe(url);
      expect(head.alternates).toMatchObject({ de: server.de + pathFor("happyEnd", "de", { slug }), es: server.es + pathFor("happyEnd", "es", { slug }) });
      expect(head.og["og:type"]).toBe("article");
      expect(head.og["og:image"]).toMatch(/\/img\/file\/[\w-]+\/share\.jpg\/happy-ends\//);
      expect(head.description).toContain(dog.name);
      const posting = head.jsonLd.find((block) => (block as { "@type"?: string })["@type"] === "BlogPosting") as Record<string, unknown> | undefined;
      expect(posting?.headline).toBe(head.og["og:title"]);
      expect(posting?.inLanguage).toBe(lang);
      expect(head.jsonLd.some((block) => (block as { "@type"?: string })["@type"] === "BreadcrumbList")).toBe(true);
      // The dog's name and the family's words; never its surname or where it lives.
      expect(res.body).toContain(lang === "de" ? "liebt den Wald" : "le encanta el monte");
      for (const secret of [family.tag, visit.postcode, visit.address.split(",")[0]!]) expect(res.body).not.toContain(secret);
      // The sharing picture is a real picture.
      const share = await download(new URL(head.og["og:image"]!, url).toString());
      expect(share.status).toBe(200);
      expect((await sharp(share.body).metadata()).width).toBe(1200);
      // Listed, linked and in the sitemap.
      const list = await raw(server[lang] + pathFor("happyEnds", lang));
      expect(list.body).toContain(pathFor("happyEnd", lang, { slug }));
      for (const key of ["dogs", "adoption"] as const) {
        const linking = await raw(server[lang] + pathFor(key, lang));
        expect(linking.body).toContain(`href="${pathFor("happyEnds", lang)}"`);
        expect(linking.body).toContain(happyEndCopy[lang].pages.teaserLink);
      }
      expect((await raw(`${server[lang]}/sitemap.xml`)).body).toContain(url);
      // The dog is still listed: its page leads to the happy end for now (302).
      const dogPage = await rawRequest(server.port, pathFor("dogDetail", lang, { slug: dog.slug }), { host: new URL(server[lang]).host });
      expect(dogPage.status).toBe(302);
      expect(new URL(String(dogPage.headers.location), server[lang]).toString()).toBe(server[lang] + pathFor("happyEnd", lang, { slug }));
    }
    // As a person sees it, and the sizes of its photo the browser fetched (to check they go with the erasure).
    const page = await checker.newPage();
    await page.goto(happyEndUrl);
    await page.locator("[data-happy-end] picture img").first().waitFor();
    await expect.poll(() => page.locator("[data-happy-end] picture img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    const current = await page.locator("[data-happy-end] picture img").first().evaluate((img: HTMLImageElement) => img.currentSrc);
    const [, version, variant, storagePath] = /\/img\/file\/([^/]+)\/([^/]+)\/(.+)$/.exec(new URL(current).pathname)!;
    photoCacheFiles.push(path.join(server.dataDir, "image-cache", DiskCache.fileName(`file|${decodeURIComponent(storagePath!)}|${version}|${variant}`, variant!.split(".").pop()!)));
    expect(existsSync(photoCacheFiles[0]!)).toBe(true);
    await checkAxe(page, "happy-end");
    await shoot(page, `${locale}-happy-end`);
    await page.goto(site() + pathFor("happyEnds", locale));
    expect(await page.locator("[data-happy-ends] li").count()).toBe(1);
    await checkAxe(page, "happy-ends");
    await shoot(page, `${locale}-happy-ends`);
    // Content pages: their JavaScript budget.
    for (const url of [happyEndUrl, site() + pathFor("happyEnds", locale)]) {
      const measured = await checker.newPage();
      const { gzipBytes } = await firstLoadJavaScript(measured, url);
      await measured.close();
      expect(gzipBytes, url).toBeLessThanOrEqual(JS_BUDGET_BYTES.content);
    }
    // Reached from the dog list by a click.
    await page.goto(site() + pathFor("dogs", locale));
    await Promise.all([page.waitForURL(site() + pathFor("happyEnds", locale)), page.locator("[data-happy-ends-teaser] a").click()]);
    // The story's two links onward arrive where they say.
    const pages = happyEndCopy[locale].pages;
    for (const [label, key] of [[pages.ctaDogs, "dogs"], [pages.ctaAdoption, "adoption"]] as const) {
      await page.goto(happyEndUrl);
      await Promise.all([page.waitForURL(site() + pathFor(key, locale)), page.getByRole("link", { name: label, exact: true }).click()]);
    }
    await page.close();
  });

  it("5f. on a phone without JavaScript the family takes its consent back: the story is gone at once, a shared link answers 410 with a kind page, the coordinator and the editor are told", async () => {
    const page = await applicant.newPage();
    await page.goto(newsLink);
    await page.getByRole("button", { name: news.withdraw }).click();
    await page.waitForLoadState("load");
    await page.getByText(news.withdrawnNow).waitFor();
    await page.close();
    for (const lang of ["de", "es"] as const) {
      const res = await raw(server[lang] + pathFor("happyEnd", lang, { slug }));
      expect(res.status).toBe(410);
      expect(res.body).toContain(happyEndCopy[lang].pages.goneWithdrawn);
      expect(res.body).not.toContain(family.tag);
    }
    await look(happyEndUrl, "happy-end-gone");
    for (const to of [owner, editor]) {
      const told = await waitForMail(to, (x) => x.subject === fill(happyEndCopy[locale].staff.withdrawnSubject, { dog: ` (${dog.name})` }));
      expect(told.text).not.toContain(family.tag);
    }
    // The dog's page no longer leads there; its published photos went with it.
    expect((await rawRequest(server.port, pathFor("dogDetail", locale, { slug: dog.slug }), { host: new URL(site()).host })).status).toBe(200);
    expect(existsSync(photoCacheFiles[0]!)).toBe(false);
  });

  it("6. the family is erased: only the signed contract stays; the happy end, its photos and the news are gone", async () => {
    await office.goto(`${server.de}/verwaltung/datenschutz`);
    await office.fill("#erase-email", family.email);
    await office.getByRole("button", { name: m.privacy.preview }).click();
    await expect.poll(() => office.locator("[data-erasure-preview] li").count(), { timeout: 10_000 }).toBe(1);
    // The happy end went when the family took its consent back; its news is still here.
    expect(await office.locator("[data-erasure-preview] li").textContent()).toContain(fill(m.privacy.previewDetails, { messages: 0, notes: 0, news: 1, happyEnds: 0 }));
    await office.check("input[name=confirm]");
    await office.getByRole("button", { name: m.privacy.submit }).click();
    await expect.poll(() => office.locator("[role=status]").last().textContent(), { timeout: 10_000 }).toBe(m.privacy.erased.one.replace("{count}", "1"));
    // A shared link still says the story is gone (the address is only the dog's name).
    expect((await raw(happyEndUrl)).status).toBe(410);
    expect((await raw(newsLink)).status).toBe(404);
    expect((await raw(statusLink)).status).toBe(404);
    expect((await rawRequest(server.port, pathFor("dogDetail", locale, { slug: dog.slug }), { host: new URL(site()).host })).status).toBe(200);

    await server.stop({ keepData: true });
    const db = new PGlite(path.join(server.dataDir, "pglite"));
    try {
      const tables = await db.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'");
      const holding: string[] = [];
      const hex = Buffer.from(family.tag, "utf8").toString("hex");
      for (const { table_name } of tables.rows) {
        const found = await db.query<{ n: number }>(`select count(*)::int as n from "${table_name}" t where t::text ilike $1 or t::text ilike $2`, [`%${family.tag}%`, `%${hex}%`]);
        if ((found.rows[0]?.n ?? 0) > 0) holding.push(table_name);
      }
      // The signed contract is kept for its own period, detached from the request; nothing else.
      expect(holding).toEqual(["contracts"]);
      const files = await db.query<{ n: number }>("select count(*)::int as n from stored_files where path like 'happy-ends/%'");
      expect(files.rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
    expect(server.output()).not.toContain(family.tag);
  });
});
