/**
 * Ready to travel (issue #38; docs/product/travel.md), in Chromium and both languages: a traveller's
 * flight offer; a coordinator matches a dog whose papers are ready for the flight's day (one whose
 * vaccination is too young is refused, the missing paper named); the traveller's e-mail arrives at a
 * real SMTP peer and links to their page with the flight, the handover and the checklist; the
 * family's status page shows the flight; the traveller cancels and the coordinator hears at once.
 * On a transport, the manifest lists each dog's chip, passport and TRACES certificate, and a dog
 * not ready stops the departure until a coordinator overrides.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { flightCopy } from "#app/features/journey/flight/rules/flight-copy.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { adminRequest, form, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { validFields } from "../support/form-fixtures.ts";
import { checkAxe } from "../support/page-checks.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";

const shoot = screenshotsInto("ready-to-travel");
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FLIGHT_DAY = 40;
const HANDOVER = { de: "Flughafen Valencia, Terminal 1, Abflughalle, 15:00 Uhr", es: "Aeropuerto de Valencia, terminal 1, salidas, a las 15:00" };
const MEETING = { de: "Ankunftshalle B, vor der Apotheke", es: "Sala de llegadas B, delante de la farmacia" };

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
let cookie: string | null = null;
let dogs: { id: string; name: string }[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  let token = "";
  server = await startTestServer(
    { PORT: String(port), SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}`, SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", FORM_RATE_LIMIT: "1000", OUTBOX_POLL_SECONDS: "1", ADMIN_SIGNIN_RATE_LIMIT: "1000" },
    async (dir) => {
      token = (await inviteManyByCli(dir, [{ email: "koordination@example.org", role: "coordinator", name: "Lea Koordination" }]))["koordination@example.org"]!;
    },
  );
  cookie = await signInWithLink(server, token);
  browser = await launchBrowser();
  const listed = JSON.parse((await rawRequest(server.port, "/api/dogs", { host: new URL(server.de).host })).body) as { dogs: { id: string | number; name: string }[] };
  dogs = listed.dogs.map((d) => ({ id: String(d.id), name: d.name }));
  if (dogs.length < 6) throw new Error("too few demo dogs");
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

/** An adoption request for a dog of our list, moved to the contract stage by the coordinator. */
async function familyAtContract(locale: Locale, tag: string, dog: { name: string }): Promise<string> {
  const id = await send(locale, "adoption", { ...validFields("adoption", tag), dog: dog.name, email: `${tag.toLowerCase()}@example.org` });
  for (const [event, from] of [["accept", "received"], ["prepare_contract", "getting_to_know"]] as const) {
    const moved = await adminRequest(server, `/verwaltung/eingang/${id}`, { cookie, method: "POST", body: form({ intent: "move", event, from }) });
    if (moved.status !== 200) throw new Error(`not moved by ${event}: ${moved.status}`);
  }
  return id;
}

