/**
 * Meeting a dog in its foster home (issue #39; docs/product/foster.md#meeting-the-dog), in Chromium
 * and both languages: a foster home with the dog living there and an adoption request for that dog
 * at "getting to know"; the coordinator proposes a meeting on the request page (a second proposal is
 * refused with 409 and the note kept); the foster family's e-mail arrives at a real SMTP peer with
 * its page's link; the foster family confirms a day and time (its page is another part's: here
 * through the writer, with the server stopped); the applicant's status page shows the day, the time
 * and the region, never the foster family's name or street; after the foster family's report the
 * coordinator reads how it went, and the status page only that they met.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { submissions } from "#app/platform/db/schema.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { createFosterHome, fosterPageToken } from "#app/features/journey/foster/server/foster-homes.server.ts";
import { placeDog } from "#app/features/journey/foster/server/stays.server.ts";
import { fosterActor, moveMeeting } from "#app/features/journey/foster/server/meetings.server.ts";
import { readMeetingTime } from "#app/features/journey/foster/rules/meeting.ts";
import { fosterMailCopy } from "#app/features/journey/foster/rules/foster-mail.ts";
import { meetingStatusCopy, meetingTimeText } from "#app/features/journey/foster/rules/meeting-status.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { adminRequest, form, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { validFields } from "../support/form-fixtures.ts";
import { checkAxe } from "../support/page-checks.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";

const shoot = screenshotsInto("foster-meeting");
const LOCALES = ["de", "es"] as const;
const SECRET = "foster-meeting-e2e-secret-0123456789abcdef";
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each language's foster family: what only the back office may show of it, and the region the family may see. */
const HOMES = {
  de: { name: "Petra Pflegemeier", email: "pflege-de@example.org", street: "Lindenallee 12", postalCode: "50667", city: "Köln", region: "Köln (PLZ-Gebiet 50)" },
  es: { name: "Carmen Acogedora", email: "acogida-es@example.org", street: "Calle del Almendro 5", postalCode: "46001", city: "Valencia", region: "Valencia (zona postal 46)" },
} as const;
const NOTE = { de: "Die Familie kann samstags vormittags.", es: "La familia puede los sábados por la mañana." };
const REPORT = { de: "Luna hat sich sofort auf den Rücken gelegt, VertraulichQ9.", es: "Se tumbó enseguida panza arriba, ConfidencialQ9." };

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
let port = 0;
let cookie: string | null = null;
let env: Record<string, string> = {};
/** Per language: the dog, the foster home, the adoption request, its meeting and the applicant's status page. */
const cases: Record<Locale, { dog: { id: string; name: string }; homeId: string; request: string; meeting: string; at: Date | null; statusPage: string }> = {
  de: { dog: { id: "", name: "" }, homeId: "", request: "", meeting: "", at: null, statusPage: "" },
  es: { dog: { id: "", name: "" }, homeId: "", request: "", meeting: "", at: null, statusPage: "" },
};

