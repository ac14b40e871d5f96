/**
 * The e-mail worker: delivers outbox rows, each exactly once in the normal
 * case, safely with several server processes.
 *
 * - A worker claims due rows with one UPDATE … WHERE id IN (SELECT … FOR
 *   UPDATE SKIP LOCKED), which also sets a lease (`locked_until`). Two
 *   workers never claim the same row.
 * - After a successful send the row is marked sent. If the process dies
 *   between sending and marking, the lease runs out and another worker sends
 *   again with the same Message-ID (derived from the submission), so mail
 *   systems can drop the duplicate.
 * - A failed send is retried with exponential back-off (1 min doubling, at
 *   most 4 h) until MAIL_RETRY_HOURS have passed since the row was created;
 *   then it is marked failed and logged. Errors are stored as codes only:
 *   SMTP replies can quote addresses.
 * - Logs name outbox and submission ids, never a field of the submission.
 * - Every kind of e-mail is registered once (app/platform/mail/kinds.ts, decision 038) with the
 *   source that builds it; the sources and the chores that run with the worker are the features'
 *   (`MailSource`, `OutboxChore`), registered in app/services.server.ts: the outbox imports no
 *   feature. A row of a kind no longer registered is marked failed at once, never sent as another.
 * - The worker wakes by itself: a trigger on `outbox` notifies the channel `outbox` when a row is
 *   queued (or queued again), delivered when its transaction commits; every server copy listens.
 *   The poll (OUTBOX_POLL_SECONDS) remains, for retries that come due and a lost notification.
 */
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { ChangeConnection, Database } from "#app/platform/db/client.server.ts";
import { keepListening, type Listening } from "#app/platform/db/notifications.server.ts";
import { outbox } from "#app/platform/db/schema.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { isMailKind, MAIL_KINDS, type KindsOf, type MailKind, type MailSourceName } from "./kinds.ts";
import type { MailMessage } from "./message.ts";
import type { MailTransport } from "./transport.server.ts";

/** The channel the outbox's trigger notifies on (drizzle/0022_mail_kinds.sql). */
export const OUTBOX_CHANNEL = "outbox";

/** A claimed outbox row: the e-mail to send names what it is about (a submission, an alert mailing) and its kind. */
export interface ClaimedRow<K extends string = MailKind> {
  id: string;
  submission_id: string | null;
  mailing_id: string | null;
  /** The message of a request's conversation the e-mail is about (a reply, an answer's notice). */
  message_id: string | null;
  /** The account an e-mail is for that is about no one request (the daily summary). */
  account_id: string | null;
  /** The family's news an e-mail tells of. */
  news_id: string | null;
  /** The membership an e-mail to a member is about. */
  membership_id: string | null;
  /** The fee (a pre-notification, a returned debit) or the donation receipt a member's e-mail is about. */
  fee_id: string | null;
  receipt_id: string | null;
  /** The dog on a traveller's flight (the flight e-mails). */
  flight_id: string | null;
  /** The transport an e-mail about no one request is about (the veterinary authority's notice). */
  transport_id: string | null;
  /** The foster home an e-mail is for or about. */
  foster_home_id: string | null;
  kind: K;
  attempts: number;
  created_at: string | Date;
}

/**
 * What builds the e-mails of the kinds registered with its name (app/platform/mail/kinds.ts),
 * registered by the feature that writes their rows (app/services.server.ts): the submissions'
 * copies and confirmations, the journey's e-mails, the new-dog alerts. The outbox knows none of them.
 */
export interface MailSource<S extends MailSourceName = MailSourceName> {
  name: S;
  /**
   * Builds the e-mails of these rows, all of this source's kinds (reading what they name in one
   * go). The returned function throws, with a code, for a row whose record is gone.
   */
  prepare(db: Database, rows: readonly ClaimedRow<KindsOf<S>>[]): Promise<(row: ClaimedRow<KindsOf<S>>) => MailMessage>;
}

/** One source for every name the registry gives (a source missing here fails the type check). */
export type MailSources = { [S in MailSourceName]: MailSource<S> };

