import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#app/platform/db/client.server.ts";
import { dogAlertAnnouncements, dogAlertMailings, dogAlertSubscriptions, outbox } from "#app/platform/db/schema.ts";
import { replaceDogSnapshot } from "#app/features/dogs/server/store.server.ts";
import { makeDog } from "#app/features/dogs/rules/dog.fixtures.ts";
import type { Dog } from "#app/features/dogs/rules/index.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import { smtpTransport, type MailTransport } from "#app/platform/mail/transport.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { requestAlerts, type AlertSettings } from "#app/features/dog-alerts/server/subscribe.server.ts";
import { confirmSubscription, deleteUnconfirmed, findByUnsubscribeToken, queueDueDigests, queueNewDogAlerts, unsubscribe } from "#app/features/dog-alerts/server/store.server.ts";
import { alertToken } from "#app/features/dog-alerts/server/tokens.ts";
import { erasePerson } from "#app/admin/inbox/privacy.server.ts";
import { testDatabases } from "../support/databases.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { resetSmtp, startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { mailSources } from "../support/mail-sources.ts";

/** The same secret and sites as tests/support/outbox-child.ts. */
const SECRET = "alert-test-secret-alert-test-secret";
const SITES = { de: "http://localhost:3000", es: "http://es.localhost:3000" };
const HOST = "localhost:3000";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });
const postgresUrl = testDatabaseUrl();

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  resetSmtp(smtp);
});

const dog = (id: string, species: string, extra: Record<string, unknown> = {}) =>
  makeDog({ id, title: `Hund ${id}`, species, publicHeadline: `Headline ${id}`, ...extra });
const adoptionDe = (id: string) => dog(id, "Hunde DE");
const hospiceEs = (id: string) => dog(id, "Hunde Hospiz");

/** A sync as the job makes it: the snapshot replaced, new dogs queued in the same transaction. */
async function sync(db: Database, list: Dog[], now = new Date()) {
  let queued = 0;
  await replaceDogSnapshot(db, list, {
    source: "upstream",
    cacheTimestamp: null,
    now,
    onAdded: async (tx, added, at) => {
      queued = await queueNewDogAlerts(tx, added, at);
    },
  });
  return queued;
}

function settings(db: Database, now = new Date(), perDay = 3): AlertSettings {
  return { db, secret: SECRET, minFillMs: 3000, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: perDay, now };
}

/** A header of a received message, unfolded (RFC 5322). */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split("\r\n\r\n")[0]!.replace(/\r\n(?=[ \t])/g, "");
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

let keys = 0;
async function subscribeAndConfirm(
  db: Database,
  fields: Record<string, string>,
  options: { locale?: "de" | "es"; now?: Date; confirm?: boolean } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  keys += 1;
  const outcome = await requestAlerts(
    {
      locale: options.locale ?? "de",
      fields: { website: "", privacyAccepted: "on", ...fields },
      token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 20_000), `alert-key-${keys}-${Math.random().toString(36).slice(2)}`),
      idempotencyKey: undefined,
      host: HOST,
    },
    settings(db, now),
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  if (options.confirm !== false && !(await confirmSubscription(db, alertToken(SECRET, "confirm", outcome.id), now))) {
    throw new Error("the confirmation link was refused");
  }
  return outcome.id;
}

async function drain(db: Database, transport: MailTransport, now?: Date) {
  let sent = 0;
  for (;;) {
    const report = await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, { sites: SITES, secret: SECRET }), ...(now ? { now: () => now } : {}) });
    sent += report.sent;
    if (report.sent + report.retrying + report.failed === 0) return sent;
  }
}