/** Stops the server, lets `work` use its database as the foster family's page would, and starts it again on the same port and data. */
async function withServerStopped(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>): Promise<void> {
  await server.stop({ keepData: true });
  const handle = await openDatabase({ dataDir: server.dataDir });
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
  server = await startTestServer({ ...env, DATA_DIR: server.dataDir });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  port = await freePort();
  env = { PORT: String(port), SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}`, SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", FORM_RATE_LIMIT: "1000", OUTBOX_POLL_SECONDS: "1", ADMIN_SIGNIN_RATE_LIMIT: "1000", FORM_SECRET: SECRET };
  let token = "";
  server = await startTestServer(env, async (dir) => {
    token = (await inviteManyByCli(dir, [{ email: "koordination@example.org", role: "coordinator", name: "Lea Koordination" }]))["koordination@example.org"]!;
  });
  cookie = await signInWithLink(server, token);
  browser = await launchBrowser();
  const listed = JSON.parse((await rawRequest(server.port, "/api/dogs", { host: new URL(server.de).host })).body) as { dogs: { id: string | number; name: string }[] };
  const dogs = listed.dogs.map((d) => ({ id: String(d.id), name: d.name }));
  if (dogs.length < 2) throw new Error("too few demo dogs");
  const applications: Record<string, string> = {};
  for (const [index, locale] of LOCALES.entries()) {
    const c = cases[locale];
    c.dog = dogs[index]!;
    // The foster family applied through the form, and the coordinator accepted it as a foster home.
    applications[locale] = await send(locale, "foster_home", { ...validFields("foster_home", `Pflege${locale}`), name: HOMES[locale].name, email: HOMES[locale].email, website: "" });
    await move(applications[locale], ["accept", "received"], ["accept_home", "getting_to_know"]);
    // A family asks to adopt the dog; the coordinator approves the first step.
    c.request = await send(locale, "adoption", { ...validFields("adoption", `Familie${locale}`), dog: c.dog.name, postalCode: "76131", city: "Karlsruhe", website: "" });
    await move(c.request, ["accept", "received"]);
  }
  // The foster home made of the application, the dog placed there by hand (the back office's foster pages are another part's).
  await withServerStopped(async (db) => {
    for (const locale of LOCALES) {
      const h = HOMES[locale];
      const created = await createFosterHome(db, { id: null, label: "test" }, SECRET, applications[locale]!, {
        name: h.name, email: h.email, phone: "+49 160 5550000", street: h.street, postalCode: h.postalCode, city: h.city,
        capacity: 2, sizes: ["small", "medium", "large"], hasCats: false, hasChildren: false, visits: true, visitTimes: "", notes: "",
      });
      if (!created.ok) throw new Error(`no foster home: ${created.reason}`);
      cases[locale].homeId = created.id;
      const placed = await placeDog(db, { id: null, label: "test" }, created.id, { dogId: cases[locale].dog.id, arrival: "hand", startsOn: day(-7) });
      if (!placed.ok || placed.stage !== "current") throw new Error(`not placed: ${JSON.stringify(placed)}`);
      const [request] = await db.select({ status: submissions.status, dogId: submissions.dogId }).from(submissions).where(eq(submissions.id, cases[locale].request));
      if (request?.status !== "getting_to_know" || request.dogId !== cases[locale].dog.id) throw new Error(`request not ready: ${JSON.stringify(request)}`);
    }
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A request sent through the forms' endpoint as a browser would; its id. */
async function send(locale: Locale, formType: string, data: Record<string, unknown>): Promise<string> {
  const host = new URL(server[locale]).host;
  const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
  const body = JSON.stringify({ formType, locale, data, token });
  const res = await rawRequest(server.port, "/api/send-form-email", { host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } });
  if (res.status !== 200) throw new Error(`${formType} refused: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { id: string }).id;
}

/** The coordinator's steps on the request page, each from the stage it starts at. */
async function move(id: string, ...steps: [event: string, from: string][]): Promise<void> {
  for (const [event, from] of steps) {
    const moved = await adminRequest(server, `/verwaltung/eingang/${id}`, { cookie, method: "POST", body: form({ intent: "move", event, from }) });
    if (moved.status !== 200) throw new Error(`not moved by ${event}: ${moved.status}`);
  }
}

