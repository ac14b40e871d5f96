/**
 * The flight sponsors' page (docs/product/travel.md#flight-sponsors, docs/product/forms.md#flight-sponsor)
 * in both languages: its server HTML as crawlers read it (head, JSON-LD, the form), the sitemaps, the
 * links from the adoption and donation pages, axe at phone and desktop width, the offer sent without
 * JavaScript (a refused flight number with 400 and the input kept, then the confirmation and the
 * e-mails at a real SMTP peer in the page's language) and with JavaScript by keyboard alone.
 * The tests of a language build on each other (the offers they send): run the file whole, never with -t.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DomUtils, parseDocument } from "htmlparser2";
import type { Element } from "domhandler";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { addDays } from "#app/platform/forms/rules/dates.ts";
import { flightDateBounds } from "#app/platform/forms/rules/flight-sponsor.ts";
import { DOGS_PER_FLIGHT_MAX, GERMAN_AIRPORTS, SPANISH_AIRPORTS, airportName } from "#app/platform/forms/rules/airports.ts";
import { flightSponsorCopy } from "#app/pages/flight-sponsor/copy.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { checkAxe } from "../support/page-checks.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type TestSmtp } from "../support/smtp.ts";
import { focusProblem, focusedLabel } from "../support/focus.ts";

const shoot = screenshotsInto("flight-sponsor");
/** A browser test with axe and screenshots, on a machine that may be busy: more than the default minute. */
const SLOW = 240_000;
const ANCHOR = "flugpate-formular";
const field = (name: string) => `#${ANCHOR}-${name}`;

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([
    startTestServer({ SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "1", OUTBOX_POLL_SECONDS: "1", FORM_RATE_LIMIT: "1000" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const host = (locale: Locale) => new URL(server[locale]).host;
const address = (locale: Locale) => server[locale] + pathFor("flightSponsor", locale);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function mailsTo(recipient: string, count: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.filter((mail) => mail.to.includes(recipient) || mail.text.includes(recipient));
    if (found.length >= count || Date.now() > deadline) return found;
    await sleep(100);
  }
}

/**
 * axe on a page as a browser without JavaScript got it (a form's answer to a plain post): axe needs
 * JavaScript, so the same HTML, without its scripts, is shown in a page that has it, at the same
 * address (the same styles) and width.
 */
async function checkAxeOfServerHtml(html: string, url: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html.replace(/<script\b[\s\S]*?<\/script>/g, "") }),
    );
    await page.goto(url);
    await checkAxe(page, name);
  } finally {
    await context.close();
  }
}

/** The first day after `from` whose day of the month is its month's number (`2027-03-03`): within a year, as the form allows. */
function sameDayAndMonth(from: string): string {
  for (let day = addDays(from, 1); ; day = addDays(day, 1)) {
    const [, month, date] = day.split("-");
    if (month === date) return day;
  }
}

function elements(html: string): Element[] {
  return DomUtils.findAll(() => true, parseDocument(html).children);
}

/** The offer a test sends: from Valencia (de) or Barcelona (es) to Munich, in a month. */
function offerOf(locale: Locale, tag: string) {
  return {
    name: `Flugpatin ${tag}`,
    email: `${tag.toLowerCase()}@example.org`,
    phone: "+49 171 1234567",
    fromAirport: locale === "de" ? "VLC" : "BCN",
    toAirport: "MUC",
    flightDate: addDays(flightDateBounds().min, 30),
    flightNumber: "vy1816",
    dogsAllowed: "2",
    message: "Ich habe nur Handgepäck.",
  };
}

async function fillOffer(page: Page, offer: ReturnType<typeof offerOf>) {
  for (const name of ["name", "email", "phone", "flightDate", "flightNumber", "dogsAllowed", "message"] as const) await page.fill(field(name), offer[name]);
  await page.selectOption(field("fromAirport"), offer.fromAirport);
  await page.selectOption(field("toAirport"), offer.toAirport);
  await page.check(field("privacyAccepted"));
}

