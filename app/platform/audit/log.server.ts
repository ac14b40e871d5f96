/**
 * The audit log: one append-only row for every change made in the back
 * office. Callers pass ids and short codes, never a visitor's data (no
 * message text, no name, no address); the table refuses UPDATE and DELETE.
 */
import { desc } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { auditLog } from "#app/platform/db/schema.ts";

export interface Actor {
  id: string | null;
  /** Name and e-mail of the account at the time, or "command line". */
  label: string;
}

export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: AuditDetails;
}

type Writer = Pick<Database, "insert">;

export function actorOf(user: { id: string; name: string; email: string }): Actor {
  return { id: user.id, label: user.name ? `${user.name} <${user.email}>` : user.email };
}

export const commandLine: Actor = { id: null, label: "command line" };

export async function audit(db: Writer, actor: Actor, entry: AuditEntry, now: Date = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    actorId: actor.id,
    actorLabel: actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}

export async function recentAudit(db: Database, limit = 200, offset = 0) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit).offset(offset);
}
