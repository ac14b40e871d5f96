/** Erasing one person, and what the retention period deletes next. */
import { and, asc, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogAlertMailings, dogAlertSubscriptions, happyEnds, submissions } from "#app/platform/db/schema.ts";
import { scrubDeletedRows } from "#app/platform/db/scrub.server.ts";
import { eraseMembershipsOf, membershipMessagePrefix, membershipsOf } from "#app/features/membership/server/membership.server.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { applicantEmailSql } from "./read.server.ts";
import { releaseContractsOf, releaseOrphanedContracts } from "#app/features/journey/contract/public.server.ts";
import { eraseHappyEndsOf, releaseOrphanedHappyEnds, type RemovedFile } from "#app/features/journey/happy-ends/public.server.ts";
import { eraseFosterHomesOf, fosterHomesOf } from "#app/features/journey/foster/public.server.ts";
import { fosterMessagePrefix } from "#app/features/journey/foster/public.ts";
import { recipientKey } from "#app/platform/mail/confirmations.server.ts";
import { FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { PERSONAL_TABLES } from "#app/platform/db/scrub.server.ts";
import type { ImagePipeline } from "#app/platform/images/server/pipeline.server.ts";

export interface ErasureDeps {
  db: Database;
  databaseKind: "pglite" | "postgres";
  /** Its kept copies of the person's e-mails are forgotten too (the `.eml` files without SMTP). */
  transport: Pick<MailTransport, "forget">;
  /** The forms' secret: a published happy end names its family by a keyed hash of the address. */
  secret: string;
  /** The cached sizes of a deleted happy end's photos are forgotten too (absent in tests without the pipeline). */
  images?: Pick<ImagePipeline, "forgetStored">;
}

/** The Message-ID prefixes of the e-mails of these submissions and alert mailings (app/features/submissions/rules/mail.ts, app/features/dog-alerts/rules/mail.ts). */
export function messagePrefixesOf(submissionIds: readonly string[], mailingIds: readonly string[] = []): string[] {
  return [...submissionIds.map((id) => `${id}.`), ...mailingIds.map((id) => `dog-alert.${id}.`)];
}

/**
 * Deletes every submission whose e-mail address is this one (their outbox
 * rows, notes, pre-checks, transport entries, news and unsigned contracts go
 * with them), every happy end of the family (also a published one its request
 * no longer links to), and the address's new-dog alert subscriptions; then the
 * copies of their e-mails, the happy ends' photos, and the deleted rows' bytes
 * from the database's files (app/platform/db/scrub.server.ts). A signed contract
 * stays for its own period. The audit entry holds the counts, never the address.
 */
export async function erasePerson(deps: ErasureDeps, actor: Actor, email: string): Promise<number> {
  const erased = await deps.db.transaction(async (tx) => {
    const ids = await tx.select({ id: submissions.id }).from(submissions).where(sql`${applicantEmailSql} = ${email.toLowerCase()}`);
    const removed = await removeRequests(tx, actor, ids.map((r) => r.id), recipientKey(deps.secret, email));
    const ofAddress = sql`lower(${dogAlertSubscriptions.email}) = ${email.trim().toLowerCase()}`;
    const subscriptionIds = (await tx.select({ id: dogAlertSubscriptions.id }).from(dogAlertSubscriptions).where(ofAddress)).map((r) => r.id);
    const mailings =
      subscriptionIds.length > 0
        ? await tx.select({ id: dogAlertMailings.id }).from(dogAlertMailings).where(inArray(dogAlertMailings.subscriptionId, subscriptionIds))
        : [];
    const alerts = await tx.delete(dogAlertSubscriptions).where(ofAddress).returning({ id: dogAlertSubscriptions.id });
    const members = await eraseMembershipsOf(tx, actor, email);
    const fosterHomes = await eraseFosterHomesOf(tx, actor, email);
    await audit(tx, actor, {
      action: "privacy.person_erased",
      targetType: "person",
      details: { submissions: removed.submissionIds.length, dogAlerts: alerts.length, happyEnds: removed.ends, memberships: members.length, fosterHomes: fosterHomes.homeIds.length },
    });
    return { submissionIds: removed.submissionIds, mailingIds: mailings.map((r) => r.id), files: [...removed.files, ...fosterHomes.files], membershipIds: members, fosterHomeIds: fosterHomes.homeIds };
  });
  await deps.transport.forget([...erased.membershipIds.map(membershipMessagePrefix), ...erased.fosterHomeIds.map(fosterMessagePrefix)]);
  await forgetErased(deps, erased.submissionIds, erased.mailingIds, erased.files);
  return erased.submissionIds.length + erased.membershipIds.length + erased.fosterHomeIds.length;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The one way requests are removed (erasure, deleting spam): their unsigned contracts (a signed one
 * stays, detached, for its own retention period), their happy ends (and the family's, by its key),
 * then the rows, whose outbox rows, messages, notes, pre-checks, transport entries and news go with
 * them. The caller then calls `forgetErased` for the e-mails' copies, the photos and the bytes.
 */
async function removeRequests(tx: Tx, actor: Actor, ids: readonly string[], familyKey: string | null) {
  if (ids.length === 0) return { submissionIds: [] as string[], ends: 0, files: [] as RemovedFile[] };
  await releaseContractsOf(tx, ids);
  const ends = await eraseHappyEndsOf(tx, actor, ids, familyKey);
  const deleted = await tx.delete(submissions).where(inArray(submissions.id, [...ids])).returning({ id: submissions.id });
  return { submissionIds: deleted.map((r) => r.id), ends: ends.ends, files: ends.files };
}

/**
 * Deletes a request stored as spam, and everything erasure would delete with it. Only spam: any
 * other request is refused ("notSpam", nothing deleted); it leaves by erasure or the retention period.
 * The audit entry holds the id and the form, never a text.
 */
export async function deleteSpam(deps: ErasureDeps, actor: Actor, id: string): Promise<"deleted" | "notSpam" | "unknown"> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ formType: submissions.formType, spam: submissions.spam }).from(submissions).where(eq(submissions.id, id)).for("update");
    if (!row) return { state: "unknown" as const };
    if (!row.spam) return { state: "notSpam" as const };
    const removed = await removeRequests(tx, actor, [id], null);
    await audit(tx, actor, { action: "submission.deleted", targetType: "submission", targetId: id, details: { form: row.formType, spam: true } });
    return { state: "deleted" as const, removed };
  });
  if (outcome.state !== "deleted") return outcome.state;
  await forgetErased(deps, outcome.removed.submissionIds, [], outcome.removed.files);
  return "deleted";
}

