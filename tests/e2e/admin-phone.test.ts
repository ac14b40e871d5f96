/**
 * A coordinator's day in the inbox, as it is done between two kennel rounds: on a phone (390 px),
 * every tap counted, and at a desk (1280 px) by keyboard alone, every key counted, in both interface
 * languages. Open the newest unseen request from the dashboard, take it over, move it on, note
 * something, go to the next request and back to the list the day started from.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { adminRequest, form, inviteByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { validFields } from "../support/form-fixtures.ts";
import { adminMessages, t } from "#app/admin/messages/index.ts";
import { dayInWords } from "#app/features/journey/transport/rules/transport-copy.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminRoutes } from "#app/admin/route-table.ts";

/** The most taps (390 px) and key presses (1280 px) the day may take; the test states them. */
const TAPS = { open: 2, assign: 1, stage: 1, note: 1, next: 1, back: 1 } as const;
const KEYS = 29; // as measured in both languages: from the top of the list page to the second request and back (the navigation has "Transporte" since the transports)

describe.each(["de", "es"] as const)("a coordinator's day (%s)", (locale) => {
  const m = adminMessages[locale];
  let server: TestServer;
  let browser: Browser;
  let token = "";
  let cookie: string | null = null;

  beforeAll(async () => {
    server = await startTestServer({ FORM_MIN_FILL_SECONDS: "0", FORM_RATE_LIMIT: "1000", ADMIN_SIGNIN_RATE_LIMIT: "1000" }, async (dir) => {
      token = (await inviteByCli(dir, `coordination-${locale}@example.org`, "coordinator", {}, ["--name", "Lea", "--lang", locale])).token;
    });
    browser = await launchBrowser();
    // Three new requests from the same person, the newest last.
    const host = new URL(server[locale]).host;
    for (const tag of ["Erste", "Zweite", "Dritte"]) {
      const { token: formToken } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
      const body = JSON.stringify({ formType: "adoption", locale, data: { ...validFields("adoption", `Tag${tag}`), phone: "+49 171 1234567", email: "anna@example.de" }, token: formToken });
      const res = await rawRequest(server.port, "/api/send-form-email", {
        host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
      });
      if (res.status !== 200) throw new Error(`request refused: ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
    // One sign-in (its link works once), one session for both tests.
    cookie ??= await signInWithLink(server, token);
    if (!cookie) throw new Error("no session");
    const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width < 500 });
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
    return { context, page: await context.newPage() };
  }

  it("on a phone: each step within its taps, every page within the screen's width", async () => {
    const { context, page } = await signedIn(390);
    const taps: Record<string, number> = {};
    let step = "";
    const tap = async (target: Locator) => {
      taps[step] = (taps[step] ?? 0) + 1;
      await target.tap();
    };
    const fitsTheScreen = async () => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect([page.url(), width]).toEqual([page.url(), 390]);
    };
    await page.goto(`${server.de}/verwaltung`);
    await fitsTheScreen();

    step = "open";
    await tap(page.getByRole("link", { name: plural(locale, m.dashboard.newSubmissions, 3) }));
    await expect.poll(() => page.locator("[data-inbox] li[data-unseen]").count(), { timeout: 10_000 }).toBe(3);
    await fitsTheScreen();
    await checkAxe(page, `inbox-${locale}`);
    await tap(page.locator("[data-inbox] li a").first());
    // The heading names the person and the dog.
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toBe(t(m.submission.headingAdoption, { name: "Anna Müller TagDritte", dog: "Luna" }));
    const first = page.url();
    expect(await page.locator("[data-fields]").textContent()).toContain("TagDritte");
    await fitsTheScreen();

    step = "assign";
    await tap(page.locator("[data-assign-me]"));
    await expect.poll(() => page.locator("[data-mine]").count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText(m.submission.assignedToYou).count()).toBeGreaterThan(0);

    step = "stage";
    // The next steps are buttons named for what they do (the workflow's table): one tap.
    await tap(page.getByRole("button", { name: m.submission.stepEvents.accept, exact: true }));
    await expect.poll(() => page.locator("dd[data-stage]").getAttribute("data-stage"), { timeout: 10_000 }).toBe("getting_to_know");
    // Moving the stage keeps the request with whoever took it a moment ago.
    expect(await page.locator("[data-mine]").count()).toBe(1);
    expect(await page.locator("#assignee option:checked").textContent()).not.toBe(m.submission.nobody);
    // The confirmation appears where the volunteer is: next to the form, in view.
    const saved = page.locator("section[aria-labelledby=ablauf] [role=status]");
    await expect.poll(() => saved.count(), { timeout: 10_000 }).toBe(1);
    expect(await saved.evaluate((el) => { const box = el.getBoundingClientRect(); return box.bottom > 0 && box.top < window.innerHeight; })).toBe(true);

    step = "note";
    await page.fill("#note", `Rückruf morgen ${locale}`);
    await tap(page.getByRole("button", { name: m.submission.addNote }));
    await expect.poll(() => page.locator("[data-notes]").textContent(), { timeout: 10_000 }).toContain(`Rückruf morgen ${locale}`);
    // The form starts empty: a second tap saves nothing twice.
    await expect.poll(() => page.inputValue("#note")).toBe("");
    // Corrected by its author.
    await page.locator("[data-note] summary").first().tap();
    await page.fill("[data-note] textarea", `Rückruf übermorgen ${locale}`);
    await page.getByRole("button", { name: m.submission.saveNote }).tap();
    await expect.poll(() => page.locator("[data-notes]").textContent(), { timeout: 10_000 }).toContain(`Rückruf übermorgen ${locale}`);
    expect(await page.locator("[data-history]").textContent()).toContain(m.submission.events.note_edited);
    await checkAxe(page, `submission-phone-${locale}`);

    step = "next";
    await tap(page.locator("[data-next]"));
    await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(first);
    await expect.poll(() => page.locator("[data-fields]").textContent(), { timeout: 10_000 }).toContain("TagZweite");

    step = "back";
    await tap(page.locator("[data-back]"));
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/verwaltung\/eingang\?status=new$/);
    // Seen now: the two opened requests are no longer marked; the third still is.
    await expect.poll(() => page.locator("[data-inbox] li[data-unseen]").count(), { timeout: 10_000 }).toBe(1);
    expect(taps).toEqual(TAPS);
    await context.close();
  });

  it("at a desk by keyboard alone: the same day within the stated key presses", async () => {
    const { context, page } = await signedIn(1280);
    let presses = 0;
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };
    /** Tabs (forwards, or backwards with Shift+Tab) to the first element that matches, counting each key. */
    const tabTo = async (selector: string, key: "Tab" | "Shift+Tab" = "Tab") => {
      for (let i = 0; i < 60; i++) {
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        await press(key);
      }
      throw new Error(`never reached ${selector}`);
    };
    await page.goto(`${server.de}/verwaltung/eingang?status=new`);
    await tabTo("[data-inbox] li a");
    await press("Enter");
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toBe(t(m.submission.headingAdoption, { name: "Anna Müller TagZweite", dog: "Luna" }));
    // The new page puts the focus on its heading (app/shell/route-focus.tsx): the next Tab starts there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe("H1");
    await tabTo("[data-assign-me]");
    await press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-mine") ?? false), { timeout: 10_000 }).toBe(true);
    // The confirmation took the button's place and the focus: "next" is just above it.
    await tabTo("[data-next]", "Shift+Tab");
    await press("Enter");
    await expect.poll(() => page.locator("[data-back]").count(), { timeout: 10_000 }).toBe(1);
    // A new request's page puts the focus on its heading; "back" is above it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe("H1");
    await tabTo("[data-back]", "Shift+Tab");
    await press("Enter");
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/verwaltung\/eingang\?status=new$/);
    expect(presses).toBeLessThanOrEqual(KEYS);
    await context.close();
  });

  it("on a phone, the day's other controls: mine and spam toggles, the \"more\" menu, contact links, the same person's other requests, previous, removing a note", async () => {
    const { context, page } = await signedIn(390);
    await page.goto(`${server.de}/verwaltung/eingang`);
    await page.waitForSelector("html[data-hydrated]");
    const rows = page.locator("[data-inbox] li");

    // "Mine": the two requests taken over today (both still open); tapped again, all three.
    await page.locator("[data-mine-filter]").tap();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/[?&]mine=1/);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await page.locator("[data-mine-filter]").getAttribute("aria-current")).toBe("true");
    await page.locator("[data-mine-filter]").tap();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    // "Spam": none arrived; tapped again, the requests are back.
    await page.locator("[data-spam-filter]").tap();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/[?&]spam=yes/);
    await expect.poll(() => page.locator("[data-total]").textContent(), { timeout: 10_000 }).toBe(plural(locale, m.inbox.results, 0));
    await page.locator("[data-spam-filter]").tap();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);

    // The "more" menu opens on a tap, and a chosen item arrives and closes it.
    const more = page.locator("header details");
    await more.locator("summary").tap();
    expect(await more.getAttribute("open")).not.toBeNull();
    const item = more.locator("a").first();
    const target = await item.getAttribute("href");
    await item.tap();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(target);
    await expect.poll(() => more.getAttribute("open")).toBeNull();

    // The newest request: the applicant's address, phone and WhatsApp (a mobile number) are links.
    await page.goto(`${server.de}/verwaltung/eingang`);
    await rows.first().locator("a").tap();
    await expect.poll(() => page.locator("[data-fields]").textContent(), { timeout: 10_000 }).toContain("TagDritte");
    const newest = page.url();
    expect(await page.locator('a[href="mailto:anna@example.de"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="tel:+491711234567"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="https://wa.me/491711234567"]').count()).toBe(1);

    // The same person sent three requests: the other two are linked, and one tap opens one.
    const others = page.locator("[data-other-requests] a");
    expect(await others.count()).toBe(2);
    await others.last().tap();
    await expect.poll(() => page.locator("[data-fields]").textContent(), { timeout: 10_000 }).toContain("TagErste");
    // "Previous" within the list: the request sent before it in the list's order.
    await page.locator("[data-previous]").tap();
    await expect.poll(() => page.locator("[data-fields]").textContent(), { timeout: 10_000 }).toContain("TagZweite");

    // The note written in the morning is removed by its author, and the history says so.
    await page.goto(newest);
    const note = page.locator("[data-note]").filter({ hasText: `Rückruf übermorgen ${locale}` });
    await note.locator("summary").tap();
    await note.getByRole("button", { name: m.submission.removeNote }).tap();
    await expect.poll(() => page.locator("[data-note]").filter({ hasText: `Rückruf übermorgen ${locale}` }).count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator("[data-history]").textContent()).toContain(m.submission.events.note_removed);
    await context.close();
  });

  it("the next steps are the workflow's: buttons by keyboard, a forbidden or stale post refused with 409, a correction only with a reason", async () => {
    const { context, page } = await signedIn(1280);
    const host = new URL(server[locale]).host;
    const { token: formToken } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const sent = JSON.stringify({ formType: "adoption", locale, data: validFields("adoption", "TagSchritte"), token: formToken });
    const res = await rawRequest(server.port, "/api/send-form-email", { host, method: "POST", body: sent, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(sent)) } });
    const id = (JSON.parse(res.body) as { id: string }).id;
    const path = `/verwaltung/eingang/${id}`;
    // A hand-made post that jumps from "received" to "arrived": 409, in the volunteer's language, nothing changed.
    const jump = await adminRequest(server, path, { cookie, method: "POST", body: form({ intent: "move", event: "arrive", from: "received" }) });
    expect(jump.status).toBe(409);
    expect(jump.body).toContain(t(m.submission.stepNotAllowed, { stage: m.statuses.received }));

    allowConsoleErrors(page, /status of 409 .*\/verwaltung\/eingang\/[0-9a-f-]+\.data/);
    await page.goto(`${server.de}${path}`);
    await page.waitForSelector("html[data-hydrated]");
    const stage = () => page.locator("dd[data-stage]").getAttribute("data-stage");
    expect(await stage()).toBe("received");
    expect(await page.locator("[data-history] li").count()).toBe(0);
    // Only what the table allows from "received" is offered.
    expect(await page.locator("[data-step]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-step")))).toEqual(["accept", "start_precheck", "decline", "place_elsewhere"]);
    // By keyboard: Tab to "accept" and press Enter.
    for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.getAttribute("data-step") === "accept")); i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(stage, { timeout: 10_000 }).toBe("getting_to_know");
    await expect.poll(() => page.getByText(t(m.submission.moved, { stage: m.statuses.getting_to_know })).count(), { timeout: 10_000 }).toBe(1);
    // Another volunteer's page still showed "received": its post is refused as stale and changes nothing.
    const stale = await adminRequest(server, path, { cookie, method: "POST", body: form({ intent: "move", event: "decline", from: "received" }) });
    expect(stale.status).toBe(409);
    expect(stale.body).toContain(t(m.submission.staleStage, { stage: m.statuses.getting_to_know }));
    expect(await stage()).toBe("getting_to_know");
    // Correcting the stage: a plain post without a reason is refused with the field's message.
    const noReason = await adminRequest(server, path, { cookie, method: "POST", body: form({ intent: "correct", to: "contract", reason: " ", from: "getting_to_know" }) });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toContain(m.submission.correctReasonMissing);
    // In the page, by keyboard: open "correct the stage", choose, give the reason, send.
    const correct = page.locator("[data-correct-stage]");
    await correct.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await correct.getAttribute("open")).not.toBeNull();
    await page.keyboard.press("Tab");
    await page.selectOption("#correct-to", "contract");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`Vertrag schon auf Papier ${locale}`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(stage, { timeout: 10_000 }).toBe("contract");
    await expect.poll(() => page.locator("[data-history]").textContent(), { timeout: 10_000 }).toContain(t(m.submission.events.stage_corrected, { from: m.statuses.getting_to_know, to: m.statuses.contract }));
    expect(await page.locator("[data-notes]").textContent()).toContain(`Vertrag schon auf Papier ${locale}`);
    expect(await page.locator("[data-history]").textContent()).not.toContain("Papier");
    await correct.locator("summary").click();
    await checkAxe(page, `next-steps-${locale}`);
    await page.locator("[data-step]").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/admin-next-steps-${locale}-1280.png`, fullPage: true });
    // Declining by its button closes the request; the one step then offered is "reopen", back to getting to know.
    await page.locator('[data-step="decline"]').click();
    await expect.poll(stage, { timeout: 10_000 }).toBe("declined");
    expect(await page.locator("[data-step]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-step")))).toEqual(["reopen"]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/admin-next-steps-declined-${locale}-390.png`, fullPage: true });
    await page.locator('[data-step="reopen"]').click();
    await expect.poll(stage, { timeout: 10_000 }).toBe("getting_to_know");
    await expect.poll(() => page.locator("[data-history]").textContent(), { timeout: 10_000 }).toContain(m.statuses.declined);
    await context.close();
  });
});

describe("every back-office page on a phone", () => {
  let server: TestServer;
  let browser: Browser;
  let cookie: string | null = null;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    let token = "";
    server = await startTestServer({ FORM_MIN_FILL_SECONDS: "0", ADMIN_SIGNIN_RATE_LIMIT: "1000" }, async (dir) => {
      token = (await inviteByCli(dir, "owner@example.org", "owner", {}, ["--name", "Olga Vorstand"])).token;
    });
    browser = await launchBrowser();
    cookie = await signInWithLink(server, token);
    const host = new URL(server.de).host;
    const { token: formToken } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const body = JSON.stringify({ formType: "adoption", locale: "de", data: validFields("adoption", "Breite"), token: formToken });
    const res = await rawRequest(server.port, "/api/send-form-email", {
      host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
    });
    ids.id = (JSON.parse(res.body) as { id: string }).id;
    const headers = { Cookie: cookie!, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 test" };
    for (const [kind, key] of [["blog", "post"], ["guide", "guide"]] as const) {
      const list = await rawRequest(server.port, `/verwaltung/inhalte?kind=${kind}`, { host, headers });
      ids[key] = /data-item="([0-9a-f-]{36})"/.exec(list.body)?.[1] ?? "";
    }
    const dogs = JSON.parse((await rawRequest(server.port, "/api/dogs", { host })).body) as { dogs: { id: string | number }[] };
    ids.dogId = String(dogs.dogs[0]?.id ?? "");
    // A transport in a month with families on it (a long note and chip number), for the transport pages and the manifest.
    ids.arrival = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
    const planned = await adminRequest(server, "/verwaltung/transporte", { cookie, method: "POST", body: form({ departure: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), arrival: ids.arrival }) });
    ids.transport = /\/verwaltung\/transporte\/([0-9a-f-]{36})/.exec(planned.headers.location ?? "")?.[1] ?? "";
    if (!ids.transport) throw new Error(`no transport: ${planned.status}`);
    for (const [key, tag] of [["id", ""], ["early-de", "FrühDe"], ["early-es", "FrühEs"]] as const) {
      if (tag) {
        const { token: another } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
        const more = JSON.stringify({ formType: "adoption", locale: "de", data: validFields("adoption", tag), token: another });
        const sent = await rawRequest(server.port, "/api/send-form-email", {
          host, method: "POST", body: more, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(more)) },
        });
        ids[key] = (JSON.parse(sent.body) as { id: string }).id;
      }
      for (const [event, from] of [["accept", "received"], ["prepare_contract", "getting_to_know"]] as const) {
        const staged = await adminRequest(server, `/verwaltung/eingang/${ids[key]}`, { cookie, method: "POST", body: form({ intent: "move", event, from }) });
        if (staged.status !== 200) throw new Error(`not moved by ${event}: ${staged.status}`);
      }
      const added = await adminRequest(server, `/verwaltung/transporte/${ids.transport}`, {
        cookie, method: "POST", body: form({ intent: "add", submission: ids[key]!, point: "seevetal", time: "23:45", chip: "276098106235678", note: "Bitte vorher anrufen, die Familie wohnt etwas außerhalb und holt den Hund mit dem Auto ab" }),
      });
      if (added.status !== 200) throw new Error(`not on the transport: ${added.status}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(["de", "es"] as const)("in %s: no page is wider than 390 px, and the header with its navigation takes at most two rows", async (locale) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, locale: locale === "es" ? "es-ES" : "de-DE" });
    const [name, ...value] = cookie!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    // The interface language follows the account's: set it for this run.
    await page.goto(`${server.de}/verwaltung/konto`);
    await page.selectOption("#locale", locale);
    await page.getByRole("button", { name: adminMessages[locale === "de" ? "es" : "de"].account.save, exact: true }).or(page.getByRole("button", { name: adminMessages[locale].account.save, exact: true })).first().click();
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe(locale);
    const tooWide: string[] = [];
    let navRows = 0;
    for (const route of adminRoutes.filter((r) => r.page && r.access !== "public")) {
      const path = `/verwaltung${route.path ? `/${route.path.replace(":id", route.path.startsWith("inhalte/beitraege/") ? ids.post! : route.path.startsWith("inhalte/ratgeber/") ? ids.guide! : route.path.startsWith("transporte/") ? ids.transport! : ids.id!).replace(":dogId", encodeURIComponent(ids.dogId!))}` : ""}`;
      await page.goto(server.de + path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide.push(`${path}: ${width}px`);
      navRows = Math.max(
        navRows,
        await page.evaluate(() => {
          // The header's rows: the title and the sign-out, and the navigation's visible items.
          const header = document.querySelector("header");
          // Shown: laid out, and not inside a closed menu (its summary is).
          const visible = [...(header?.querySelectorAll("a, button, summary") ?? [])].filter(
            (el) => el.getBoundingClientRect().width > 0 && (el.tagName === "SUMMARY" || !el.closest("details:not([open])")),
          );
          // Items of one row share their vertical middle (the header centres them).
          const tops = new Set(visible.map((el) => { const box = el.getBoundingClientRect(); return Math.round((box.top + box.height / 2) / 10); }));
          return tops.size;
        }),
      );
    }
    expect(tooWide).toEqual([]);
    expect(navRows).toBeLessThanOrEqual(2);
    // At a desk the owner's header is one row: the title, the first items, "more" and "sign out" (never "sign out" alone below).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.de}/verwaltung`);
    const wide = await page.evaluate(() => {
      const header = document.querySelector("header");
      const visible = [...(header?.querySelectorAll("a, button, summary") ?? [])].filter(
        (el) => el.getBoundingClientRect().width > 0 && (el.tagName === "SUMMARY" || !el.closest("details:not([open])")),
      );
      return new Set(visible.map((el) => { const box = el.getBoundingClientRect(); return Math.round((box.top + box.height / 2) / 10); })).size;
    });
    expect(wide).toBe(1);
    // "More" holds the rest at that width too, and opens on a click.
    await page.locator("header summary").click();
    expect(await page.locator("header details a").filter({ visible: true }).count()).toBeGreaterThan(0);
    await context.close();
    // It walks every back-office page: a minute and more on a busy machine, and more with every page added.
  }, 240_000);

  it.each(["de", "es"] as const)("in %s: a dog's travel papers: a vaccination too recent for the departure is named on the transport, a chip after it too; once mended the dog is ready", async (locale) => {
    const p = adminMessages[locale].papers;
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const [name, ...value] = cookie!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/konto`);
    await page.selectOption("#locale", locale);
    await page.locator("form", { has: page.locator("#locale") }).locator("button[type=submit]").first().click();
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe(locale);
    // The transport leaves in 30 days: a vaccination given 15 days from now is 15 days old then, too young.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${server.de}/verwaltung/transporte/${ids.transport}`);
    const entry = page.locator("[data-papers]").first();
    await page.locator("[data-papers] a").first().click();
    await page.waitForURL(/\/verwaltung\/hunde\/[^/]+\/papiere$/);
    // A mistyped chip is named under its field (400), what was typed kept.
    allowConsoleErrors(page, /status of 400/);
    await page.fill("#chipNumber", "94100002468");
    await page.fill("#chipDate", day(-200));
    await page.getByRole("button", { name: p.save }).click();
    await expect.poll(() => page.locator("#chipNumber-error").textContent()).toBe(p.problems.chip);
    expect(await page.inputValue("#chipNumber")).toBe("94100002468");
    await page.fill("#chipNumber", "941000024681357");
    await page.fill("#birthDate", day(-300));
    await page.fill("#rabiesDate", day(15));
    await page.fill("#rabiesValidUntil", day(1000));
    await page.fill("#passportNumber", "ES-28-0123456");
    for (const disease of ["leishmaniosis", "ehrlichiosis", "anaplasmosis", "heartworm"]) {
      await page.fill(`#test_${disease}_date`, day(-5));
      await page.selectOption(`#test_${disease}_result`, "negative");
    }
    await page.getByRole("button", { name: p.save }).click();
    await expect.poll(() => page.getByText(p.saved).count()).toBe(1);
    // Ready 21 days after the vaccination.
    await expect.poll(() => page.locator("[data-papers-status]").getAttribute("data-papers-status")).toBe(day(36));
    await checkAxe(page, `dog-papers-${locale}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On the transport: not ready on its departure day, the wait named with its date.
    await page.goto(`${server.de}/verwaltung/transporte/${ids.transport}`);
    await expect.poll(() => entry.getAttribute("data-papers")).toBe("missing");
    expect(await entry.locator("[data-missing]").getAttribute("data-missing")).toBe("rabiesWait");
    expect(await entry.innerText()).toContain(p.notReadyShort);
    // A vaccination before the chip does not count: named as such.
    await page.locator("[data-papers] a").first().click();
    await page.fill("#rabiesDate", day(-250));
    await page.getByRole("button", { name: p.save }).click();
    await expect.poll(() => page.locator("[data-papers-missing] [data-missing]").first().getAttribute("data-missing")).toBe("chipAfterVaccination");
    // Mended: the vaccination on the chip's day: ready, and the transport says so.
    await page.fill("#rabiesDate", day(-200));
    await page.getByRole("button", { name: p.save }).click();
    await expect.poll(() => page.locator("[data-papers-status]").getAttribute("data-papers-status")).toBe(new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid" }).format(new Date()));
    await page.goto(`${server.de}/verwaltung/transporte/${ids.transport}`);
    await expect.poll(() => entry.getAttribute("data-papers")).toBe("ready");
    await context.close();
  });

  it.each(["de", "es"] as const)("in %s: the manifest is a card per family on a phone, every fact readable without scrolling sideways", async (locale) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const [name, ...value] = cookie!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/konto`);
    await page.selectOption("#locale", locale);
    await page.locator("form", { has: page.locator("#locale") }).locator("button[type=submit]").first().click();
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe(locale);
    await page.goto(`${server.de}/verwaltung/transporte/${ids.transport}/ladeliste`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const rows = page.locator("[data-manifest-row]");
    expect(await rows.count()).toBe(3);
    const p = adminMessages[locale].transport;
    // Each fact with its label, inside the screen.
    const card = (await rows.first().innerText()).replace(/\s+/g, " ");
    for (const label of [p.dog, p.chip, p.family, p.phone, p.point, p.time]) expect(card).toContain(`${label}:`);
    expect(card).toContain("276098106235678");
    expect(await rows.first().evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    await checkAxe(page, `manifest-phone-${locale}`);
    // On paper (and wide screens) it stays a table with its header row.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator("thead th").first().evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(1);
    await context.close();
  });

  it.each(["de", "es"] as const)("in %s: \"arrived\" before the transport's arrival day is refused with a warning naming the day, and set only when confirmed", async (locale) => {
    const m = adminMessages[locale];
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const [name, ...value] = cookie!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/konto`);
    await page.selectOption("#locale", locale);
    await page.locator("form", { has: page.locator("#locale") }).locator("button[type=submit]").first().click();
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe(locale);
    // The refusal is a 409 answer to the form's post (the browser logs it).
    allowConsoleErrors(page, /status of 409 .*\/verwaltung\/eingang\/[0-9a-f-]+\.data/);
    await page.goto(`${server.de}/verwaltung/eingang/${ids[`early-${locale}`]}`);
    const stage = () => page.locator("dd[data-stage]").getAttribute("data-stage");
    expect(await stage()).toBe("travel");
    await page.locator("[data-step=arrive]").tap();
    const warning = page.locator("[data-early-arrival]");
    await expect.poll(() => warning.count(), { timeout: 10_000 }).toBe(1);
    expect(await warning.textContent()).toContain(t(m.submission.earlyArrival, { day: dayInWords(ids.arrival!, locale) }));
    expect(await stage()).toBe("travel");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAxe(page, `early-arrival-${locale}`);
    // Without the confirmation a plain post (a reply setting the stage) is refused with 409 and the same warning.
    const refused = await adminRequest(server, `/verwaltung/eingang/${ids[`early-${locale}`]}`, { cookie, method: "POST", body: form({ intent: "reply", body: "Willkommen zu Hause!", event: "arrive", from: "travel", key: crypto.randomUUID() }) });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain(t(m.submission.earlyArrival, { day: dayInWords(ids.arrival!, locale) }));
    expect(await stage()).toBe("travel");
    await warning.getByRole("button", { name: m.submission.earlyArrivalConfirm }).tap();
    await expect.poll(stage, { timeout: 10_000 }).toBe("arrived");
    await context.close();
  });
});
