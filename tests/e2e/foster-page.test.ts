/**
 * The foster family's page (issue #39; docs/product/foster.md#the-foster-familys-page), in Chromium
 * and both languages, with a real SMTP peer. Before the server starts, as the back office would:
 * a foster application and adoption requests for its dogs are stored as the forms store them and
 * moved with the request's writer; the foster home is made of the application, a dog placed there
 * (another on its way), meetings proposed for its dog (one confirmed for a time that has come, one
 * cancelled), and news of the home already on the dog page. Then:
 *
 * 1. the foster_welcome e-mail carries the page's link; the page is private (no cache, no referrer,
 *    noindex) and a token that opens nothing is the site's 404;
 * 2. on a phone without JavaScript, news with a real JPEG photo and the permission to show it: too
 *    short words and a file that is no picture each get their message beside their field (400) with
 *    the words kept; stored, it is listed; the permission of the published news is taken back;
 * 3. the meetings show the family's first name, place and phone; a day without a time is refused
 *    beside the time, a day and time are confirmed and the applicant's e-mail says them; a proposal
 *    is declined; the meeting whose time has come is reported on; the earlier ones show dog, day and
 *    state only;
 * 4. the news form with the keyboard alone;
 * 5. axe, screenshots at 390 and 1280 px, the islands' JavaScript only; the log holds neither the
 *    token nor anything the family typed.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openDatabase } from "#app/platform/db/client.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { calendarToday, formatDateTime, formatLongDate, instantIn } from "#app/platform/i18n/dates.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { submit } from "#app/features/submissions/server/submit.server.ts";
import { demoDogSeeder } from "#app/features/dogs/server/seed.server.ts";
import { applyEvent } from "#app/features/journey/request/public.server.ts";
import { fosterMailCopy, fosterPageCopy, type FosterHomeValues } from "#app/features/journey/foster/public.ts";
import {
  addFosterNews,
  applicationValues,
  createFosterHome,
  fosterActor,
  moveMeeting,
  newsOfHome,
  placeDog,
  proposeMeeting,
  setNewsPublished,
} from "#app/features/journey/foster/public.server.ts";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe, firstLoadJavaScript } from "../support/page-checks.ts";
import { JS_BUDGET_BYTES } from "../support/js-budgets.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { rawRequest } from "../support/http.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { listedDemoDogs } from "../support/demo-dogs.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { validFields } from "../support/form-fixtures.ts";
import { dogName, dogSlug } from "#app/features/dogs/rules/index.ts";

const SECRET = "foster-page-secret-foster-page-secret-0123456789";
const shoot = screenshotsInto("foster-page");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const coordinator = { id: null, label: "command line" };

interface Applicant {
  id: string;
  first: string;
  place: string;
  phone: string;
  email: string;
}

interface Family {
  locale: Locale;
  first: string;
  name: string;
  email: string;
  street: string;
  homeId: string;
  /** The dog living there (listed: its name links to its page) and the one on its way. */
  current: { id: string; name: string; slug: string; stayId: string };
  planned: { id: string; name: string; stayId: string; day: string };
  /** The meetings: to confirm, to decline, reported on (its time has come), cancelled by us. */
  applicants: Record<"confirm" | "decline" | "report" | "cancelled", Applicant>;
  meetings: Record<"confirm" | "decline" | "report" | "cancelled", string>;
  /** News of the home the editors published on the dog page before. */
  publishedNews: string;
  /** What the family types on its page (never in the log). */
  words: string;
}

