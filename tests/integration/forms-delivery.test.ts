import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#app/platform/db/client.server.ts";
import { outbox, submissions } from "#app/platform/db/schema.ts";
import { submit as submitOn, type SubmissionRequest, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { deliverDue, outboxCounts, retryDelayMs } from "#app/platform/mail/outbox.server.ts";
import { deleteExpiredSubmissions } from "#app/features/submissions/server/mail-source.server.ts";
import { smtpTransport, type MailTransport } from "#app/platform/mail/transport.server.ts";
import { SUBMISSION_KINDS, type SubmissionKind } from "#app/features/submissions/rules/kinds.ts";
import { formatValue } from "#app/features/submissions/rules/mail.ts";
import { hasStatusPage } from "#app/features/journey/request/rules/stages.ts";
import { fieldLabels, getMessages } from "#app/platform/forms/rules/index.ts";

const staffLabels = (locale: "de" | "es") => getMessages(locale).mail.staffLabels;
import { organisationDefaults as organisation } from "#app/features/organisation/rules/defaults.ts";
import { testDatabases } from "../support/databases.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { resetSmtp, startSmtpServer, type TestSmtp } from "../support/smtp.ts";
import { validFields } from "../support/form-fixtures.ts";
import { mailSources } from "../support/mail-sources.ts";
import { membershipIntake } from "#app/features/membership/server/membership.server.ts";
import { MEMBERSHIP_SETTINGS_DEFAULTS } from "#app/features/membership/rules/settings.ts";
import { addAnswer, sendReply } from "#app/features/journey/request/server/conversation.server.ts";

const SECRET = "test-secret-test-secret";
const HOST = "localhost:3000";

/** A token as the German site hands it out at `at`, carrying `key` as its idempotency key. */
const tokenAt = (at: Date, key?: string) => issueFormToken(SECRET, HOST, at, key);
/** Every submission here is sent to the German site's host. */
const submit = (request: Omit<SubmissionRequest, "host">, s: SubmissionSettings) => submitOn({ ...request, host: HOST }, s);
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logs: Record<string, unknown>[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logs.push(JSON.parse(line)) });

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  resetSmtp(smtp);
  logs.length = 0;
});

