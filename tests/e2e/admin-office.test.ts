/**
 * The back office's everyday pages in Chromium, once per interface language:
 * the page's language, accounts (invite from the page, role change, the last
 * owner kept, removal with confirmation), spam review ("not spam" delivers,
 * within the address's daily limit of confirmations; "delete" removes),
 * pagination, the retention preview, and an e-mail that failed for good sent
 * with "retry now". The data is written into the embedded database before the
 * server starts, as if it had arrived over weeks.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { PGlite } from "@electric-sql/pglite";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type TestSmtp } from "../support/smtp.ts";
import { inviteByCli, signInWithLink } from "../support/admin.ts";
import { validFields } from "../support/form-fixtures.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { recipientKey } from "#app/platform/mail/confirmations.server.ts";
import { PAGE_SIZE } from "#app/admin/inbox/filters.ts";

const SHOTS = path.resolve("test-results/admin");
const FORM_SECRET = "office-test-secret-0123456789abcdef";
const RETENTION_DAYS = 180;
const DAY = 86_400_000;


async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Seeded {
  id: string;
  name: string;
  email: string;
}

/** Writes a contact submission (and optionally its e-mails) straight into the database. */
async function seed(
  db: PGlite,
  tag: string,
  options: { createdAt?: Date; spam?: boolean; mails?: { kind: string; status: string; lastError?: string; attempts?: number; recipient?: string }[] } = {},
): Promise<Seeded> {
  // As stored by the site: the consent tick and the honeypot are not kept.
  const { privacyAccepted: _consent, website: _honeypot, ...data } = validFields("contact", tag);
  const created = options.createdAt ?? new Date();
  const { rows } = await db.query<{ id: string }>(
    `insert into submissions (form_type, locale, data, idempotency_key, spam, spam_reason, created_at)
     values ('contact', 'de', $1, $2, $3, $4, $5) returning id`,
    [JSON.stringify(data), `seed-${tag}`, options.spam ?? false, options.spam ? "honeypot" : null, created.toISOString()],
  );
  const id = rows[0]!.id;
  for (const mail of options.mails ?? []) {
    await db.query(
      `insert into outbox (submission_id, kind, status, attempts, last_error, recipient_key, created_at, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, mail.kind, mail.status, mail.attempts ?? 1, mail.lastError ?? null, mail.recipient ?? null, created.toISOString(), mail.status === "sent" ? created.toISOString() : null],
    );
  }
  return { id, name: data.name!, email: data.email! };
}

describe.each(["de", "es"] as const)("back office pages (%s)", (locale) => {
  const m = adminMessages[locale];
  const owner = `owner-${locale}@example.org`;
  const invitee = `helfer-${locale}@example.org`;
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let ownerToken = "";
  const data: { old?: Seeded; failed?: Seeded; spamKnown?: Seeded; spamNew?: Seeded; spamJunk?: Seeded; pages: Seeded[] } = { pages: [] };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    const site = { SITE_URL_DE: `http://localhost:${port}`, SITE_URL_ES: `http://es.localhost:${port}` };
    const env = {
      ...site,
      PORT: String(port),
      SMTP_URL: smtp.url,
      FORM_SECRET,
      OUTBOX_POLL_SECONDS: "1",
      CONFIRMATIONS_PER_ADDRESS_PER_DAY: "1",
      SUBMISSION_RETENTION_DAYS: String(RETENTION_DAYS),
      ADMIN_SIGNIN_RATE_LIMIT: "1000",
    };
    server = await startTestServer(env, async (dir) => {
      ownerToken = (await inviteByCli(dir, owner, "owner", { ...site, SMTP_URL: "" }, ["--name", "Vorstand", "--lang", locale])).token;
      const db = new PGlite(path.join(dir, "pglite"));
      try {
        const now = Date.now();
        // More than a page of ordinary submissions, a day apart.
        for (let i = 0; i < PAGE_SIZE + 3; i++) data.pages.push(await seed(db, `Seite${String(i).padStart(2, "0")}`, { createdAt: new Date(now - (i + 1) * DAY) }));
        // Three days before the retention period ends.
        data.old = await seed(db, "Uralt", { createdAt: new Date(now - (RETENTION_DAYS - 3) * DAY) });
        // An e-mail the worker gave up on.
        data.failed = await seed(db, "Verloren", { mails: [{ kind: "notification", status: "failed", lastError: "ECONNECTION", attempts: 14 }] });
        // The address of this spam had its one confirmation today already.
        const known = validFields("contact", "Bekannt").email!;
        await seed(db, "BekanntFrueher", { mails: [{ kind: "confirmation", status: "sent", recipient: recipientKey(FORM_SECRET, known)! }] });
        data.spamKnown = await seed(db, "Bekannt", { spam: true });
        data.spamNew = await seed(db, "Neuling", { spam: true });
        data.spamJunk = await seed(db, "Werbung", { spam: true });
      } finally {
        await db.close();
      }
    });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const cookie = await signInWithLink(server, ownerToken);
    if (!cookie) throw new Error("no session for the owner");
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.de }]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("the document is in the account's language", async () => {
    await page.goto(`${server.de}/verwaltung`);
    expect(await page.locator("html").getAttribute("lang")).toBe(locale);
    expect(await page.locator("h1").textContent()).toBe(m.dashboard.title);
    // Plural forms by count: three suspected spam, one e-mail failed for good.
    const needs = await page.locator("[data-needs-person]").textContent();
    expect(needs).toContain(m.dashboard.spamToReview.other.replace("{count}", "3"));
    expect(needs).toContain(m.dashboard.failedDeliveries.one.replace("{count}", "1"));
  });

  it("an owner invites from the page, changes the role, cannot demote the last owner, and removes an account", async () => {
    await page.goto(`${server.de}/verwaltung/konten`);
    await page.fill("#invite-email", invitee);
    await page.fill("#invite-name", "Helfer");
    await page.selectOption("#invite-role", "coordinator");
    await page.selectOption("#invite-locale", locale);
    await page.getByRole("button", { name: m.accounts.send }).click();
    await expect.poll(() => page.locator("[role=status]").first().textContent(), { timeout: 10_000 }).toBe(m.accounts.invited.replace("{email}", invitee));
    await expect.poll(() => smtp.messages.filter((x) => x.to === invitee).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.messages.find((x) => x.to === invitee)!;
    expect(mail.subject).toBe(m.mail.invitationSubject);
    expect(mail.text).toMatch(/\/verwaltung\/anmelden\/link\?token=[\w-]+/);
    await expect.poll(() => page.locator("[data-accounts]").textContent(), { timeout: 10_000 }).toContain(invitee);
    // The list says the account is invited, and until when.
    expect(await page.locator("[data-accounts] li", { hasText: invitee }).locator("[data-account-state]").getAttribute("data-account-state")).toBe("invited");
    const mailText = smtp.messages.find((x) => x.to === invitee)!.text;
    expect(mailText).toContain(plural(locale, m.mail.invitationValidity, 7));
        // The invitation form starts empty for the next one.
    expect(await page.inputValue("#invite-email")).toBe("");
    expect(await page.inputValue("#invite-name")).toBe("");

    // The invitee's role becomes editor.
    const inviteeRole = page.getByLabel(m.accounts.roleFor.replace("{email}", invitee));
    await inviteeRole.selectOption("editor");
    await page.locator("li", { has: inviteeRole }).getByRole("button", { name: m.accounts.changeRole }).click();
    await expect
      .poll(() => page.locator("[role=status]").first().textContent(), { timeout: 10_000 })
      .toBe(m.accounts.roleChanged.replace("{email}", invitee).replace("{role}", m.roles.editor));
    await page.reload();
    expect(await page.getByLabel(m.accounts.roleFor.replace("{email}", invitee)).inputValue()).toBe("editor");

    // The only owner cannot make themselves a coordinator: the state refuses it (409, the browser logs it).
    allowConsoleErrors(page, /status of 409 .*\/verwaltung\/konten\.data/);
    const ownRole = page.getByLabel(m.accounts.roleFor.replace("{email}", owner));
    await ownRole.selectOption("coordinator");
    await page.locator("li", { has: ownRole }).getByRole("button", { name: m.accounts.changeRole }).click();
    await expect.poll(() => page.locator("[role=alert]").first().textContent(), { timeout: 10_000 }).toBe(m.accounts.lastOwner);
    await page.reload();
    expect(await page.getByLabel(m.accounts.roleFor.replace("{email}", owner)).inputValue()).toBe("owner");
    await checkAxe(page, "accounts");
    await shoot(page, `${locale}-accounts`);

    // Removing asks for the tick first; with it, the account is gone.
    const remove = page.getByRole("button", { name: m.accounts.removeNamed.replace("{email}", invitee) });
    await remove.click();
    expect(await page.locator("[data-accounts]").textContent()).toContain(invitee);
    await page.getByLabel(m.accounts.removeConfirm.replace("{email}", invitee)).check();
    await remove.click();
    await expect.poll(() => page.locator("[role=status]").first().textContent(), { timeout: 10_000 }).toBe(m.accounts.removed.replace("{email}", invitee));
    await expect.poll(() => page.locator("[data-accounts]").textContent(), { timeout: 10_000 }).not.toContain(invitee);
  });

  it("spam review: “not spam” delivers (within the address's daily confirmations), “delete” removes", async () => {
    await page.goto(`${server.de}/verwaltung/eingang?spam=yes`);
    const listed = await page.locator("[data-inbox]").textContent();
    for (const s of [data.spamKnown!, data.spamNew!, data.spamJunk!]) expect(listed).toContain(s.name);
    expect(listed).not.toContain(data.pages[0]!.name);
    await checkAxe(page, "spam-list");
    await shoot(page, `${locale}-spam-list`);

    for (const s of [data.spamKnown!, data.spamNew!]) {
      await page.goto(`${server.de}/verwaltung/eingang/${s.id}`);
      await page.getByRole("button", { name: m.submission.notSpam }).click();
      await expect.poll(() => page.locator("[role=status]").first().textContent(), { timeout: 10_000 }).toBe(m.submission.released);
    }
    // Both reach the association; only the new address gets its confirmation.
    await expect
      .poll(() => [data.spamKnown!, data.spamNew!].map((s) => smtp.messages.some((x) => x.text.includes(s.name) && x.text.includes(s.id))), { timeout: 20_000 })
      .toEqual([true, true]);
    await expect.poll(() => smtp.messages.filter((x) => x.to === data.spamNew!.email).length, { timeout: 20_000 }).toBe(1);
    expect(smtp.messages.filter((x) => x.to === data.spamKnown!.email)).toEqual([]);
    await page.goto(`${server.de}/verwaltung/eingang`);
    expect(await page.locator("[data-inbox]").textContent()).toContain(data.spamNew!.name);

    await page.goto(`${server.de}/verwaltung/eingang/${data.spamJunk!.id}`);
    await checkAxe(page, "spam-detail");
    await shoot(page, `${locale}-spam-detail`);
    await page.getByLabel(m.submission.deleteConfirm).check();
    await page.getByRole("button", { name: m.submission.delete }).click();
    await page.waitForURL(/\/verwaltung\/eingang\?spam=yes$/);
    await expect.poll(() => page.locator("main").textContent(), { timeout: 10_000 }).toContain(m.inbox.empty);
    const gone = await page.goto(`${server.de}/verwaltung/eingang/${data.spamJunk!.id}`);
    expect(gone?.status()).toBe(404);
  });

  it("the inbox pages through more than a page of submissions, newest first", async () => {
    await page.goto(`${server.de}/verwaltung/eingang?form=contact`);
    const total = await page.locator("[data-total]").textContent();
    const count = Number(/\d+/.exec(total ?? "")?.[0]);
    expect(count).toBeGreaterThan(PAGE_SIZE);
    expect(total).toBe(m.inbox.results.other.replace("{count}", String(count)));
    const first = page.locator("[data-inbox] > li");
    expect(await first.count()).toBe(PAGE_SIZE);
    const pageOne = await page.locator("[data-inbox]").textContent();
    expect(pageOne).toContain(data.pages[0]!.name);
    expect(pageOne).not.toContain(data.old!.name);
    const pager = page.getByRole("navigation", { name: m.inbox.page.replace("{page}", "1").replace("{pages}", "2") });
    await pager.getByRole("link", { name: m.inbox.next, exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator("[data-inbox] > li").count(), { timeout: 10_000 }).toBe(count - PAGE_SIZE);
    const pageTwo = await page.locator("[data-inbox]").textContent();
    // The oldest submission is last.
    expect(pageTwo).toContain(data.old!.name);
    expect(pageTwo).not.toContain(data.pages[0]!.name);
    await checkAxe(page, "inbox-page-2");
    await page.getByRole("link", { name: m.inbox.previous, exact: true }).click();
    await page.waitForURL((url) => !url.search.includes("page=2"));
    await expect.poll(() => page.locator("[data-inbox] > li").count(), { timeout: 10_000 }).toBe(PAGE_SIZE);
  });

  it("the privacy page shows the retention period and what it deletes next", async () => {
    await page.goto(`${server.de}/verwaltung/datenschutz`);
    const main = await page.locator("main").textContent();
    expect(main).toContain(m.privacy.retentionText.replace("{days}", String(RETENTION_DAYS)));
    const next = await page.locator("[data-next-deletion]").textContent();
    expect(next).toMatch(new RegExp(`^${m.privacy.nextDeletion.one.split("{count}")[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}1 `));
    await checkAxe(page, "privacy");
    await shoot(page, `${locale}-privacy`);
  });

  it("an e-mail that failed for good says why, and “retry now” sends it", async () => {
    await page.goto(`${server.de}/verwaltung/eingang/${data.failed!.id}`);
    const delivery = page.locator("[data-delivery]").first();
    expect(await delivery.getAttribute("data-delivery")).toBe("failed");
    expect(await page.locator("[data-deliveries]").textContent()).toContain(m.errors.ECONNECTION);
    await checkAxe(page, "failed-delivery");
    await shoot(page, `${locale}-failed-delivery`);
    await page.getByRole("button", { name: m.submission.retryNow }).click();
    await expect
      .poll(() => page.locator("[role=status]").first().textContent(), { timeout: 10_000 })
      .toBeOneOf([m.submission.retried, m.submission.sendingNow, m.submission.alreadySent]);
    await expect.poll(() => smtp.messages.some((x) => x.text.includes(data.failed!.id)), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(async () => {
        await page.reload();
        return page.locator("[data-delivery]").first().getAttribute("data-delivery");
      }, { timeout: 20_000 })
      .toBe("sent");
  });
});
