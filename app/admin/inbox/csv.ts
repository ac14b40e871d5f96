/**
 * CSV for spreadsheet programs (pure): UTF-8 with a byte-order mark (so umlauts and ñ open
 * correctly), CRLF line ends, every cell quoted, cells separated by the delimiter the volunteer's
 * spreadsheet program expects (German and Spanish ones: a semicolon, since the comma is their decimal
 * sign), dates as the volunteer reads them, and a cell that starts with =, +, -, @ (or a tab or
 * carriage return) prefixed with an apostrophe so no program runs it as a formula. The .xlsx export
 * needs none of that: its cells are typed.
 */
export const BOM = "\uFEFF";

/** The CSV delimiter of each interface language. */
export const CSV_DELIMITER = { de: ";", es: ";" } as const;

export interface CsvOptions {
  delimiter?: string;
  /** How a date is written (default: ISO 8601). */
  date?: (value: Date) => string;
}

export function csvCell(value: unknown, date: (value: Date) => string = (d) => d.toISOString()): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? date(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly unknown[])[], options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ",";
  return BOM + rows.map((row) => row.map((cell) => csvCell(cell, options.date)).join(delimiter)).join("\r\n") + "\r\n";
}
