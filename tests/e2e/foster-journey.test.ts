/**
 * The foster homes of issue #39 in one walk, in Chromium and in both languages, each step through
 * the page a person uses (docs/product/foster.md): a foster application accepted and made a foster
 * home by a coordinator, whose family gets its page's link by e-mail; a dog placed there, and the dog
 * page's raw server HTML naming the region only; the foster family writing news with a photo on its
 * page without JavaScript, an editor publishing it, the dog page showing words and photo; an
 * applicant for that dog getting a meeting the coordinator proposes and the foster family confirms,
 * and seeing it on the status page; the foster list exported. The parts' own tests
 * (foster-homes-admin, foster-page, foster-news, foster-meeting) check each step's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { readSheet } from "read-excel-file/node";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { calendarToday } from "#app/platform/i18n/dates.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { dogSlug } from "#app/features/dogs/rules/slug.ts";
import { fosterPageCopy, regionLine } from "#app/features/journey/foster/public.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { adminRequest, form, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { validFields } from "../support/form-fixtures.ts";
import { checkAxe } from "../support/page-checks.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";

const DAY = 86_400_000;
const HOME = {
  de: { name: "Frieda Pflegefamilie", email: "frieda-pflege@example.org", address: "Amselweg 7, 50667 Köln", zipCode: "50667", street: "Amselweg 7", city: "Köln" },
  es: { name: "Carmen Acogida", email: "carmen-acogida@example.org", address: "Calle Olmo 4, 28013 Madrid", zipCode: "28013", street: "Calle Olmo 4", city: "Madrid" },
} as const;
const NEWS = { de: "Sie schläft jetzt im Körbchen am Fenster und liebt den Garten.", es: "Ya duerme en su cama junto a la ventana y le encanta el jardín." } as const;

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
const cookies: Record<string, string> = {};
let dogs: { id: string; name: string; slug: string }[] = [];

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
        { email: "redaktion-de@example.org", role: "editor", name: "Rita Redaktion", lang: "de" },
        { email: "redaktion-es@example.org", role: "editor", name: "Rocío Redacción", lang: "es" },
      ]);
    },
  );
  for (const [address, link] of Object.entries(links)) {
    const cookie = await signInWithLink(server, link);
    if (!cookie) throw new Error(`no session for ${address}`);
    cookies[address] = cookie;
  }
  browser = await launchBrowser();
  const listed = JSON.parse((await rawRequest(server.port, "/api/dogs", { host: new URL(server.de).host })).body) as { dogs: { id: string | number; name: string; title?: string }[] };
  // Two dogs no other step touches: the last of the list.
  dogs = listed.dogs.slice(-2).map((d) => ({ id: String(d.id), name: d.title?.trim() || d.name, slug: dogSlug({ id: String(d.id), name: d.name, title: d.title }) }));
  if (dogs.length < 2) throw new Error("too few demo dogs");
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function waitForMail(filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  await expect.poll(() => smtp.messages.filter(filter).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return smtp.messages.filter(filter).at(-1)!;
}

/** A request sent through the forms' endpoint as a browser would; its id. */
async function send(locale: Locale, formType: string, data: Record<string, unknown>): Promise<string> {
  const host = new URL(server[locale]).host;
  const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
  const body = JSON.stringify({ formType, locale, data: { ...data, website: "", privacyAccepted: true }, token });
  const res = await rawRequest(server.port, "/api/send-form-email", { host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } });
  if (res.status !== 200) throw new Error(`${formType} refused: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { id: string }).id;
}

/** A coordinator's steps on the request page, each from the stage it starts at. */
async function move(cookie: string, id: string, steps: [event: string, from: string][]): Promise<void> {
  for (const [event, from] of steps) {
    const moved = await adminRequest(server, `/verwaltung/eingang/${id}`, { cookie, method: "POST", body: form({ intent: "move", event, from }) });
    if (moved.status !== 200) throw new Error(`not moved by ${event}: ${moved.status}`);
  }
}

/** A browser signed in as one back-office account. */
async function office(address: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, ...value] = cookies[address]!.split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A plain post without JavaScript: the navigation's status once the answer has loaded. */
async function post(page: Page, click: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest()), click()]);
  await page.waitForLoadState("load");
  return response.status();
}

const linkIn = (mail: ReceivedMail, path: RegExp) => new RegExp(`https?://\\S+${path.source}[A-Za-z0-9_-]+`).exec(mail.text)?.[0] ?? "";

describe.each(["de", "es"] as const)("a foster home from the application to a family meeting its dog (%s)", (locale) => {
  const m = adminMessages[locale];
  const home = HOME[locale];
  const coordinator = `koordination-${locale}@example.org`;
  const editor = `redaktion-${locale}@example.org`;
  const c = fosterPageCopy[locale];
  const dog = () => dogs[locale === "de" ? 0 : 1]!;
  const dogPage = () => `${server[locale]}${pathFor("dogDetail", locale, { slug: dog().slug })}`;
  let homeId = "";
  let fosterLink = "";

  it("a coordinator makes the accepted foster application a foster home, and the family gets its page's link", async () => {
    const applicationId = await send(locale, "foster_home", { ...validFields("foster_home", `Reise${locale}`), name: home.name, email: home.email, address: home.address, zipCode: home.zipCode });
    await move(cookies[coordinator]!, applicationId, [["accept", "received"], ["accept_home", "getting_to_know"]]);
    const { context, page } = await office(coordinator);
    await page.goto(`${server.de}/verwaltung/eingang/${applicationId}`);
    await page.getByRole("link", { name: m.fosterHomes.fromApplication, exact: true }).click();
    await page.waitForURL(`**/verwaltung/pflegestellen/neu/${applicationId}`);
    expect(await page.locator("#home-city").inputValue()).toBe(home.city);
    await page.getByRole("button", { name: m.fosterHomes.create }).click();
    await page.waitForURL(/\/verwaltung\/pflegestellen\/[0-9a-f-]{36}/);
    homeId = /pflegestellen\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const mail = await waitForMail((x) => x.to === home.email && /meine-pflegestelle|mi-casa-de-acogida/.test(x.text));
    fosterLink = linkIn(mail, locale === "de" ? /\/meine-pflegestelle\// : /\/mi-casa-de-acogida\//);
    expect(fosterLink).not.toBe("");
    await context.close();
  });

  it("a dog placed there: the dog page's raw server HTML says where it waits by region, never the street or the whole postcode", async () => {
    const { context, page } = await office(coordinator);
    await page.goto(`${server.de}/verwaltung/pflegestellen/${homeId}`);
    await page.locator("#place-dog").selectOption(dog().id);
    await page.getByRole("button", { name: m.fosterHomes.place, exact: true }).click();
    await expect.poll(() => page.locator('[data-stays="current"]').innerText()).toContain(dog().name);
    await context.close();
    const url = new URL(dogPage());
    const html = (await rawRequest(server.port, url.pathname, { host: url.host })).body;
    expect(html).toContain(regionLine(locale, { area: home.zipCode.slice(0, 2), city: home.city }));
    expect(html).not.toContain(home.street);
    expect(html).not.toContain(home.zipCode);
    expect(html).not.toContain(home.name);
  });

  it("the foster family writes news with a photo on its page without JavaScript; an editor publishes it on the dog page", async () => {
    const family = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await family.newPage();
    await page.goto(fosterLink);
    const card = page.locator("[data-foster-dog]").filter({ hasText: dog().name });
    const stayId = (await card.getAttribute("data-foster-dog"))!;
    const news = page.locator(`[data-news-form="${stayId}"]`);
    await news.locator("textarea[name=body]").fill(NEWS[locale]);
    await news.locator("input[name=publishable]").check();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#0f766e" } }).jpeg().toBuffer();
    await news.locator("input[type=file]").setInputFiles({ name: "fenster.jpg", mimeType: "image/jpeg", buffer: photo });
    expect(await post(page, () => news.getByRole("button", { name: c.news.submit }).click())).toBe(200);
    expect(await page.locator("[data-sent-news] > li").first().innerText()).toContain(NEWS[locale]);
    await family.close();

    const { context, page: office_ } = await office(editor);
    await office_.goto(`${server.de}/verwaltung/pflegestellen/neuigkeiten`);
    const item = office_.locator("li, article").filter({ hasText: NEWS[locale] }).last();
    await item.getByRole("button", { name: m.fosterNews.publish }).click();
    await expect.poll(() => office_.getByRole("status").first().innerText()).toBe(fill(m.fosterNews.publishedNow, { dog: dog().name }));
    await context.close();

    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const dogTab = await visitor.newPage();
    await dogTab.goto(dogPage());
    const section = dogTab.locator("[data-foster-news]");
    expect(await section.innerText()).toContain(NEWS[locale]);
    const img = section.locator("img").first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await checkAxe(dogTab, `foster-journey-dog-${locale}`);
    await visitor.close();
  });

  it("an applicant for the dog: the coordinator proposes a meeting, the foster family confirms it, the applicant sees it on the status page", async () => {
    const adoption = validFields("adoption", `Familie${locale}`);
    const requestId = await send(locale, "adoption", { ...adoption, dog: dog().name, name: locale === "de" ? "Jonas Neumann" : "Lucía Serrano", phone: "+49 170 5556677", city: locale === "de" ? "Bonn" : "Toledo" });
    await move(cookies[coordinator]!, requestId, [["accept", "received"]]);
    const { context, page } = await office(coordinator);
    await page.goto(`${server.de}/verwaltung/eingang/${requestId}`);
    const section = page.locator("section[aria-labelledby=kennenlernen]");
    await section.getByRole("button", { name: m.fosterMeeting.propose }).click();
    await expect.poll(() => section.getByRole("status").innerText()).toBe(m.fosterMeeting.proposed);
    await context.close();

    const family = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fosterPage = await family.newPage();
    await fosterPage.goto(fosterLink);
    const meeting = fosterPage.locator('[data-meeting-stage="proposed"]').first();
    expect(await meeting.locator("[data-applicant-name]").textContent()).toBe(locale === "de" ? "Jonas" : "Lucía");
    const day = calendarToday("Europe/Berlin", new Date(Date.now() + 6 * DAY));
    await meeting.locator("input[name=day]").fill(day);
    await meeting.locator("input[name=time]").fill("16:00");
    await meeting.getByRole("button", { name: c.meetings.confirm }).click();
    await expect.poll(() => fosterPage.locator('[data-meeting-stage="confirmed"]').count()).toBe(1);
    await family.close();

    // The applicant's status page, from the link of the form's confirmation e-mail.
    const confirmation = await waitForMail((x) => x.to === adoption.email && /\/(anfrage|solicitud)\//.test(x.text));
    const status = linkIn(confirmation, /\/(?:anfrage|solicitud)\//);
    const applicant = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const statusPage = await applicant.newPage();
    await statusPage.goto(status);
    const block = statusPage.locator('[data-meeting="confirmed"]');
    await expect.poll(() => block.count()).toBe(1);
    expect(await block.locator("[data-meeting-when]").innerText()).toContain("16:00");
    expect(await block.innerText()).toContain(home.city);
    expect(await block.innerText()).not.toContain(home.name);
    expect(await block.innerText()).not.toContain(home.street);
    await applicant.close();
  });

  it("the foster list exports the home with its dog", async () => {
    const { context, page } = await office(coordinator);
    const res = await page.context().request.get(`${server.de}/verwaltung/pflegestellen/export.xlsx`);
    expect(res.status()).toBe(200);
    const [header, ...rows] = (await readSheet(await res.body())) as unknown[][];
    const row = rows.find((r) => r[header!.indexOf(m.fosterHomes.columns.email)] === home.email);
    expect(row?.[header!.indexOf(m.fosterHomes.columns.currentDogs)]).toBe(dog().name);
    await context.close();
  });
});
