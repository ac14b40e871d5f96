/**
 * Decision 038: the database allows exactly the registry's kinds of e-mail (app/platform/mail/kinds.ts),
 * the new-dog alerts' with their mailing and every other without; a row of a kind the registry no
 * longer has is marked failed, never sent as another kind; migration 0022 gives the alert requests'
 * confirmations their own kind.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { outbox } from "#app/platform/db/schema.ts";
import { kindsOf, MAIL_KIND_NAMES, MAIL_KINDS } from "#app/platform/mail/kinds.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { mailSources } from "../support/mail-sources.ts";
import { testDatabases } from "../support/databases.ts";

const FROM = "Puente Canino <no-reply@puente-canino.example>";
const SUBMISSION = "11111111-1111-4111-8111-111111111111";
const SUBSCRIPTION = "66666666-6666-4666-8666-666666666666";
const MAILING = "77777777-7777-4777-8777-777777777777";

type Handle = DatabaseHandle & { cleanup(): Promise<void> };
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A request and a new-dog alert mailing the outbox rows can name. */
async function fill(db: DatabaseHandle["db"]) {
  await db.execute(sql`insert into submissions (id, form_type, locale, data, idempotency_key) values (${SUBMISSION}, 'contact', 'de', '{"email":"a@example.org"}'::jsonb, 'key-1')`);
  await db.execute(sql`insert into dog_alert_subscriptions (id, email, email_key, locale, types, locations, frequency, idempotency_key, unsubscribe_token_hash)
    values (${SUBSCRIPTION}, 'alerts@example.org', 'email-key', 'de', ARRAY['adoption'], ARRAY['es'], 'immediate', 'key-2', 'unsub-hash')`);
  await db.execute(sql`insert into dog_alert_mailings (id, subscription_id, kind, dogs) values (${MAILING}, ${SUBSCRIPTION}, 'confirmation', '[]'::jsonb)`);
}

