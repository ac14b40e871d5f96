import { decodeHTML } from "entities";
import { isPlaceholderImage } from "./images.ts";
import { sanitizeHtmlCore, type SanitizeOptions } from "./sanitize.ts";
import { isSafeSrc } from "./url.ts";

/** A gallery picture as the body shows it: one address, and the widths the browser may choose from. */
export interface GuideBodyImage {
  src: string;
  /** `url 480w, url 800w, …`: every address must pass the same check as `src`, or the set is left out. */
  srcset?: string;
  sizes?: string;
}

export interface GuideHtmlOptions extends SanitizeOptions {
  /** Resolved gallery images (an address, see `resolveImageUrl(…, "guide-images", …)`, or a picture with widths), index 0 for `[image:0]`. */
  gallery: readonly (string | GuideBodyImage)[];
  /** Alt text for the gallery image at a (zero-based) index; default empty (decorative). */
  alt?: (index: number) => string;
  /** Class of the generated `<figure>`; default {@link GUIDE_FIGURE_CLASS}. */
  figureClass?: string;
}

/** Default class of the figures generated for `[image:N]` placeholders. */
export const GUIDE_FIGURE_CLASS = "guide-figure";

/** `[image:N]` (zero-based N; spaces and any case tolerated: `[ Image : 2 ]`). */
const PLACEHOLDER = /\[\s*image\s*:\s*(\d{1,6})\s*\]/gi;

/**
 * Sanitises a guide body (docs/product/content.md#sanitised-html):
 *
 * 1. Encoded characters are unescaped first (entities' `decodeHTML`), because
 *    guide bodies may arrive HTML-escaped (`&lt;p&gt;Hallo&lt;/p&gt;`). The
 *    result then goes through the full sanitiser, so an escaped
 *    `&lt;script&gt;` becomes a real `<script>` that is dropped. Decoding is
 *    done once: double-escaped text (`&amp;lt;b&amp;gt;`) stays visible text.
 * 2. {@link sanitizeHtml} rules, plus every class attribute is stripped.
 * 3. `[image:N]` placeholders in text (never in attribute values) become the
 *    Nth gallery image as
 *    `<figure class="guide-figure"><img src alt loading="lazy" decoding="async"></figure>`,
 *    built after sanitising from the gallery URLs with every value escaped.
 *    A placeholder inside a paragraph splits it (a figure cannot sit inside
 *    `<p>`); a paragraph that held only the placeholder is replaced by the figure.
 * 4. A missing index, an empty or unsafe gallery URL (not http(s) or
 *    relative), or the placeholder file becomes `<!-- image:N missing -->`.
 */
export function sanitizeGuideHtml(html: string, options: GuideHtmlOptions): string {
  if (typeof html !== "string" || html === "") return "";
  const clean = sanitizeHtmlCore(decodeHTML(html), { siteOrigins: options.siteOrigins, keepClass: false });
  return replaceImagePlaceholders(clean, options);
}

interface OpenElement {
  name: string;
  /** The opening tag as it appears in the output. */
  tag: string;
  /** Index of the opening tag in the output token list. */
  index: number;
  /** Opened again after a figure split the element; dropped if it stays empty. */
  reopened: boolean;
}

const VOID_ELEMENTS: ReadonlySet<string> = new Set(["br", "hr", "img"]);

/**
 * Replaces placeholders in the text of sanitised HTML. The input must be the
 * sanitiser's output: there `<` and `>` never occur in text or inside
 * attribute values (they are escaped), and there are no comments, so
 * splitting at `<…>` separates tags from text exactly.
 */
