/**
 * The submissions' e-mails for the outbox (app/platform/mail/outbox.server.ts):
 * the association's copy and the applicant's confirmation of every stored
 * submission, built when they are sent; and the retention period's chore.
 */
import { and, inArray, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { submissions } from "#app/platform/db/schema.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { MailSource, OutboxChore } from "#app/platform/mail/outbox.server.ts";
import { buildMail } from "../rules/mail.ts";
import type { SubmissionKind } from "../rules/kinds.ts";

export interface SubmissionMailSettings {
  from: string;
  /** The back office's inbox address (…/verwaltung/eingang), for the link in the association's copy. */
  inboxUrl?: string;
  /** The association's details as an owner last saved them: staff copies go to its address. */
  organisation(db: Database): Promise<Organisation>;
  /** The applicant's status page of a submission, for its confirmation (null for forms without one). */
  statusUrl?(submission: { id: string; locale: string; formType: string }): string | null;
}

/** The e-mails of the kinds registered as the submissions' (app/platform/mail/kinds.ts): the association's copy and the applicant's confirmation. */
export function submissionMailSource(settings: SubmissionMailSettings): MailSource<"submissions"> {
  return {
    name: "submissions",
    async prepare(db, rows) {
      const ids = [...new Set(rows.flatMap((r) => (r.submission_id ? [r.submission_id] : [])))];
      const found = ids.length > 0 ? await db.select().from(submissions).where(inArray(submissions.id, ids)) : [];
      const byId = new Map(found.map((s) => [s.id, s]));
      const organisation = await settings.organisation(db);
      return (row) => {
        const submission = row.submission_id ? byId.get(row.submission_id) : undefined;
        if (!submission) throw Object.assign(new Error("submission missing"), { code: "ENOSUBMISSION" });
        const locale = submission.locale as Locale;
        return buildMail(
          row.kind,
          { id: submission.id, formType: submission.formType as SubmissionKind, locale, data: submission.data, createdAt: submission.createdAt, dogName: submission.dogName, waitlist: submission.waitlist },
          {
            from: settings.from,
            associationEmail: organisation[locale].email,
            inboxUrl: settings.inboxUrl ? `${settings.inboxUrl}/${submission.id}` : undefined,
            statusUrl: row.kind === "confirmation" ? (settings.statusUrl?.(submission) ?? null) : null,
          },
        );
      };
    },
  };
}

/** Deletes submissions (and, by cascade, their outbox rows) older than `days`; their ids. */
export async function deleteExpiredSubmissions(db: Database, days: number, now: Date = new Date(), options: { keepArrivedDays?: number } = {}): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  // A request that led to an adoption ("arrived") stays until its follow-ups are done (docs/product/forms.md#retention).
  const arrivedCutoff = new Date(now.getTime() - Math.max(days, options.keepArrivedDays ?? 0) * 86_400_000);
  const deleted = await db
    .delete(submissions)
    .where(and(lt(submissions.createdAt, cutoff), sql`not (${submissions.status} = 'arrived' and ${submissions.arrivedAt} is not null and ${submissions.arrivedAt} >= ${arrivedCutoff.toISOString()}::timestamptz)`))
    .returning({ id: submissions.id });
  return deleted.map((row) => row.id);
}

/** The retention period (SUBMISSION_RETENTION_DAYS), checked once an hour; what else must forget the deleted ones is told. */
export function retentionChore(options: {
  db: Database;
  logger: Logger;
  days: number;
  /** How long after its arrival a request that led to an adoption is kept at least (its follow-ups' last window). */
  keepArrivedDays?: () => Promise<number>;
  everyMs?: number;
  onExpired?: (submissionIds: string[]) => Promise<void>;
}): OutboxChore {
  return {
    name: "submission retention",
    everyMs: options.everyMs ?? 3_600_000,
    async run() {
      const removed = await deleteExpiredSubmissions(options.db, options.days, new Date(), { keepArrivedDays: await options.keepArrivedDays?.() });
      if (removed.length === 0) return;
      await options.onExpired?.(removed);
      options.logger.info({ removed: removed.length }, "old submissions deleted");
    },
  };
}
