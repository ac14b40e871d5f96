/**
 * The request page's parts after the handover: the follow-ups with their days and where each stands
 * (docs/product/journey.md#follow-up-e-mails), and the family's news with their photos and consent,
 * and the happy end made from each (docs/product/journey.md#news-from-the-family), for coordinators.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogPapers, outbox, submissions } from "#app/platform/db/schema.ts";
import { newsOfRequest } from "#app/features/journey/aftercare/server/family-news.server.ts";
import { FOLLOWUP_KINDS, followupSchedule, recordsDiseaseTest, retainedUntil, type Followup, type FollowupKind, type FollowupState } from "../rules/followup.ts";

export interface FollowupsPart {
  /** When the dog arrived (ISO), or null for a stage corrected to "arrived": then none goes. */
  arrivedAt: string | null;
  /** Without an address none goes either. */
  hasEmail: boolean;
  /** Each follow-up with its day (ISO) and where it stands, in order. */
  items: { which: Followup; day: string; state: FollowupState }[];
  /** Why there is no retest reminder: the dog's papers record no test, or the request names no dog of our list; null when there is one. */
  noRetest: "untested" | "noDog" | null;
  /** The dog the request names (its papers' page), or null. */
  dogId: string | null;
  /** The day the retention period deletes the request (ISO). */
  deletedOn: string;
}

/**
 * The follow-ups of an adoption request at "arrived" (not spam), or null. `retestMonths` is the
 * travel settings' (the page reads them), `retentionDays` SUBMISSION_RETENTION_DAYS.
 */
export async function followupsPart(
  db: Pick<Database, "select">,
  submission: { id: string; formType: string; spam: boolean; status: string },
  options: { retestMonths: number; retentionDays: number; now?: Date },
): Promise<FollowupsPart | null> {
  if (submission.spam || submission.formType !== "adoption" || submission.status !== "arrived") return null;
  const [row] = await db
    .select({ arrivedAt: submissions.arrivedAt, createdAt: submissions.createdAt, dogId: submissions.dogId, data: submissions.data, tests: dogPapers.tests })
    .from(submissions)
    .leftJoin(dogPapers, eq(dogPapers.dogId, submissions.dogId))
    .where(eq(submissions.id, submission.id));
  if (!row) return null;
  const tested = recordsDiseaseTest(row.tests);
  const deletedOn = retainedUntil(row.createdAt, row.arrivedAt, options.retentionDays, options.retestMonths);
  const rows = await db
    .select({ kind: outbox.kind, status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.submissionId, submission.id), inArray(outbox.kind, Object.values(FOLLOWUP_KINDS))));
  const queued: Partial<Record<FollowupKind, string>> = Object.fromEntries(rows.map((r) => [r.kind, r.status]));
  const items = row.arrivedAt
    ? followupSchedule({ arrivedAt: row.arrivedAt, now: options.now ?? new Date(), plan: { retestMonths: options.retestMonths, tested }, queued, deletedOn })
    : [];
  return {
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    hasEmail: typeof row.data.email === "string" && row.data.email !== "",
    items: items.map((item) => ({ which: item.which, day: item.day.toISOString(), state: item.state })),
    noRetest: tested ? null : row.dogId ? "untested" : "noDog",
    dogId: row.dogId,
    deletedOn: deletedOn.toISOString(),
  };
}

export interface NewsPart {
  items: {
    id: string;
    body: string;
    createdAt: string;
    consent: boolean;
    consentAt: string | null;
    consentWithdrawnAt: string | null;
    photoIds: string[];
    happyEnd: { id: string; status: string } | null;
  }[];
}

/** The part for an adoption request that is not spam and has arrived (or has news), or null. */
export async function newsPart(db: Database, submission: { id: string; formType: string; spam: boolean; status: string }): Promise<NewsPart | null> {
  if (submission.spam || submission.formType !== "adoption") return null;
  const news = await newsOfRequest(db, submission.id);
  if (news.length === 0 && submission.status !== "arrived") return null;
  return {
    items: news.map((n) => ({
      id: n.id,
      body: n.body,
      createdAt: n.createdAt.toISOString(),
      consent: n.consent,
      consentAt: n.consentAt?.toISOString() ?? null,
      consentWithdrawnAt: n.consentWithdrawnAt?.toISOString() ?? null,
      photoIds: n.photoIds,
      happyEnd: n.happyEnd ? { id: n.happyEnd.id, status: n.happyEnd.status } : null,
    })),
  };
}