const families: Record<Locale, Family> = {
  de: {
    locale: "de",
    first: "Jana",
    name: "Jana Pflegewald",
    email: "pflege-de@example.org",
    street: "Lindenweg 7",
    homeId: "",
    current: { id: "", name: "", slug: "", stayId: "" },
    planned: { id: "", name: "", stayId: "", day: "" },
    applicants: {
      confirm: { id: "", first: "Mara", place: "50667 Köln", phone: "+49 221 5550101", email: "mara-treffen@example.org" },
      decline: { id: "", first: "Bernd", place: "40213 Düsseldorf", phone: "+49 211 5550102", email: "bernd-treffen@example.org" },
      report: { id: "", first: "Clara", place: "53111 Bonn", phone: "+49 228 5550103", email: "clara-treffen@example.org" },
      cancelled: { id: "", first: "Dieter", place: "45127 Essen", phone: "+49 201 5550104", email: "dieter-treffen@example.org" },
    },
    meetings: { confirm: "", decline: "", report: "", cancelled: "" },
    publishedNews: "",
    words: "Schläft nachts durch und liebt den Garten FosterWordsDeQx",
  },
  es: {
    locale: "es",
    first: "Nuria",
    name: "Nuria Acogedora",
    email: "acogida-es@example.org",
    street: "Calle del Pinar 3",
    homeId: "",
    current: { id: "", name: "", slug: "", stayId: "" },
    planned: { id: "", name: "", stayId: "", day: "" },
    applicants: {
      confirm: { id: "", first: "Lola", place: "46001 Valencia", phone: "+34 600 555 201", email: "lola-visita@example.org" },
      decline: { id: "", first: "Pau", place: "12500 Vinaròs", phone: "+34 600 555 202", email: "pau-visita@example.org" },
      report: { id: "", first: "Inés", place: "12001 Castellón", phone: "+34 600 555 203", email: "ines-visita@example.org" },
      cancelled: { id: "", first: "Toni", place: "46100 Burjassot", phone: "+34 600 555 204", email: "toni-visita@example.org" },
    },
    meetings: { confirm: "", decline: "", report: "", cancelled: "" },
    publishedNews: "",
    words: "Duerme toda la noche y le encanta el jardín FosterWordsEsQx",
  },
};

