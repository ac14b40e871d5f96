/**
 * The travel settings and the retest reminder in the back office, in Chromium, once per interface
 * language (docs/product/travel.md#settings, #retest-reminder): an owner saves the settings (a bad
 * address for the veterinary authority is named under its field, answered 400, nothing saved); the
 * page of an arrived request whose dog's papers record a test shows the follow-ups with their days,
 * the retest reminder on the day the saved months give; one without a recorded test says there is
 * none. The requests are stored before the server starts, as the back office would store them.
 * axe on both pages; screenshots at 390 and 1280 px in test-results/travel-settings/.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { submissions } from "#app/platform/db/schema.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { addMonths } from "#app/features/journey/aftercare/rules/followup.ts";
import { EMPTY_PAPERS } from "#app/features/travel/rules/papers-form.ts";
import { savePapers } from "#app/features/travel/server/papers.server.ts";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { adminRequest, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { adoptionOnly, fincaDog } from "../support/demo-dogs.ts";
import { storeAdoptionRequest } from "../support/requests.ts";

const SECRET = "travel-settings-secret-travel-settings-0123";
const shoot = screenshotsInto("travel-settings");
const DAY = 86_400_000;
const LOCALES = ["de", "es"] as const;
/** Ten days ago: the two weeks' follow-up is still to come, so nothing is queued while the test runs. */
const ARRIVED = new Date(Math.floor((Date.now() - 10 * DAY) / 60_000) * 60_000);
/** The months each language's owner saves (the second save moves the first's day). */
const MONTHS = { de: 9, es: 4 } as const;