/** Work a feature registers to run with the worker: digests to queue, old records to delete. */
export interface OutboxChore {
  name: string;
  /** Run at most this often (0: on every run of the worker). */
  everyMs: number;
  run(): Promise<void>;
}

export interface OutboxOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  retryHours: number;
  /** What builds the e-mails of each registered kind. */
  sources: MailSources;
  /** How long a claimed row stays with its worker. */
  leaseSeconds?: number;
  batchSize?: number;
  now?: () => Date;
}

const MINUTE = 60_000;

/** Pause before the next attempt after `attempts` failed ones: 1, 2, 4 … minutes, at most 4 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 240 * MINUTE);
}

async function claim(db: Database, now: Date, leaseSeconds: number, batchSize: number): Promise<ClaimedRow<string>[]> {
  const nowIso = now.toISOString();
  const leaseIso = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const result = await db.execute(sql`
    UPDATE outbox
       SET locked_until = ${leaseIso}::timestamptz, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
        WHERE status = 'pending'
          -- The clock here has milliseconds, the column microseconds: a row queued in this very
          -- millisecond (the commit that woke this worker) is due too.
          AND next_attempt_at < ${nowIso}::timestamptz + interval '1 millisecond'
          AND (locked_until IS NULL OR locked_until < ${nowIso}::timestamptz)
        ORDER BY next_attempt_at, id
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, submission_id, mailing_id, message_id, account_id, news_id, membership_id, fee_id, receipt_id, flight_id, transport_id, foster_home_id, kind, attempts, created_at`);
  const rows = (result as unknown as { rows?: ClaimedRow<string>[] }).rows ?? (result as unknown as ClaimedRow<string>[]);
  return Array.isArray(rows) ? rows : [];
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** Claims and sends every due message once; returns what happened. */
export async function deliverDue(options: OutboxOptions): Promise<DeliveryReport> {
  const { db, transport, logger } = options;
  const now = (options.now ?? (() => new Date()))();
  const rows = await claim(db, now, options.leaseSeconds ?? 300, options.batchSize ?? 20);
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (rows.length === 0) return report;

  // A kind the registry no longer has (an old row) is never sent, as itself or as another: failed at once.
  const known = rows.filter((row): row is ClaimedRow => isMailKind(row.kind));
  for (const row of rows) {
    if (isMailKind(row.kind)) continue;
    await db.update(outbox).set({ status: "failed", lockedUntil: null, lastError: "EUNKNOWNKIND" }).where(eq(outbox.id, row.id));
    report.failed += 1;
    logger.error(
      { outboxId: row.id, submissionId: row.submission_id, mailingId: row.mailing_id, kind: row.kind.slice(0, 60), attempts: row.attempts },
      "mail of a kind no source builds: marked failed, not sent",
    );
  }

  // Each source builds the e-mails of its kinds' rows.
  const bySource = new Map<MailSourceName, ClaimedRow[]>();
  for (const row of known) {
    const name = MAIL_KINDS[row.kind].source;
    bySource.set(name, [...(bySource.get(name) ?? []), row]);
  }
  const builders = new Map(
    await Promise.all(
      [...bySource].map(async ([name, own]) => {
        // The rows were sorted by their kind's source: they are that source's kinds.
        const source = options.sources[name] as unknown as MailSource;
        return [name, await source.prepare(db, own)] as const;
      }),
    ),
  );
  const messageOf = (row: ClaimedRow): MailMessage => builders.get(MAIL_KINDS[row.kind].source)!(row);

  await Promise.all(
    known.map(async (row) => {
      try {
        await transport.send(messageOf(row));
        await db
          .update(outbox)
          .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(outbox.id, row.id));
        report.sent += 1;
        logger.info({ outboxId: row.id, submissionId: row.submission_id, mailingId: row.mailing_id, kind: row.kind, attempts: row.attempts }, "mail sent");
      } catch (error) {
        const code = errorCode(error);
        const createdAt = new Date(row.created_at);
        const givingUp = now.getTime() - createdAt.getTime() >= options.retryHours * 3_600_000;
        if (givingUp) {
          await db
            .update(outbox)
            .set({ status: "failed", lockedUntil: null, lastError: code })
            .where(eq(outbox.id, row.id));
          report.failed += 1;
          logger.error(
            { outboxId: row.id, submissionId: row.submission_id, mailingId: row.mailing_id, kind: row.kind, attempts: row.attempts, error: code },
            "mail delivery failed for good; the submission stays in the database",
          );
        } else {
          const next = new Date(now.getTime() + retryDelayMs(row.attempts));
          await db
            .update(outbox)
            .set({ nextAttemptAt: next, lockedUntil: null, lastError: code })
            .where(eq(outbox.id, row.id));
          report.retrying += 1;
          logger.warn(
            { outboxId: row.id, submissionId: row.submission_id, mailingId: row.mailing_id, kind: row.kind, attempts: row.attempts, error: code, nextAttemptAt: next.toISOString() },
            "mail not sent, will retry",
          );
        }
      }
    }),
  );
  return report;
}

