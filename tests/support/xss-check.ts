/**
 * Checks sanitiser output against the docs/product/content.md#sanitised-html
 * allow-list, independently of the sanitiser. It parses with htmlparser2 (the
 * parser sanitize-html uses) and also scans the raw string, so that markup a
 * different parser might read differently is caught too.
 */
import { decodeHTML } from "entities";
import { DomUtils, parseDocument } from "htmlparser2";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, GUIDE_FIGURE_TAG, HREF_SCHEMES, SRC_SCHEMES } from "#app/platform/html/allow-list.ts";

export interface XssCheckOptions {
  /**
   * Output of the guide sanitiser: also allows the generated
   * `<figure class>` with `<img loading decoding>` and the
   * `<!-- image:N missing -->` comments.
   */
  guide?: boolean;
}

const DANGEROUS_SCHEMES = ["javascript:", "vbscript:", "data:"];
const GUIDE_COMMENT = /^ image:\d+ missing $/;

/**
 * A URL as a browser might act on it, erring on the strict side: entities
 * decoded, controls, whitespace and Unicode spaces/format characters removed
 * (DOMPurify's set), lower case.
 */
export function normaliseUrlForCheck(value: string): string {
  return decodeHTML(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]+/g, "")
    .toLowerCase();
}

/** Problems found in sanitised HTML; an empty list means the output is within the allow-list. */
export function findXssViolations(html: string, options: XssCheckOptions = {}): string[] {
  const violations: string[] = [];
  const tags = new Set<string>(ALLOWED_TAGS);
  if (options.guide) tags.add(GUIDE_FIGURE_TAG);
  const attributes = new Set<string>(ALLOWED_ATTRIBUTES);

  // 1. Raw scan: every "<" must start an allowed tag, an allowed closing tag or an allowed comment.
  for (const match of html.matchAll(/</g)) {
    const rest = html.slice(match.index, match.index + 40);
    const tag = /^<\/?([a-z][a-z0-9]*)[\s/>]/i.exec(rest);
    if (tag?.[1] && tags.has(tag[1].toLowerCase())) continue;
    if (options.guide && /^<!-- image:\d+ missing -->/.test(rest)) continue;
    violations.push(`raw "<" that is not an allowed tag: ${JSON.stringify(rest)}`);
  }

  // 2. Parsed tree.
  const document = parseDocument(html);
  for (const node of DomUtils.filter(() => true, document.children, true)) {
    if (DomUtils.isTag(node)) {
      const name = node.name.toLowerCase();
      if (!tags.has(name)) violations.push(`element <${name}>`);
      for (const [attribute, value] of Object.entries(node.attribs)) {
        const lower = attribute.toLowerCase();
        const allowed =
          attributes.has(lower) ||
          (options.guide && name === "img" && (lower === "loading" || lower === "decoding"));
        if (!allowed) violations.push(`attribute ${lower} on <${name}>`);
        if (lower.startsWith("on")) violations.push(`event handler ${lower} on <${name}>`);
        if (lower.startsWith("data-")) violations.push(`data attribute ${lower} on <${name}>`);
        if (lower === "style") violations.push(`style attribute on <${name}>`);
        if (lower === "href" || lower === "src") {
          // htmlparser2 has decoded entities once already; decoding again catches double encoding too.
          const url = normaliseUrlForCheck(value);
          if (DANGEROUS_SCHEMES.some((scheme) => url.startsWith(scheme))) {
            violations.push(`dangerous ${lower}=${JSON.stringify(value)} on <${name}>`);
          }
          if (/^[/\\]{2}/.test(url)) violations.push(`protocol-relative ${lower}=${JSON.stringify(value)}`);
          const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
          const schemes: readonly string[] = lower === "href" ? HREF_SCHEMES : SRC_SCHEMES;
          if (scheme !== undefined && !schemes.includes(scheme)) {
            violations.push(`scheme ${scheme}: in ${lower} on <${name}>`);
          }
        }
      }
    } else if (DomUtils.isComment(node)) {
      if (!(options.guide && GUIDE_COMMENT.test(node.data))) {
        violations.push(`comment ${JSON.stringify(node.data.slice(0, 40))}`);
      }
    } else if (!DomUtils.isText(node)) {
      violations.push(`node of type ${node.type}`);
    }
  }
  return violations;
}