describe("the travel settings and the retest reminder (docs/product/travel.md)", () => {
  let server: TestServer;
  let browser: Browser;
  const tokens: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  /** Per language: a request whose dog's papers record a test, and one whose dog has none. */
  const requests: Record<string, { tested: string; untested: string }> = {};
  const tested = adoptionOnly();
  const untested = fincaDog();

  beforeAll(async () => {
    // Requests are kept long enough here that the reminder's day comes before their deletion.
    server = await startTestServer({ FORM_SECRET: SECRET, FORM_MIN_FILL_SECONDS: "0", ADMIN_SIGNIN_RATE_LIMIT: "1000", SUBMISSION_RETENTION_DAYS: "1000" }, async (dataDir) => {
      const links = await inviteManyByCli(dataDir, [
        ...LOCALES.map((locale) => ({ email: `vorstand-${locale}@example.org`, role: "owner", name: `Vorstand ${locale}`, lang: locale })),
        { email: "koordination@example.org", role: "coordinator", name: "Koordination" },
      ]);
      Object.assign(tokens, links);
      const handle = await openDatabase({ dataDir });
      try {
        const db = handle.db;
        const actor = { id: null, label: "command line" };
        await savePapers(db, actor, tested.dog.id!, { ...EMPTY_PAPERS, chipNumber: "941000024681357", chipDate: "2026-10-01", tests: [{ disease: "leishmaniosis", date: "2026-11-02", result: "negative" }] });
        for (const locale of LOCALES) {
          const ids = { tested: "", untested: "" };
          for (const which of ["tested", "untested"] as const) {
            const dog = which === "tested" ? tested : untested;
            const id = await storeAdoptionRequest(db, { secret: SECRET, tag: `Retest${which}${locale}`, locale, now: new Date(ARRIVED.getTime() - 40 * DAY), dog: { id: dog.dog.id!, name: dog.name } });
            // "Arrived" as the workflow sets it: the stage and its day.
            await db.update(submissions).set({ status: "arrived", statusChangedAt: ARRIVED, arrivedAt: ARRIVED }).where(eq(submissions.id, id));
            ids[which] = id;
          }
          requests[locale] = ids;
        }
      } finally {
        await handle.close();
      }
    });
    for (const [email, token] of Object.entries(tokens)) {
      const cookie = await signInWithLink(server, token);
      if (!cookie) throw new Error(`no session for ${email}`);
      cookies[email] = cookie;
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function ownerPage(locale: "de" | "es"): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookies[`vorstand-${locale}@example.org`]!.split("=");
    await context.addCookies([{ name: name!, value: value!, url: server.de }]);
    return { context, page: await context.newPage() };
  }

  it("only owners open the settings: a coordinator gets 403, and finds no link to them", async () => {
    const cookie = cookies["koordination@example.org"];
    expect((await adminRequest(server, "/verwaltung/reisen/einstellungen", { cookie })).status).toBe(403);
    const transports = await adminRequest(server, "/verwaltung/transporte", { cookie });
    expect(transports.body).not.toContain("/verwaltung/reisen/einstellungen");
  });

  for (const locale of LOCALES) {
    const m = adminMessages[locale];
    const s = m.travelSettings;

    it(`${locale}: an owner saves the travel settings; a bad address for the authority is named under its field (400) and nothing is saved`, async () => {
      const { context, page } = await ownerPage(locale);
      // The refused save is answered 400 on purpose (the browser logs it).
      allowConsoleErrors(page, /status of 400/);
      // Linked from the transports (and the navigation).
      await page.goto(`${server.de}/verwaltung/transporte`);
      await page.getByRole("link", { name: s.link }).click();
      await page.getByRole("heading", { level: 1, name: s.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/verwaltung/reisen/einstellungen");
      expect(await page.locator("[data-authority-intro]").textContent()).toBe(plural(locale, s.authorityIntro, locale === "de" ? 2 : 3));
      await checkAxe(page, `travel-settings-${locale}`);

      await page.check("#noticeEnabled");
      await page.fill("#noticeEmail", "veterinaeramt-at-kreis");
      await page.fill("#noticeWorkingDays", "3");
      await page.fill("#retestMonths", String(MONTHS[locale]));
      const refused = page.waitForResponse((res) => res.request().method() === "POST" && res.url().includes("/verwaltung/reisen/einstellungen"));
      await page.getByRole("button", { name: s.save }).click();
      expect((await refused).status()).toBe(400);
      await expect.poll(() => page.locator("#noticeEmail-error").textContent(), { timeout: 10_000 }).toBe(s.problems.email);
      expect(await page.locator("#noticeEmail").getAttribute("aria-invalid")).toBe("true");
      // Named under its field only, never as a code on top.
      expect(await page.getByText("email", { exact: true }).count()).toBe(0);
      // What was typed is kept.
      expect(await page.inputValue("#retestMonths")).toBe(String(MONTHS[locale]));
      expect(await page.isChecked("#noticeEnabled")).toBe(true);
      await shoot(page, `${locale}-settings-refused`);

      await page.fill("#noticeEmail", "veterinaeramt@kreis.example");
      const saved = page.waitForResponse((res) => res.request().method() === "POST" && res.url().includes("/verwaltung/reisen/einstellungen"));
      await page.getByRole("button", { name: s.save }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => page.getByText(s.saved, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      // Read back: the saved values, and the authority's notice three working days ahead.
      await page.reload();
      expect(await page.inputValue("#retestMonths")).toBe(String(MONTHS[locale]));
      expect(await page.inputValue("#noticeEmail")).toBe("veterinaeramt@kreis.example");
      expect(await page.inputValue("#noticeWorkingDays")).toBe("3");
      expect(await page.isChecked("#noticeEnabled")).toBe(true);
      expect(await page.locator("[data-authority-intro]").textContent()).toBe(plural(locale, s.authorityIntro, 3));
      expect(await page.locator("[data-retention]").textContent()).toBe(plural(locale, s.retention, 1000));
      await checkAxe(page, `travel-settings-${locale}-saved`);
      await shoot(page, `${locale}-settings`);
      // The audit log names the change.
      await page.goto(`${server.de}/verwaltung/protokoll`);
      expect(await page.locator("main").textContent()).toContain(m.audit.events["settings.travel" as keyof typeof m.audit.events]);
      await context.close();
    });

    it(`${locale}: the page of an arrived request whose dog's papers record a test shows the reminder's day; one without says there is none`, async () => {
      const { context, page } = await ownerPage(locale);
      await page.goto(`${server.de}/verwaltung/eingang/${requests[locale]!.tested}`);
      const section = page.locator("[data-followups-part]");
      await section.waitFor();
      const day = (date: Date) => formatLongDate(date.toISOString(), locale);
      expect(await section.textContent()).toContain(fill(m.followups.arrivedOn, { date: day(ARRIVED) }));
      const retest = section.locator("[data-followup=retest]");
      expect(await retest.textContent()).toContain(fill(m.followups.items.retest, { date: day(addMonths(ARRIVED, MONTHS[locale])) }));
      expect(await retest.getAttribute("data-state")).toBe("planned");
      expect(await retest.textContent()).toContain(m.followups.states.planned);
      expect(await section.locator("[data-followup=two_weeks]").textContent()).toContain(fill(m.followups.items.two_weeks, { date: day(new Date(ARRIVED.getTime() + 14 * DAY)) }));
      expect(await section.locator("[data-followup=three_months]").textContent()).toContain(fill(m.followups.items.three_months, { date: day(addMonths(ARRIVED, 3)) }));
      expect(await section.locator("[data-no-retest]").count()).toBe(0);
      await checkAxe(page, `request-followups-${locale}`);
      await shoot(page, `${locale}-request-retest`);

      await page.goto(`${server.de}/verwaltung/eingang/${requests[locale]!.untested}`);
      await section.waitFor();
      expect(await section.locator("[data-followup=retest]").count()).toBe(0);
      expect(await section.locator("[data-no-retest=untested]").textContent()).toContain(fill(m.followups.noRetest, { dog: untested.name }));
      // The way to the dog's papers, where a test is recorded.
      await section.getByRole("link", { name: fill(m.followups.papersLink, { dog: untested.name }) }).click();
      await page.waitForURL((url) => url.pathname === `/verwaltung/hunde/${encodeURIComponent(untested.dog.id!)}/papiere`);
      await page.getByRole("heading", { level: 1, name: new RegExp(m.papers.title) }).waitFor();
      await context.close();
    });
  }
});