/**
 * What erasing this address would delete: its requests (form, day, stage, how many messages, notes,
 * news and happy ends), its published happy ends whose request is gone, and its new-dog alerts.
 */
export async function erasurePreview(db: Database, secret: string, email: string) {
  // The outer row is named by its table (a column interpolated in a select list is written unqualified,
  // and inside the subquery it would name the subquery's own column).
  const requests = await db
    .select({
      id: submissions.id,
      formType: submissions.formType,
      createdAt: submissions.createdAt,
      status: submissions.status,
      spam: submissions.spam,
      messages: sql<number>`(select count(*)::int from submission_messages m where m.submission_id = submissions.id)`,
      notes: sql<number>`(select count(*)::int from submission_notes n where n.submission_id = submissions.id)`,
      news: sql<number>`(select count(*)::int from family_news f where f.submission_id = submissions.id)`,
      happyEnds: sql<number>`(select count(*)::int from happy_ends h where h.submission_id = submissions.id)`,
    })
    .from(submissions)
    .where(sql`${applicantEmailSql} = ${email.toLowerCase()}`)
    .orderBy(asc(submissions.createdAt));
  const [alerts] = await db.select({ n: count() }).from(dogAlertSubscriptions).where(sql`lower(${dogAlertSubscriptions.email}) = ${email.trim().toLowerCase()}`);
  const key = recipientKey(secret, email);
  const [kept] = key ? await db.select({ n: count() }).from(happyEnds).where(and(isNull(happyEnds.submissionId), eq(happyEnds.familyKey, key))) : [{ n: 0 }];
  return { requests, alerts: alerts?.n ?? 0, happyEnds: kept?.n ?? 0, memberships: await membershipsOf(db, email), fosterHomes: await fosterHomesOf(db, email) };
}

/**
 * After rows of people were deleted: their e-mails' copies, the photos of their happy ends (the
 * stored copies' cached sizes), and their bytes in the database's files.
 */
export async function forgetErased(deps: ErasureDeps, submissionIds: readonly string[], mailingIds: readonly string[] = [], removedFiles: readonly RemovedFile[] = []): Promise<void> {
  // An unsigned contract whose request the retention period deleted (a signed one waits for its own period).
  await releaseOrphanedContracts(deps.db);
  // A happy end's draft whose request the retention period deleted (a published one stays).
  const orphans = await releaseOrphanedHappyEnds(deps.db);
  const files = [...removedFiles, ...orphans.files];
  for (const file of files) await deps.images?.forgetStored(file.path, file.sha256);
  await deps.transport.forget(messagePrefixesOf(submissionIds, mailingIds));
  await scrubDeletedRows(deps.db, deps.databaseKind, files.length > 0 ? [...PERSONAL_TABLES, FILE_TABLE] : PERSONAL_TABLES);
}

/** The submissions the retention period deletes within the next `days`. */
export async function nextDeletions(db: Database, retentionDays: number, now: Date = new Date(), days = 7) {
  const cutoff = new Date(now.getTime() - (retentionDays - days) * 86_400_000);
  const [row] = await db.select({ n: count() }).from(submissions).where(lt(submissions.createdAt, cutoff));
  const [oldest] = await db.select({ at: submissions.createdAt }).from(submissions).where(and(lt(submissions.createdAt, cutoff))).orderBy(asc(submissions.createdAt)).limit(1);
  return {
    count: row?.n ?? 0,
    until: new Date(now.getTime() + days * 86_400_000),
    oldest: oldest?.at ?? null,
    oldestDeletedAt: oldest ? new Date(oldest.at.getTime() + retentionDays * 86_400_000) : null,
  };
}
