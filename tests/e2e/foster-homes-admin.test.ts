/**
 * The back office of foster homes (issue #39; docs/product/foster.md), in Chromium and both
 * interface languages: a foster application sent through the public form API and accepted; "make it
 * a foster home" on the request's page, the form prefilled from the application, a bad capacity named
 * beside its field (400) with what was typed kept, the home saved; the family's welcome e-mail read
 * from a real SMTP peer with its page's link; a dog placed by hand with the keyboard alone; the home
 * with its dog on the list and in the .xlsx export; ending a home with a dog refused. Axe on the list,
 * the new home's page and the home's page; screenshots at 390 and 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { readSheet } from "read-excel-file/node";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { adminRequest, form, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { validFields } from "../support/form-fixtures.ts";
import { checkAxe } from "../support/page-checks.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { focusedLabel, focusProblem } from "../support/focus.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";

const shoot = screenshotsInto("foster-homes-admin");
const ADDRESS = { de: { address: "Lindenstraße 5, 50667 Köln", zipCode: "50667", street: "Lindenstraße 5", city: "Köln" }, es: { address: "Calle Mayor 3, 28013 Madrid", zipCode: "28013", street: "Calle Mayor 3", city: "Madrid" } };
const PAGE_PATH = { de: "/meine-pflegestelle/", es: "/mi-casa-de-acogida/" };

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
const cookies: Partial<Record<Locale, string>> = {};
let dogs: { id: string; name: string }[] = [];
/** Each language's foster home, made in its run. */
const homes: Partial<Record<Locale, { id: string; email: string }>> = {};