export interface OutboxWorker {
  /** Resolves when the worker has nothing left to do right now (for tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the worker: a run now, then one whenever a queued e-mail's transaction commits (the
 * notification on OUTBOX_CHANNEL, from this copy or another) and every `pollMs`. No caller wakes it.
 */
export async function startOutboxWorker(
  options: OutboxOptions & {
    pollMs: number;
    /** What the features run with the worker (before each delivery round, each at most as often as it asks). */
    chores?: readonly OutboxChore[];
    /** Where the outbox's notifications are heard (the database's listening connection). */
    notifications: Pick<ChangeConnection, "listen">;
  },
): Promise<OutboxWorker> {
  // Shared state of the loop; `again` records a wake-up that arrived during a run.
  const state = { stopped: false, again: false, running: null as Promise<void> | null };
  const lastRun = new Map<string, number>();
  const runChores = async (stage: "before" | "after") => {
    for (const chore of options.chores ?? []) {
      // Chores that run every time go before the delivery (what they queue goes out at once); the others after.
      if ((chore.everyMs === 0) !== (stage === "before")) continue;
      const now = Date.now();
      if (chore.everyMs > 0 && now - (lastRun.get(chore.name) ?? 0) < chore.everyMs) continue;
      lastRun.set(chore.name, now);
      await chore.run().catch((error: unknown) => options.logger.error({ chore: chore.name, error: errorCode(error) }, "outbox chore failed"));
    }
  };
  let timer: NodeJS.Timeout | undefined;

  const deliverAll = async () => {
    for (;;) {
      const report = await deliverDue(options);
      if (state.stopped || report.sent + report.retrying + report.failed === 0) return;
    }
  };

  const runOnce = async () => {
    for (;;) {
      state.again = false;
      try {
        await runChores("before");
        await deliverAll();
        await runChores("after");
      } catch (error) {
        options.logger.error({ error: errorCode(error) }, "outbox worker run failed");
      }
      if (!state.again || state.stopped) return;
    }
  };

  const run = (): Promise<void> => {
    if (state.stopped) return Promise.resolve();
    if (state.running) {
      state.again = true;
      return state.running;
    }
    const current = runOnce().finally(() => {
      state.running = null;
    });
    state.running = current;
    return current;
  };

  const waitIdle = async () => {
    for (let current = state.running; current; current = state.running) await current;
  };

  const schedule = () => {
    timer = setTimeout(() => {
      void run().finally(() => {
        if (!state.stopped) schedule();
      });
    }, options.pollMs);
    timer.unref();
  };
  // Listening before the first run: a row queued meanwhile is found by the run or wakes the next.
  // After a lost connection, a run once listening again finds what was queued in between.
  const listening: Listening = await keepListening(options.notifications, OUTBOX_CHANNEL, {
    onNotice: () => void run(),
    onResumed: () => void run(),
    logger: options.logger,
  });
  void run();
  schedule();

  return {
    drain: waitIdle,
    async stop() {
      state.stopped = true;
      clearTimeout(timer);
      await listening.close();
      await waitIdle();
    },
  };
}

/** Counts for the health view and tests: pending, sent and failed rows. */
export async function outboxCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}

