/** The filtered list as CSV: one row per submission, the common columns first, then every field the forms have. */
import type { Database } from "#app/platform/db/client.server.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { fieldLabels } from "#app/platform/forms/rules/index.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { allSubmissions } from "./read.server.ts";
import type { InboxFilters } from "./filters.ts";
import { toCsv } from "./csv.ts";

export async function exportCsv(db: Database, actor: Actor, filters: InboxFilters, userId: string, locale: "de" | "es"): Promise<{ csv: string; count: number }> {
  const rows = await allSubmissions(db, filters, userId);
  const m = adminMessages[locale];
  const labels = fieldLabels(locale) as Record<string, Record<string, string>>;
  const fieldKeys: string[] = [];
  for (const row of rows) for (const key of Object.keys(row.data)) if (!fieldKeys.includes(key)) fieldKeys.push(key);
  const labelOf = (key: string) => {
    for (const form of Object.values(labels)) if (form[key]) return form[key];
    return key;
  };
  const header = [m.submission.reference, m.submission.received, m.submission.form, m.submission.language, m.submission.status, m.inbox.lastMessage, m.submission.assignee, m.inbox.spam, ...fieldKeys.map(labelOf)];
  const body = rows.map((r) => [
    r.id,
    r.createdAt,
    m.forms[r.formType as keyof typeof m.forms] ?? r.formType,
    r.locale,
    m.statuses[r.status as keyof typeof m.statuses] ?? r.status,
    r.lastMessageAt ?? "",
    r.assignee ?? "",
    r.spam ? "1" : "0",
    ...fieldKeys.map((k) => r.data[k]),
  ]);
  await audit(db, actor, { action: "submission.exported", targetType: "submission", details: { count: rows.length } });
  return { csv: toCsv([header, ...body]), count: rows.length };
}