async function waitForMail(filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  await expect.poll(() => smtp.messages.filter(filter).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return smtp.messages.filter(filter)[0]!;
}

/** A browser context signed in as the coordinator, the interface in `locale`. */
async function office(locale: Locale, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const [name, ...value] = cookie!.split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
  const page = await context.newPage();
  await page.goto(`${server.de}/verwaltung/konto`);
  await page.selectOption("#locale", locale);
  await page.locator("form", { has: page.locator("#locale") }).locator("button[type=submit]").first().click();
  await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe(locale);
  return { context, page };
}

const statusLinkIn = (mail: ReceivedMail) => /https?:\/\/\S+\/(?:anfrage|solicitud)\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? "";

describe("meeting a dog in its foster home", () => {
  it.each(LOCALES)("%s: the coordinator sees where the dog lives and proposes a meeting on the request page; a second proposal is refused with 409, the note kept", async (locale) => {
    const m = adminMessages[locale].fosterMeeting;
    const c = cases[locale];
    const { context, page } = await office(locale, 390);
    await page.goto(`${server.de}/verwaltung/eingang/${c.request}`);
    const section = page.locator("section[aria-labelledby=kennenlernen]");
    await expect.poll(() => page.locator("#kennenlernen").innerText()).toBe(m.section);
    const home = section.locator(`[data-foster-home="${c.homeId}"]`);
    expect(await home.getByRole("link", { name: HOMES[locale].name }).getAttribute("href")).toBe(`/verwaltung/pflegestellen/${c.homeId}`);
    expect(await home.innerText()).toContain(`${HOMES[locale].postalCode} ${HOMES[locale].city}`);
    expect(await section.innerText()).toContain(m.none);
    // The request page fits a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAxe(page, `request-meeting-form-${locale}`);
    await section.getByLabel(m.noteLabel).fill(NOTE[locale]);
    await section.getByRole("button", { name: m.propose }).click();
    await expect.poll(() => section.getByRole("status").innerText()).toBe(m.proposed);
    const listed = section.locator('[data-meeting="proposed"]');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.innerText()).toContain(m.stages.proposed);
    expect(await listed.innerText()).toContain(NOTE[locale]);
    expect(await listed.innerText()).toContain(m.waiting);
    // One open meeting at a time: no form now, but "cancel".
    expect(await section.locator("[data-meeting-propose]").count()).toBe(0);
    expect(await section.locator("[data-meeting-blocked=exists]").innerText()).toBe(m.refusals.exists);
    expect(await listed.getByRole("button", { name: m.cancel }).count()).toBe(1);
    c.meeting = (await listed.locator("input[name=meeting]").getAttribute("value")) ?? "";
    await checkAxe(page, `request-meeting-proposed-${locale}`);
    await shoot(page, `request-meeting-proposed-${locale}`);
    await context.close();

    // A second proposal sent anyway (an old page, no JavaScript): 409, the refusal in words and the note as typed.
    const again = await adminRequest(server, `/verwaltung/eingang/${c.request}`, { cookie, method: "POST", body: form({ intent: "meeting-propose", note: "Noch ein Versuch <b>fett</b>" }) });
    expect(again.status).toBe(409);
    expect(again.body).toContain(m.refusals.exists);
    expect(again.body).toContain("Noch ein Versuch &lt;b&gt;fett&lt;/b&gt;");
    // Without our Origin, or from another site: refused before anything is read.
    const missing = await adminRequest(server, `/verwaltung/eingang/${c.request}`, { cookie, method: "POST", body: form({ intent: "meeting-cancel", meeting: c.meeting }), origin: null });
    expect(missing.status).toBe(403);
    const forged = await adminRequest(server, `/verwaltung/eingang/${c.request}`, { cookie, method: "POST", body: form({ intent: "meeting-cancel", meeting: c.meeting }), origin: "https://evil.example" });
    expect([400, 403]).toContain(forged.status);
    // A meeting of another request names nothing on this page.
    const other = cases[locale === "de" ? "es" : "de"].request;
    expect((await adminRequest(server, `/verwaltung/eingang/${other}`, { cookie, method: "POST", body: form({ intent: "meeting-cancel", meeting: c.meeting }) })).status).toBe(404);

  });

  it.each(LOCALES)("%s: the foster family's e-mail arrives with its page's link, in its language, without the family's details", async (locale) => {
    const c = cases[locale];
    const copy = fosterMailCopy[locale].proposed;
    const mail = await waitForMail((x) => x.to === HOMES[locale].email && x.subject === copy.subject.replace("{dog}", c.dog.name));
    expect(mail.text).toContain(copy.intro.replace(/\{dog\}/g, c.dog.name));
    expect(mail.text).toContain(`${server[locale]}${locale === "de" ? "/meine-pflegestelle/" : "/mi-casa-de-acogida/"}${fosterPageToken(SECRET, c.homeId)}`);
    expect(mail.text).not.toMatch(/Karlsruhe|76131|Müller/);
  });

  it("the foster family confirms a day and time on its page (through the meeting's writer)", async () => {
    await withServerStopped(async (db) => {
      for (const locale of LOCALES) {
        const c = cases[locale];
        const read = readMeetingTime(day(10), locale === "de" ? "15:30" : "11:00", new Date());
        if (!read.ok) throw new Error(read.problem);
        c.at = read.at;
        expect(await moveMeeting(db, fosterActor, "foster", c.meeting, "confirm", { homeId: c.homeId, meetingAt: read.at })).toEqual({ ok: true, to: "confirmed" });
      }
    });
  }, 120_000);

  it.each(LOCALES)("%s: the applicant's status page shows the day, the time and the region; never the foster family's name or street", async (locale) => {
    const c = cases[locale];
    const words = meetingStatusCopy[locale];
    const mail = await waitForMail((x) => x.to === `familie${locale}@example.org` && x.subject === fosterMailCopy[locale].confirmed.subject.replace("{dog}", c.dog.name));
    expect(mail.text).toContain(HOMES[locale].region);
    expect(mail.text).not.toContain(HOMES[locale].name);
    expect(mail.text).not.toContain(HOMES[locale].street);
    c.statusPage = statusLinkIn(mail);
    expect(c.statusPage).not.toBe("");
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(c.statusPage);
    const block = page.locator('[data-meeting="confirmed"]');
    await expect.poll(() => block.count()).toBe(1);
    expect(await block.getByRole("heading").innerText()).toBe(words.heading.replace("{dog}", c.dog.name));
    const when = meetingTimeText(c.at!, locale);
    expect(await block.locator("[data-meeting-when]").innerText()).toBe(words.when.replace("{when}", when));
    expect(await block.locator("time").getAttribute("datetime")).toBe(c.at!.toISOString());
    expect(when).toContain(locale === "de" ? "15:30" : "11:00");
    expect(await block.innerText()).toContain(words.where.replace("{city}", HOMES[locale].city).replace("{area}", HOMES[locale].postalCode.slice(0, 2)));
    expect(await block.innerText()).toContain(words.whereExactly);
    // Nothing of the foster family beyond the region, anywhere on the page or in its data.
    const html = await page.content();
    for (const secret of [HOMES[locale].name, HOMES[locale].name.split(" ")[1]!, HOMES[locale].street, HOMES[locale].postalCode, HOMES[locale].email, "5550000"]) expect(html, secret).not.toContain(secret);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAxe(page, `status-meeting-confirmed-${locale}`);
    await shoot(page, `status-meeting-confirmed-${locale}`);
    await context.close();
  });

  it("the foster family tells how it went, after the time (through the meeting's writer)", async () => {
    await withServerStopped(async (db) => {
      for (const locale of LOCALES) {
        const c = cases[locale];
        const later = new Date(c.at!.getTime() + 2 * 3_600_000);
        expect(await moveMeeting(db, fosterActor, "foster", c.meeting, "report", { homeId: c.homeId, outcome: "good", report: REPORT[locale] }, later)).toEqual({ ok: true, to: "done" });
      }
    });
  }, 120_000);

  it.each(LOCALES)("%s: the coordinator reads the outcome and the report; the status page says only that they met", async (locale) => {
    const m = adminMessages[locale].fosterMeeting;
    const c = cases[locale];
    // The notice to the association (no one is assigned), in the request's language: that the foster family answered, never its words.
    const notice = await waitForMail((x) => x.subject === fosterMailCopy[locale].report.subject.replace("{dog}", c.dog.name));
    expect(notice.text).toContain(`/verwaltung/eingang/${c.request}`);
    expect(notice.text).not.toMatch(/Q9/);

    const { context, page } = await office(locale);
    await page.goto(`${server.de}/verwaltung/eingang/${c.request}`);
    const done = page.locator('section[aria-labelledby=kennenlernen] [data-meeting="done"]');
    await expect.poll(() => done.count()).toBe(1);
    expect(await done.locator("[data-meeting-outcome=good]").innerText()).toBe(m.outcome.replace("{outcome}", m.outcomes.good));
    expect(await done.locator("[data-meeting-report]").innerText()).toContain(REPORT[locale]);
    expect(await done.innerText()).toContain(m.stages.done);
    // Nothing open: no cancelling; a new meeting may be proposed.
    expect(await done.getByRole("button", { name: m.cancel }).count()).toBe(0);
    expect(await page.locator("[data-meeting-propose]").count()).toBe(1);
    await checkAxe(page, `request-meeting-done-${locale}`);
    await shoot(page, `request-meeting-done-${locale}`);
    await context.close();

    const applicant = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const status = await applicant.newPage();
    await status.goto(c.statusPage);
    const block = status.locator('[data-meeting="done"]');
    await expect.poll(() => block.count()).toBe(1);
    expect(await block.getByRole("heading").innerText()).toBe(meetingStatusCopy[locale].headingDone.replace("{dog}", c.dog.name));
    const html = await status.content();
    expect(html).not.toContain(REPORT[locale].slice(0, 20));
    expect(html).not.toMatch(/VertraulichQ9|ConfidencialQ9/);
    await checkAxe(status, `status-meeting-done-${locale}`);
    await shoot(status, `status-meeting-done-${locale}`);
    await applicant.close();
  });
});
