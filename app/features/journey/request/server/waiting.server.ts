/**
 * What waits for the association (docs/product/journey.md#nothing-waits-unseen): the requests the
 * dashboard lists per assignee, the open requests whose dog left the list, and the daily summary
 * each coordinator can choose, queued once a day whichever process runs the chore.
 */
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, submissions } from "#app/platform/db/schema.ts";
import type { OutboxChore } from "#app/platform/mail/outbox.server.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { ANSWER_WAITS_DAYS, NEW_WAITS_DAYS, STALLED_DAYS, waitingReason, waitingSince, type WaitingReason } from "../rules/waiting.ts";
import { ADOPTION_STAGES, CLOSINGS, FOSTER_STAGES, SIMPLE_STATUSES } from "../rules/stages.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

const DAY = 86_400_000;
/** The statuses in which a request has ended (the last stages and the closings). */
const ENDED = [...CLOSINGS, ADOPTION_STAGES.at(-1)!, FOSTER_STAGES.at(-1)!, SIMPLE_STATUSES.at(-1)!];

export interface WaitingRequest {
  id: string;
  formType: string;
  dogName: string | null;
  assigneeId: string | null;
  reason: WaitingReason;
  since: Date;
}

/** Every request that waits for the association now (optionally only one assignee's), oldest first. */
export async function waitingRequests(db: Database, now = new Date(), assigneeId?: string): Promise<WaitingRequest[]> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const rows = await db
    .select({
      id: submissions.id,
      formType: submissions.formType,
      status: submissions.status,
      spam: submissions.spam,
      createdAt: submissions.createdAt,
      statusChangedAt: submissions.statusChangedAt,
      awaitingReply: submissions.awaitingReply,
      lastMessageAt: submissions.lastMessageAt,
      assigneeId: submissions.assigneeId,
      dogName: sql<string | null>`coalesce(${submissions.dogName}, nullif(${submissions.data}->>'dog', ''), nullif(${submissions.data}->>'dogName', ''))`,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.spam, false),
        notInArray(submissions.status, ENDED),
        assigneeId ? eq(submissions.assigneeId, assigneeId) : undefined,
        or(
          lt(submissions.createdAt, before(NEW_WAITS_DAYS)),
          lt(submissions.statusChangedAt, before(STALLED_DAYS)),
          and(eq(submissions.awaitingReply, true), lt(submissions.lastMessageAt, before(ANSWER_WAITS_DAYS))),
        ),
      ),
    );
  return rows
    .flatMap((row) => {
      const reason = waitingReason(row, now);
      return reason ? [{ id: row.id, formType: row.formType, dogName: row.dogName, assigneeId: row.assigneeId, reason, since: waitingSince(row, reason) }] : [];
    })
    .sort((a, b) => a.since.getTime() - b.since.getTime());
}

export interface GoneDogRequest {
  id: string;
  formType: string;
  dogName: string;
  assigneeId: string | null;
}

/**
 * Open requests for a dog that is no longer in the synced list (by our list's id where the request
 * was matched to one, else by the name the form sent).
 */
export async function requestsForGoneDogs(db: Database, listed: { ids: ReadonlySet<string>; names: ReadonlySet<string> }): Promise<GoneDogRequest[]> {
  const rows = await db
    .select({
      id: submissions.id,
      formType: submissions.formType,
      dogId: submissions.dogId,
      dogName: sql<string | null>`coalesce(${submissions.dogName}, nullif(${submissions.data}->>'dog', ''), nullif(${submissions.data}->>'dogName', ''))`,
      assigneeId: submissions.assigneeId,
    })
    .from(submissions)
    .where(and(eq(submissions.spam, false), inArray(submissions.formType, ["adoption", "sponsorship"]), notInArray(submissions.status, ENDED)));
  return rows.flatMap((row) => {
    if (!row.dogName) return [];
    const gone = row.dogId ? !listed.ids.has(row.dogId) : !listed.names.has(row.dogName);
    return gone ? [{ id: row.id, formType: row.formType, dogName: row.dogName, assigneeId: row.assigneeId }] : [];
  });
}

/** The day in Madrid (both countries' time) as yyyy-mm-dd, and its hour. */
export function madridDay(now: Date): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/** From this hour (Madrid time) the day's summaries are queued. */
export const SUMMARY_HOUR = 7;

/**
 * Queues today's summary for every account that chose it and has something waiting. The accounts
 * are claimed by setting their day in the same transaction as the queued rows: one summary a day,
 * with several processes and across restarts.
 */
export async function queueDailySummaries(db: Database, now = new Date()): Promise<number> {
  const { day, hour } = madridDay(now);
  if (hour < SUMMARY_HOUR) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(adminUsers)
      .set({ summaryQueuedOn: day })
      .where(and(eq(adminUsers.dailySummary, true), or(isNull(adminUsers.summaryQueuedOn), lt(adminUsers.summaryQueuedOn, day))))
      .returning({ id: adminUsers.id });
    let queued = 0;
    for (const account of claimed) {
      const waiting = await waitingRequests(tx as unknown as Database, now, account.id);
      if (waiting.length === 0) continue;
      await queueMail(tx, { accountId: account.id, kind: "daily_summary" });
      queued += 1;
    }
    return queued;
  });
}

export function dailySummaryChore(options: { db: Database; logger: Logger; everyMs?: number }): OutboxChore {
  return {
    name: "daily summary",
    everyMs: options.everyMs ?? 10 * 60_000,
    async run() {
      const queued = await queueDailySummaries(options.db).catch((error: unknown) => {
        options.logger.error({ error: errorCode(error) }, "daily summaries could not be queued");
        return 0;
      });
      if (queued > 0) options.logger.info({ queued }, "daily summaries queued");
    },
  };
}
