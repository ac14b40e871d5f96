/**
 * Decision 038: the outbox wakes itself once a transaction that queued mail commits — the trigger
 * notifies, every server copy listens — so nothing waits for the poll, and no caller wakes it. The
 * services are started as the server starts them, with a poll of an hour: whatever arrives within
 * seconds was sent because it was queued.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createServices, type Services } from "#app/services.server.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { and, eq } from "drizzle-orm";
import { adminUsers, outbox } from "#app/platform/db/schema.ts";
import { retryDelivery } from "#app/admin/inbox/workflow.server.ts";
import { LISTENER_NAME } from "#app/platform/db/client.server.ts";
import { precheckAction } from "#app/features/journey/precheck/server/back-office.server.ts";
import { submit } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { validFields } from "../support/form-fixtures.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { resetSmtp, startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";

const SECRET = "outbox-wakes-secret-outbox-wakes";
/** Well under the poll of an hour: only a wake-up sends this soon. */
const SOON_MS = 5000;

let smtp: TestSmtp;
const cleanups: (() => unknown)[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  resetSmtp(smtp);
});

/** A server copy's services as the server starts them (its own DATA_DIR), the outbox polling once an hour. */
async function startCopy(databaseUrl?: string): Promise<Services> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-wakes-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_SECONDS: "3600",
    FORM_SECRET: SECRET,
    SEED_DEMO_CONTENT: "false",
    IMAGE_PREPARE: "false",
    LOG_LEVEL: "silent",
  });
  const services = await createServices(env, pino({ level: "silent" }));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => services.close());
  return services;
}

/** The first message to `to` that `matches`, within SOON_MS of being asked for; how long it took. */
async function arrives(to: string, matches: (mail: ReceivedMail) => boolean = () => true): Promise<{ mail: ReceivedMail; ms: number }> {
  const started = Date.now();
  const mail = await vi.waitFor(
    () => {
      const found = smtp.messages.find((m) => m.to.includes(to) && matches(m));
      if (!found) throw new Error(`nothing for ${to} yet`);
      return found;
    },
    { timeout: SOON_MS, interval: 20 },
  );
  return { mail, ms: Date.now() - started };
}

/** A contact form as the public form's post stores it (`submit`, what the route's action calls); its e-mail address. */
async function sendContactForm(services: Services, tag: string): Promise<string> {
  return (await storeContactForm(services, tag)).email;
}

async function storeContactForm(services: Services, tag: string): Promise<{ id: string; email: string }> {
  const now = new Date();
  const key = `key-${tag}-${now.getTime()}`;
  const fields = validFields("contact", tag, now);
  const outcome = await submit(
    { kind: "contact", locale: "de", host: "localhost:3000", fields, token: issueFormToken(SECRET, "localhost:3000", new Date(now.getTime() - 20_000), key), idempotencyKey: key },
    { db: services.db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now },
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${outcome.status}`);
  return { id: outcome.id, email: String(fields.email) };
}

const copies = [
  { name: "PGlite", open: async () => ({ url: undefined as string | undefined }) },
  ...(testDatabaseUrl()
    ? [
        {
          name: "PostgreSQL",
          open: async () => {
            const temp = await createTemporaryDatabase(testDatabaseUrl()!);
            cleanups.push(() => temp.drop());
            return { url: temp.url as string | undefined };
          },
        },
      ]
    : []),
];

describe.each(copies)("the outbox wakes itself on $name", { timeout: 90_000 }, (database) => {
  it("a pre-check's notice to the volunteer leaves as soon as the coordinator assigns it", async () => {
    const { url } = await database.open();
    const services = await startCopy(url);
    const [nora] = await services.db.insert(adminUsers).values({ email: "nora@example.org", name: "Nora", role: "precheck", precheckAreas: ["DE:761"], locale: "de" }).returning({ id: adminUsers.id });
    const id = await storeAdoptionRequest(services.db, { secret: SECRET, tag: "Vorkontrolle" });
    // The request's own e-mails (the association's copy, the confirmation) went the same way.
    await arrives("vorkontrolle", (m) => m.messageId.includes(`${id}.confirmation`));

    const sent = { precheck_country: "DE" as const, precheck_postcode: "76131", precheck_address: "Kaiserstraße 12, Karlsruhe", precheck_volunteer: nora!.id };
    const outcome = await precheckAction(services.db, { id: null, label: "Lea" }, id, sent, true);
    expect(outcome).toMatchObject({ ok: true, assigned: "Nora" });
    const { mail, ms } = await arrives("nora@example.org");
    expect(mail.subject).toBe("Neue Vorkontrolle");
    expect(mail.messageId).toContain(`${id}.precheck.`);
    expect(ms).toBeLessThan(SOON_MS);
  });

  it("the association's copy and the confirmation of a public form leave at once", async () => {
    const { url } = await database.open();
    const services = await startCopy(url);
    const address = await sendContactForm(services, "Sofort");
    const { mail, ms } = await arrives(address);
    expect(mail.subject).not.toBe("");
    expect(ms).toBeLessThan(SOON_MS);
    await vi.waitFor(() => expect(smtp.messages.filter((m) => m.messageId.includes(".notification@"))).toHaveLength(1), { timeout: SOON_MS });
  });

  it("'retry now' in the inbox sends a refused e-mail again at once, not a minute later", async () => {
    const { url } = await database.open();
    const services = await startCopy(url);
    smtp.rejecting = true;
    const { id, email } = await storeContactForm(services, "Nochmal");
    const confirmation = async () => (await services.db.select().from(outbox).where(and(eq(outbox.submissionId, id), eq(outbox.kind, "confirmation"))))[0]!;
    await vi.waitFor(async () => expect(await confirmation()).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null }), { timeout: SOON_MS, interval: 50 });
    expect((await confirmation()).nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    smtp.rejecting = false;
    expect(await retryDelivery(services.db, { id: null, label: "Lea" }, id, (await confirmation()).id)).toBe("queued");
    expect((await arrives(email)).ms).toBeLessThan(SOON_MS);
  });
});

describe.runIf(testDatabaseUrl())("the outbox wakes every copy on PostgreSQL", { timeout: 90_000 }, () => {
  it("a form stored through one copy is sent at once by another, also after the other's listening connection was cut", async () => {
    const temp = await createTemporaryDatabase(testDatabaseUrl()!);
    cleanups.push(() => temp.drop());
    const one = await startCopy(temp.url);
    await startCopy(temp.url);
    // Copy one stores, but sends nothing itself: only the second copy's worker can deliver.
    await one.forms.outbox.stop();
    const first = await sendContactForm(one, "Kopie");
    expect((await arrives(first)).ms).toBeLessThan(SOON_MS);

    // An administrator (or a failover) ends the listening connections; each copy listens again within a second.
    const admin = new pg.Client({ connectionString: temp.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const listeners = async () =>
      (await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()", [LISTENER_NAME])).rows[0]!.n;
    // One listening connection per copy, for the read cache's channel and the outbox's together.
    expect(await listeners()).toBe(2);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()", [LISTENER_NAME]);
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 5000, interval: 100 });
    const second = await sendContactForm(one, "Wieder");
    expect((await arrives(second)).ms).toBeLessThan(SOON_MS);
  });
});
