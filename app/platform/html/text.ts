import { decodeHTML } from "entities";
import sanitize from "sanitize-html";
import { DROP_CONTENT_TAGS } from "./allow-list.ts";

/** docs/product/content.md#page-head: the meta description is cut to 150 characters. */
export const META_DESCRIPTION_MAX = 150;
/** docs/product/content.md#page-head: the structured-data description is cut to 200 characters. */
export const STRUCTURED_DATA_DESCRIPTION_MAX = 200;

/** Tags after which text belongs to a new "line"; a space is put there so words do not run together. */
const BLOCK_TAG = /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|tfoot|caption|blockquote|pre|figure|figcaption|section|article|header|footer|aside|nav|main|address|img)\b/gi;

/**
 * Plain text of an HTML fragment, e.g. for meta descriptions: tags go, the
 * content of script, style and similar elements goes, entities are decoded,
 * block boundaries and `<br>` become spaces, whitespace (including
 * non-breaking spaces) collapses to single spaces, and the ends are trimmed.
 *
 * The result is plain text, not HTML: it must be escaped where it is put
 * into markup (React does that for attribute values and text).
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return "";
  const spaced = html.replace(BLOCK_TAG, " $&");
  const escapedText = sanitize(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
    nonTextTags: [...DROP_CONTENT_TAGS],
    parseStyleAttributes: false,
  });
  return decodeHTML(escapedText).replace(/\s+/g, " ").trim();
}

/**
 * Cuts text to at most `max` characters (UTF-16 code units, i.e.
 * `result.length <= max`), at a word boundary, with a trailing ellipsis `…`
 * (which counts towards `max`). Whitespace runs collapse to single spaces
 * first. Text that fits is returned unchanged (apart from that whitespace
 * collapse). A first word longer than the limit is cut inside the word.
 * Punctuation left dangling at the cut (`,;:-–—` and spaces) goes before the
 * ellipsis. A surrogate pair (emoji) is never split.
 */
export function truncate(text: string, max: number): string {
  const normalised = (text ?? "").replace(/\s+/g, " ").trim();
  if (normalised.length <= max) return normalised;
  if (!Number.isFinite(max) || max < 1) return "";
  const ellipsis = "…";
  const room = Math.floor(max) - ellipsis.length;
  if (room <= 0) return ellipsis;

  // The cut is at a word boundary if the character after it is a space.
  let cut = normalised.charAt(room) === " " ? room : normalised.lastIndexOf(" ", room);
  if (cut <= 0) cut = room; // one long word: cut inside it
  if (isLowSurrogate(normalised.charCodeAt(cut))) cut -= 1;

  const head = normalised.slice(0, cut).replace(/[\s,;:\-–—]+$/u, "");
  return (head === "" ? normalised.slice(0, cut) : head) + ellipsis;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Meta description of an HTML body: plain text cut to {@link META_DESCRIPTION_MAX}. */
export function metaDescription(html: string | null | undefined, max = META_DESCRIPTION_MAX): string {
  return truncate(stripHtml(html), max);
}