/** No page is wider than a phone's 390 px. */
async function fitsPhone(page: Page): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 900 });
  expect([page.url(), await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([page.url(), 390]);
  if (before) await page.setViewportSize(before);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  let links: Record<string, string> = {};
  server = await startTestServer(
    { PORT: String(port), SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}`, SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", FORM_RATE_LIMIT: "1000", OUTBOX_POLL_SECONDS: "1", ADMIN_SIGNIN_RATE_LIMIT: "1000" },
    async (dir) => {
      links = await inviteManyByCli(dir, [
        { email: "koordination-de@example.org", role: "coordinator", name: "Lea Koordination", lang: "de" },
        { email: "koordination-es@example.org", role: "coordinator", name: "Lucía Coordinación", lang: "es" },
      ]);
    },
  );
  for (const locale of ["de", "es"] as const) {
    const cookie = await signInWithLink(server, links[`koordination-${locale}@example.org`]!);
    if (!cookie) throw new Error(`no session for ${locale}`);
    cookies[locale] = cookie;
  }
  browser = await launchBrowser();
  const listed = JSON.parse((await rawRequest(server.port, "/api/dogs", { host: new URL(server.de).host })).body) as { dogs: { id: string | number; name: string }[] };
  dogs = listed.dogs.map((d) => ({ id: String(d.id), name: d.name }));
  if (dogs.length < 2) throw new Error("too few demo dogs");
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function waitForMail(filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  await expect.poll(() => smtp.messages.filter(filter).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return smtp.messages.filter(filter)[0]!;
}

/** A request sent through the forms' endpoint as a browser would; its id. */
async function send(locale: Locale, formType: string, data: Record<string, unknown>): Promise<string> {
  const host = new URL(server[locale]).host;
  const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
  const body = JSON.stringify({ formType, locale, data, token });
  const res = await rawRequest(server.port, "/api/send-form-email", { host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } });
  if (res.status !== 200) throw new Error(`${formType} refused: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { id: string }).id;
}

describe.each(["de", "es"] as const)("foster homes in the back office (%s)", (locale) => {
  const m = adminMessages[locale];
  const p = m.fosterHomes;
  const email = `pflege-${locale}@example.org`;
  const name = locale === "de" ? "Greta Pflegestelle" : "Rosa Acogida";
  const dog = () => dogs[locale === "de" ? 0 : 1]!;
  let applicationId = "";
  let homeId = "";
  let page: Page;

  beforeAll(async () => {
    applicationId = await send(locale, "foster_home", { ...validFields("foster_home", `Pflege${locale}`), name, email, address: ADDRESS[locale].address, zipCode: ADDRESS[locale].zipCode, privacyAccepted: true });
    // The coordinator accepts the application as a foster home: getting to know each other, then accepted.
    for (const [event, from] of [["accept", "received"], ["accept_home", "getting_to_know"]] as const) {
      const moved = await adminRequest(server, `/verwaltung/eingang/${applicationId}`, { cookie: cookies[locale], method: "POST", body: form({ intent: "move", event, from }) });
      if (moved.status !== 200) throw new Error(`not moved by ${event}: ${moved.status}`);
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [cookieName, ...value] = cookies[locale]!.split("=");
    await context.addCookies([{ name: cookieName!, value: value.join("="), url: server.de }]);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  }, 120_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it("makes the accepted application a foster home: the form starts with the application's details, a bad capacity is named beside its field, the saved home sends the family its page's link", async () => {
    allowConsoleErrors(page, /status of 400/);
    await page.goto(`${server.de}/verwaltung/eingang/${applicationId}`);
    await page.getByRole("link", { name: p.fromApplication, exact: true }).click();
    await page.waitForURL(`**/verwaltung/pflegestellen/neu/${applicationId}`);
    // The address changes before React has drawn the new page.
    await expect.poll(() => page.locator("h1").innerText()).toBe(p.newTitle);
    expect(await page.locator("#home-name").inputValue()).toBe(name);
    expect(await page.locator("#home-email").inputValue()).toBe(email);
    expect(await page.locator("#home-street").inputValue()).toBe(ADDRESS[locale].street);
    expect(await page.locator("#home-postalCode").inputValue()).toBe(ADDRESS[locale].zipCode);
    expect(await page.locator("#home-city").inputValue()).toBe(ADDRESS[locale].city);
    expect(await page.locator("#home-capacity").inputValue()).toBe("1");
    expect(await page.locator("input[name=sizes]:checked").count()).toBe(3);
    await checkAxe(page, `foster-home-new-${locale}`);
    await fitsPhone(page);
    await shoot(page, `new-${locale}`);

    // A capacity of 25: refused beside its field, what was typed kept.
    await page.locator("#home-capacity").fill("25");
    await page.locator("#home-visitTimes").fill("Samstags ab 10 Uhr");
    await page.getByRole("button", { name: p.create }).click();
    const problem = page.locator('[data-field-error="capacity"]');
    await expect.poll(() => problem.innerText()).toBe(p.problems.capacity);
    expect(await page.locator("#home-capacity").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#home-capacity").getAttribute("aria-describedby")).toContain("home-capacity-error");
    expect(await page.locator("#home-visitTimes").inputValue()).toBe("Samstags ab 10 Uhr");
    await checkAxe(page, `foster-home-new-refused-${locale}`);
    // The same post without JavaScript is answered 400 with the message, and nothing is made.
    const raw = await adminRequest(server, `/verwaltung/pflegestellen/neu/${applicationId}`, {
      cookie: cookies[locale],
      method: "POST",
      body: new URLSearchParams([["intent", "create"], ["name", name], ["email", email], ["phone", "+49 171 1234567"], ["street", "Lindenstraße 5"], ["postalCode", "50667"], ["city", "Köln"], ["capacity", "0"], ["sizes", "small"]]).toString(),
    });
    expect(raw.status).toBe(400);
    expect(raw.body).toContain(p.problems.capacity);

    await page.locator("#home-capacity").fill("2");
    await page.getByRole("button", { name: p.create }).click();
    await page.waitForURL(/\/verwaltung\/pflegestellen\/[0-9a-f-]{36}\?neu=1$/);
    homeId = /pflegestellen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    homes[locale] = { id: homeId, email };
    await expect.poll(() => page.getByRole("status").first().innerText()).toBe(p.created);
    expect(await page.locator("[data-home-stage]").getAttribute("data-home-stage")).toBe("active");

    // The family's welcome e-mail, in the application's language, with its page's link.
    const mail = await waitForMail((x) => x.to === email && x.text.includes(PAGE_PATH[locale]));
    expect(mail.text).toMatch(new RegExp(`https?://\\S+${PAGE_PATH[locale]}[A-Za-z0-9_-]{20,}`));
    // The request's page now leads to the home; a second "new" page for it leads there too.
    await page.goto(`${server.de}/verwaltung/eingang/${applicationId}`);
    expect(await page.locator("[data-foster-home-link]").getAttribute("data-foster-home-link")).toBe("open");
    const again = await adminRequest(server, `/verwaltung/pflegestellen/neu/${applicationId}`, { cookie: cookies[locale] });
    expect(again.status).toBe(302);
    expect(again.headers.location).toContain(`/verwaltung/pflegestellen/${homeId}`);
  }, 150_000);

  it("places a dog by hand with the keyboard alone: every stop visible, the dog lives there at once", async () => {
    await page.goto(`${server.de}/verwaltung/pflegestellen/${homeId}`);
    await checkAxe(page, `foster-home-${locale}`);
    // From the top of the page, Tab to the dog's choice.
    const visited: string[] = [];
    const radios: string[] = [];
    for (let i = 0; i < 120 && (await page.evaluate(() => document.activeElement?.id)) !== "place-dog"; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("place-dog");
    // Choose the dog with the arrow keys, as a keyboard user does in a closed select.
    for (let i = 0; i < 300 && (await page.locator("#place-dog").inputValue()) !== dog().id; i++) await page.keyboard.press("ArrowDown");
    expect(await page.locator("#place-dog").inputValue()).toBe(dog().id);
    // On through the form: the arrival (by hand is chosen: no transport or flight is planned), the day (today), the button.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      visited.push(await focusedLabel(page));
      expect([await focusedLabel(page), await focusProblem(page)]).toEqual([await focusedLabel(page), null]);
      const radio = await page.evaluate(() => (document.activeElement?.getAttribute("type") === "radio" ? (document.activeElement as HTMLInputElement).value : null));
      if (radio) {
        radios.push(radio);
        await page.keyboard.press("Space");
      }
      if (await page.evaluate((text) => document.activeElement?.textContent === text, p.place)) break;
    }
    // The arrival's one stop is the chosen "by hand" (the group's other radios are reached with the arrow keys).
    expect(radios).toEqual(["hand"]);
    expect(visited.join(" | ")).toContain("#place-startsOn");
    expect(await focusedLabel(page)).toContain(p.place);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator('[data-stays="current"]').innerText()).toContain(dog().name);
    expect(await page.getByText(p.placed.current.replace("{name}", dog().name)).count()).toBe(1);
    await checkAxe(page, `foster-home-placed-${locale}`);
    await fitsPhone(page);
    await shoot(page, `home-${locale}`);
  }, 150_000);

  it("refuses to end a home while a dog lives there (409), and the list shows the home with its dog", async () => {
    allowConsoleErrors(page, /status of 409/);
    await page.getByRole("button", { name: p.events.end }).click();
    await expect.poll(() => page.getByRole("alert").first().innerText()).toBe(p.moveRefused.guard);
    expect(await page.locator("[data-home-stage]").getAttribute("data-home-stage")).toBe("active");
    const raw = await adminRequest(server, `/verwaltung/pflegestellen/${homeId}`, { cookie: cookies[locale], method: "POST", body: form({ intent: "stage", event: "end" }) });
    expect(raw.status).toBe(409);

    await page.goto(`${server.de}/verwaltung/pflegestellen`);
    const card = page.locator(`[data-foster-home="${homeId}"]`);
    expect(await card.innerText()).toContain(name);
    expect(await card.innerText()).toContain(`${ADDRESS[locale].zipCode} ${ADDRESS[locale].city}`);
    expect(await card.locator("[data-places]").innerText()).toBe(p.places.replace("{dogs}", "1").replace("{capacity}", "2"));
    expect(await card.locator("[data-dogs]").innerText()).toContain(dog().name);
    // The navigation marks where the coordinator is (the phone's "more" menu holds the same link).
    expect(await page.locator("nav a[aria-current=page]").filter({ hasText: m.nav.fosterHomes }).count()).toBeGreaterThan(0);
    await checkAxe(page, `foster-homes-${locale}`);
    await fitsPhone(page);
    await shoot(page, `list-${locale}`);
    // The ended ones are another choice: this home is not among them.
    await page.getByRole("link", { name: p.filters.ended, exact: true }).click();
    await expect.poll(() => page.getByText(p.empty).count()).toBe(1);
  }, 150_000);

  it("exports the homes as an .xlsx workbook: one row per home, values in words, the dog living there", async () => {
    const res = await page.context().request.get(`${server.de}/verwaltung/pflegestellen/export.xlsx?stand=active`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers()["content-disposition"]).toMatch(new RegExp(`^attachment; filename="${p.fileName}-\\d{4}-\\d\\d-\\d\\d\\.xlsx"$`));
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    const sheet = (await readSheet(await res.body())) as unknown[][];
    const [header, ...rows] = sheet;
    expect(header).toEqual(Object.values(p.columns));
    const row = rows.find((r) => r[header!.indexOf(p.columns.email)] === email)!;
    const cell = (column: string) => row[header!.indexOf(column)];
    expect(cell(p.columns.stage)).toBe(p.stages.active);
    expect(cell(p.columns.name)).toBe(name);
    expect(cell(p.columns.postalCode)).toBe(ADDRESS[locale].zipCode);
    expect(cell(p.columns.capacity)).toBe(2);
    expect(cell(p.columns.sizes)).toBe(`${p.sizeNames.small}, ${p.sizeNames.medium}, ${p.sizeNames.large}`);
    expect(cell(p.columns.currentDogs)).toBe(dog().name);
    expect(cell(p.columns.visitTimes)).toBe("Samstags ab 10 Uhr");
    expect(cell(p.columns.createdAt)).toBeInstanceOf(Date);
    // The ended homes' export has none of them.
    const ended = await page.context().request.get(`${server.de}/verwaltung/pflegestellen/export.xlsx?stand=ended`);
    expect(((await readSheet(await ended.body())) as unknown[][]).length).toBe(1);
  }, 150_000);
});

// (Axe needs the page's JavaScript: the same forms are checked in the runs above.)
describe("the home's page without JavaScript (plain posts)", () => {
  const m = adminMessages.de;
  const p = m.fosterHomes;
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
    const [cookieName, ...value] = cookies.de!.split("=");
    await context.addCookies([{ name: cookieName!, value: value.join("="), url: server.de }]);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  /** Clicks a form's button and waits for the page the post answers with; its status. */
  async function post(click: () => Promise<void>): Promise<number> {
    const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document"), click()]);
    await page.waitForLoadState();
    return answer.status();
  }

  it("saves the details (a bad postcode named beside its field, 400, what was typed kept), sends the link again, pauses and resumes the home", async () => {
    const home = homes.de!;
    await page.goto(`${server.de}/verwaltung/pflegestellen/${home.id}`);
    await page.locator("#home-postalCode").fill("12");
    await page.locator("#home-notes").fill("Ruft abends zurück");
    expect(await post(() => page.getByRole("button", { name: p.save }).click())).toBe(400);
    expect(await page.locator('[data-field-error="postalCode"]').innerText()).toBe(p.problems.postalCode);
    expect(await page.locator("#home-notes").inputValue()).toBe("Ruft abends zurück");
    await page.locator("#home-postalCode").fill("50668");
    expect(await post(() => page.getByRole("button", { name: p.save }).click())).toBe(200);
    expect(await page.getByText(p.saved).count()).toBe(1);
    expect(await page.locator("#home-postalCode").inputValue()).toBe("50668");
    expect(await page.locator("#home-notes").inputValue()).toBe("Ruft abends zurück");

    const before = smtp.messages.filter((x) => x.to === home.email && x.text.includes(PAGE_PATH.de)).length;
    expect(await post(() => page.getByRole("button", { name: p.resendLink }).click())).toBe(200);
    expect(await page.getByText(p.linkSent.replace("{email}", home.email)).count()).toBe(1);
    await expect.poll(() => smtp.messages.filter((x) => x.to === home.email && x.text.includes(PAGE_PATH.de)).length, { timeout: 20_000 }).toBe(before + 1);

    expect(await post(() => page.getByRole("button", { name: p.events.pause }).click())).toBe(200);
    expect(await page.locator("[data-home-stage]").getAttribute("data-home-stage")).toBe("paused");
    expect(await page.getByText(p.placeNotActive).count()).toBe(1);
    expect(await page.locator("[data-place-form]").count()).toBe(0);
    expect(await post(() => page.getByRole("button", { name: p.events.resume }).click())).toBe(200);
    expect(await page.locator("[data-home-stage]").getAttribute("data-home-stage")).toBe("active");
  }, 150_000);

  it("a dog placed elsewhere is refused beside the dog (409); one coming tomorrow is on its way, arrives, and its stay ends with its reason; a dog moves to another home", async () => {
    const home = homes.de!;
    const [germanDog, spanishDog, third] = [dogs[0]!, dogs[1]!, dogs[2] ?? dogs[1]!];
    await page.goto(`${server.de}/verwaltung/pflegestellen/${home.id}`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    // The Spanish home's dog: already placed.
    await page.locator("#place-dog").selectOption(spanishDog.id);
    await page.locator("#place-startsOn").fill(tomorrow);
    expect(await post(() => page.getByRole("button", { name: p.place, exact: true }).click())).toBe(409);
    expect(await page.locator('[data-field-error="dog"]').innerText()).toBe(p.placeProblems.already_placed);
    expect(await page.locator("#place-dog").inputValue()).toBe(spanishDog.id);
    expect(await page.locator("#place-startsOn").inputValue()).toBe(tomorrow);
    // Another dog, brought tomorrow: on its way.
    await page.locator("#place-dog").selectOption(third.id);
    expect(await post(() => page.getByRole("button", { name: p.place, exact: true }).click())).toBe(200);
    const planned = page.locator('[data-stays="planned"] [data-stay]');
    expect(await planned.innerText()).toContain(third.name);
    expect(await post(() => planned.getByRole("button", { name: p.arrive }).click())).toBe(200);
    expect(await page.getByText(p.stayDone.arrive.replace("{name}", third.name)).count()).toBe(1);
    const thirdStay = page.locator('[data-stays="current"] [data-stay]', { hasText: third.name });
    await thirdStay.locator("select[name=reason]").selectOption("returned");
    expect(await post(() => thirdStay.getByRole("button", { name: p.endStay }).click())).toBe(200);
    expect(await page.locator('[data-stays="past"]').innerText()).toContain(`${third.name} · `);
    expect(await page.locator('[data-stays="past"]').innerText()).toContain(p.endReasons.returned);
    // The German dog moves to the Spanish home (one place free there).
    const germanStay = page.locator('[data-stays="current"] [data-stay]', { hasText: germanDog.name });
    await germanStay.locator("select[name=to]").selectOption(homes.es!.id);
    expect(await post(() => germanStay.getByRole("button", { name: p.relocate, exact: true }).click())).toBe(200);
    expect(await page.locator('[data-stays="current"]').innerText()).not.toContain(germanDog.name);
    expect(await page.locator('[data-stays="past"]').innerText()).toContain(p.endReasons.moved);
    await page.goto(`${server.de}/verwaltung/pflegestellen/${homes.es!.id}`);
    expect(await page.locator('[data-stays="current"]').innerText()).toContain(germanDog.name);
    // Now empty, the German home can end.
    await page.goto(`${server.de}/verwaltung/pflegestellen/${home.id}`);
    expect(await post(() => page.getByRole("button", { name: p.events.end }).click())).toBe(200);
    expect(await page.locator("[data-home-stage]").getAttribute("data-home-stage")).toBe("ended");
  }, 150_000);
});
