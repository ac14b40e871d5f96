/** The audit log's page in the back office: the filtered entries, newest first, a page at a time, and who can be chosen. */
import { and, count, desc, eq, gte, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog } from "#app/platform/db/schema.ts";
import { commandLine } from "#app/platform/audit/log.server.ts";
import { APPLICANT_ACTOR_LABEL } from "#app/features/journey/request/public.server.ts";
import { AUDIT_AREAS, AUDIT_PAGE_SIZE, type AuditFilters } from "./audit-view.ts";

function conditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.who === "applicant") where.push(and(isNull(auditLog.actorId), eq(auditLog.actorLabel, APPLICANT_ACTOR_LABEL))!);
  else if (filters.who === "cli") where.push(and(isNull(auditLog.actorId), eq(auditLog.actorLabel, commandLine.label))!);
  else if (filters.who) where.push(eq(auditLog.actorId, filters.who));
  if (filters.what) where.push(or(...AUDIT_AREAS[filters.what].map((prefix) => like(auditLog.action, `${prefix}%`)))!);
  if (filters.from) where.push(gte(auditLog.at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(auditLog.at, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 86_400_000)));
  return where;
}

export async function auditPage(db: Database, filters: AuditFilters) {
  const where = and(...conditions(filters));
  const [[total], entries] = await Promise.all([
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE),
  ]);
  return { total: total?.n ?? 0, entries };
}

/** The accounts there are (for "who", and to name an assignee), by name or e-mail. */
export async function accountNames(db: Database): Promise<{ id: string; label: string }[]> {
  const rows = await db.select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email }).from(adminUsers).orderBy(sql`lower(coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email}))`);
  return rows.map((r) => ({ id: r.id, label: r.name || r.email }));
}