function settings(db: Database, now = new Date()): SubmissionSettings {
  return { db, secret: SECRET, minFillMs: 3000, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
}

async function accept(db: Database, kind: SubmissionKind, tag: string, locale: "de" | "es" = "de") {
  const now = new Date();
  const outcome = await submit(
    {
      kind, locale, fields: validFields(kind, tag, now), token: tokenAt(new Date(now.getTime() - 20_000), `key-${tag}-${kind}`), idempotencyKey: `key-${tag}-${kind}`,
      // A membership application stores its membership with it (transfer only: no bank keys here).
      membership: kind === "membership" ? membershipIntake(MEMBERSHIP_SETTINGS_DEFAULTS, { keys: null, secret: SECRET }) : undefined,
    },
    settings(db, now),
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

describe.each(testDatabases())("form delivery on $name", (database) => {
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
  const options = () => ({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM) });

  it("delivers every form to the association with every field labelled, and a confirmation to the applicant", async () => {
    for (const kind of SUBMISSION_KINDS) await accept(handle.db, kind, `T${kind}`);
    const report = await deliverDue(options());
    // Two e-mails a form: the association's copy and the confirmation.
    const mails = 2 * SUBMISSION_KINDS.length;
    expect(report).toEqual({ sent: mails, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(mails);
    for (const kind of SUBMISSION_KINDS) {
      const fields = validFields(kind, `T${kind}`);
      const labels: Record<string, string> = { ...fieldLabels("de")[kind], ...(staffLabels("de") as Record<string, Record<string, string>>)[kind] };
      const [row] = await handle.db.select().from(submissions).where(eq(submissions.idempotencyKey, `key-T${kind}-${kind}`));
      const notification = smtp.messages.find((m) => m.messageId === `<${row!.id}.notification@puente-canino.example>`);
      const confirmation = smtp.messages.find((m) => m.messageId === `<${row!.id}.confirmation@puente-canino.example>`);
      expect(notification, kind).toBeDefined();
      expect(notification!.to).toBe(organisation.de.email);
      // Decision 033: a request with a status page is answered in the back office; a reply to the copy stays with the association.
      expect(notification!.replyTo).toBe(hasStatusPage(kind) ? organisation.de.email : fields.email);
      for (const [field, value] of Object.entries(fields)) {
        if (["privacyAccepted", "website"].includes(field)) continue;
        if (value === "") continue;
        // A membership's fee is stored and shown in cents as the association's sum ("Beitrag je Zahlung: 60,00 €").
        const [key, sent] = field === "feeAmount" ? ["feeCents", Number(value) * 100] : [field, value];
        const shown = field === "publishName" ? "Ja" : formatValue(key, field === "amount" ? Number(value) : sent, "de");
        expect(notification!.text, `${kind}.${field}`).toContain(`${labels[key]}: ${shown}`);
      }
      expect(confirmation!.to).toBe(fields.email);
      // The subject names the form and the dog as our list names it (issue 34, item 19).
      expect(confirmation!.subject, kind).toBe(getMessages("de").mail.confirmationSubject[kind].replace("{dog}", row!.dogName ? ` für ${row!.dogName}` : ""));
    }
    expect(await outboxCounts(handle.db)).toEqual({ sent: mails });
  });

  it("sends Spanish submissions to the Spanish address with Spanish labels", async () => {
    await accept(handle.db, "foster_home", "ES1", "es");
    await deliverDue(options());
    const notification = smtp.messages.find((m) => m.messageId.includes(".notification@"));
    expect(notification!.to).toBe(organisation.es.email);
    expect(notification!.subject).toContain("Solicitud de casa de acogida");
    expect(notification!.text).toContain(`${fieldLabels("es").foster_home.availability}:`);
  });

  it("keeps a message while the SMTP server is down and delivers it when it is back", async () => {
    await accept(handle.db, "adoption", "DOWN");
    const down = smtpTransport("smtp://127.0.0.1:9"); // nothing listens on the discard port
    const first = await deliverDue({ ...options(), transport: down });
    down.close();
    expect(first).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const rows = await handle.db.select().from(outbox);
    expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && r.lastError)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("DOWN");
    // Not due yet: nothing happens.
    expect(await deliverDue(options())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Temporary SMTP failure (451) counts as a retry too.
    smtp.rejecting = true;
    const later = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await deliverDue({ ...options(), now: () => later })).toEqual({ sent: 0, retrying: 2, failed: 0 });
    smtp.rejecting = false;
    const muchLater = new Date(Date.now() + retryDelayMs(1) + retryDelayMs(2) + 5000);
    expect(await deliverDue({ ...options(), now: () => muchLater })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it("retries with growing pauses for the retry window, then marks the message failed and logs it", async () => {
    await accept(handle.db, "contact", "FAIL");
    const down = smtpTransport("smtp://127.0.0.1:9");
    const start = Date.now();
    let now = start;
    let attempts = 0;
    for (;;) {
      const report = await deliverDue({ ...options(), transport: down, now: () => new Date(now) });
      attempts += 1;
      if (report.failed > 0) break;
      const [row] = await handle.db.select().from(outbox).limit(1);
      now = row!.nextAttemptAt.getTime() + 1;
      if (attempts > 100) throw new Error("never gave up");
    }
    down.close();
    expect(now - start).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect(attempts).toBeGreaterThan(10);
    const rows = await handle.db.select().from(outbox);
    expect(rows.every((r) => r.status === "failed")).toBe(true);
    expect(logs.some((l) => l.level === 50 && String(l.msg).includes("failed for good"))).toBe(true);
    // The submission itself is kept.
    expect(await handle.db.select().from(submissions)).toHaveLength(1);
  });

  it("never delivers suspected spam but keeps it, flagged", async () => {
    const now = new Date();
    const base = { kind: "contact" as const, locale: "de" as const, idempotencyKey: "spam-key-1" };
    const token = tokenAt(new Date(now.getTime() - 20_000), "spam-key-1");
    const filled = await submit({ ...base, fields: { ...validFields("contact", "S1"), website: "http://spam" }, token }, settings(handle.db, now));
    const { website: _w, ...noHoneypot } = validFields("contact", "S2");
    const missing = await submit({ ...base, fields: noHoneypot, token }, settings(handle.db, now));
    const noToken = await submit({ ...base, fields: validFields("contact", "S3"), token: undefined }, settings(handle.db, now));
    const forged = await submit({ ...base, fields: validFields("contact", "S4"), token: `${now.getTime() - 20_000}.spam-key-1.${"A".repeat(43)}` }, settings(handle.db, now));
    const fast = await submit({ ...base, fields: validFields("contact", "S5"), token: tokenAt(new Date(now.getTime() - 1000), "spam-key-1") }, settings(handle.db, now));
    const linked = await submit({ ...base, fields: { ...validFields("contact", "S6"), name: "Cheap pills www.pills.example" }, token }, settings(handle.db, now));
    expect([filled, missing, noToken, forged, fast, linked].map((o) => o.status === "spam" && o.reason)).toEqual([
      "honeypot", "honeypot_missing", "token_missing", "token_invalid", "too_fast", "links_in_name",
    ]);
    const rows = await handle.db.select().from(submissions);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.spam)).toBe(true);
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
    // The visitor's own key stays usable: the corrected submission is accepted and delivered.
    const real = await submit({ ...base, fields: validFields("contact", "S7"), token }, settings(handle.db, now));
    expect(real.status).toBe("accepted");
    expect((await deliverDue(options())).sent).toBe(2);
  });

  it("refuses an expired token without storing anything, and invalid input with field errors", async () => {
    const now = new Date();
    const old = tokenAt(new Date(now.getTime() - 9 * 3_600_000), "k-expired");
    const expired = await submit({ kind: "contact", locale: "es", fields: validFields("contact", "E1"), token: old, idempotencyKey: "k-expired" }, settings(handle.db, now));
    expect(expired).toMatchObject({ status: "expired" });
    const token = tokenAt(new Date(now.getTime() - 20_000), "k-invalid");
    const invalid = await submit({ kind: "contact", locale: "es", fields: { ...validFields("contact", "E2"), email: "nope" }, token, idempotencyKey: "k-invalid" }, settings(handle.db, now));
    expect(invalid).toEqual({ status: "invalid", fieldErrors: { email: ["Correo electrónico no válido"] } });
    expect(await handle.db.select().from(submissions)).toHaveLength(0);
  });

  it("sends one address at most the configured number of confirmations a day, and the association every submission", async () => {
    const now = new Date();
    const limited = { ...settings(handle.db, now), confirmationsPerAddressPerDay: 2 };
    for (let i = 0; i < 4; i++) {
      const fields = { ...validFields("contact", "LIMIT"), email: i % 2 ? "Limit@Example.org" : "limit@example.org" };
      const outcome = await submit({ kind: "contact", locale: "de", fields, token: tokenAt(new Date(now.getTime() - 20_000), `limit-key-${i}`), idempotencyKey: undefined }, limited);
      expect(outcome.status).toBe("accepted");
    }
    const rows = await handle.db.select().from(outbox);
    expect(rows.filter((r) => r.kind === "notification")).toHaveLength(4);
    expect(rows.filter((r) => r.kind === "confirmation")).toHaveLength(2);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain("limit@example.org");
  });

  it("stores a retried or double-clicked submission once", async () => {
    const now = new Date();
    const request = {
      kind: "adoption" as const, locale: "de" as const, fields: validFields("adoption", "TWICE"),
      token: tokenAt(new Date(now.getTime() - 20_000), "double-click-key"), idempotencyKey: "double-click-key",
    };
    const [a, b] = await Promise.all([submit(request, settings(handle.db, now)), submit(request, settings(handle.db, now))]);
    const c = await submit(request, settings(handle.db, now));
    const ids = [a, b, c].map((o) => (o.status === "accepted" ? o.id : null));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).not.toBeNull();
    expect([a, b, c].filter((o) => o.status === "accepted" && o.duplicate)).toHaveLength(2);
    expect(await handle.db.select().from(submissions)).toHaveLength(1);
    expect(await handle.db.select().from(outbox)).toHaveLength(2);
  });

  it("deletes submissions and their outbox rows after the retention period", async () => {
    await accept(handle.db, "contact", "OLD");
    await accept(handle.db, "contact", "NEW");
    const [old] = await handle.db.select().from(submissions).where(eq(submissions.idempotencyKey, "key-OLD-contact"));
    await handle.db.update(submissions).set({ createdAt: new Date(Date.now() - 181 * 86_400_000) }).where(eq(submissions.id, old!.id));
    expect(await deleteExpiredSubmissions(handle.db, 180)).toHaveLength(1);
    expect(await handle.db.select().from(submissions)).toHaveLength(1);
    expect(await handle.db.select().from(outbox)).toHaveLength(2);
  });

  it("keeps a request that led to an adoption until its follow-ups are done: past the retention period after its arrival, then it goes", async () => {
    await accept(handle.db, "adoption", "ARRIVED");
    const [row] = await handle.db.select().from(submissions).where(eq(submissions.idempotencyKey, "key-ARRIVED-adoption"));
    const now = new Date("2027-06-01T10:00:00Z");
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    // In 300 days ago, arrived 170 days ago: the retest reminder six months on is still to come.
    await handle.db.update(submissions).set({ createdAt: days(300), status: "arrived", arrivedAt: days(170) }).where(eq(submissions.id, row!.id));
    const keepArrivedDays = 31 * 6 + 30 + 1;
    expect(await deleteExpiredSubmissions(handle.db, 180, now, { keepArrivedDays })).toEqual([]);
    // Without the arrival's follow-ups to wait for (180 days only), and once they are past, it goes.
    expect(await deleteExpiredSubmissions(handle.db, 180, new Date(now.getTime() + 60 * 86_400_000), { keepArrivedDays })).toEqual([row!.id]);
  });
});

const postgresUrl = testDatabaseUrl();
describe.runIf(postgresUrl)("form delivery with several processes (PostgreSQL)", () => {
  let temp: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  beforeEach(async () => {
    temp = await createTemporaryDatabase(postgresUrl!);
  });
  afterEach(async () => {
    await temp.drop();
  });

  it("two workers side by side deliver each message exactly once", async () => {
    const one = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const two = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    for (let i = 0; i < 40; i += 1) await accept(one.db, SUBMISSION_KINDS[i % 5]!, `P${i}`);
    const transportOne = smtpTransport(smtp.url);
    const transportTwo = smtpTransport(smtp.url);
    const drain = async (db: Database, transport: MailTransport) => {
      let total = 0;
      for (;;) {
        const report = await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM), batchSize: 5 });
        total += report.sent;
        if (report.sent + report.retrying + report.failed === 0) return total;
      }
    };
    const [sentOne, sentTwo] = await Promise.all([drain(one.db, transportOne), drain(two.db, transportTwo)]);
    transportOne.close();
    transportTwo.close();
    expect(sentOne + sentTwo).toBe(80);
    expect(sentOne).toBeGreaterThan(0);
    expect(sentTwo).toBeGreaterThan(0);
    expect(smtp.messages).toHaveLength(80);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(80);
    await one.close();
    await two.close();
  });

  it("a worker killed mid-send loses nothing: the message is sent again with the same Message-ID", async () => {
    const db = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const id = await accept(db.db, "adoption", "KILL");
    // The SMTP peer takes the message, then holds its answer; the worker is killed while it waits.
    smtp.answerDelayMs = 60_000;
    const child = spawn(process.execPath, [fileURLToPath(new URL("../support/outbox-child.ts", import.meta.url)), temp.url, smtp.url], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve) => {
      smtp.onData = () => resolve();
    });
    child.kill("SIGKILL");
    await exited;
    smtp.answerDelayMs = 0;
    const before = await db.db.select().from(outbox);
    expect(before.filter((r) => r.status === "pending")).toHaveLength(2);
    // Once the lease (2 s in the child) has run out, another worker takes the message over.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const transport = smtpTransport(smtp.url);
    let sent = 0;
    for (let i = 0; i < 5 && sent < 2; i += 1) sent += (await deliverDue({ db: db.db, transport, logger, retryHours: 48, sources: mailSources(FROM) })).sent;
    transport.close();
    expect(sent).toBe(2);
    const notificationId = `<${id}.notification@puente-canino.example>`;
    const copies = smtp.messages.filter((m) => m.messageId === smtp.messages[0]!.messageId);
    expect(copies.length).toBe(2);
    expect(smtp.messages.map((m) => m.messageId)).toContain(notificationId);
    const after = await db.db.select().from(outbox);
    expect(after.every((r) => r.status === "sent")).toBe(true);
    await db.close();
  }, 60_000);
  it("a coordinator's reply that the peer refused and whose worker is killed mid-send goes out once more, with the same Message-ID, and is stored once", async () => {
    const db = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const id = await accept(db.db, "adoption", "REPLYKILL");
    const sources = mailSources(FROM, undefined, { secret: SECRET });
    const transport = smtpTransport(smtp.url);
    // The copy and the confirmation go first.
    expect((await deliverDue({ db: db.db, transport, logger, retryHours: 48, sources })).sent).toBe(2);
    const actor = { id: null, label: "test" };
    const reply = { body: "Hallo {firstName}, wir rufen dich morgen an.", template: null, event: "accept", clientKey: "5b0c2d9e-0f4e-4a57-9d55-0a1b2c3d4e5f" };
    expect(await sendReply(db.db, actor, id, reply)).toBe("sent");
    // The same form sent twice (its key): one message, one e-mail.
    expect(await sendReply(db.db, actor, id, reply)).toBe("duplicate");
    // The peer refuses the first attempt: the reply waits for its retry.
    smtp.rejecting = true;
    expect((await deliverDue({ db: db.db, transport, logger, retryHours: 48, sources })).sent).toBe(0);
    const [refused] = await db.db.select().from(outbox).where(eq(outbox.kind, "reply"));
    expect(refused?.status).toBe("pending");
    expect(refused?.lastError).toContain("451");
    smtp.rejecting = false;
    await db.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.kind, "reply"));
    // The retry: the peer takes the message and holds its answer; the worker is killed while it waits.
    smtp.answerDelayMs = 60_000;
    const child = spawn(process.execPath, [fileURLToPath(new URL("../support/outbox-child.ts", import.meta.url)), temp.url, smtp.url], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve) => {
      smtp.onData = () => resolve();
    });
    child.kill("SIGKILL");
    await exited;
    smtp.answerDelayMs = 0;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    let sent = 0;
    for (let i = 0; i < 5 && sent < 1; i += 1) sent += (await deliverDue({ db: db.db, transport, logger, retryHours: 48, sources })).sent;
    transport.close();
    expect(sent).toBe(1);
    const replies = smtp.messages.filter((m) => m.messageId.startsWith(`<${id}.reply.`));
    // Two copies reached the peer (the killed worker's and the retry), both the same message: one Message-ID, one text.
    expect(replies).toHaveLength(2);
    expect(new Set(replies.map((m) => m.messageId)).size).toBe(1);
    expect(new Set(replies.map((m) => m.text)).size).toBe(1);
    expect(replies[0]!.text).toContain("wir rufen dich morgen an");
    expect(replies[0]!.text).not.toContain("{firstName}");
    const rows = await db.db.select().from(outbox).where(eq(outbox.kind, "reply"));
    expect(rows.map((r) => r.status)).toEqual(["sent"]);
    // The applicant's answer after it: stored once for the same key, one notice.
    expect(await addAnswer(db.db, id, { body: "Danke!", clientKey: "6b0c2d9e-0f4e-4a57-9d55-0a1b2c3d4e5f" })).toBe("stored");
    expect(await addAnswer(db.db, id, { body: "Danke!", clientKey: "6b0c2d9e-0f4e-4a57-9d55-0a1b2c3d4e5f" })).toBe("duplicate");
    expect(await db.db.select().from(outbox).where(eq(outbox.kind, "answer_notice"))).toHaveLength(1);
    await db.close();
  }, 60_000);
});
