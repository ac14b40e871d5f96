import { decodeHTML } from "entities";
import { HREF_SCHEMES, SRC_SCHEMES } from "./allow-list.ts";

/**
 * Characters removed before a scheme check: everything up to and including
 * space (C0 controls, tab, newline, space: browsers strip them at the ends and
 * ignore tab/newline anywhere, so `java\tscript:` runs), DEL and C1 controls,
 * and the Unicode spaces and invisible format characters that DOMPurify also
 * strips (NBSP, U+1680, U+180E, U+2000–U+200F, U+2028/9, U+205F, U+3000,
 * U+FEFF). Modern browsers do not ignore the latter, but no legitimate URL
 * needs them in front of a scheme, so the check errs on the safe side.
 */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME_CHECK = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]+/g;

/**
 * The form of a URL used for scheme checks (see {@link IGNORED_IN_SCHEME_CHECK}).
 * Entity decoding is not done here: the values handed to the sanitiser's
 * hooks are already decoded by the parser.
 */
export function urlForSchemeCheck(value: string): string {
  return value.replace(IGNORED_IN_SCHEME_CHECK, "");
}

/** The scheme of a URL (lower case, without the colon), or null for a relative URL. */
export function urlScheme(value: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(urlForSchemeCheck(value));
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** `//host`, `\\host`, `/\host` and `\/host` all load from another host in a browser. */
function isProtocolRelative(value: string): boolean {
  return /^[/\\]{2}/.test(urlForSchemeCheck(value));
}

/**
 * The value must pass both as it is and once more entity-decoded: the parser
 * has decoded it already, and a second decoding anywhere downstream must not
 * turn `&#106;avascript:` into a live scheme either.
 */
function isAllowedUrl(value: string, schemes: readonly string[]): boolean {
  return [value, decodeHTML(value)].every((candidate) => {
    const cleaned = urlForSchemeCheck(candidate);
    if (cleaned === "") return false;
    if (isProtocolRelative(cleaned)) return false;
    const scheme = urlScheme(cleaned);
    return scheme === null || schemes.includes(scheme);
  });
}

/** href rule of docs/product/content.md#sanitised-html: http, https, mailto, tel or relative; never protocol-relative. */
export function isSafeHref(value: string): boolean {
  return isAllowedUrl(value, HREF_SCHEMES);
}

/** src rule of docs/product/content.md#sanitised-html: http, https or relative; never protocol-relative, never data:. */
export function isSafeSrc(value: string): boolean {
  return isAllowedUrl(value, SRC_SCHEMES);
}

/** Normalises a list of site origins (`https://Example.org/` → `https://example.org`). Invalid entries are ignored. */
export function normaliseOrigins(origins: readonly string[] | undefined): Set<string> {
  const result = new Set<string>();
  for (const origin of origins ?? []) {
    try {
      result.add(new URL(origin).origin);
    } catch {
      // not a URL: ignore
    }
  }
  return result;
}

/**
 * True for an absolute http(s) URL whose origin is not one of the site's own
 * origins. Relative, mailto: and tel: URLs are never external. An http(s)
 * URL that cannot be parsed counts as external (the safe side: it gets rel).
 */
export function isExternalHttpUrl(value: string, siteOrigins: ReadonlySet<string>): boolean {
  const scheme = urlScheme(value);
  if (scheme !== "http" && scheme !== "https") return false;
  try {
    return !siteOrigins.has(new URL(value.trim()).origin);
  } catch {
    return true;
  }
}
