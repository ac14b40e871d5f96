/**
 * The inbox's export as a table (pure): one row per request, the common columns first, then every
 * field the forms have, then the internal notes. Headers and values in the volunteer's language
 * (forms, languages, stages, yes/no, the forms' options), one column per label (two forms' fields
 * with the same label, such as the postcode, share it), dates as instants that the writers show in
 * the association's time zone. The CSV and the .xlsx file are written from it.
 */
import { fieldLabels } from "#app/platform/forms/rules/index.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { formatValue } from "#app/features/submissions/rules/mail.ts";
import type { AdminMessages } from "#app/admin/messages/index.ts";
import { ADMIN_TIME_ZONE } from "#app/admin/locale.ts";

export type ExportCell = string | number | boolean | Date | null;

export interface ExportSource {
  id: string;
  createdAt: Date;
  formType: string;
  locale: string;
  status: string;
  lastMessageAt: Date | null;
  assignee: string | null;
  spam: boolean;
  data: Record<string, unknown>;
  /** The request's internal notes, oldest first. */
  notes: readonly string[];
}

export interface ExportTable {
  header: string[];
  rows: ExportCell[][];
}

/** The exports show times as the back office does. */
export const EXPORT_TIME_ZONE = ADMIN_TIME_ZONE;

/** Fields that are never exported: the spam trap, invisible to people. */
const HIDDEN_FIELDS = new Set(["website"]);

export function exportTable(sources: readonly ExportSource[], locale: Locale, m: AdminMessages): ExportTable {
  const labels = fieldLabels(locale) as Record<string, Record<string, string>>;
  const labelOf = (key: string) => {
    for (const form of Object.values(labels)) if (form[key]) return form[key];
    return key;
  };
  // One column per label, in the order the fields first appear.
  const columns: string[] = [];
  for (const source of sources) {
    for (const key of Object.keys(source.data)) {
      const label = labelOf(key);
      if (!HIDDEN_FIELDS.has(key) && !columns.includes(label)) columns.push(label);
    }
  }
  const common = [m.submission.reference, m.submission.received, m.submission.form, m.submission.language, m.submission.status, m.inbox.lastMessage, m.submission.assignee, m.inbox.spam];
  const header = [...common, ...columns, m.submission.notes];
  const rows = sources.map((source) => {
    const byLabel = new Map<string, ExportCell>();
    for (const [key, value] of Object.entries(source.data)) {
      if (HIDDEN_FIELDS.has(key)) continue;
      byLabel.set(labelOf(key), cellOf(key, value, locale, m));
    }
    return [
      source.id,
      source.createdAt,
      m.forms[source.formType as keyof typeof m.forms] ?? source.formType,
      m.languages[source.locale as Locale] ?? source.locale,
      m.statuses[source.status as keyof typeof m.statuses] ?? source.status,
      source.lastMessageAt,
      source.assignee,
      source.spam ? m.submission.yes : m.submission.no,
      ...columns.map((label) => byLabel.get(label) ?? null),
      source.notes.length > 0 ? source.notes.join("\n\n") : null,
    ];
  });
  // A label that is also a common column's (it never is today) would make two columns of one name.
  return { header: uniqueHeaders(header), rows };
}

/** A field's value as a reader understands it (the request's page and the export): ticked boxes and options in words. */
export function readableValue(key: string, value: unknown, locale: Locale, m: AdminMessages): string {
  // Suspected spam keeps ticked boxes as the text the browser sent ("on").
  if (value === "on" || value === "true") return m.submission.yes;
  if (value === "false") return m.submission.no;
  return formatValue(key, value, locale);
}

/** A field's cell: numbers stay numbers (amounts), an empty field an empty cell. */
function cellOf(key: string, value: unknown, locale: Locale, m: AdminMessages): ExportCell {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return value;
  return readableValue(key, value, locale, m);
}

/** Headers made unique by numbering a repeated one ("Name", "Name (2)"). */
export function uniqueHeaders(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/** The wall-clock time of an instant in the association's time zone, as a date whose UTC fields hold it (spreadsheet dates have no zone). */
export function wallClock(instant: Date, timeZone = EXPORT_TIME_ZONE): Date {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")));
}

/** The export's file name in the volunteer's language, with the day. */
export function exportFileName(locale: Locale, day: string, extension: "csv" | "xlsx"): string {
  return `${locale === "es" ? "solicitudes" : "anfragen"}-${day}.${extension}`;
}
