/**
 * The adoption journey, part 1 (docs/product/journey.md), end to end in Chromium with a real SMTP
 * peer, once per language: a visitor's adoption request (without JavaScript) → the confirmation
 * carries the status link → the status page shows "request received" → a coordinator, signed in
 * with a passkey, replies with the stage's template and moves the request on → the applicant's
 * e-mail arrives in the request's language → the status page shows the message and the stage →
 * the applicant answers without JavaScript → the inbox shows the answer and the assignee got a
 * notice without its text → the dog is reserved for a second request, and the first applicant
 * gets "found a family" with three similar available dogs → a third request is withdrawn on its
 * status page. Tokens that open nothing answer 404; the page never shows what the sender typed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { checkAxe, firstLoadJavaScript } from "../support/page-checks.ts";
import { JS_BUDGET_BYTES } from "../support/js-budgets.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { inviteByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { adoptionOnly, listedDemoDogs } from "../support/demo-dogs.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { journeyCopy } from "#app/features/journey/request/rules/copy.ts";
import { staffMailCopy } from "#app/features/journey/mail/rules/mail.ts";
import { similarDogs } from "#app/features/journey/request/rules/similar.ts";
import { dogSlug, dogStatus, isListedDog } from "#app/features/dogs/rules/index.ts";

const shoot = screenshotsInto("journey");

describe.each(["de", "es"] as const)("adoption journey, part 1 (%s)", (locale) => {
  const m = adminMessages[locale];
  const c = journeyCopy[locale].statusPage;
  const forms = getMessages(locale);
  const dog = adoptionOnly();
  const coordinator = `koordination-${locale}@example.org`;
  const owner = `vorstand-${locale}@example.org`;
  /** Words the senders typed: the status page must never show them. */
  const typed = `Getippt${locale}Qx`;
  const applicants = ["first", "second", "third"].map((n) => ({ tag: `${n}${locale}Applicant`, email: `${n}-${locale}@example.org` }));
  const firstName = (tag: string) => validFields("adoption", tag).name!.split(/\s+/)[0]!;
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let office: Page;
  let applicant: BrowserContext;
  /** Pages checked with axe-core run in a context with JavaScript (axe runs in the page). */
  let checker: BrowserContext;
  let ownerCookie: string | null = null;
  let coordinatorLink = "";
  let ownerToken = "";
  const statusLinks: string[] = [];
  const ids: string[] = [];
  const site = () => server[locale];
  const statusPattern = () => new RegExp(`${site().replace(/[.]/g, "\\.")}${pathFor("requestStatus", locale, { token: "TOKEN" }).replace("TOKEN", "[\\w-]{43}")}`);

  const mailTo = (to: string, filter: (mail: ReceivedMail) => boolean = () => true) => smtp.messages.filter((x) => x.to === to && filter(x));
  async function waitForMail(to: string, filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    await expect.poll(() => mailTo(to, filter).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return mailTo(to, filter)[0]!;
  }

  /** An adoption request through the JSON API (the second and third applicants; the first uses the page). */
  async function requestByApi(index: number) {
    const host = new URL(site()).host;
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const data = { ...validFields("adoption", applicants[index]!.tag), email: applicants[index]!.email, dog: dog.name };
    const body = JSON.stringify({ formType: "adoption", locale, data, token });
    const res = await rawRequest(server.port, "/api/send-form-email", {
      host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(200);
    // The status token reaches the applicant only by e-mail (never in the API's answer).
    expect(res.body).not.toMatch(/[\w-]{43}/);
    const id = (JSON.parse(res.body) as { id: string }).id;
    ids[index] = id;
    const confirmation = await waitForMail(applicants[index]!.email, (x) => x.text.includes(id));
    statusLinks[index] = statusPattern().exec(confirmation.text)![0];
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    const sites = { SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}` };
    server = await startTestServer({ ...sites, PORT: String(port), SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000" }, async (dir) => {
      await inviteByCli(dir, coordinator, "coordinator", { ...sites, SMTP_URL: smtp.url }, ["--name", "Lea Koordination", "--lang", locale]);
      ownerToken = (await inviteByCli(dir, owner, "owner", { ...sites, SMTP_URL: smtp.url }, ["--name", "Olga", "--lang", locale])).token;
    });
    coordinatorLink = /https?:\/\/\S+\/verwaltung\/anmelden\/link\?token=[\w-]+(&lang=es)?/.exec(mailTo(coordinator)[0]!.text)![0];
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    office = await context.newPage();
    const cdp = await context.newCDPSession(office);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    // The applicants' browser runs without JavaScript: every form of the journey is a plain POST.
    applicant = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    checker = await browser.newContext({ viewport: { width: 390, height: 900 } });
  });

  /** axe-core and screenshots of a page, opened with JavaScript. */
  async function look(url: string, name: string) {
    const page = await checker.newPage();
    await page.goto(url);
    await checkAxe(page, name);
    await shoot(page, `${locale}-${name}`);
    await page.close();
  }

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("a visitor's adoption request: the confirmation carries the status link, and the page shows “request received”", async () => {
    const page = await applicant.newPage();
    await page.goto(site() + pathFor("dogDetail", locale, { slug: dog.slug }));
    const f: Record<string, string> = { ...validFields("adoption", applicants[0]!.tag), email: applicants[0]!.email, message: `Bitte schreibt an ${typed} zurück, danke schön!` };
    for (const field of ["name", "email", "phone", "livingSituation", "experience", "message"]) await page.fill(`#anfrage-${field}`, f[field]!);
    await page.check("#anfrage-privacyAccepted");
    // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
    await page.getByRole("button", { name: forms.ui.sendAdoption }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByText(forms.status.success.adoption).count()).toBe(1);

    const confirmation = await waitForMail(applicants[0]!.email, (x) => statusPattern().test(x.text));
    statusLinks[0] = statusPattern().exec(confirmation.text)![0];
    ids[0] = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(confirmation.text)![0];
    expect(confirmation.text).toContain(fill(journeyCopy[locale].mail.confirmationLink, { link: statusLinks[0] }));

    const res = await rawRequest(server.port, new URL(statusLinks[0]).pathname, { host: new URL(site()).host });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"');
    await page.goto(statusLinks[0]);
    expect(await page.locator("h1").textContent()).toContain(dog.name);
    expect(await page.locator("[data-stages] [aria-current=step]").getAttribute("data-stage")).toBe("received");
    expect(await page.locator("[data-stages] [aria-current=step]").textContent()).toContain(c.firstStage.adoption);
    // Nothing the sender typed: not the message, not the name.
    const html = await page.content();
    expect(html).not.toContain(typed);
    expect(html).not.toContain(applicants[0]!.tag);
    await page.close();
    await look(statusLinks[0], "status-received");
    // The status page carries forms: the form pages' JavaScript budget.
    const measured = await checker.newPage();
    const { gzipBytes } = await firstLoadJavaScript(measured, statusLinks[0]);
    await measured.close();
    expect(gzipBytes).toBeGreaterThan(50 * 1024);
    expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES.form);
  });

  it("a coordinator signs in with a passkey and replies with the stage's template; the e-mail and the status page show it", async () => {
    await office.goto(coordinatorLink);
    await office.getByRole("button", { name: m.link.confirm }).click();
    await office.waitForURL(/\/verwaltung\/konto$/);
    await office.fill("#passkey-name", "Telefon");
    await office.getByRole("button", { name: m.account.addPasskey }).click();
    await expect.poll(() => office.locator("[data-passkeys] li").count(), { timeout: 15_000 }).toBe(1);
    await office.getByRole("button", { name: m.nav.signOut }).click();
    await office.waitForURL(/\/verwaltung\/anmelden/);
    await office.getByRole("button", { name: m.login.passkey }).click();
    await office.waitForURL(/\/verwaltung$/, { timeout: 15_000 });

    await office.goto(`${server.de}/verwaltung/eingang/${ids[0]}`);
    expect(await office.locator("[data-stage]").first().getAttribute("data-stage")).toBe("received");
    // The stage's template, chosen by a plain GET form (or the "next stage" link).
    await Promise.all([office.waitForURL(/vorlage=adoption\.getting_to_know/), office.locator("[data-next-stage]").click()]);
    await expect.poll(() => office.inputValue("#reply-body"), { timeout: 10_000 }).not.toBe("");
    const body = await office.inputValue("#reply-body");
    expect(body).toContain(dog.name);
    expect(body).toContain("Lea");
    expect(body).toContain("{firstName}");
    // The template's stage is reached by the table's "accept": the reply moves the request with it.
    expect(await office.inputValue("#reply-stage")).toBe("accept");
    await checkAxe(office, "submission-reply");
    await shoot(office, `${locale}-office-reply`);
    await office.getByRole("button", { name: m.submission.send }).click();
    await expect.poll(() => office.locator("[data-thread] [data-message=association]").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.getByText(m.submission.sent).count()).toBe(1);
    // The form starts empty again, so a second tap sends nothing twice.
    expect(await office.inputValue("#reply-body")).toBe("");

    const reply = await waitForMail(applicants[0]!.email, (x) => x.subject === fill(journeyCopy[locale].mail.replySubject, { dog: dog.name }));
    expect(reply.text).toContain(`${locale === "de" ? "Hallo" : "Hola"} ${firstName(applicants[0]!.tag)}`);
    expect(reply.text).toContain(statusLinks[0]);
    expect(reply.text).not.toContain("{firstName}");

    const page = await applicant.newPage();
    await page.goto(statusLinks[0]!);
    expect(await page.locator("[data-stages] [aria-current=step]").getAttribute("data-stage")).toBe("getting_to_know");
    expect(await page.locator("[data-stages] [data-stage=received]").getAttribute("data-state")).toBe("done");
    const message = await page.locator("[data-messages] [data-from=association]").textContent();
    expect(message).toContain(dog.name);
    // The first name is what the sender typed: the page leaves it out.
    expect(message).not.toContain(firstName(applicants[0]!.tag));
    expect(message).not.toContain("{firstName}");
    await page.close();
  });

  it("the applicant answers without JavaScript; the inbox shows it, and the assignee gets a notice without its text", async () => {
    const page = await applicant.newPage();
    await page.goto(statusLinks[0]!);
    const answer = `Gern, ich bin ab 18 Uhr erreichbar ${locale}.`;
    await page.fill("#answer-body", answer);
    // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
    await page.getByRole("button", { name: c.answerSend }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByText(c.answerSent).count()).toBe(1);
    expect(await page.locator("[data-messages] [data-from=applicant]").textContent()).toContain(answer);
    expect(await page.inputValue("#answer-body")).toBe("");
    await page.close();
    await look(statusLinks[0]!, "status-answered");

    await office.goto(`${server.de}/verwaltung/eingang/${ids[0]}`);
    expect(await office.locator("[data-thread] [data-message=applicant]").textContent()).toContain(answer);
    expect(await office.locator("[data-answer-waiting]").count()).toBe(1);
    // Replying took the request up: the notice goes to the coordinator, in the coordinator's language, without the answer.
    const notice = await waitForMail(coordinator, (x) => x.text.includes(`/verwaltung/eingang/${ids[0]}`));
    expect(notice.subject).toContain(staffMailCopy[locale].answerSubject.split("{")[0]!.trim());
    expect(notice.text).not.toContain(answer);
    expect(notice.text).not.toContain(applicants[0]!.tag);
    await office.goto(`${server.de}/verwaltung/eingang?answer=1`);
    expect(await office.locator("[data-inbox] li").count()).toBe(1);
    // The export names the stage in words and when the last message was written.
    const res = await office.context().request.get(`${server.de}/verwaltung/eingang/export.csv?answer=1`);
    const [header, row] = (await res.text()).replace(/^\uFEFF/, "").split("\r\n").map((line) => line.split('";"').map((cell) => cell.replace(/^"|"$/g, "")));
    const lastMessage = header!.indexOf(m.inbox.lastMessage);
    expect(lastMessage).toBeGreaterThan(0);
    expect(row![lastMessage]).toMatch(locale === "de" ? /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/ : /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(row).toContain(m.statuses.getting_to_know);
  });

  it("reserving the dog for a second request tells the first applicant, with three similar available dogs", async () => {
    await requestByApi(1);
    const expected = similarDogs(listedDemoDogs, dog.dog);
    expect(expected).toHaveLength(3);

    await office.goto(`${server.de}/verwaltung/eingang/${ids[1]}`);
    await Promise.all([office.waitForURL(/reservieren$/), office.locator("[data-reserve]").click()]);
    // A client-side navigation: the address changes before the page shows the new data.
    await expect.poll(() => office.locator("[data-others] li").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.locator("[data-similar] li").count()).toBe(3);
    await office.getByRole("button", { name: m.reserve.preview }).click();
    await expect.poll(() => office.locator("[data-previews] article").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.locator("[data-previews]").textContent()).toContain(firstName(applicants[0]!.tag));
    await checkAxe(office, "reserve");
    await shoot(office, `${locale}-office-reserve`);
    await Promise.all([office.waitForURL(/reserviert=1/), office.locator("[data-confirm-reserve]").click()]);
    await expect.poll(() => office.locator("[data-reserved]").count(), { timeout: 10_000 }).toBe(1);
    expect(await office.getByText(plural(locale, m.reserve.done, 1)).count()).toBe(1);

    const placed = await waitForMail(applicants[0]!.email, (x) => x.text.includes(pathFor("watchlist", locale)));
    const slugs = [...placed.text.matchAll(new RegExp(`${pathFor("dogs", locale)}/([\\w-]+)`, "g"))].map((x) => x[1]!);
    expect(slugs).toEqual(expected.map((d) => dogSlug(d)));
    for (const slug of slugs) {
      const similar = listedDemoDogs.find((d) => dogSlug(d) === slug)!;
      expect([slug, isListedDog(similar), dogStatus(similar), similar.id === dog.dog.id]).toEqual([slug, true, "available", false]);
      const res = await rawRequest(server.port, pathFor("dogDetail", locale, { slug }), { host: new URL(site()).host });
      expect(res.status).toBe(200);
    }
    expect(placed.text).toContain(pathFor("dogAlerts", locale));
    expect(placed.text).toContain(`${locale === "de" ? "Hallo" : "Hola"} ${firstName(applicants[0]!.tag)}`);

    // The first request is closed as "placed elsewhere"; its page says so, and takes no answer any more.
    const page = await applicant.newPage();
    await page.goto(statusLinks[0]!);
    expect(await page.locator("[data-closed]").textContent()).toBe(c.closed.placed_elsewhere);
    expect(await page.locator("[data-answer-form]").count()).toBe(0);
    await page.close();
    // The second applicant's page shows the dog reserved.
    const second = await applicant.newPage();
    await second.goto(statusLinks[1]!);
    expect(await second.locator("[data-reserved]").count()).toBe(1);
    await second.close();
  });

  it("a third applicant withdraws on the status page; the association is told", async () => {
    await requestByApi(2);
    const page = await applicant.newPage();
    await page.goto(statusLinks[2]!);
    await page.locator("[data-withdraw] summary").click();
    // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
    await page.getByRole("button", { name: c.withdrawButton }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByText(c.withdrawn).count()).toBe(1);
    await page.goto(statusLinks[2]!);
    expect(await page.locator("[data-closed]").textContent()).toBe(c.closed.withdrawn);
    await page.close();
    // Nobody had taken the request up: the notice goes to the association's address, in the request's language.
    const subject = fill(staffMailCopy[locale].withdrawnSubject, { form: staffMailCopy[locale].forms.adoption!, dog: ` (${dog.name})` });
    await expect.poll(() => smtp.messages.filter((x) => x.subject === subject && x.text.includes(ids[2]!)).length, { timeout: 20_000 }).toBe(1);
    await office.goto(`${server.de}/verwaltung/eingang/${ids[2]}`);
    expect(await office.locator("[data-stage]").first().getAttribute("data-stage")).toBe("withdrawn");
    expect(await office.locator("[data-history]").textContent()).toContain(m.submission.applicant);
  });

  it("the lost link is sent again, with the same answer whether or not a request exists", async () => {
    const page = await applicant.newPage();
    // The adoption page leads there.
    await page.goto(site() + pathFor("adoption", locale));
    await Promise.all([page.waitForURL(site() + pathFor("requestLink", locale)), page.locator("[data-status-link] a").click()]);
    for (const email of [applicants[1]!.email, `nobody-${locale}@example.org`]) {
      await page.goto(site() + pathFor("requestLink", locale));
      await page.fill("#link-email", email);
      // The click waits for the new document to commit; then its load (waiting for "load" alongside the click could see the old page's).
      await page.getByRole("button", { name: journeyCopy[locale].linkPage.send }).click();
      await page.waitForLoadState("load");
      await page.locator("[data-link-sent]").waitFor();
      expect(await page.locator("[data-link-sent]").textContent()).toBe(journeyCopy[locale].linkPage.sent);
    }
    await page.close();
    await look(site() + pathFor("requestLink", locale), "status-link");
    const again = await waitForMail(applicants[1]!.email, (x) => x.subject === journeyCopy[locale].mail.statusLinkSubject);
    expect(again.text).toContain(statusLinks[1]);
    expect(mailTo(`nobody-${locale}@example.org`)).toEqual([]);
  });

  it("a post from another site is refused, even with the opaque origin a status page's own posts have", async () => {
    const host = new URL(site()).host;
    const body = `intent=answer&body=${encodeURIComponent("Von einer fremden Seite")}`;
    const post = (target: string, headers: Record<string, string>) =>
      rawRequest(server.port, target, {
        host, method: "POST", body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)), ...headers },
      });
    const status = new URL(statusLinks[1]!).pathname;
    expect((await post(status, { Origin: "null", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post(status, { Origin: "null" })).status).toBe(403);
    expect((await post(status, { Origin: "https://evil.example" })).status).toBe(400);
    // Other pages never take "null".
    expect((await post(pathFor("contact", locale), { Origin: "null", "Sec-Fetch-Site": "same-origin" })).status).toBe(403);
    await office.goto(`${server.de}/verwaltung/eingang/${ids[1]}`);
    expect(await office.locator("[data-thread]").textContent()).not.toContain("Von einer fremden Seite");
  });

  it("a guessed, altered or erased token answers 404 and reveals nothing", async () => {
    const host = new URL(site()).host;
    const real = new URL(statusLinks[1]!).pathname;
    const token = real.split("/").pop()!;
    const altered = real.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const guessed = pathFor("requestStatus", locale, { token: "x".repeat(43) });
    for (const probe of [altered, guessed, pathFor("requestStatus", locale, { token: "short" })]) {
      const res = await rawRequest(server.port, probe, { host });
      expect([probe, res.status]).toEqual([probe, 404]);
      expect(res.body).not.toContain(dog.name);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
    // Erased: the link of an erased request opens nothing.
    ownerCookie = await signInWithLink(server, ownerToken);
    expect(ownerCookie).toBeTruthy();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.context().addCookies([{ name: ownerCookie!.split("=")[0]!, value: ownerCookie!.split("=").slice(1).join("="), url: server.de }]);
    await page.goto(`${server.de}/verwaltung/vorlagen`);
    expect(await page.locator("[data-template]").count()).toBeGreaterThan(10);
    await checkAxe(page, "templates");
    await shoot(page, `${locale}-office-templates`);
    await page.goto(`${server.de}/verwaltung/datenschutz`);
    await page.fill("#erase-email", applicants[1]!.email);
    await page.getByRole("button", { name: m.privacy.preview }).click();
    // The preview names the request and its conversation.
    await expect.poll(() => page.locator("[data-erasure-preview] li").count(), { timeout: 10_000 }).toBe(1);
    await page.check("input[name=confirm]");
    await page.getByRole("button", { name: m.privacy.submit }).click();
    await expect.poll(() => page.locator("[role=status]").last().textContent(), { timeout: 10_000 }).toBe(plural(locale, m.privacy.erased, 1));
    await page.context().close();
    const erased = await rawRequest(server.port, real, { host });
    expect(erased.status).toBe(404);
    expect(erased.body).not.toContain(dog.name);
    expect(server.output()).not.toContain(token);
  });
});
