/**
 * CSV for spreadsheet programs (pure): UTF-8 with a byte-order mark (so
 * umlauts and ñ open correctly), CRLF line ends, every cell quoted, and a
 * cell that starts with =, +, -, @ (or a tab or carriage return) prefixed with
 * an apostrophe so no program runs it as a formula.
 */
export const BOM = "\uFEFF";

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
