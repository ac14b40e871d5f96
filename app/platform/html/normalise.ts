/**
 * Clean-up steps of docs/product/content.md#sanitised-html that run on the raw HTML before
 * sanitising: empty paragraphs go, runs of 3 or more line breaks collapse to
 * two, whitespace collapses.
 *
 * These are plain string rewrites. They are safe on untrusted input only
 * because the sanitiser always runs afterwards (a rewrite that happens to
 * join `<scr` and `ipt>` just yields a tag the sanitiser drops). They are also
 * re-applied to the sanitiser's output, where they are safe on their own:
 * that output holds only tags with quoted, escaped attribute values and
 * escaped text, and these rewrites only remove whole elements or whitespace.
 */

/** `<p>` elements with nothing but whitespace, `&nbsp;` or `<br>` inside. */
const EMPTY_PARAGRAPH = /<p\b[^>]{0,1000}>(?:\s|&nbsp;|&#0*160;|&#x0*a0;|<br\b[^>]{0,1000}>)*<\/p\s*>/gi;
/** Three or more `<br>` in a row (whitespace between them allowed). */
const BR_RUN = /<br\b[^>]{0,1000}>(?:\s*<br\b[^>]{0,1000}>){2,}/gi;
// Attribute runs are bounded ({0,1000}) so that input like "<p<p<p…" without any
// ">" stays linear instead of scanning to the end from every "<p".

/** Removes `<p></p>`, `<p> </p>`, `<p>&nbsp;</p>`, `<p><br></p>` and the like. */
export function removeEmptyParagraphs(html: string): string {
  return html.replace(EMPTY_PARAGRAPH, "");
}

/** Collapses runs of 3 or more `<br>` (with or without whitespace between them) to two. */
export function collapseBreakRuns(html: string): string {
  return html.replace(BR_RUN, "<br /><br />");
}

/**
 * Collapses whitespace outside `<pre>` blocks: line endings become `\n`, runs
 * of spaces and tabs become one space, spaces around a line break go, and runs
 * of 3 or more line breaks collapse to two (descriptions may be shown with
 * preserved line breaks). Non-breaking spaces are content and stay.
 */
export function collapseWhitespace(html: string): string {
  let result = "";
  for (const [part, isPre] of splitPreBlocks(html)) result += isPre ? part : collapseOutsidePre(part);
  return result.trim();
}

/**
 * Splits into alternating text and `<pre>…</pre>` parts in one linear pass (a
 * lazy regex would rescan to the end for every unclosed `<pre`). An unclosed
 * `<pre` runs to the end, as it does in a browser.
 */
function splitPreBlocks(html: string): Array<[string, boolean]> {
  // ASCII-only lower-casing keeps every index valid (String#toLowerCase can change the length, e.g. "İ").
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const parts: Array<[string, boolean]> = [];
  let position = 0;
  while (position < html.length) {
    const open = findPreOpen(lower, position);
    if (open === -1) break;
    const close = lower.indexOf("</pre", open + 4);
    const end = close === -1 ? html.length : Math.max(lower.indexOf(">", close), close + 4) + 1;
    parts.push([html.slice(position, open), false], [html.slice(open, end), true]);
    position = end;
  }
  parts.push([html.slice(position), false]);
  return parts;
}

/** Index of the next `<pre` that starts a pre tag (not `<prefix`), or -1. */
function findPreOpen(lower: string, from: number): number {
  let index = lower.indexOf("<pre", from);
  while (index !== -1 && /[a-z0-9-]/.test(lower.charAt(index + 4))) index = lower.indexOf("<pre", index + 4);
  return index;
}

function collapseOutsidePre(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\f\v]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
}

/**
 * Removes control characters that have no place in text (C0 except tab, line
 * feed, form feed and carriage return; DEL). On the sanitiser's output this
 * also catches those that came from entities such as `&#1;`.
 */
export function removeControlCharacters(html: string): string {
  // eslint-disable-next-line no-control-regex
  return html.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]+/g, "");
}

/** All clean-up steps in order: control characters, whitespace, `<br>` runs, empty paragraphs, whitespace again. */
export function normaliseHtml(html: string): string {
  return collapseWhitespace(removeEmptyParagraphs(collapseBreakRuns(collapseWhitespace(removeControlCharacters(html)))));
}
