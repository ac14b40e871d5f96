/** Erasing one person, and what the retention period deletes next. */
import { and, asc, count, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { dogAlertSubscriptions, submissions } from "#app/db/schema.ts";
import { audit, type Actor } from "#app/audit/log.server.ts";
import { applicantEmailSql } from "./read.server.ts";

/**
 * Deletes every submission whose e-mail address is this one (their outbox
 * rows and notes go with them by cascade), and the address's new-dog alert
 * subscriptions. The audit entry holds the counts, never the address.
 */
export async function erasePerson(db: Database, actor: Actor, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(submissions).where(sql`${applicantEmailSql} = ${email.toLowerCase()}`).returning({ id: submissions.id });
    const alerts = await tx
      .delete(dogAlertSubscriptions)
      .where(sql`lower(${dogAlertSubscriptions.email}) = ${email.trim().toLowerCase()}`)
      .returning({ id: dogAlertSubscriptions.id });
    await audit(tx, actor, { action: "privacy.person_erased", targetType: "person", details: { submissions: deleted.length, dogAlerts: alerts.length } });
    return deleted.length;
  });
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
