/**
 * A foster family's published news as the dog page shows it (docs/product/foster.md#news): its words
 * as plain text, in paragraphs, never as HTML. Pure.
 */

/** The words in paragraphs: split at blank lines, each trimmed, its single line breaks kept (the page shows them). */
export function newsParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n/)
    .map((p) => p.replace(/[^\S\n]+$/gm, "").trim())
    .filter(Boolean);
}
