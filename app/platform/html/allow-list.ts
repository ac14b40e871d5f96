/**
 * The allow-list of docs/product/content.md#sanitised-html, in one place so that the
 * sanitiser and the tests (and the browser XSS check) read the same lists.
 */

/** Tags kept by the sanitiser (docs/product/content.md#sanitised-html). Everything else is dropped. */
export const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "u",
  "b",
  "i",
  "a",
  "img",
  "blockquote",
  "code",
  "pre",
  "div",
  "span",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** Attributes kept on any allowed tag (docs/product/content.md#sanitised-html). No data-*, no on*, no style. */
export const ALLOWED_ATTRIBUTES = [
  "href",
  "src",
  "alt",
  "title",
  "class",
  "id",
  "target",
  "rel",
  "width",
  "height",
] as const;
export type AllowedAttribute = (typeof ALLOWED_ATTRIBUTES)[number];

/** URL schemes allowed in href (relative URLs are allowed too, protocol-relative ones are not). */
export const HREF_SCHEMES = ["http", "https", "mailto", "tel"] as const;
/** URL schemes allowed in src (relative URLs are allowed too, protocol-relative ones are not). */
export const SRC_SCHEMES = ["http", "https"] as const;

/** The only target values kept on links; any other value (e.g. a named window) is dropped. */
export const ALLOWED_TARGETS = ["_blank", "_self", "_parent", "_top"] as const;

/**
 * Disallowed elements whose text content is dropped together with the element
 * (for other disallowed elements only the tag goes and the text stays).
 * script/style/textarea/option/xmp are sanitize-html's defaults; the rest are
 * elements whose content is never meant as readable article text.
 */
export const DROP_CONTENT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "xmp",
  "noscript",
  "noembed",
  "noframes",
  "iframe",
  "template",
  "title",
  "select",
  "object",
  "svg",
  "math",
] as const;

/** Additional tag that the guide sanitiser emits itself (never taken from author HTML). */
export const GUIDE_FIGURE_TAG = "figure";