function replaceImagePlaceholders(html: string, options: GuideHtmlOptions): string {
  if (!/\[\s*image\s*:/i.test(html)) return html;
  const out: string[] = [];
  const stack: OpenElement[] = [];

  const isEmptySince = (index: number) => out.slice(index + 1).every((token) => token.trim() === "");

  for (const [position, token] of html.split(/(<[^>]*>)/).entries()) {
    if (position % 2 === 1) {
      handleTag(token);
      continue;
    }
    let last = 0;
    for (const match of token.matchAll(PLACEHOLDER)) {
      out.push(token.slice(last, match.index));
      insertImage(Number(match[1]));
      last = match.index + match[0].length;
    }
    out.push(token.slice(last));
  }
  return out
    .join("")
    .replace(/<p\b[^>]*>\s*(<!-- image:\d+ missing -->)\s*<\/p>/g, "$1");

  function handleTag(tag: string): void {
    const closing = /^<\/([a-z0-9]+)/i.exec(tag);
    if (closing) {
      const name = (closing[1] ?? "").toLowerCase();
      const at = stack.map((element) => element.name).lastIndexOf(name);
      if (at === -1) {
        out.push(tag);
        return;
      }
      while (stack.length > at + 1) closeElement(stack.pop()!);
      closeElement(stack.pop()!);
      return;
    }
    const opening = /^<([a-z0-9]+)/i.exec(tag);
    const name = (opening?.[1] ?? "").toLowerCase();
    out.push(tag);
    if (opening && !VOID_ELEMENTS.has(name) && !tag.endsWith("/>")) {
      stack.push({ name, tag, index: out.length - 1, reopened: false });
    }
  }

  /** Closes an element; a reopened element that stayed empty is dropped instead. */
  function closeElement(element: OpenElement): void {
    if (element.reopened && isEmptySince(element.index)) {
      out[element.index] = "";
      return;
    }
    out.push(`</${element.name}>`);
  }

  function insertImage(index: number): void {
    const entry = options.gallery[index];
    const image: GuideBodyImage = typeof entry === "string" ? { src: entry } : (entry ?? { src: "" });
    const src = image.src.trim();
    if (src === "" || !isSafeSrc(src) || isPlaceholderImage(src)) {
      out.push(`<!-- image:${index} missing -->`);
      return;
    }
    const alt = options.alt?.(index) ?? "";
    const figureClass = options.figureClass ?? GUIDE_FIGURE_CLASS;
    const widths = safeSrcset(image.srcset) && image.sizes ? ` srcset="${escapeAttribute(image.srcset!)}" sizes="${escapeAttribute(image.sizes)}"` : "";
    const figure =
      `<figure class="${escapeAttribute(figureClass)}">` +
      `<img src="${escapeAttribute(src)}"${widths} alt="${escapeAttribute(alt)}" loading="lazy" decoding="async">` +
      `</figure>`;

    const paragraphAt = stack.map((element) => element.name).lastIndexOf("p");
    if (paragraphAt === -1) {
      out.push(figure);
      return;
    }
    // A figure cannot sit inside <p>: close everything down to the paragraph,
    // insert the figure, then open the same elements again. Elements that are
    // still empty are dropped rather than closed; a reopened copy keeps the id
    // only if the original was dropped (ids must stay unique).
    const split = stack.splice(paragraphAt);
    const dropped = new Set<OpenElement>();
    for (const element of [...split].reverse()) {
      if (isEmptySince(element.index)) {
        out.length = element.index;
        dropped.add(element);
      } else {
        out.push(`</${element.name}>`);
      }
    }
    out.push(figure);
    for (const element of split) {
      const tag = dropped.has(element) ? element.tag : element.tag.replace(/\sid="[^"]*"/, "");
      out.push(tag);
      stack.push({ name: element.name, tag, index: out.length - 1, reopened: true });
    }
  }
}

/** Escapes a value for a double-quoted attribute. */
/** A `srcset` whose every candidate is `address width` with an address `isSafeSrc` accepts. */
function safeSrcset(srcset: string | undefined): boolean {
  if (!srcset) return false;
  return srcset.split(",").every((candidate) => {
    const [address, descriptor, ...rest] = candidate.trim().split(/\s+/);
    return rest.length === 0 && !!address && isSafeSrc(address) && /^\d{1,5}w$/.test(descriptor ?? "");
  });
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}
