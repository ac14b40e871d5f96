/**
 * The back office end to end in Chromium, once per interface language:
 * invitation on the command line → the link arrives at a real SMTP peer →
 * passkey registered with a virtual authenticator → sign out → passkey
 * sign-in → a public submission in the inbox (its e-mail first refused by
 * the peer, then sent with "retry now") → assign, note, done → CSV export
 * → erasure, after which a canary value is in no table and not in the log.
 * axe-core on every page; screenshots at 390 and 1280 px.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { PGlite } from "@electric-sql/pglite";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type TestSmtp } from "../support/smtp.ts";
import { inviteByCli } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { adminMessages, t } from "#app/admin/messages/index.ts";
import { readSheet } from "read-excel-file/node";

const SHOTS = path.resolve("test-results/admin");


async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** Parses CSV as written by app/admin/inbox/csv.ts (every cell quoted, the German and Spanish delimiter ";"). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ";") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe.each(["de", "es"] as const)("back office journey (%s)", (locale) => {
  const m = adminMessages[locale];
  const email = `lead-${locale}@example.org`;
  const canary = `Kanarienvogel${locale}Zz`;
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let cliOutput = "";

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    const site = { SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}` };
    server = await startTestServer({ ...site, PORT: String(port), SMTP_URL: smtp.url, FORM_MIN_FILL_SECONDS: "0", OUTBOX_POLL_SECONDS: "1" }, async (dir) => {
      cliOutput = (await inviteByCli(dir, email, "owner", { ...site, SMTP_URL: smtp.url }, ["--name", "Lea", "--lang", locale])).output;
    });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("the invitation from the command line arrives by e-mail and opens a session", async () => {
    expect(cliOutput).toContain("The link was sent by e-mail.");
    const mail = smtp.messages.find((x) => x.to === email);
    expect(mail?.subject).toBe(m.mail.invitationSubject);
    const link = /https?:\/\/\S+\/verwaltung\/anmelden\/link\?token=[\w-]+(&lang=es)?/.exec(mail!.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await checkAxe(page, "link");
    await shoot(page, `${locale}-link`);
    await page.getByRole("button", { name: m.link.confirm }).click();
    await page.waitForURL(/\/verwaltung\/konto$/);
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toBe(m.account.title);
  });

  it("registers a passkey, signs out, and signs in with the passkey", async () => {
    await page.fill("#passkey-name", "Laptop");
    await page.getByRole("button", { name: m.account.addPasskey }).click();
    await expect.poll(() => page.locator("[data-passkeys] li").count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator("[data-passkeys]").textContent()).toContain("Laptop");
    await checkAxe(page, "account");
    await shoot(page, `${locale}-account`);

    await page.getByRole("button", { name: m.nav.signOut }).click();
    await page.waitForURL(/\/verwaltung\/anmelden/);
    await checkAxe(page, "login");
    await shoot(page, `${locale}-login`);
    expect(await page.locator("h1").textContent()).toBe(m.login.title);
    await page.getByRole("button", { name: m.login.passkey }).click();
    await page.waitForURL(/\/verwaltung$/, { timeout: 15_000 });
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toBe(m.dashboard.title);
  });

  it("a public submission reaches the inbox; its refused e-mail is sent again with “retry now”", async () => {
    smtp.rejecting = true;
    const host = new URL(server[locale]).host;
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const data = { ...validFields("adoption", canary), email: `${canary.toLowerCase()}@example.org`, dog: "Luna" };
    const body = JSON.stringify({ formType: "adoption", locale, data, token });
    const res = await rawRequest(server.port, "/api/send-form-email", {
      host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(200);
    const id = (JSON.parse(res.body) as { id: string }).id;

    await page.goto(`${server.de}/verwaltung`);
    await expect.poll(() => page.locator("[data-needs-person]").textContent(), { timeout: 10_000 }).toContain(m.dashboard.newSubmissions.one.replace("{count}", "1"));
    await checkAxe(page, "dashboard");
    await shoot(page, `${locale}-dashboard`);

    await page.goto(`${server.de}/verwaltung/eingang`);
    expect(await page.locator("[data-count=new]").textContent()).toBe("1");
    await checkAxe(page, "inbox");
    await shoot(page, `${locale}-inbox`);
    // Filters are plain GET forms.
    await page.goto(`${server.de}/verwaltung/eingang?q=${canary.toLowerCase()}&form=adoption&lang=${locale}`);
    expect(await page.locator("[data-inbox] li").count()).toBe(1);
    await page.goto(`${server.de}/verwaltung/eingang?q=nobody-else`);
    expect(await page.locator("[data-inbox] li").count()).toBe(0);

    await page.goto(`${server.de}/verwaltung/eingang/${id}`);
    await expect
      .poll(async () => {
        await page.reload();
        return page.locator("[data-delivery]").first().getAttribute("data-delivery");
      }, { timeout: 20_000 })
      .toBe("retrying");
    expect(await page.locator("[data-deliveries]").textContent()).toContain("451");
    await checkAxe(page, "submission");
    await shoot(page, `${locale}-submission`);

    smtp.rejecting = false;
    // A "retry now" that crosses the worker's own retry says so (the message is being sent or was sent): the loop looks again.
    // Both e-mails (the association's copy and the confirmation) were refused: "retry now" on each until both are sent.
    await expect
      .poll(async () => {
        const retry = page.getByRole("button", { name: m.submission.retryNow });
        if ((await retry.count()) > 0) {
          await retry.first().click();
          await page.waitForLoadState("networkidle");
        }
        await page.reload();
        return page.locator("[data-delivery=sent]").count();
      }, { timeout: 40_000, interval: 500 })
      .toBe(2);
    // The association's copy links to the submission in the back office.
    const notification = smtp.messages.find((x) => x.text.includes(canary) && x.text.includes(`/verwaltung/eingang/${id}`));
    expect(notification).toBeTruthy();
  });

  it("assign, note and the last stage (a correction, with its reason), each in the history", async () => {
    // An adoption request's stages (docs/product/journey.md#stages): "arrived" is its last, in the inbox's "done" group.
    // No button leads there from "received": a request handled outside the site is mended by "correct the stage".
    expect(await page.locator("[data-step=arrive]").count()).toBe(0);
    await page.locator("[data-correct-stage] summary").click();
    await page.selectOption("#correct-to", "arrived");
    await page.fill("#correct-reason", "Übergabe vor Ort, ohne Transport");
    await page.getByRole("button", { name: m.submission.correctSubmit }).click();
    await expect.poll(() => page.locator("[data-history]").textContent(), { timeout: 10_000 }).toContain(t(m.submission.events.stage_corrected, { from: m.statuses.received, to: m.statuses.arrived }));
    await page.selectOption("#assignee", { label: "Lea" });
    await page.getByRole("button", { name: m.submission.assign, exact: true }).click();
    await expect.poll(() => page.locator("[data-history]").textContent(), { timeout: 10_000 }).toContain(t(m.submission.events.assigned, { assignee: "Lea" }));
    await page.fill("#note", "Rückruf am Montag");
    await page.getByRole("button", { name: m.submission.addNote }).click();
    await expect.poll(() => page.locator("[data-notes]").textContent(), { timeout: 10_000 }).toContain("Rückruf am Montag");
    const history = await page.locator("[data-history]").textContent();
    expect(history).toContain(t(m.submission.events.assigned, { assignee: "Lea" }));
    expect(history).toContain(m.submission.events.note_added);
    expect(history).not.toContain("Rückruf");
    await page.goto(`${server.de}/verwaltung/eingang?status=done`);
    expect(await page.locator("[data-inbox] li").count()).toBe(1);
  });

  it("exports the filtered list as CSV with the language's delimiter and local dates", async () => {
    const res = await page.context().request.get(`${server.de}/verwaltung/eingang/export.csv?status=done`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers()["content-disposition"]).toMatch(new RegExp(`filename="${locale === "de" ? "anfragen" : "solicitudes"}-\\d{4}-\\d\\d-\\d\\d\\.csv"`));
    const bytes = await res.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString("utf8").slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[0]![0]).toBe(m.submission.reference);
    expect(new Set(rows[0]).size).toBe(rows[0]!.length);
    expect(rows[1]!.join("|")).toContain(canary);
    expect(rows[1]).toContain(m.statuses.arrived);
    // The day and time as the volunteer reads them, in the association's time zone.
    const received = rows[1]![rows[0]!.indexOf(m.submission.received)]!;
    expect(received).toMatch(locale === "de" ? /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/ : /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(rows[1]![rows[0]!.indexOf(m.submission.language)]).toBe(m.languages[locale]);
    expect(rows[1]![rows[0]!.indexOf(m.inbox.spam)]).toBe(m.submission.no);
    expect(rows[1]![rows[0]!.indexOf(m.submission.notes)]).toBe("Rückruf am Montag");
  });

  it("exports the filtered list as an .xlsx workbook: typed cells, local dates, values in words, unique headers", async () => {
    const res = await page.context().request.get(`${server.de}/verwaltung/eingang/export.xlsx?status=done`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers()["content-disposition"]).toMatch(new RegExp(`filename="${locale === "de" ? "anfragen" : "solicitudes"}-\\d{4}-\\d\\d-\\d\\d\\.xlsx"`));
    const sheet = await readSheet(await res.body());
    const [header, row] = sheet as unknown[][];
    expect(sheet).toHaveLength(2);
    expect(new Set(header).size).toBe(header!.length);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell(m.submission.reference)).toMatch(/^[0-9a-f-]{36}$/);
    expect(cell(m.submission.form)).toBe(m.forms.adoption);
    expect(cell(m.submission.language)).toBe(m.languages[locale]);
    expect(cell(m.submission.status)).toBe(m.statuses.arrived);
    expect(cell(m.inbox.spam)).toBe(m.submission.no);
    expect(cell(m.submission.notes)).toBe("Rückruf am Montag");
    // A date cell, holding the wall-clock time in Berlin (what the inbox shows), not UTC.
    const received = cell(m.submission.received);
    expect(received).toBeInstanceOf(Date);
    const berlin = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const expected = berlin.format(new Date()).replace(", ", "T");
    expect(Math.abs((received as Date).getTime() - new Date(`${expected}:00Z`).getTime())).toBeLessThan(10 * 60_000);
    // No raw codes anywhere.
    expect(row!.filter((value) => value === "adoption" || value === "de" || value === "es" || value === "arrived" || value === "0")).toEqual([]);
  });

  it("a sign-in link asked for on the way to a page opens that page, also after switching the language", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const visitor = await context.newPage();
    const target = "/verwaltung/eingang?status=done";
    await visitor.goto(`${server.de}${target}`);
    await visitor.waitForURL(/\/verwaltung\/anmelden\?next=/);
    // Before sign-in the page speaks the browser's language; switch to the other one.
    const other = (await visitor.locator("html").getAttribute("lang")) === "es" ? "de" : "es";
    await visitor.locator("[data-language-switch]").click();
    await expect.poll(() => new URL(visitor.url()).searchParams.get("lang"), { timeout: 10_000 }).toBe(other);
    expect(new URL(visitor.url()).searchParams.get("next")).toBe(target);
    const before = smtp.messages.length;
    await visitor.fill("#email", email);
    await visitor.getByRole("button", { name: adminMessages[other].login.sendLink }).click();
    await expect.poll(() => smtp.messages.slice(before).filter((x) => x.to === email && x.subject === m.mail.recoverySubject).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.messages.slice(before).find((x) => x.to === email && x.subject === m.mail.recoverySubject)!;
    const link = /https?:\/\/\S+\/verwaltung\/anmelden\/link\?\S+/.exec(mail.text)![0];
    expect(new URL(link).searchParams.get("next")).toBe(target);
    await visitor.goto(link);
    await visitor.getByRole("button", { name: m.link.confirm }).click();
    await visitor.waitForURL((url) => url.pathname === "/verwaltung/eingang" && url.search === "?status=done");
    await context.close();
  });

  it("a sign-in link asked for on the sign-in page itself lands on the dashboard, not the account page", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale: locale === "es" ? "es-ES" : "de-DE" });
    const visitor = await context.newPage();
    await visitor.goto(`${server.de}/verwaltung/anmelden`);
    const before = smtp.messages.length;
    await visitor.fill("#email", email);
    await visitor.getByRole("button", { name: adminMessages[locale].login.sendLink }).click();
    await expect.poll(() => smtp.messages.slice(before).filter((x) => x.to === email && x.subject === m.mail.recoverySubject).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.messages.slice(before).find((x) => x.to === email && x.subject === m.mail.recoverySubject)!;
    const link = /https?:\/\/\S+\/verwaltung\/anmelden\/link\?\S+/.exec(mail.text)![0];
    await visitor.goto(link);
    await visitor.getByRole("button", { name: m.link.confirm }).click();
    await visitor.waitForURL((url) => url.pathname === "/verwaltung");
    await expect.poll(() => visitor.locator("h1").textContent(), { timeout: 10_000 }).toBe(m.dashboard.title);
    await context.close();
  });

  it("before sign-in the back office speaks the browser's language", async () => {
    for (const [browserLocale, expected] of [["es-ES", "es"], ["de-DE", "de"]] as const) {
      const context = await browser.newContext({ locale: browserLocale });
      const visitor = await context.newPage();
      await visitor.goto(`${server.de}/verwaltung/anmelden`);
      expect(await visitor.locator("html").getAttribute("lang")).toBe(expected);
      expect(await visitor.locator("h1").textContent()).toBe(adminMessages[expected].login.title);
      await context.close();
    }
  });

  it("the other back-office pages pass axe", async () => {
    expect.assertions(3);
    for (const [name, url] of [["accounts", "/verwaltung/konten"], ["audit", "/verwaltung/protokoll"], ["privacy", "/verwaltung/datenschutz"]] as const) {
      await page.goto(`${server.de}${url}`);
      await checkAxe(page, name);
      await shoot(page, `${locale}-${name}`);
    }
  });

  it("erases the person: the canary is in no table and not in the log", async () => {
    await page.goto(`${server.de}/verwaltung/datenschutz`);
    await page.fill("#erase-email", `${canary.toLowerCase()}@example.org`);
    // First what will be erased, then the erasure.
    await page.getByRole("button", { name: m.privacy.preview }).click();
    await expect.poll(() => page.locator("[data-erasure-preview] li").count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator("[data-erasure-preview]").textContent()).toContain(m.forms.adoption);
    await checkAxe(page, "privacy-preview");
    await shoot(page, `${locale}-privacy-preview`);
    await page.check("input[name=confirm]");
    await page.getByRole("button", { name: m.privacy.submit }).click();
    await expect.poll(() => page.locator("[role=status]").last().textContent(), { timeout: 10_000 }).toBe(m.privacy.erased.one.replace("{count}", "1"));
    // The form starts empty again: no address, no ticked box left behind.
    expect(await page.inputValue("#erase-email")).toBe("");
    expect(await page.locator("input[name=confirm]").count()).toBe(0);

    await page.close();
    await server.stop({ keepData: true });
    // Nothing of the person is readable anywhere in the data folder: table files, log, e-mail files.
    const holding = spawnSync("grep", ["-rli", "--binary-files=text", canary, server.dataDir], { encoding: "utf8" });
    expect([holding.status, holding.stdout.trim()]).toEqual([1, ""]);
    const db = new PGlite(path.join(server.dataDir, "pglite"));
    try {
      const tables = await db.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public'");
      expect(tables.rows.length).toBeGreaterThan(8);
      for (const { table_name } of tables.rows) {
        const dump = await db.query(`select * from "${table_name}"`);
        expect([table_name, JSON.stringify(dump.rows).toLowerCase().includes(canary.toLowerCase())]).toEqual([table_name, false]);
      }
      const audit = await db.query<{ action: string }>("select action from audit_log order by id");
      expect(audit.rows.map((r) => r.action)).toContain("privacy.person_erased");
    } finally {
      await db.close();
    }
    expect(server.output().toLowerCase()).not.toContain(canary.toLowerCase());
  });
});