describe.each(testDatabases())("new-dog alerts on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let transport: MailTransport;
  beforeEach(async () => {
    handle = await database.open();
    transport = smtpTransport(smtp.url);
  });
  afterEach(async () => {
    transport.close();
    await handle.cleanup();
  });

  it("sends nothing before the confirmation but its fixed-text mail, and announces each matching new dog once", async () => {
    const db = handle.db;
    await sync(db, [adoptionDe("1")]);
    const id = await subscribeAndConfirm(db, { email: "ana@example.org", typeAdoption: "on", locationGermany: "on", frequency: "immediate" }, { confirm: false });
    expect(await drain(db, transport)).toBe(1);
    const [confirmation] = smtp.messages;
    expect(confirmation!.to).toBe("ana@example.org");
    expect(confirmation!.text).toContain(`${SITES.de}/hunde-benachrichtigung/bestaetigen/${alertToken(SECRET, "confirm", id)}`);
    expect(header(confirmation!, "List-Unsubscribe")).toBeUndefined();
    // Unconfirmed: a new dog is not announced.
    expect(await sync(db, [adoptionDe("1"), adoptionDe("2")])).toBe(0);
    expect(await confirmSubscription(db, alertToken(SECRET, "confirm", id))).toBe(true);
    // The link is single-use.
    expect(await confirmSubscription(db, alertToken(SECRET, "confirm", id))).toBe(false);
    const [row] = await db.select().from(dogAlertSubscriptions).where(eq(dogAlertSubscriptions.id, id));
    expect(row!.confirmTokenHash).toBeNull();
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    smtp.messages.length = 0;
    // A matching dog and a hospice dog come: one e-mail with the matching one.
    expect(await sync(db, [adoptionDe("1"), adoptionDe("2"), adoptionDe("3"), hospiceEs("4")])).toBe(1);
    expect(await drain(db, transport)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const alert = smtp.messages[0]!;
    expect(alert.subject).toBe("Neu bei Puente Canino: Hund 3");
    expect(alert.text).toContain(`${SITES.de}/hunde/hund-3-3`);
    expect(alert.text).not.toContain("Hund 4");
    const leave = `${SITES.de}/hunde-benachrichtigung/abmelden/${alertToken(SECRET, "unsubscribe", id)}`;
    expect(header(alert, "List-Unsubscribe")).toBe(`<${leave}>`);
    expect(header(alert, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // A non-matching new dog alone sends nothing; a dog that leaves and comes back is not announced again.
    expect(await sync(db, [adoptionDe("1"), adoptionDe("2"), hospiceEs("4"), hospiceEs("5")])).toBe(0);
    expect(await sync(db, [adoptionDe("1"), adoptionDe("2"), adoptionDe("3"), hospiceEs("4"), hospiceEs("5")])).toBe(0);
    expect(await drain(db, transport)).toBe(0);
    expect(smtp.messages).toHaveLength(1);

    expect(await unsubscribe(db, alertToken(SECRET, "unsubscribe", id))).toBe(true);
    expect(await db.select().from(dogAlertSubscriptions)).toEqual([]);
    expect(await db.select().from(dogAlertAnnouncements)).toEqual([]);
    expect(await db.select().from(dogAlertMailings)).toEqual([]);
    expect(await unsubscribe(db, alertToken(SECRET, "unsubscribe", id))).toBe(false);
  });

  it("collects dogs for a digest and sends it when due, then the next one a day later", async () => {
    const db = handle.db;
    // Sunday 22 November 2026, noon in Berlin.
    const noon = new Date("2026-11-22T11:00:00Z");
    await sync(db, [adoptionDe("1")], noon);
    const id = await subscribeAndConfirm(db, { email: "bea@example.org", typeAdoption: "on", typeHospice: "on", locationGermany: "on", locationSpain: "on", frequency: "daily" }, { now: noon });
    const [row] = await db.select().from(dogAlertSubscriptions).where(eq(dogAlertSubscriptions.id, id));
    expect(row!.nextDigestAt?.toISOString()).toBe("2026-11-23T06:00:00.000Z");
    await drain(db, transport, noon);
    smtp.messages.length = 0;

    expect(await sync(db, [adoptionDe("1"), adoptionDe("2")], new Date("2026-11-22T15:00:00Z"))).toBe(0);
    expect(await sync(db, [adoptionDe("1"), adoptionDe("2"), hospiceEs("3")], new Date("2026-11-22T18:00:00Z"))).toBe(0);
    // Not due yet.
    expect(await queueDueDigests(db, new Date("2026-11-23T05:59:00Z"))).toBe(0);
    expect(await drain(db, transport, new Date("2026-11-23T05:59:00Z"))).toBe(0);
    // Due: one digest with both dogs.
    const due = new Date("2026-11-23T06:00:30Z");
    expect(await queueDueDigests(db, due)).toBe(1);
    expect(await queueDueDigests(db, due)).toBe(0);
    expect(await drain(db, transport, due)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe("2 neue Hunde bei Puente Canino");
    expect(smtp.messages[0]!.text).toContain("Hund 2");
    expect(smtp.messages[0]!.text).toContain("Hund 3");
    expect(header(smtp.messages[0]!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const [after] = await db.select().from(dogAlertSubscriptions).where(eq(dogAlertSubscriptions.id, id));
    expect(after!.nextDigestAt?.toISOString()).toBe("2026-11-24T06:00:00.000Z");
    // The next day with nothing new: no e-mail, the due time moves on.
    const next = new Date("2026-11-24T06:01:00Z");
    expect(await queueDueDigests(db, next)).toBe(0);
    const [later] = await db.select().from(dogAlertSubscriptions).where(eq(dogAlertSubscriptions.id, id));
    expect(later!.nextDigestAt?.toISOString()).toBe("2026-11-25T06:00:00.000Z");
  });

  it("deletes a request never confirmed after 48 hours, and its link no longer works", async () => {
    const db = handle.db;
    const asked = new Date("2026-11-20T10:00:00Z");
    const id = await subscribeAndConfirm(db, { email: "cai@example.org", typeSponsorship: "on", locationSpain: "on", frequency: "weekly" }, { now: asked, confirm: false });
    expect(await deleteUnconfirmed(db, new Date(asked.getTime() + 47 * 3_600_000))).toBe(0);
    // Past 48 hours the link is refused even before the cleanup ran.
    expect(await confirmSubscription(db, alertToken(SECRET, "confirm", id), new Date(asked.getTime() + 48 * 3_600_000 + 1000))).toBe(false);
    expect(await deleteUnconfirmed(db, new Date(asked.getTime() + 48 * 3_600_000 + 1000))).toBe(1);
    expect(await db.select().from(dogAlertSubscriptions)).toEqual([]);
    // Its confirmation e-mail (still queued or sent) goes with it.
    expect((await db.select().from(outbox)).filter((r) => r.mailingId !== null)).toEqual([]);
    expect((await findByUnsubscribeToken(db, alertToken(SECRET, "unsubscribe", id))).status).toBe("unknown");
  });

  it("sends an address at most the configured number of confirmations a day, and replaces an older subscription on confirming", async () => {
    const db = handle.db;
    const now = new Date();
    for (let i = 0; i < 3; i += 1) {
      keys += 1;
      const outcome = await requestAlerts(
        { locale: "es", fields: { email: "Dia@Example.org", typeAdoption: "on", locationSpain: "on", frequency: "immediate", privacyAccepted: "on", website: "" }, token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 20_000), `limit-${i}-${keys}`), idempotencyKey: undefined, host: HOST },
        settings(db, now, 2),
      );
      expect(outcome).toMatchObject({ status: "accepted", confirmationQueued: i < 2 });
    }
    expect(await drain(db, transport)).toBe(2);
    const ids = (await db.select({ id: dogAlertSubscriptions.id }).from(dogAlertSubscriptions)).map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect(await confirmSubscription(db, alertToken(SECRET, "confirm", ids[0]!))).toBe(true);
    expect(await confirmSubscription(db, alertToken(SECRET, "confirm", ids[1]!))).toBe(true);
    const active = await db.select().from(dogAlertSubscriptions);
    expect(active.filter((r) => r.confirmedAt !== null).map((r) => r.id)).toEqual([ids[1]]);
  });

  it("the back office's erasure of an address also deletes its alert subscriptions", async () => {
    const db = handle.db;
    await subscribeAndConfirm(db, { email: "Fay@Example.org", typeAdoption: "on", locationSpain: "on", frequency: "immediate" });
    await subscribeAndConfirm(db, { email: "gil@example.org", typeAdoption: "on", locationSpain: "on", frequency: "immediate" });
    await erasePerson({ db, databaseKind: handle.kind, transport: { forget: async () => 0 }, secret: "test-secret-test-secret" }, { id: null, label: "command line" }, "fay@example.org");
    expect((await db.select().from(dogAlertSubscriptions)).map((r) => r.email)).toEqual(["gil@example.org"]);
  });

  it("refuses bots and keeps nothing of theirs; a repeated post finds the first request", async () => {
    const db = handle.db;
    const now = new Date();
    const base = { locale: "de" as const, idempotencyKey: undefined, host: HOST };
    const fields = { email: "eve@example.org", typeAdoption: "on", locationGermany: "on", frequency: "daily", privacyAccepted: "on", website: "" };
    const token = issueFormToken(SECRET, HOST, new Date(now.getTime() - 20_000), "repeat-key-1");
    expect(await requestAlerts({ ...base, fields: { ...fields, website: "http://spam" }, token }, settings(db, now))).toMatchObject({ status: "spam", reason: "honeypot" });
    expect(await requestAlerts({ ...base, fields, token: undefined }, settings(db, now))).toMatchObject({ status: "spam", reason: "token_missing" });
    expect(await requestAlerts({ ...base, fields, token: issueFormToken(SECRET, "es.localhost:3000", new Date(now.getTime() - 20_000)) }, settings(db, now))).toMatchObject({ status: "spam", reason: "token_invalid" });
    expect(await requestAlerts({ ...base, fields, token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 1000)) }, settings(db, now))).toMatchObject({ status: "spam", reason: "too_fast" });
    expect(await requestAlerts({ ...base, fields, token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 9 * 3_600_000)) }, settings(db, now))).toMatchObject({ status: "expired" });
    expect(await requestAlerts({ ...base, fields: { ...fields, typeAdoption: "" }, token }, settings(db, now))).toMatchObject({ status: "invalid", fieldErrors: { typeAdoption: expect.any(Array) } });
    expect(await db.select().from(dogAlertSubscriptions)).toEqual([]);
    const [first, second] = await Promise.all([requestAlerts({ ...base, fields, token }, settings(db, now)), requestAlerts({ ...base, fields, token }, settings(db, now))]);
    expect(first).toMatchObject({ status: "accepted" });
    expect(second).toMatchObject({ status: "accepted" });
    expect((first as { id: string }).id).toBe((second as { id: string }).id);
    expect(await db.select().from(dogAlertSubscriptions)).toHaveLength(1);
    expect((await db.select().from(outbox)).filter((r) => r.kind === "alert_confirmation")).toHaveLength(1);
  });
});

