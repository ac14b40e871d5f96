/**
 * Issue 34, items 11, 13 and 19, as a family sees them on its status page (Chromium, 390 px, both
 * sites): the first stage reads "Anfrage gesendet"; once the handover is set, "what happens next"
 * says so instead of promising to write; a dog in a German foster home is handed over (no journey,
 * no departure in Benicarló), a pick-up in Benicarló reads as one; after arrival no note about the
 * travel day is left; the contact line uses a neutral form. The requests and the transports are
 * stored before the server starts, as the back office would store them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { adminUsers, submissions } from "#app/platform/db/schema.ts";
import { livesInGermany } from "#app/features/dogs/rules/location.ts";
import { journeyCopy } from "#app/features/journey/request/rules/copy.ts";
import { transportCopy } from "#app/features/journey/transport/rules/transport-copy.ts";
import { addEntry, createTransport } from "#app/features/journey/transport/server/transports.server.ts";
import { statusUrl } from "#app/features/journey/request/server/token.server.ts";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { demoDog, fincaDog } from "../support/demo-dogs.ts";
import { storeAdoptionRequest } from "../support/requests.ts";

const SECRET = "journey-words-secret-journey-words-secret-0123";
const shoot = screenshotsInto("journey-words");
const DAY = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
type Case = "received" | "journey" | "foster" | "pickup" | "arrived";
const CASES: Case[] = ["received", "journey", "foster", "pickup", "arrived"];

describe("the status page's words follow what is done and where the dog is (issue 34)", () => {
  let server: TestServer;
  let browser: Browser;
  let phone: BrowserContext;
  const links: Record<string, string> = {};

  beforeAll(async () => {
    const port = await freePort();
    const sites = { de: `http://localhost:${port}`, es: `http://es.localhost:${port}` };
    const foster = demoDog((d) => livesInGermany(d) && d.species === "Hunde DE");
    const finca = fincaDog();
    server = await startTestServer({ PORT: String(port), FORM_SECRET: SECRET, FORM_MIN_FILL_SECONDS: "0" }, async (dataDir) => {
      const handle = await openDatabase({ dataDir });
      const db = handle.db;
      const actor = { id: null, label: "command line" };
      const now = new Date();
      // The volunteer who looks after the "journey" requests: the page names her by her first name.
      const [olga] = await db.insert(adminUsers).values({ email: "olga-words@example.org", role: "coordinator", locale: "de", name: "Olga Martínez" }).returning();
      const transport = await createTransport(db, actor, { departure: dayOf(new Date(now.getTime() + 10 * DAY)), arrival: dayOf(new Date(now.getTime() + 11 * DAY)) });
      for (const locale of ["de", "es"] as const) {
        for (const which of CASES) {
          const dog = which === "foster" ? foster : finca;
          const id = await storeAdoptionRequest(db, { secret: SECRET, tag: `${which}${locale}Words`, locale, dog: { id: dog.dog.id!, name: dog.name } });
          if (which !== "received") {
            await db.update(submissions).set({ status: "contract" }).where(eq(submissions.id, id));
            const point = which === "pickup" ? "benicarlo" : which === "foster" ? "koeln" : "karlsruhe";
            const added = await addEntry(db, actor, transport, id, { point, time: "14:30", chip: "", traces: "", note: "", showPublic: false });
            if (!added.ok) throw new Error(`not on the transport: ${added.reason}`);
          }
          if (which === "arrived") await db.update(submissions).set({ status: "arrived" }).where(eq(submissions.id, id));
          if (which === "journey") await db.update(submissions).set({ assigneeId: olga!.id }).where(eq(submissions.id, id));
          links[`${locale}-${which}`] = statusUrl(SECRET, sites, { id, locale });
        }
      }
      await handle.close();
    });
    browser = await launchBrowser();
    phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(["de", "es"] as const)("on the %s site, at 390 px", async (locale) => {
    const c = journeyCopy[locale].statusPage;
    const t = transportCopy[locale];
    const page = await phone.newPage();
    const open = async (which: Case) => {
      await page.goto(links[`${locale}-${which}`]!);
      return { next: (await page.locator("[data-next]").textContent()) ?? "", transport: (await page.locator("[data-transport]").count()) ? ((await page.locator("[data-transport]").textContent()) ?? "") : "" };
    };

    // Item 19: the first stage is a request sent, not "send us a request".
    await open("received");
    const current = (await page.locator("[data-stages] [aria-current=step]").textContent()) ?? "";
    expect(current).toContain(c.firstStage.adoption);
    expect(current).not.toMatch(/Schick uns eine Anfrage|Envíanos tu solicitud/);
    expect(await page.locator("body").textContent()).not.toMatch(/Ansprechpartner/);
    await shoot(page, `${locale}-received`);

    // Item 13: the handover is set, so the page says so and promises nothing already done.
    const journey = await open("journey");
    expect(journey.next).toContain(c.nextFacts.handoverSet);
    expect(journey.next).not.toContain(c.next.adoption.travel!);
    expect(journey.next).not.toMatch(/nach Deutschland|a Alemania/);
    expect(journey.transport).toContain(t.statusHeading);
    expect(journey.transport).toContain(t.statusNote);
    // Item 19: the volunteer by her chosen first name in a neutral form, never "Ansprechpartner".
    const body = (await page.locator("body").textContent()) ?? "";
    expect(body).toContain(c.contactPerson.replace("{name}", "Olga"));
    expect(body).not.toMatch(/Ansprechpartner|Martínez/);
    await checkAxe(page, `journey-words-${locale}-journey`);

    // Item 11: a dog in a German foster home is handed over there, it does not travel.
    const foster = await open("foster");
    expect(foster.transport).toContain(t.statusHeadingLocal);
    expect(foster.transport).not.toMatch(/Abfahrt|Ankunft|Reise|unterwegs|Salida|Llegada|viaje/);
    await shoot(page, `${locale}-foster`);

    // Item 11: a pick-up in Benicarló reads as one.
    const pickup = await open("pickup");
    expect(pickup.transport).toContain(t.statusHeadingPickup);
    expect(pickup.transport).toMatch(locale === "de" ? /Abholung in Benicarló am/ : /Recogida en Benicarló el/);
    expect(pickup.transport).not.toMatch(/Abfahrt|Ankunft|unterwegs|Salida|Llegada|durante el viaje/);

    // Item 13: after arrival, no promise about the travel day is left.
    const arrived = await open("arrived");
    expect(arrived.transport).not.toContain(t.statusNote);
    expect(arrived.next).toBe(c.next.adoption.arrived);
    await shoot(page, `${locale}-arrived`);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
