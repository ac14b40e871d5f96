/**
 * The back office's input at its edge (docs/product/forms.md#submission-and-delivery for the rule):
 * every text a loader or an action reads — the address's query, a JSON body
 * here, a form's fields through the form kit (auth/intents.server.ts, decision
 * 037) — goes through the public forms' normaliser (NFC, no control
 * characters, no unpaired surrogates), and every id in the path is checked
 * for its shape, before anything reaches the database. A malformed id names
 * nothing: 404.
 */
import { normaliseText, wellFormed } from "#app/platform/forms/rules/text.ts";
import { isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";

/** A record id of ours (submissions, posts, guides, accounts, e-mails): the forms' own check. */
export { isUuid };

/** A dog's id as the shelter's database names it: short, printable, no control character. */
export function isDogId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 100 && /^[\p{L}\p{N}_.:~-]+$/u.test(value);
}

/**
 * The checks of the path's parameters by name; a parameter not listed here must not exist. The
 * splat (`*`) is the rest of an address no route names: the back office's 404 page, never a lookup.
 */
const PARAM_CHECKS: Record<string, (value: string) => boolean> = {
  id: isUuid,
  photoId: isUuid,
  dogId: isDogId,
  // A collection date (the bank file's), a calendar date that exists.
  date: (value) => parseIsoDate(value) !== null,
  // A donation receipt's number: the year and its count.
  number: (value) => /^\d{4}-\d{4,6}$/.test(value),
  "*": () => true,
};

/** True when every parameter of the path has its shape. */
export function paramsAreWellFormed(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(([name, value]) => value === undefined || (PARAM_CHECKS[name]?.(value) ?? false));
}

/** One text as the public forms normalise it. */
export function cleanText(value: string): string {
  return normaliseText(wellFormed(value));
}

/** The query of an address, every name and value normalised. */
export function cleanQuery(url: string | URL): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new URL(url).searchParams) params.append(cleanText(key), cleanText(value));
  return params;
}

/** A parsed JSON value with every string (keys too) normalised, a few levels deep. */
export function cleanJson(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cleanText(value);
  if (depth > 8 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => cleanJson(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), cleanJson(item, depth + 1)]));
}