/** A real upstream dog list on loopback whose answer the test sets. */
describe.runIf(postgresUrl)("new-dog alerts when a sending process dies (PostgreSQL)", () => {
  let temp: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  beforeEach(async () => {
    temp = await createTemporaryDatabase(postgresUrl!);
  });
  afterEach(async () => {
    await temp.drop();
  });

  it("a worker killed (kill -9) mid-send: the alert goes out again with the same Message-ID, never as a second e-mail", async () => {
    const handle = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const db = handle.db;
    await sync(db, [adoptionDe("1")]);
    await subscribeAndConfirm(db, { email: "dan@example.org", typeAdoption: "on", locationGermany: "on", frequency: "immediate" });
    // The confirmation is out of the way.
    await db.update(outbox).set({ status: "sent" });
    expect(await sync(db, [adoptionDe("1"), adoptionDe("2")])).toBe(1);
    smtp.answerDelayMs = 60_000;
    const child = spawn(process.execPath, [fileURLToPath(new URL("../support/outbox-child.ts", import.meta.url)), temp.url, smtp.url], { stdio: ["ignore", "inherit", "inherit"] });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve) => {
      smtp.onData = () => resolve();
    });
    child.kill("SIGKILL");
    await exited;
    smtp.answerDelayMs = 0;
    // The lease (2 s in the child) runs out; another worker takes over.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const transport = smtpTransport(smtp.url);
    let sent = 0;
    for (let i = 0; i < 5 && sent < 1; i += 1) sent += (await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, { sites: SITES, secret: SECRET }) })).sent;
    // A later sync of the same list queues nothing new.
    expect(await sync(db, [adoptionDe("1"), adoptionDe("2")])).toBe(0);
    sent += await drain(db, transport);
    transport.close();
    expect(sent).toBe(1);
    const ids = new Set(smtp.messages.map((m) => m.messageId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^<dog-alert\.[\w-]+\.alert@puente-canino\.example>$/);
    expect(await db.select().from(dogAlertMailings).where(eq(dogAlertMailings.kind, "alert"))).toHaveLength(1);
    expect((await db.select().from(outbox)).every((r) => r.status === "sent")).toBe(true);
    await handle.close();
  }, 60_000);
});