describe.each(locales)("the flight sponsors' page (%s)", (locale) => {
  const m = getMessages(locale);
  const copy = flightSponsorCopy[locale];
  const path = pathFor("flightSponsor", locale);

  it("its server HTML has the title, description, canonical, alternates and JSON-LD (WebPage, HowTo), one h1 and headings in order", async () => {
    const res = await rawRequest(server.port, path, { host: host(locale) });
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expect(head.lang).toBe(locale);
    expect(head.title).toBe(`${copy.head.title} | Puente Canino`);
    expect(head.description).toBe(copy.head.description);
    expect(head.robots).toBe("index, follow");
    expect(head.canonical).toBe(address(locale));
    expect(head.alternates).toEqual({ de: address("de"), es: address("es"), "x-default": address("de") });
    const blocks = head.jsonLd as Record<string, unknown>[];
    const webPage = blocks.find((block) => block["@type"] === "WebPage");
    expect(webPage).toMatchObject({ "@context": "https://schema.org", url: address(locale), name: copy.head.title, inLanguage: locale });
    const howTo = blocks.find((block) => block["@type"] === "HowTo") as { name: string; step: { "@type": string; position: number; name: string; url: string }[] };
    expect(howTo.name).toBe(copy.howTo.name);
    expect(howTo.step.map((step) => [step["@type"], step.position, step.name, step.url])).toEqual(
      copy.process.steps.map((step, index) => ["HowToStep", index + 1, step.title, `${address(locale)}#${step.id}`]),
    );
    // Every step the JSON-LD names is an anchor of the page.
    for (const step of copy.process.steps) expect(res.body).toContain(`id="${step.id}"`);

    const all = elements(res.body);
    const headings = all.filter((e) => /^h[1-6]$/.test(e.name)).map((e) => Number(e.name[1]));
    expect(headings.filter((level) => level === 1)).toHaveLength(1);
    expect(DomUtils.textContent(all.find((e) => e.name === "h1")!)).toBe(copy.heroTitle);
    for (let i = 1; i < headings.length; i++) expect(headings[i]!, `heading ${i}`).toBeLessThanOrEqual(headings[i - 1]! + 1);
  });

  it("its form posts to the page without JavaScript: the airports of each country, a date from today in Spain to a year ahead, 1 to 5 dogs", async () => {
    const all = elements((await rawRequest(server.port, path, { host: host(locale) })).body);
    const form = all.find((e) => e.name === "form" && e.attribs["aria-label"] === m.ui.flightSponsorHeading)!;
    expect(form.attribs).toMatchObject({ method: "post", action: `${path}#${ANCHOR}` });
    const inForm = DomUtils.findAll(() => true, form.children);
    const byName = (name: string) => inForm.find((e) => e.attribs.name === name)!;
    expect(byName("intent").attribs.value).toBe("flight_sponsor");
    const options = (name: string) => DomUtils.findAll((e) => e.name === "option", byName(name).children).map((o) => [o.attribs.value, DomUtils.textContent(o)]);
    expect(options("fromAirport")).toEqual([["", m.ui.chooseOption], ...SPANISH_AIRPORTS.map((code) => [code, airportName(code, locale)])]);
    expect(options("toAirport")).toEqual([["", m.ui.chooseOption], ...GERMAN_AIRPORTS.map((code) => [code, airportName(code, locale)])]);
    expect(byName("flightDate").attribs).toMatchObject({ type: "date", ...flightDateBounds(), required: "" });
    expect(byName("dogsAllowed").attribs).toMatchObject({ type: "number", min: "1", max: String(DOGS_PER_FLIGHT_MAX), step: "1", required: "" });
    expect(byName("flightNumber").attribs).toMatchObject({ type: "text", required: "" });
    expect(byName("phone").attribs).toMatchObject({ type: "tel", required: "" });
    expect(byName("message").name).toBe("textarea");
    expect(byName("message").attribs.required).toBeUndefined();
    // Every field has its label.
    for (const name of ["name", "email", "phone", "fromAirport", "toAirport", "flightDate", "flightNumber", "dogsAllowed", "message"]) {
      const label = inForm.find((e) => e.name === "label" && e.attribs.for === `${ANCHOR}-${name}`);
      expect(DomUtils.textContent(label!), name).toContain(m.labels.flight_sponsor[name as keyof typeof m.labels.flight_sponsor]);
    }
  });

  it("is in its site's sitemap, with the other language as alternate", async () => {
    const res = await rawRequest(server.port, "/sitemap.xml", { host: host(locale) });
    expect(res.status).toBe(200);
    const entry = res.body.split("<url>").find((url) => url.includes(`<loc>${address(locale)}</loc>`));
    expect(entry, "the page's <url> in the sitemap").toBeDefined();
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${address("de")}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${address("es")}"/>`);
  });

  it("the adoption and donation pages link to it", async () => {
    for (const key of ["adoption", "donations"] as const) {
      const res = await rawRequest(server.port, pathFor(key, locale), { host: host(locale) });
      expect(res.status, key).toBe(200);
      const links = elements(res.body).filter((e) => e.name === "a" && e.attribs.href === path);
      expect(links.length, key).toBeGreaterThan(0);
      expect(DomUtils.textContent(links[0]!).trim(), key).not.toBe("");
    }
  });

  describe("in the browser", () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      context.setDefaultTimeout(30_000);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("is axe clean at phone and desktop width, with nothing wider than the phone (screenshots in test-results/flight-sponsor)", async () => {
      await page.goto(address(locale));
      await checkAxe(page, `${locale} 390`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(page, `page-${locale}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await checkAxe(page, `${locale} 1280`);
      await page.setViewportSize({ width: 390, height: 844 });
    }, SLOW);

    it("by keyboard alone: sending an empty form names every missing field and focuses the first; then the offer is sent", async () => {
      await page.goto(address(locale));
      // The cookie banner comes after 3 s and would cover the fields at the foot of a phone's screen: declined by keyboard.
      await page.getByTestId("cookie-banner").waitFor({ timeout: 15_000 });
      await page.getByRole("button", { name: messages[locale].cookie.reject, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("cookie-banner").isVisible()).toBe(false);
      // From the hero's button to the form.
      await page.getByRole("link", { name: copy.heroCta }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${copy.offer.id}`);
      await page.locator(field("name")).focus();
      // Straight to the button, past every field, and Enter: the messages, and the focus on the first field.
      for (let i = 0; i < 40 && (await focusedLabel(page)) !== `<button> ${m.ui.sendFlightSponsor}`; i++) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(field("flightNumber-error")).textContent()).toBe(m.validation.flightNumberRequired);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`${ANCHOR}-name`);
      for (const [name, message] of [
        ["fromAirport", m.validation.fromAirport], ["toAirport", m.validation.toAirport], ["flightDate", m.validation.flightDateInvalid],
        ["dogsAllowed", m.validation.dogsAllowed], ["privacyAccepted", m.validation.privacy],
      ] as const) expect(await page.locator(field(`${name}-error`)).textContent(), name).toBe(message);
      await checkAxe(page, `${locale} errors`);

      // Field by field, each one focused where the visitor can see it.
      const offer = offerOf(locale, `Keys${locale}`);
      const typeInto = async (name: string, text: string) => {
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${ANCHOR}-${name}`);
        await expect.poll(() => focusProblem(page), { message: name }).toBeNull();
        await page.keyboard.type(text);
        await page.keyboard.press("Tab");
      };
      await typeInto("name", offer.name);
      await typeInto("email", offer.email);
      await typeInto("phone", offer.phone);
      // A select by its arrows: the first Spanish airport of the list, and the third German one (Munich).
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${ANCHOR}-fromAirport`);
      await page.keyboard.press("ArrowDown");
      expect(await page.inputValue(field("fromAirport"))).toBe(SPANISH_AIRPORTS[0]);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${ANCHOR}-toAirport`);
      for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
      expect(await page.inputValue(field("toAirport"))).toBe("MUC");
      await page.keyboard.press("Tab");
      // The date typed into the field's parts, in whatever order this browser's language puts day and
      // month: a day whose number is its month's (12 December) reads the same either way.
      const flightDate = sameDayAndMonth(flightDateBounds().min);
      const [year, month] = flightDate.split("-");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${ANCHOR}-flightDate`);
      await page.keyboard.type(`${month}${month}${year}`);
      expect(await page.inputValue(field("flightDate"))).toBe(flightDate);
      // The date field's own parts take the Tab first: leave it by its last part.
      for (let i = 0; i < 4 && (await page.evaluate(() => document.activeElement?.id)) === `${ANCHOR}-flightDate`; i++) await page.keyboard.press("Tab");
      await typeInto("flightNumber", offer.flightNumber);
      await typeInto("dogsAllowed", offer.dogsAllowed);
      await typeInto("message", offer.message);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${ANCHOR}-privacyAccepted`);
      await page.keyboard.press("Space");
      // The consent's link to the privacy notice, then the button (the honeypot is never focused).
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await focusedLabel(page)).toBe(`<button> ${m.ui.sendFlightSponsor}`);
      expect(await page.locator(`${field("flightNumber")}[aria-invalid]`).count()).toBe(0);
      await page.waitForTimeout(1100);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("status").textContent()).toContain(m.status.success.flight_sponsor);
      await checkAxe(page, `${locale} sent`);
      const mails = await mailsTo(offer.email, 2);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        [m.mail.confirmationSubject.flight_sponsor, m.mail.subject.flight_sponsor.replace("{name}", offer.name)].sort(),
      );
    }, SLOW);
  });

  describe("without JavaScript", () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      // A wait that cannot end says where it stopped, not only that the test ran out of time.
      context.setDefaultTimeout(30_000);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    const send = async () => {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
        page.getByRole("button", { name: m.ui.sendFlightSponsor }).click(),
      ]);
      await page.waitForLoadState("load");
      return response.status();
    };

    it("a malformed flight number comes back with 400, its message beside the field and every other input kept", async () => {
      await page.goto(address(locale));
      const offer = { ...offerOf(locale, `Bad${locale}`), flightNumber: "1816" };
      await fillOffer(page, offer);
      expect(await send()).toBe(400);
      expect(await page.locator(field("flightNumber-error")).textContent()).toBe(m.validation.flightNumberInvalid);
      expect(await page.getAttribute(field("flightNumber"), "aria-invalid")).toBe("true");
      expect(await page.getAttribute(field("flightNumber"), "aria-describedby")).toContain(`${ANCHOR}-flightNumber-error`);
      // No other field has a message, and each keeps what was typed or chosen.
      expect(await page.locator(`#${ANCHOR} [id$="-error"]`).count()).toBe(1);
      for (const name of ["name", "email", "phone", "fromAirport", "toAirport", "flightDate", "flightNumber", "dogsAllowed", "message"] as const) {
        expect(await page.inputValue(field(name)), name).toBe(offer[name]);
      }
      // The page came back at the form.
      expect(new URL(page.url()).hash).toBe(`#${ANCHOR}`);
      await shoot(page, `no-js-400-${locale}`);
      await checkAxeOfServerHtml(await page.content(), address(locale), `${locale} no-js 400`);
    }, SLOW);

    it("the corrected offer is sent: the confirmation shows, and the traveller's confirmation and the association's copy arrive in the page's language", async () => {
      const offer = offerOf(locale, `NoJs${locale}`);
      await page.goto(address(locale));
      await fillOffer(page, offer);
      await page.waitForTimeout(1100);
      expect(await send()).toBe(200);
      const status = page.getByRole("status");
      expect(await status.textContent()).toContain(m.status.success.flight_sponsor);
      expect(await status.textContent()).toContain(m.ui.successFlightSponsor);
      await shoot(page, `no-js-sent-${locale}`);
      await checkAxeOfServerHtml(await page.content(), address(locale), `${locale} no-js sent`);

      const mails = await mailsTo(offer.email, 2);
      expect(mails).toHaveLength(2);
      const confirmation = mails.find((mail) => mail.to.includes(offer.email))!;
      expect(confirmation.subject).toBe(m.mail.confirmationSubject.flight_sponsor);
      expect(confirmation.text).toContain(locale === "de" ? "Hallo," : "Hola:");
      expect(confirmation.text).toContain(m.mail.confirmationForms.flight_sponsor);
      // A fixed text: nothing the traveller typed.
      for (const typed of [offer.name, "VY 1816", offer.phone]) expect(confirmation.text).not.toContain(typed);
      const notification = mails.find((mail) => !mail.to.includes(offer.email))!;
      expect(notification.subject).toBe(m.mail.subject.flight_sponsor.replace("{name}", offer.name));
      // The traveller has a status page: answers go through it (one channel), not by a reply to the copy.
      expect(notification.replyTo).not.toContain(offer.email);
      const labels = { ...m.labels.flight_sponsor, ...m.mail.staffLabels.flight_sponsor };
      for (const line of [
        `${labels.fromAirport}: ${airportName(offer.fromAirport, locale)}`,
        `${labels.toAirport}: ${airportName("MUC", locale)}`,
        `${labels.flightNumber}: VY 1816`,
        `${labels.dogsAllowed}: 2`,
      ]) expect(notification.text).toContain(line);
    }, SLOW);
  });
});
