/**
 * The filtered list as a file for spreadsheet programs (README, "Back office"; decision 026): an .xlsx
 * workbook with typed cells (dates as dates in the association's time zone, amounts as numbers), or
 * a CSV with the volunteer's delimiter. Both from one table (export-table.ts); the audit log counts
 * the rows, never their content.
 */
import { asc, inArray } from "drizzle-orm";
import writeExcelFile from "write-excel-file/node";
import type { Database } from "#app/platform/db/client.server.ts";
import { submissionNotes } from "#app/platform/db/schema.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { allSubmissions } from "./read.server.ts";
import type { InboxFilters } from "./filters.ts";
import { CSV_DELIMITER, toCsv } from "./csv.ts";
import { EXPORT_TIME_ZONE, exportTable, wallClock, type ExportTable } from "./export-table.ts";

export type ExportFormat = "csv" | "xlsx";

async function table(db: Database, actor: Actor, filters: InboxFilters, userId: string, locale: Locale, format: ExportFormat): Promise<ExportTable> {
  const rows = await allSubmissions(db, filters, userId);
  const ids = rows.map((r) => r.id);
  const notes = ids.length > 0 ? await db.select({ submissionId: submissionNotes.submissionId, text: submissionNotes.text }).from(submissionNotes).where(inArray(submissionNotes.submissionId, ids)).orderBy(asc(submissionNotes.createdAt)) : [];
  const notesOf = new Map<string, string[]>();
  for (const note of notes) notesOf.set(note.submissionId, [...(notesOf.get(note.submissionId) ?? []), note.text]);
  await audit(db, actor, { action: "submission.exported", targetType: "submission", details: { count: rows.length, format } });
  return exportTable(
    rows.map((r) => ({ ...r, notes: notesOf.get(r.id) ?? [] })),
    locale,
    adminMessages[locale],
  );
}

const csvDate = {
  de: new Intl.DateTimeFormat("de-DE", { timeZone: EXPORT_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" }),
  es: new Intl.DateTimeFormat("es-ES", { timeZone: EXPORT_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" }),
};

export async function exportCsv(db: Database, actor: Actor, filters: InboxFilters, userId: string, locale: Locale): Promise<{ csv: string; count: number }> {
  const { header, rows } = await table(db, actor, filters, userId, locale, "csv");
  // "26.11.2026 20:28" / "26/11/2026 20:28": what the spreadsheet program of that language reads as a date.
  const date = (value: Date) => csvDate[locale].format(value).replace(",", "");
  return { csv: toCsv([header, ...rows], { delimiter: CSV_DELIMITER[locale], date }), count: rows.length };
}

/** The spreadsheet's date format per language. */
const XLSX_DATE_FORMAT = { de: "dd.mm.yyyy hh:mm", es: "dd/mm/yyyy hh:mm" } as const;

export async function exportXlsx(db: Database, actor: Actor, filters: InboxFilters, userId: string, locale: Locale): Promise<{ bytes: Buffer; count: number }> {
  const { header, rows } = await table(db, actor, filters, userId, locale, "xlsx");
  const m = adminMessages[locale];
  const sheet = [
    header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...rows.map((row) =>
      row.map((value) =>
        value instanceof Date
          ? { value: wallClock(value), type: Date, format: XLSX_DATE_FORMAT[locale] }
          : typeof value === "number"
            ? { value, type: Number }
            : value === null
              ? null
              : { value: String(value), type: String, wrap: String(value).includes("\n") },
      ),
    ),
  ];
  const bytes = await writeExcelFile(sheet, {
    sheet: m.inbox.title,
    stickyRowsCount: 1,
    columns: header.map((name) => ({ width: Math.min(40, Math.max(12, name.length + 2)) })),
  }).toBuffer();
  return { bytes, count: rows.length };
}
