/** Erasing one person, and what the retention period deletes next. */
import { and, asc, count, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogAlertMailings, dogAlertSubscriptions, submissions } from "#app/platform/db/schema.ts";
import { scrubDeletedRows } from "#app/platform/db/scrub.server.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { applicantEmailSql } from "./read.server.ts";
import { releaseContractsOf, releaseOrphanedContracts } from "#app/features/journey/server/contracts.server.ts";

export interface ErasureDeps {
  db: Database;
  databaseKind: "pglite" | "postgres";
  /** Its kept copies of the person's e-mails are forgotten too (the `.eml` files without SMTP). */
  transport: Pick<MailTransport, "forget">;
}

/** The Message-ID prefixes of the e-mails of these submissions and alert mailings (app/features/submissions/rules/mail.ts, app/features/dog-alerts/rules/mail.ts). */
export function messagePrefixesOf(submissionIds: readonly string[], mailingIds: readonly string[] = []): string[] {
  return [...submissionIds.map((id) => `${id}.`), ...mailingIds.map((id) => `dog-alert.${id}.`)];
}

/**
 * Deletes every submission whose e-mail address is this one (their outbox
 * rows and notes go with them by cascade), and the address's new-dog alert
 * subscriptions; then the copies of their e-mails, and the deleted rows'
 * bytes from the database's files (app/platform/db/scrub.server.ts). The audit entry
 * holds the counts, never the address.
 */
export async function erasePerson(deps: ErasureDeps, actor: Actor, email: string): Promise<number> {
  const erased = await deps.db.transaction(async (tx) => {
    // Their unsigned contracts go; a signed one stays, detached, for its own retention period.
    const ids = await tx.select({ id: submissions.id }).from(submissions).where(sql`${applicantEmailSql} = ${email.toLowerCase()}`);
    await releaseContractsOf(tx, ids.map((r) => r.id));
    const deleted = await tx.delete(submissions).where(sql`${applicantEmailSql} = ${email.toLowerCase()}`).returning({ id: submissions.id });
    const ofAddress = sql`lower(${dogAlertSubscriptions.email}) = ${email.trim().toLowerCase()}`;
    const subscriptionIds = (await tx.select({ id: dogAlertSubscriptions.id }).from(dogAlertSubscriptions).where(ofAddress)).map((r) => r.id);
    const mailings =
      subscriptionIds.length > 0
        ? await tx.select({ id: dogAlertMailings.id }).from(dogAlertMailings).where(inArray(dogAlertMailings.subscriptionId, subscriptionIds))
        : [];
    const alerts = await tx.delete(dogAlertSubscriptions).where(ofAddress).returning({ id: dogAlertSubscriptions.id });
    await audit(tx, actor, { action: "privacy.person_erased", targetType: "person", details: { submissions: deleted.length, dogAlerts: alerts.length } });
    return { submissionIds: deleted.map((r) => r.id), mailingIds: mailings.map((r) => r.id) };
  });
  await forgetErased(deps, erased.submissionIds, erased.mailingIds);
  return erased.submissionIds.length;
}

/** What erasing this address would delete: its requests (form, day, stage, how many messages and notes) and its new-dog alerts. */
export async function erasurePreview(db: Database, email: string) {
  const requests = await db
    .select({
      id: submissions.id,
      formType: submissions.formType,
      createdAt: submissions.createdAt,
      status: submissions.status,
      spam: submissions.spam,
      messages: sql<number>`(select count(*)::int from submission_messages m where m.submission_id = ${submissions.id})`,
      notes: sql<number>`(select count(*)::int from submission_notes n where n.submission_id = ${submissions.id})`,
    })
    .from(submissions)
    .where(sql`${applicantEmailSql} = ${email.toLowerCase()}`)
    .orderBy(asc(submissions.createdAt));
  const [alerts] = await db.select({ n: count() }).from(dogAlertSubscriptions).where(sql`lower(${dogAlertSubscriptions.email}) = ${email.trim().toLowerCase()}`);
  return { requests, alerts: alerts?.n ?? 0 };
}

/** After rows of people were deleted: their e-mails' copies, and their bytes in the database's files. */
export async function forgetErased(deps: ErasureDeps, submissionIds: readonly string[], mailingIds: readonly string[] = []): Promise<void> {
  // An unsigned contract whose request the retention period deleted (a signed one waits for its own period).
  await releaseOrphanedContracts(deps.db);
  await deps.transport.forget(messagePrefixesOf(submissionIds, mailingIds));
  await scrubDeletedRows(deps.db, deps.databaseKind);
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