/** The quoted names of the constraint's two lists: the alerts' (with a mailing) and the others'. */
function listsOf(definition: string): { alerts: string[]; others: string[] } {
  const match = /THEN\s*\(?(.*?)\)?\s*ELSE\s*\(?(.*?)\)?\s*END/s.exec(definition);
  if (!match) throw new Error(`unexpected constraint: ${definition}`);
  const names = (part: string) => [...part.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  return { alerts: names(match[1]!), others: names(match[2]!) };
}

describe.each(testDatabases())("the registry's kinds in the database on $name", (database) => {
  let handle: Handle;
  beforeEach(async () => {
    handle = await database.open();
    await fill(handle.db);
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("the constraint's lists are the registry's kinds, the alerts' apart", async () => {
    const [row] = rowsOf<{ definition: string }>(
      await handle.db.execute(sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'outbox_kind_registered'`),
    );
    const lists = listsOf(row!.definition);
    expect(lists.alerts).toEqual(kindsOf("dog-alerts"));
    expect(lists.others).toEqual(MAIL_KIND_NAMES.filter((kind) => MAIL_KINDS[kind].source !== "dog-alerts"));
    expect([...lists.alerts, ...lists.others].sort()).toEqual([...MAIL_KIND_NAMES].sort());
  });

  it("refuses a row of any other kind, and an alert's kind without its mailing (or another kind with one)", async () => {
    const stored = (kind: string, about: "submission" | "mailing") =>
      handle.db
        .execute(
          about === "mailing"
            ? sql`insert into outbox (mailing_id, kind) values (${MAILING}, ${kind})`
            : sql`insert into outbox (submission_id, kind) values (${SUBMISSION}, ${kind})`,
        )
        .then(
          () => true,
          (error: unknown) => (String((error as { cause?: unknown }).cause ?? error).includes("outbox_kind_registered") ? false : error),
        );
    for (const kind of [...MAIL_KIND_NAMES, "bogus", "", "Confirmation", "withdrawal"]) {
      const alert = (kindsOf("dog-alerts") as string[]).includes(kind);
      const registered = (MAIL_KIND_NAMES as readonly string[]).includes(kind);
      expect(await stored(kind, "submission"), `${kind} about a request`).toBe(registered && !alert);
      expect(await stored(kind, "mailing"), `${kind} about a mailing`).toBe(alert);
      await handle.db.execute(sql`delete from outbox`);
    }
  });

  it("a row queued in the very millisecond of the delivery (the commit that woke the worker) is due, not left for later", async () => {
    await handle.db.execute(sql`insert into outbox (submission_id, kind, next_attempt_at) values (${SUBMISSION}, 'notification', '2026-11-28T08:00:00.123456Z')`);
    const sent: MailMessage[] = [];
    const transport = { kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async () => 0, close: () => {} } as unknown as MailTransport;
    const deliver = (iso: string) =>
      deliverDue({ db: handle.db, transport, logger: pino({ level: "silent" }), retryHours: 48, sources: mailSources(FROM), now: () => new Date(iso) });
    // A millisecond earlier it is not due yet; in its own millisecond (the clock has no microseconds) it is.
    expect(await deliver("2026-11-28T08:00:00.122Z")).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliver("2026-11-28T08:00:00.123Z")).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it("marks a row of a kind no longer registered failed, names the kind in the log, and sends nothing", async () => {
    // A database from before a kind left the registry (the constraint is what keeps such rows out).
    await handle.db.execute(sql`alter table outbox drop constraint outbox_kind_registered`);
    await handle.db.execute(sql`insert into outbox (submission_id, kind) values (${SUBMISSION}, 'withdrawal_notice')`);
    await handle.db.execute(sql`insert into outbox (submission_id, kind) values (${SUBMISSION}, 'notification')`);
    const sent: MailMessage[] = [];
    const transport = { kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async () => 0, close: () => {} } as unknown as MailTransport;
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const report = await deliverDue({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM) });
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(sent.map((m) => m.messageId)).toEqual([`<${SUBMISSION}.notification@puente-canino.example>`]);
    const rows = await handle.db.select({ kind: outbox.kind, status: outbox.status, lastError: outbox.lastError }).from(outbox).orderBy(outbox.kind);
    expect(rows).toEqual([
      { kind: "notification", status: "sent", lastError: null },
      { kind: "withdrawal_notice", status: "failed", lastError: "EUNKNOWNKIND" },
    ]);
    const failed = lines.find((line) => line.kind === "withdrawal_notice");
    expect(failed).toMatchObject({ level: 50, kind: "withdrawal_notice", submissionId: SUBMISSION });
    // The log names ids and the kind, never what the request holds.
    expect(JSON.stringify(lines)).not.toContain("a@example.org");
  });
});

describe.each(testDatabases())("migration 0022 on $name", (database) => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("gives an alert request's queued confirmation its own kind and leaves a form's confirmation as it was", { timeout: 60_000 }, async () => {
    // A database as migration 0021 left it, with the two confirmations as the code before wrote them.
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(migrationsFolder(), dir, { recursive: true });
    const journalFile = path.join(dir, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith("0021_"));
    journal.entries = journal.entries.slice(0, upTo + 1);
    writeFileSync(journalFile, JSON.stringify(journal));
    const handle = await database.open({ migrate: false });
    cleanups.push(handle.cleanup);
    await migrateWith(handle, dir);
    await fill(handle.db);
    await handle.db.execute(sql`insert into outbox (mailing_id, kind, recipient_key) values (${MAILING}, 'confirmation', 'email-key')`);
    await handle.db.execute(sql`insert into outbox (submission_id, kind, recipient_key) values (${SUBMISSION}, 'confirmation', 'form-key')`);

    await migrateWith(handle, migrationsFolder());
    const rows = rowsOf<{ kind: string; recipient_key: string }>(await handle.db.execute(sql`select kind, recipient_key from outbox order by recipient_key`));
    expect(rows).toEqual([
      { kind: "alert_confirmation", recipient_key: "email-key" },
      { kind: "confirmation", recipient_key: "form-key" },
    ]);
  });
});

/** Applies a migrations folder as the server's start does. */
async function migrateWith(handle: Handle, folder: string) {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}
