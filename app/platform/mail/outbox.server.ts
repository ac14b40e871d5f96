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
 */
import { eq, inArray, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { outbox, submissions } from "#app/platform/db/schema.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { buildMail, type MailKind } from "../../features/submissions/rules/mail.ts";
import type { MailTransport } from "./transport.server.ts";
import type { SubmissionKind } from "../../features/submissions/rules/kinds.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";
import { buildAlertMail, type AlertMailKind } from "#app/features/dog-alerts/rules/mail.ts";
import { alertToken } from "#app/features/dog-alerts/server/tokens.ts";
import { deleteUnconfirmed, queueDueDigests, readMailings } from "#app/features/dog-alerts/server/store.server.ts";
import type { AnnouncedDogFacts } from "#app/features/dog-alerts/rules/rules.ts";

export interface OutboxOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  from: string;
  retryHours: number;
  /** The back office's inbox address (…/verwaltung/eingang), for the link in the association's copy. */
  inboxUrl?: string;
  /** For the new-dog alerts' e-mails: the sites their links lead to and the secret their tokens are made with. */
  alerts?: { sites: SiteUrls; secret: string };
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

/** Only a short code of an error is kept: SMTP replies may quote addresses. */

interface ClaimedRow {
  id: string;
  submission_id: string | null;
  mailing_id: string | null;
  kind: string;
  attempts: number;
  created_at: string | Date;
}

async function claim(db: Database, now: Date, leaseSeconds: number, batchSize: number): Promise<ClaimedRow[]> {
  const nowIso = now.toISOString();
  const leaseIso = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const result = await db.execute(sql`
    UPDATE outbox
       SET locked_until = ${leaseIso}::timestamptz, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
        WHERE status = 'pending'
          AND next_attempt_at <= ${nowIso}::timestamptz
          AND (locked_until IS NULL OR locked_until < ${nowIso}::timestamptz)
        ORDER BY next_attempt_at, id
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, submission_id, mailing_id, kind, attempts, created_at`);
  const rows = (result as unknown as { rows?: ClaimedRow[] }).rows ?? (result as unknown as ClaimedRow[]);
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

  const ids = [...new Set(rows.flatMap((r) => (r.submission_id ? [r.submission_id] : [])))];
  const found = ids.length > 0 ? await db.select().from(submissions).where(inArray(submissions.id, ids)) : [];
  const byId = new Map(found.map((s) => [s.id, s]));
  // The association's address as an owner last saved it: staff notifications go there.
  const organisation = await loadOrganisation(db);

  const mailings = await readMailings(db, rows.flatMap((r) => (r.mailing_id ? [r.mailing_id] : [])));

  const messageOf = (row: ClaimedRow) => {
    if (row.mailing_id) {
      const mailing = mailings.get(row.mailing_id);
      if (!mailing || !options.alerts) throw Object.assign(new Error("mailing missing"), { code: "ENOMAILING" });
      const locale = mailing.locale as Locale;
      return buildAlertMail(
        { id: mailing.id, kind: mailing.kind as AlertMailKind, dogs: mailing.dogs as AnnouncedDogFacts[] },
        { email: mailing.email, locale },
        {
          from: options.from,
          sites: options.alerts.sites,
          associationEmail: organisation[locale].email,
          confirmToken: alertToken(options.alerts.secret, "confirm", mailing.subscriptionId),
          unsubscribeToken: alertToken(options.alerts.secret, "unsubscribe", mailing.subscriptionId),
        },
      );
    }
    const submission = row.submission_id ? byId.get(row.submission_id) : undefined;
    if (!submission) throw Object.assign(new Error("submission missing"), { code: "ENOSUBMISSION" });
    const locale = submission.locale as Locale;
    return buildMail(row.kind as MailKind, {
      id: submission.id,
      formType: submission.formType as SubmissionKind,
      locale,
      data: submission.data,
      createdAt: submission.createdAt,
    }, {
      from: options.from,
      associationEmail: organisation[locale].email,
      inboxUrl: options.inboxUrl ? `${options.inboxUrl}/${submission.id}` : undefined,
    });
  };

  await Promise.all(
    rows.map(async (row) => {
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

/** Deletes submissions (and, by cascade, their outbox rows) older than `days`; their ids. */
export async function deleteExpiredSubmissions(db: Database, days: number, now: Date = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db.delete(submissions).where(lt(submissions.createdAt, cutoff)).returning({ id: submissions.id });
  return deleted.map((row) => row.id);
}

async function runAlertHousekeeping(options: OutboxOptions) {
  const digests = await queueDueDigests(options.db);
  if (digests > 0) options.logger.info({ digests }, "dog alert digests queued");
  const unconfirmed = await deleteUnconfirmed(options.db);
  if (unconfirmed > 0) options.logger.info({ removed: unconfirmed }, "unconfirmed dog alert requests deleted");
}

export interface OutboxWorker {
  /** Wakes the worker now (after a new submission). */
  kick(): void;
  /** Resolves when the worker has nothing left to do right now (for tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  options: OutboxOptions & {
    pollMs: number;
    retentionDays: number;
    retentionEveryMs?: number;
    /** After the retention period deleted submissions: what else must forget them (their e-mails' copies, the database's files). */
    onExpired?: (submissionIds: string[]) => Promise<void>;
  },
): OutboxWorker {
  // Shared state of the loop; `again` records a kick that arrived during a run.
  const state = { stopped: false, again: false, running: null as Promise<void> | null, lastRetention: 0 };
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
        // New-dog alerts: digests that are due join the outbox; requests never confirmed go after 48 hours.
        if (options.alerts) {
          await runAlertHousekeeping(options).catch((error: unknown) =>
            options.logger.error({ error: errorCode(error) }, "dog alert digests or cleanup failed"),
          );
        }
        await deliverAll();
        const now = Date.now();
        if (now - state.lastRetention >= (options.retentionEveryMs ?? 3_600_000)) {
          state.lastRetention = now;
          const removed = await deleteExpiredSubmissions(options.db, options.retentionDays);
          if (removed.length > 0) {
            await options.onExpired?.(removed);
            options.logger.info({ removed: removed.length }, "old submissions deleted");
          }
        }
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
  void run();
  schedule();

  return {
    kick: () => void run(),
    drain: waitIdle,
    async stop() {
      state.stopped = true;
      clearTimeout(timer);
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