/** A foster-home application stored as the form stores it; its id. */
async function storeFosterApplication(db: Database, family: Family, address: { address: string; zipCode: string }): Promise<string> {
  const now = new Date();
  const host = family.locale === "es" ? "es.localhost:3000" : "localhost:3000";
  const key = `foster-${family.locale}-${now.getTime()}`;
  const outcome = await submit(
    {
      kind: "foster_home",
      locale: family.locale,
      host,
      fields: { ...validFields("foster_home", `Pflege${family.locale}Qy`), name: family.name, email: family.email, ...address },
      token: issueFormToken(SECRET, host, new Date(now.getTime() - 20_000), key),
      idempotencyKey: key,
    },
    { db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * HOUR, confirmationsPerAddressPerDay: 100, now },
  );
  if (outcome.status !== "accepted") throw new Error(`foster application not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

async function moved(db: Database, id: string, event: string, from: string): Promise<void> {
  const result = await applyEvent(db, coordinator, id, event, from);
  if (!result.ok) throw new Error(`request not moved by ${event}: ${JSON.stringify(result)}`);
}

/** The home, its dogs, the families wanting to meet its dog, and news on the dog page: as the back office would leave them. */
async function prepare(db: Database, family: Family, dogs: { id: string; name: string; slug: string }[]): Promise<void> {
  const now = new Date();
  const applicationId = await storeFosterApplication(db, family, family.locale === "de" ? { address: `${family.street}, Köln`, zipCode: "50667" } : { address: `${family.street}, Vinaròs`, zipCode: "12500" });
  await moved(db, applicationId, "accept", "received");
  await moved(db, applicationId, "accept_home", "getting_to_know");
  const prefilled = await applicationValues(db, applicationId);
  if (!prefilled) throw new Error("no values from the application");
  const values = { ...prefilled, capacity: 3, visits: true } as FosterHomeValues;
  const created = await createFosterHome(db, coordinator, SECRET, applicationId, values, now);
  if (!created.ok) throw new Error(`no foster home: ${created.reason}`);
  family.homeId = created.id;

  const [current, planned] = dogs as [(typeof dogs)[0], (typeof dogs)[0]];
  const today = calendarToday("Europe/Berlin", now);
  const placed = await placeDog(db, coordinator, family.homeId, { dogId: current.id, arrival: "hand", startsOn: today }, now);
  if (!placed.ok || placed.stage !== "current") throw new Error(`not placed: ${JSON.stringify(placed)}`);
  family.current = { ...current, stayId: placed.id };
  const comes = calendarToday("Europe/Berlin", new Date(now.getTime() + 12 * DAY));
  const onItsWay = await placeDog(db, coordinator, family.homeId, { dogId: planned.id, arrival: "hand", startsOn: comes }, now);
  if (!onItsWay.ok || onItsWay.stage !== "planned") throw new Error(`not on its way: ${JSON.stringify(onItsWay)}`);
  family.planned = { id: planned.id, name: planned.name, stayId: onItsWay.id, day: comes };

  for (const which of ["confirm", "decline", "report", "cancelled"] as const) {
    const a = family.applicants[which];
    const [postalCode, ...city] = a.place.split(" ");
    a.id = await storeAdoptionRequest(db, {
      secret: SECRET,
      tag: `Meet${which}${family.locale}`,
      locale: family.locale,
      dog: { id: current.id, name: current.name },
      fields: { name: `${a.first} Kennenlern${which}`, email: a.email, phone: a.phone, postalCode: postalCode!, city: city.join(" ") },
    });
    await moved(db, a.id, "accept", "received");
    const proposed = await proposeMeeting(db, coordinator, a.id, which === "confirm" ? (family.locale === "de" ? "Bitte nachmittags anrufen." : "Llamad por la tarde, por favor.") : "", now);
    if (!proposed.ok) throw new Error(`no meeting: ${proposed.reason}`);
    family.meetings[which] = proposed.id;
  }
  // Met two hours ago (the family confirmed it then): now it can be told how it went.
  const met = await moveMeeting(db, fosterActor, "foster", family.meetings.report, "confirm", { homeId: family.homeId, meetingAt: new Date(now.getTime() - 2 * HOUR) }, new Date(now.getTime() - DAY));
  if (!met.ok) throw new Error(`not confirmed: ${JSON.stringify(met)}`);
  const cancelled = await moveMeeting(db, coordinator, "coordinator", family.meetings.cancelled, "cancel", {}, now);
  if (!cancelled.ok) throw new Error(`not cancelled: ${JSON.stringify(cancelled)}`);

  // News the family sent last week, allowed and published on the dog page.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d4ed8" } }).jpeg().toBuffer();
  const stored = await addFosterNews(db, family.homeId, family.current.stayId, { body: family.locale === "de" ? "Die erste Woche war wunderbar." : "La primera semana fue estupenda.", publishable: true, clientKey: null }, [{ contentType: "image/jpeg", bytes: photo, width: 800, height: 600 }], new Date(now.getTime() - 7 * DAY));
  if (stored !== "stored") throw new Error(`news not stored: ${stored}`);
  family.publishedNews = (await newsOfHome(db, family.homeId))[0]!.id;
  const published = await setNewsPublished(db, coordinator, family.publishedNews, true, new Date(now.getTime() - 6 * DAY));
  if (!published.ok) throw new Error("news not published");
}

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
const links: Partial<Record<Locale, string>> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  const sites = { de: `http://localhost:${port}`, es: `http://es.localhost:${port}` };
  const dogs = listedDemoDogs.slice(0, 4).map((d) => ({ id: String(d.id), name: dogName(d)!, slug: dogSlug(d) }));
  server = await startTestServer(
    // Each browser context says which client it is (X-Forwarded-For from loopback): the status pages' limit counts per client.
    { PORT: String(port), FORM_SECRET: SECRET, SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", FORM_RATE_LIMIT: "1000", OUTBOX_POLL_SECONDS: "1", TRUST_PROXY: "loopback" },
    async (dataDir) => {
      const handle = await openDatabase({ dataDir });
      try {
        await demoDogSeeder([sites.de, sites.es]).run(handle.db);
        await prepare(handle.db, families.de, dogs.slice(0, 2));
        await prepare(handle.db, families.es, dogs.slice(2, 4));
      } finally {
        await handle.close();
      }
    },
  );
  browser = await launchBrowser();
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

let clients = 0;
/**
 * A phone in the page's language (its date and time fields read as there) as its own client (the
 * status pages' limit counts per client), with or without JavaScript; with it, the cookie banner
 * was answered before (it would cover the screenshots).
 */
async function phone(locale: Locale, javaScript: boolean): Promise<BrowserContext> {
  clients += 1;
  const context = await browser.newContext({
    viewport: { width: 390, height: 900 },
    locale: locale === "de" ? "de-DE" : "es-ES",
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${clients}` },
  });
  if (javaScript) {
    await context.addInitScript(() => {
      // Only on the site's pages (a new tab's about:blank has no storage).
      if (location.protocol !== "http:") return;
      const now = Date.now();
      localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: now, expiry: now + 86_400_000 }));
    });
  }
  return context;
}

/** Full-page screenshots from the top (an answer opens at its form: a sticky header would be drawn mid-page). */
async function shootFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
}

/** Clicks a form's button and waits for the page the POST answers with; its status. */
async function post(page: Page, click: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest()), click()]);
  await page.waitForLoadState("load");
  return response.status();
}

const raw = (url: string) => rawRequest(server.port, new URL(url).pathname, { host: new URL(url).host, headers: { "X-Forwarded-For": "203.0.113.9" } });

describe.each(["de", "es"] as const)("the foster family's page (%s)", (locale) => {
  const family = families[locale];
  const c = fosterPageCopy[locale];
  const mail = fosterMailCopy[locale];
  let noJs: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    noJs = await phone(locale, false);
    page = await noJs.newPage();
  });
  afterAll(async () => {
    await noJs?.close();
  });

  it("the welcome e-mail carries the page's link; the page is private, and a token that opens nothing is the site's 404", async () => {
    const welcome = await waitForMail((x) => x.to === family.email && x.subject === mail.welcome.subject);
    expect(welcome.text).toContain(`${fill(mail.greeting, { name: family.first })}`);
    const pattern = new RegExp(`${server[locale].replace(/[.]/g, "\\.")}${pathFor("fosterPage", locale, { token: "T" }).replace("T", "[\\w-]{43}")}`);
    links[locale] = pattern.exec(welcome.text)?.[0];
    expect(links[locale]).toBeDefined();

    const res = await raw(links[locale]!);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(res.body).not.toContain('rel="canonical"');
    // Nothing of the foster family's address, nothing of a cancelled meeting's family.
    expect(res.body).not.toContain(family.street);
    expect(res.body).not.toContain(family.applicants.cancelled.phone);

    for (const token of ["A".repeat(43), "kurz"]) {
      const wrong = await raw(`${server[locale]}${pathFor("fosterPage", locale, { token })}`);
      expect(wrong.status).toBe(404);
      expect(wrong.headers["cache-control"]).toBe("private, no-store");
      expect(wrong.body).not.toContain(family.first);
    }
    // A post to a token that opens nothing is refused the same way, before anything is read.
    const posted = await rawRequest(server.port, pathFor("fosterPage", locale, { token: "B".repeat(43) }), {
      host: new URL(server[locale]).host,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null", "X-Forwarded-For": "203.0.113.9" },
      body: "intent=decline&meeting=" + family.meetings.decline,
    });
    expect(posted.status).toBe(404);
  });

  it("greets the family, lists its dogs (the one living there linked to its page, the one on its way with its day)", async () => {
    await page.goto(links[locale]!);
    expect(await page.locator("h1").textContent()).toBe(fill(c.heading, { name: family.first }));
    // Two families wait for a call: said at the top, with the way to the meetings.
    expect(await page.locator("[data-meetings-waiting] span").textContent()).toBe(plural(locale, c.waiting, 2));
    expect(await page.locator("[data-meetings-waiting] a").getAttribute("href")).toBe("#meetings");
    const current = page.locator(`[data-foster-dog="${family.current.stayId}"]`);
    expect(await current.getAttribute("data-stage")).toBe("current");
    expect(await current.locator("[data-dog-link]").getAttribute("href")).toBe(pathFor("dogDetail", locale, { slug: family.current.slug }));
    expect(await current.locator("[data-dog-link]").textContent()).toBe(family.current.name);
    const planned = page.locator(`[data-foster-dog="${family.planned.stayId}"]`);
    expect(await planned.getAttribute("data-stage")).toBe("planned");
    expect(await planned.locator("[data-stay-line] time").getAttribute("datetime")).toBe(family.planned.day);
    expect(await planned.locator("[data-stay-line]").textContent()).toBe(fill(c.dogs.planned.hand, { date: formatLongDate(`${family.planned.day}T12:00:00Z`, locale) }));
    // The news already on the dog page, with its link.
    const published = page.locator(`[data-news="${family.publishedNews}"]`);
    expect(await published.getAttribute("data-news-state")).toBe("published");
    expect(await published.locator("[data-published-link]").getAttribute("href")).toBe(`${pathFor("dogDetail", locale, { slug: family.current.slug })}#foster-news`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it("on a phone without JavaScript: too short words and a file that is no picture are refused beside their fields, the words kept; news with a real JPEG and the permission is stored and listed", async () => {
    await page.goto(links[locale]!);
    const form = page.locator(`[data-news-form="${family.current.stayId}"]`);
    const body = form.locator("textarea[name=body]");
    await body.fill("a");
    expect(await post(page, () => form.getByRole("button", { name: c.news.submit }).click())).toBe(400);
    const again = page.locator(`[data-news-form="${family.current.stayId}"]`);
    expect(await again.locator(`#news-${family.current.stayId}-body-error`).textContent()).toBe(c.news.problems.tooShort);
    expect(await again.locator("textarea[name=body]").inputValue()).toBe("a");
    expect(await again.locator("textarea[name=body]").getAttribute("aria-invalid")).toBe("true");
    expect(await again.locator("[data-error-summary]").count()).toBe(1);
    // The answer opens at the dog's form.
    expect(new URL(page.url()).hash).toBe(`#dog-${family.current.stayId}`);

    await again.locator("textarea[name=body]").fill(family.words);
    await again.locator("input[name=publishable]").check();
    await again.locator("input[type=file]").setInputFiles({ name: "notiz.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Das ist kein Foto, nur Text.") });
    expect(await post(page, () => again.getByRole("button", { name: c.news.submit }).click())).toBe(400);
    const third = page.locator(`[data-news-form="${family.current.stayId}"]`);
    expect(await third.locator(`#news-${family.current.stayId}-photos-error`).textContent()).toBe(c.news.problems.notImage);
    expect(await third.locator(`#news-${family.current.stayId}-body-error`).count()).toBe(0);
    expect(await third.locator("textarea[name=body]").inputValue()).toBe(family.words);
    expect(await third.locator("input[name=publishable]").isChecked()).toBe(true);

    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#b45309" } }).jpeg().withExif({ IFD0: { Copyright: `GPS-${locale}-Foster` } }).toBuffer();
    await third.locator("input[type=file]").setInputFiles({ name: "garten.jpg", mimeType: "image/jpeg", buffer: photo });
    expect(await post(page, () => third.getByRole("button", { name: c.news.submit }).click())).toBe(200);
    expect(await page.locator(`[data-foster-dog="${family.current.stayId}"] [data-foster-done=news]`).textContent()).toBe(fill(c.news.thanks, { dog: family.current.name }));
    // The form is empty again, and the news is listed first, with its photo and its permission.
    expect(await page.locator(`[data-news-form="${family.current.stayId}"] textarea[name=body]`).inputValue()).toBe("");
    const newest = page.locator("[data-sent-news] > li").first();
    expect(await newest.locator("p").nth(1).textContent()).toBe(family.words);
    expect(await newest.getAttribute("data-news-state")).toBe("publishable");
    expect(await newest.textContent()).toContain(plural(locale, c.sent.photoCount, 1));
    expect(await newest.textContent()).toContain(fill(c.sent.about, { dog: family.current.name }));
    expect(await page.locator("[data-sent-news] > li").count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it("takes back the permission of the news on the dog page: it is taken down", async () => {
    await page.goto(links[locale]!);
    const published = page.locator(`[data-news="${family.publishedNews}"]`);
    expect(await post(page, () => published.getByRole("button", { name: c.sent.withdraw }).click())).toBe(200);
    expect(await page.locator("[data-foster-done=withdraw]").textContent()).toBe(c.sent.withdrawnNow);
    expect(await page.locator(`[data-news="${family.publishedNews}"]`).getAttribute("data-news-state")).toBe("private");
    expect(await page.locator(`[data-news="${family.publishedNews}"] button`).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe("#sent");
  });

  it("the meetings: the family's first name, place and phone; a day without a time is refused, a day and time confirmed, and the applicant's e-mail says them", async () => {
    await page.goto(links[locale]!);
    const a = family.applicants.confirm;
    const card = () => page.locator(`[data-meeting="${family.meetings.confirm}"]`);
    expect(await card().getAttribute("data-meeting-stage")).toBe("proposed");
    expect(await card().locator("[data-applicant-name]").textContent()).toBe(a.first);
    expect(await card().locator("[data-applicant-place]").textContent()).toBe(a.place);
    expect(await card().locator("[data-applicant-phone] a").textContent()).toBe(a.phone);
    expect(await card().locator("[data-applicant-phone] a").getAttribute("href")).toBe(`tel:${a.phone.replace(/[^\d+]/g, "")}`);
    expect(await card().locator("[data-meeting-note]").textContent()).toContain(locale === "de" ? "nachmittags" : "por la tarde");
    // Nothing more of the family: not its surname, not its e-mail.
    expect(await card().textContent()).not.toContain("Kennenlern");
    expect(await card().textContent()).not.toContain(a.email);

    const day = calendarToday("Europe/Berlin", new Date(Date.now() + 9 * DAY));
    await card().locator("input[name=day]").fill(day);
    expect(await post(page, () => card().getByRole("button", { name: c.meetings.confirm }).click())).toBe(400);
    expect(await card().locator(`#meeting-${family.meetings.confirm}-time-error`).textContent()).toBe(c.meetings.problems.time);
    expect(await card().locator("input[name=day]").inputValue()).toBe(day);
    expect(new URL(page.url()).hash).toBe(`#meeting-${family.meetings.confirm}`);

    await card().locator("input[name=time]").fill("15:30");
    expect(await post(page, () => card().getByRole("button", { name: c.meetings.confirm }).click())).toBe(200);
    expect(await card().locator("[data-foster-done]").textContent()).toBe(c.meetings.confirmedNow);
    const when = formatDateTime(instantIn("Europe/Berlin", day, "15:30").toISOString(), locale);
    expect(await card().getAttribute("data-meeting-stage")).toBe("confirmed");
    expect(await card().locator("[data-meeting-text]").textContent()).toBe(fill(c.meetings.confirmed, { when }));
    // Confirmed: it can be moved (the form shows its day and time), not yet reported on.
    expect(await card().locator("input[name=day]").inputValue()).toBe(day);
    expect(await card().locator("input[name=time]").inputValue()).toBe("15:30");
    expect(await card().getByRole("button", { name: c.meetings.move }).count()).toBe(1);
    expect(await card().locator("[data-meeting-form=report]").count()).toBe(0);

    const told = await waitForMail((x) => x.to === a.email && x.subject === fill(mail.confirmed.subject, { dog: family.current.name }));
    expect(told.text).toContain(fill(mail.confirmed.when, { when }));
    expect(told.text).toContain(locale === "de" ? "Köln" : "Vinaròs");
    // Never the foster family's street or name.
    expect(told.text).not.toContain(family.street);
    expect(told.text).not.toContain(family.name.split(" ")[1]!);
  });

  it("declines a proposal, and tells how the meeting whose time has come went; the earlier meetings show dog, day and state only", async () => {
    await page.goto(links[locale]!);
    const decline = page.locator(`[data-meeting="${family.meetings.decline}"]`);
    expect(await decline.locator("[data-applicant-name]").textContent()).toBe(family.applicants.decline.first);
    expect(await post(page, () => decline.getByRole("button", { name: c.meetings.decline }).click())).toBe(200);
    expect(await page.locator("[data-foster-meetings] > div [data-foster-done]").textContent()).toBe(c.meetings.declinedNow);
    expect(await page.locator(`[data-past-meetings] [data-meeting="${family.meetings.decline}"]`).getAttribute("data-meeting-stage")).toBe("cancelled");

    const report = () => page.locator(`[data-meeting="${family.meetings.report}"]`);
    expect(await report().getAttribute("data-meeting-stage")).toBe("confirmed");
    const form = report().locator("[data-meeting-form=report]");
    // Sent without saying how it went: refused beside the choice, the words kept.
    await form.locator("textarea[name=report]").fill(locale === "de" ? "Sehr nette Leute FosterReportQx" : "Gente muy maja FosterReportQx");
    expect(await post(page, () => form.getByRole("button", { name: c.meetings.report.submit }).click())).toBe(400);
    expect(await report().locator(`#meeting-${family.meetings.report}-outcome-error`).textContent()).toBe(c.meetings.problems.outcome);
    expect(await report().locator("textarea[name=report]").inputValue()).toContain("FosterReportQx");
    await report().getByLabel(c.meetings.report.outcomes.good).check();
    expect(await post(page, () => report().getByRole("button", { name: c.meetings.report.submit }).click())).toBe(200);
    expect(await page.locator("[data-foster-meetings] > div [data-foster-done]").textContent()).toBe(c.meetings.report.thanks);

    // The earlier meetings: dog, day and state; nothing of the families.
    const past = page.locator("[data-past-meetings]");
    expect(await past.locator(`[data-meeting="${family.meetings.report}"]`).getAttribute("data-meeting-stage")).toBe("done");
    expect(await past.locator(`[data-meeting="${family.meetings.report}"]`).textContent()).toContain(c.meetings.stages.done);
    expect(await past.locator(`[data-meeting="${family.meetings.cancelled}"]`).textContent()).toContain(c.meetings.stages.cancelled);
    for (const which of ["decline", "report", "cancelled"] as const) {
      const a = family.applicants[which];
      for (const secret of [a.first, a.phone, a.place]) expect(await page.locator("main").textContent()).not.toContain(secret);
    }
    // The one still open is the one confirmed: nobody waits for a call any more.
    expect(await page.locator("[data-foster-meetings] article[data-meeting]").count()).toBe(1);
    expect(await page.locator("[data-meetings-waiting]").count()).toBe(0);
  });

  it("the news form with the keyboard alone: the words, past the photos to the permission (ticked with the space bar), then send", async () => {
    await page.goto(links[locale]!);
    const form = page.locator(`[data-news-form="${family.planned.stayId}"]`);
    await form.locator("textarea[name=body]").focus();
    await page.keyboard.type(locale === "de" ? "Wir freuen uns schon sehr!" : "¡Tenemos muchas ganas!");
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("photos");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("publishable");
    await page.keyboard.press("Space");
    expect(await form.locator("input[name=publishable]").isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(c.news.submit);
    expect(await post(page, () => page.keyboard.press("Enter"))).toBe(200);
    expect(await page.locator(`[data-foster-dog="${family.planned.stayId}"] [data-foster-done=news]`).textContent()).toBe(fill(c.news.thanks, { dog: family.planned.name }));
    expect(await page.locator("[data-sent-news] > li").count()).toBe(3);
  });

  it("axe finds nothing, in the refused and the answered states; screenshots at 390 and 1280 px; only the islands' JavaScript", async () => {
    const context = await phone(locale, true);
    const look = await context.newPage();
    await look.goto(links[locale]!);
    expect(await look.locator("html").getAttribute("data-hydrated")).toBeNull();
    await checkAxe(look, `foster-page-${locale}`);
    await shootFromTop(look, `foster-page-${locale}`);
    // A refused news and a refused meeting time, as the family sees them.
    const form = look.locator(`[data-news-form="${family.planned.stayId}"]`);
    await form.locator("textarea[name=body]").fill("x");
    await form.locator("input[type=file]").setInputFiles({ name: "liste.png", mimeType: "image/png", buffer: Buffer.from("keine Grafik") });
    expect(await post(look, () => form.getByRole("button", { name: c.news.submit }).click())).toBe(400);
    await checkAxe(look, `foster-page-news-refused-${locale}`);
    await shootFromTop(look, `foster-page-news-refused-${locale}`);
    const card = look.locator(`[data-meeting="${family.meetings.confirm}"]`);
    await card.locator("input[name=day]").fill(calendarToday("Europe/Berlin", new Date(Date.now() - 3 * DAY)));
    expect(await post(look, () => card.getByRole("button", { name: c.meetings.move }).click())).toBe(400);
    expect(await card.locator(`#meeting-${family.meetings.confirm}-day-error`).textContent()).toBe(c.meetings.problems.past);
    await checkAxe(look, `foster-page-meeting-refused-${locale}`);
    await look.close();
    // The page does not hydrate: the islands alone.
    const measured = await context.newPage();
    const { gzipBytes } = await firstLoadJavaScript(measured, links[locale]!);
    expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES.islands);
    await context.close();
  });
});

describe("the log", () => {
  it("holds neither the page's token nor anything a family typed", () => {
    const log = server.output();
    expect(log).toContain("foster_news");
    for (const locale of ["de", "es"] as const) {
      const family = families[locale];
      expect(log).not.toContain(new URL(links[locale]!).pathname.split("/").pop()!);
      for (const secret of [family.words, "FosterReportQx", family.applicants.confirm.phone, family.first]) expect(log).not.toContain(secret);
    }
  });
});