/** A dog's papers saved on its papers page: complete for a journey from today on, or vaccinated `rabiesIn` days from now (too young for a while). */
async function papers(dogId: string, options: { rabiesIn?: number; passport?: string } = {}): Promise<void> {
  const rabies = options.rabiesIn ?? -200;
  const fields: Record<string, string> = {
    chipNumber: "941000024681357",
    chipDate: day(Math.min(rabies, -200)),
    birthDate: day(-400),
    rabiesDate: day(rabies),
    rabiesValidUntil: day(1000),
    passportNumber: options.passport ?? "",
  };
  for (const disease of ["leishmaniosis", "ehrlichiosis", "anaplasmosis", "heartworm"]) {
    fields[`test_${disease}_date`] = day(-5);
    fields[`test_${disease}_result`] = "negative";
  }
  const saved = await adminRequest(server, `/verwaltung/hunde/${encodeURIComponent(dogId)}/papiere`, { cookie, method: "POST", body: form(fields) });
  if (saved.status !== 200) throw new Error(`papers not saved: ${saved.status}`);
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

const linkIn = (mail: ReceivedMail) => /https?:\/\/\S+\/(?:anfrage|solicitud)\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? "";

describe.each(["de", "es"] as const)("flight sponsors (%s)", (locale) => {
  const m = adminMessages[locale];
  const c = flightCopy[locale];
  const ids: Record<string, string> = {};
  const traveller = `reise-${locale}@example.org`;
  /** The dogs of this language's families (the list is read before the tests run). */
  const readyDog = () => dogs[locale === "de" ? 0 : 2]!;
  let travellerPage = "";

  beforeAll(async () => {
    const [ready, young] = locale === "de" ? [dogs[0]!, dogs[1]!] : [dogs[2]!, dogs[3]!];
    ids.ready = await familyAtContract(locale, `Flug${locale}Bereit`, ready);
    ids.young = await familyAtContract(locale, `Flug${locale}Jung`, young);
    await papers(ready.id, { passport: "ES-28-0123456" });
    // Vaccinated in 30 days: on the flight's day (in 40) not yet 21 days old.
    await papers(young.id, { rabiesIn: 30, passport: "ES-28-0654321" });
    ids.offer = await send(locale, "flight_sponsor", {
      name: `Reisende ${locale}`,
      email: traveller,
      phone: "+49 151 2345678",
      fromAirport: "VLC",
      toAirport: "FRA",
      flightDate: day(FLIGHT_DAY),
      flightNumber: "VY 1816",
      dogsAllowed: "1",
      message: "",
      privacyAccepted: true,
      website: "",
    });
  }, 120_000);

  it("the coordinator matches a dog whose papers are ready for the flight's day; one too young to travel is refused, the missing paper named", async () => {
    const { context, page } = await office(locale);
    allowConsoleErrors(page, /status of 409/);
    await page.goto(`${server.de}/verwaltung/flugpaten`);
    const offer = page.locator(`[data-offer="${ids.offer}"]`);
    await expect.poll(() => offer.locator("[data-flight-line]").innerText()).toContain("VY 1816");
    await checkAxe(page, `flights-${locale}`);
    const fill = async (request: string) => {
      await offer.locator("select[name=request]").selectOption(request);
      await offer.locator("input[name=arrivalTime]").fill("18:40");
      await offer.locator("textarea[name=handoverSpain]").fill(HANDOVER[locale]);
      await offer.locator("textarea[name=meetingPoint]").fill(MEETING[locale]);
      await offer.getByRole("button", { name: m.flights.match }).click();
    };
    await fill(ids.young!);
    const alert = offer.getByRole("alert");
    await expect.poll(() => alert.innerText()).toContain(m.flights.problems.not_ready);
    expect(await alert.innerText()).toContain(m.papers.missing.rabiesWait.split("{")[0]!.trim());
    // What was entered is kept.
    expect(await offer.locator("textarea[name=meetingPoint]").inputValue()).toBe(MEETING[locale]);
    await fill(ids.ready!);
    await expect.poll(() => page.getByText(m.flights.matched).count()).toBe(1);
    await expect.poll(() => page.locator(`[data-offer="${ids.offer}"] [data-flight]`).getAttribute("data-stage")).toBe("planned");
    // The offer is full now: no more matching on it.
    expect(await page.locator(`[data-offer="${ids.offer}"] [data-match]`).count()).toBe(0);
    await shoot(page, `flights-${locale}`);
    // The family's request page names the flight.
    await page.goto(`${server.de}/verwaltung/eingang/${ids.ready}`);
    await expect.poll(() => page.locator("[data-flight-current]").innerText()).toContain(MEETING[locale]);
    await context.close();
  });

  it("the traveller's e-mail links to their page: the flight, the handover in Spain, the meeting point and the checklist", async () => {
    const mail = await waitForMail((x) => x.to === traveller && x.subject === c.matchedSubject.replace("{dog}", readyDog().name));
    expect(mail.text).toContain(HANDOVER[locale]);
    travellerPage = linkIn(mail);
    expect(travellerPage).not.toBe("");
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(travellerPage);
    const part = page.locator("[data-traveller]");
    await expect.poll(() => part.innerText()).toContain(HANDOVER[locale]);
    expect(await part.innerText()).toContain(MEETING[locale]);
    expect(await part.locator("[data-checklist] li").count()).toBe(6);
    expect(await part.innerText()).toContain(c.checklist.passport);
    await checkAxe(page, `traveller-page-${locale}`);
    await shoot(page, `traveller-page-${locale}`);
    await context.close();
  });

  it("the family's e-mail and status page show the flight: the airport, the expected landing, the meeting point; not the handover in Spain", async () => {
    const mail = await waitForMail((x) => x.subject === c.familySubject.replace("{dog}", readyDog().name));
    expect(mail.text).toContain(MEETING[locale]);
    expect(mail.text).not.toContain(HANDOVER[locale]);
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(linkIn(mail));
    const travel = page.locator("[data-transport]");
    await expect.poll(() => travel.innerText()).toContain(c.familyHeading);
    expect(await travel.innerText()).toContain("(FRA)");
    expect(await travel.innerText()).toContain("18:40");
    expect(await travel.innerText()).toContain(MEETING[locale]);
    await checkAxe(page, `family-flight-${locale}`);
    await shoot(page, `family-flight-${locale}`);
    await context.close();
  });

  it("the traveller cancels on their page without JavaScript; the coordinator hears at once, and the family's page no longer shows the flight", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(travellerPage);
    await page.locator("[data-cancel-flight] summary").click();
    await page.getByLabel(c.cancelConfirm).check();
    await page.getByRole("button", { name: c.cancel }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe(c.cancelled);
    const notice = await waitForMail((x) => x.subject.startsWith(c.cancelledSubject.split("{")[0]!));
    expect(notice.text).toContain(readyDog().name);
    expect(notice.text).toContain("/verwaltung/flugpaten");
    expect(notice.text).not.toContain(`Reisende ${locale}`);
    await context.close();
  });
});

describe("a transport's papers", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.ready = await familyAtContract("de", "BusBereit", dogs[4]!);
    ids.missing = await familyAtContract("de", "BusOhne", dogs[5]!);
    await papers(dogs[4]!.id, { passport: "ES-46-0011223" });
    // No passport recorded: not ready.
    await papers(dogs[5]!.id);
    const planned = await adminRequest(server, "/verwaltung/transporte", { cookie, method: "POST", body: form({ departure: day(30), arrival: day(32) }) });
    ids.transport = /\/verwaltung\/transporte\/([0-9a-f-]{36})/.exec(planned.headers.location ?? "")?.[1] ?? "";
    for (const [key, traces] of [["ready", "INTRA.ES.2026.0104711"], ["missing", ""]] as const) {
      const added = await adminRequest(server, `/verwaltung/transporte/${ids.transport}`, { cookie, method: "POST", body: form({ intent: "add", submission: ids[key]!, point: "karlsruhe", time: "14:30", chip: "", traces, note: "" }) });
      if (added.status !== 200) throw new Error(`not on the transport: ${added.status}`);
    }
  }, 120_000);

  it.each(["de", "es"] as const)("in %s: the manifest lists chip, passport and TRACES per dog", async (locale) => {
    const m = adminMessages[locale];
    const { context, page } = await office(locale, 390);
    await page.goto(`${server.de}/verwaltung/transporte/${ids.transport}/ladeliste`);
    const rows = page.locator("[data-manifest-row]");
    await expect.poll(() => rows.count()).toBe(2);
    const ready = rows.filter({ hasText: dogs[4]!.name });
    expect(await ready.locator("[data-chip]").innerText()).toBe("941000024681357");
    expect(await ready.locator("[data-passport]").innerText()).toBe("ES-46-0011223");
    expect(await ready.locator("[data-traces]").innerText()).toBe("INTRA.ES.2026.0104711");
    expect(await page.locator("thead").innerText()).toContain(m.transport.traces);
    await checkAxe(page, `manifest-${locale}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, `manifest-${locale}`);
    await context.close();
  });

  it("a dog not ready stops the departure until the coordinator overrides; once departed, the form is gone", async () => {
    const m = adminMessages.de;
    const { context, page } = await office("de");
    allowConsoleErrors(page, /status of 409/);
    await page.goto(`${server.de}/verwaltung/transporte/${ids.transport}`);
    const depart = page.locator("[data-depart]");
    await expect.poll(() => depart.locator("[data-not-ready]").innerText()).toContain(dogs[5]!.name);
    expect(await depart.locator("[data-not-ready]").innerText()).not.toContain(dogs[4]!.name);
    await depart.getByRole("button", { name: m.transport.depart }).click();
    await expect.poll(() => page.locator("#depart-error").innerText()).toBe(m.transport.problems.not_ready);
    await page.getByLabel(m.transport.departOverride).check();
    await page.locator("[data-depart]").getByRole("button", { name: m.transport.depart }).click();
    await expect.poll(() => page.locator("[data-departed]").count()).toBe(1);
    await checkAxe(page, "transport-departed-de");
    // Marked once: the form is gone (the override's audit entry is checked in tests/integration/transports.test.ts).
    expect(await page.locator("[data-depart]").count()).toBe(0);
    await context.close();
  });
});
