/**
 * The follow-up e-mails after the handover (docs/product/journey.md#follow-up-e-mails): the e-mail
 * worker's chore queues them two weeks and three months after an adoption request reached "arrived"
 * through the workflow (`arrived_at`, set by the one writer; a stage corrected to "arrived" schedules none),
 * and the retest reminder `retestMonths` after it when the dog's papers (`dog_papers`, by the dog id
 * the request names) record a test for a Mediterranean disease (docs/product/travel.md#retest-reminder).
 * The months are the travel settings', given by the caller (app/services.server.ts): the journey
 * does not read another feature's settings.
 * Each is queued once across processes: the outbox's unique index on (request, kind) claims it, so a
 * second process's insert finds it there and adds nothing; a request that is no longer "arrived"
 * (or spam) gets none.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogPapers, outbox, submissions } from "#app/platform/db/schema.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import type { OutboxChore } from "#app/platform/mail/outbox.server.ts";
import { dueFollowups, FOLLOWUP_KINDS, followupLookbackDays, recordsDiseaseTest } from "../rules/followup.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

/** Queues every follow-up due now that is not queued yet; how many. `retestMonths`: the travel settings'. */
export async function queueFollowups(db: Database, now: Date, options: { retestMonths: number }): Promise<number> {
  const arrived = await db
    .select({ id: submissions.id, arrivedAt: submissions.arrivedAt, tests: dogPapers.tests })
    .from(submissions)
    .leftJoin(dogPapers, eq(dogPapers.dogId, submissions.dogId))
    .where(
      and(
        eq(submissions.formType, "adoption"),
        eq(submissions.spam, false),
        eq(submissions.status, "arrived"),
        gt(submissions.arrivedAt, new Date(now.getTime() - followupLookbackDays(options.retestMonths) * 86_400_000)),
        sql`coalesce(${submissions.data}->>'email', '') <> ''`,
      ),
    );
  const due = arrived.flatMap((row) =>
    (row.arrivedAt ? dueFollowups(row.arrivedAt, now, { retestMonths: options.retestMonths, tested: recordsDiseaseTest(row.tests) }) : []).map((which) => ({
      submissionId: row.id,
      kind: FOLLOWUP_KINDS[which],
    })),
  );
  if (due.length === 0) return 0;
  const queued = await db
    .select({ submissionId: outbox.submissionId, kind: outbox.kind })
    .from(outbox)
    .where(and(inArray(outbox.submissionId, [...new Set(due.map((d) => d.submissionId))]), inArray(outbox.kind, Object.values(FOLLOWUP_KINDS))));
  const missing = due.filter((d) => !queued.some((q) => q.submissionId === d.submissionId && q.kind === d.kind));
  if (missing.length === 0) return 0;
  return queueMail(db, missing, { once: true });
}

/** The chore; `retestMonths` reads the travel settings' months as they are at each run. */
export function followupChore(options: { db: Database; logger: Logger; retestMonths: () => Promise<number>; everyMs?: number; now?: () => Date }): OutboxChore {
  return {
    name: "follow-ups after the handover",
    everyMs: options.everyMs ?? 10 * 60_000,
    async run() {
      const queued = await options
        .retestMonths()
        .then((retestMonths) => queueFollowups(options.db, options.now?.() ?? new Date(), { retestMonths }))
        .catch((error: unknown) => {
          options.logger.error({ error: errorCode(error) }, "follow-up e-mails could not be queued");
          return 0;
        });
      if (queued > 0) options.logger.info({ queued }, "follow-up e-mails queued");
    },
  };
}
