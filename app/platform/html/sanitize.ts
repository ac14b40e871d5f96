import sanitize from "sanitize-html";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_TARGETS,
  DROP_CONTENT_TAGS,
  HREF_SCHEMES,
} from "./allow-list.ts";
import { IMAGE_BUCKETS, isPlaceholderImage } from "./images.ts";
import { normaliseHtml } from "./normalise.ts";
import { isExternalHttpUrl, isSafeHref, isSafeSrc, normaliseOrigins } from "./url.ts";

export interface SanitizeOptions {
  /**
   * Origins of the site itself, e.g. `["https://example.de", "https://example.es"]`.
   * An absolute http(s) link to any other origin counts as external and gets
   * `rel="noopener noreferrer"`. Without this list every absolute http(s)
   * link counts as external; relative, mailto: and tel: links never do.
   */
  siteOrigins?: readonly string[];
}

/** Internal knobs shared with the guide sanitiser. */
export interface SanitizeCoreOptions extends SanitizeOptions {
  /** Keep `class` attributes (true for dog descriptions and blog posts, false for guides). */
  keepClass: boolean;
}

const REL_FOR_EXTERNAL = ["noopener", "noreferrer"] as const;

const allowedAttributeSet: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);
const allowedTargetSet: ReadonlySet<string> = new Set(ALLOWED_TARGETS);

/**
 * Sanitises author HTML (dog descriptions, blog post bodies) to docs/product/content.md#sanitised-html:
 *
 * - Before sanitising: whitespace collapses (outside `<pre>`), runs of 3 or
 *   more `<br>` or line breaks collapse to two, empty paragraphs go. The same
 *   clean-up runs again on the result, so paragraphs that only held removed
 *   content (`<p><script>…</script></p>`) go too.
 * - Tags: only the allow-list (docs/product/content.md#sanitised-html); other tags are dropped with their text
 *   kept, except script, style, iframe, svg, math and similar, whose content
 *   goes as well. Comments go.
 * - Attributes: only href, src, alt, title, class, id, target, rel, width,
 *   height, on any allowed tag (no data-*, on*, style).
 * - href: http, https, mailto, tel or relative; src: http, https or
 *   relative. Protocol-relative URLs (`//host`, `\\host`) are dropped. Checks
 *   run on the entity-decoded value with control characters and whitespace
 *   removed, so `JaVaScRiPt:`, `&#106;avascript:` and `java\tscript:` go.
 * - target: only `_blank`, `_self`, `_parent`, `_top`.
 * - `<img>` whose src is the placeholder file is removed (docs/product/content.md#sanitised-html: hidden),
 *   and so is `<img>` left without a src (e.g. its `data:` src was dropped).
 *   An image's src must be an absolute http(s) URL or a path in one of our
 *   public buckets (`/storage/blog-images/…`); a relative `x` is dropped with
 *   its image. Every image keeps or gets an `alt` (empty when none is given).
 * - External links get `rel="noopener noreferrer"` merged into any existing
 *   rel (e.g. `nofollow` stays; an `opener` token goes). The target is kept
 *   as the author set it and never forced to `_blank`.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtmlCore(html, { ...options, keepClass: true });
}

/** The sanitiser with the internal knobs; see {@link sanitizeHtml}. */
export function sanitizeHtmlCore(html: string, options: SanitizeCoreOptions): string {
  if (typeof html !== "string" || html === "") return "";
  const siteOrigins = normaliseOrigins(options.siteOrigins);
  const prepared = normaliseHtml(html);
  const clean = sanitize(prepared, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: { "*": ALLOWED_ATTRIBUTES.filter((name) => options.keepClass || name !== "class") },
    // Second line of defence; the per-attribute rules are applied in transformTags below.
    allowedSchemes: [...HREF_SCHEMES],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: [...DROP_CONTENT_TAGS],
    parseStyleAttributes: false,
    // docs/product/content.md#sanitised-html: an image that is the placeholder file is hidden. An image whose src was dropped
    // (or never there) would only show a broken-image icon, so it goes too.
    exclusiveFilter: (frame) => frame.tag === "img" && (!frame.attribs.src || isPlaceholderImage(frame.attribs.src)),
    transformTags: {
      "*": (tagName, attribs) => ({
        tagName,
        attribs: filterAttributes(tagName, attribs, options.keepClass, siteOrigins),
      }),
    },
  });
  return normaliseHtml(clean);
}

/**
 * Keeps allowed attributes with safe values; adds rel to external links.
 * Values arrive entity-decoded from the parser.
 */
function filterAttributes(
  tagName: string,
  attribs: sanitize.Attributes,
  keepClass: boolean,
  siteOrigins: ReadonlySet<string>,
): sanitize.Attributes {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (!allowedAttributeSet.has(name)) continue;
    switch (name) {
      case "href":
        if (isSafeHref(value)) kept.href = value.trim();
        break;
      case "src":
        if (isSafeSrc(value)) kept.src = value.trim();
        break;
      case "target": {
        const target = value.trim().toLowerCase();
        if (allowedTargetSet.has(target)) kept.target = target;
        break;
      }
      case "class":
        if (keepClass) kept.class = value;
        break;
      default:
        kept[name] = value;
    }
  }
  if (tagName === "img") {
    // An image loads from an absolute http(s) address or from our own buckets; a relative `x`
    // would fetch one of our pages as a picture. And it always has a text alternative (empty: decorative).
    if (kept.src !== undefined && !isImageSource(kept.src)) delete kept.src;
    kept.alt ??= "";
  }
  if (tagName === "a" && kept.href !== undefined && isExternalHttpUrl(kept.href, siteOrigins)) {
    kept.rel = mergeRel(kept.rel, REL_FOR_EXTERNAL);
  }
  return kept;
}

/** Where an image in author HTML may load from: an absolute http(s) URL, or a file in one of our public buckets. */
export function isImageSource(src: string): boolean {
  if (/^https?:\/\/[^/\\]/i.test(src)) return true;
  return IMAGE_BUCKETS.some((bucket) => src.startsWith(`/storage/${bucket}/`)) && !src.includes("..");
}

/** Adds rel tokens that are missing (case-insensitive), keeps the others in order, drops `opener`. */
export function mergeRel(existing: string | undefined, add: readonly string[]): string {
  const tokens = (existing ?? "").split(/\s+/).filter((token) => token !== "" && token.toLowerCase() !== "opener");
  const seen = new Set(tokens.map((token) => token.toLowerCase()));
  for (const token of add) {
    if (!seen.has(token)) {
      tokens.push(token);
      seen.add(token);
    }
  }
  return tokens.join(" ");
}
