/**
 * The watch list (docs/product/dogs.md#watch-list): the dogs a visitor keeps,
 * held in a first-party cookie in the visitor's browser. Pure: parsing and
 * writing the cookie's value, adding and removing. Each entry keeps the dog's
 * slug and name, so a dog that has left the synced data can still be named.
 */
import { dogIdSuffixFromSlug } from "../../dogs/rules/slug.ts";

/** At most this many dogs on one list (docs/product/README.md#numbers-and-limits). */
export const WATCHLIST_MAX_DOGS = 50;
/** A stored name is cut to this many characters (the cookie stays small). */
export const WATCHLIST_NAME_MAX = 40;
/** How long the list is kept after its last change, in days (docs/product/README.md#numbers-and-limits). */
export const WATCHLIST_COOKIE_DAYS = 90;
/** The cookie's value never grows beyond this (browsers keep about 4 KB per cookie). */
export const WATCHLIST_MAX_BYTES = 3800;

export interface WatchlistEntry {
  slug: string;
  name: string;
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

/** Whether a string can be a dog slug as the site writes them (docs/product/dogs.md#slug). */
export function isWatchlistSlug(value: string): boolean {
  return SLUG.test(value);
}

/**
 * Which dog a slug stands for: its id suffix (docs/product/dogs.md#slug), so a
 * dog renamed upstream (new name part, same id) is still the same entry.
 */
export function watchKey(slug: string): string {
  return dogIdSuffixFromSlug(slug) ?? slug;
}

/**
 * Whether the dog of a canonical slug (as the site writes it on a card) is on
 * a list given by its {@link watchKey}s. A canonical slug's id part is simply
 * what follows its last hyphen (docs/product/dogs.md#slug), so the browser needs
 * none of the slug parsing for it.
 */
export function isWatched(keys: readonly string[], canonicalSlug: string): boolean {
  return keys.includes(canonicalSlug.slice(canonicalSlug.lastIndexOf("-") + 1));
}

function cleanName(name: string): string {
  // Control characters and the separators go; the name is cut by code points (no split emoji).
  const plain = name.normalize("NFC").replace(/[\p{Cc}\p{Cf}]/gu, "").replace(/\s+/g, " ").trim();
  return [...plain].slice(0, WATCHLIST_NAME_MAX).join("");
}

/**
 * The entries of a cookie value, oldest first. Anything that is not a valid
 * entry is dropped, a slug is kept once, and at most {@link WATCHLIST_MAX_DOGS}
 * entries are read; a missing or broken value is an empty list.
 */
export function parseWatchlist(value: string | null | undefined): WatchlistEntry[] {
  if (!value) return [];
  const entries: WatchlistEntry[] = [];
  const seen = new Set<string>();
  for (const part of value.split("|")) {
    if (entries.length >= WATCHLIST_MAX_DOGS) break;
    const colon = part.indexOf(":");
    if (colon < 1) continue;
    const slug = part.slice(0, colon);
    let name: string;
    try {
      name = cleanName(decodeURIComponent(part.slice(colon + 1)));
    } catch {
      continue;
    }
    if (!isWatchlistSlug(slug) || seen.has(watchKey(slug)) || name === "") continue;
    seen.add(watchKey(slug));
    entries.push({ slug, name });
  }
  return entries;
}

/** The cookie value of a list: `slug:name|slug:name`, names percent-encoded (only cookie-safe characters). */
export function serialiseWatchlist(entries: readonly WatchlistEntry[]): string {
  return entries.map((e) => `${e.slug}:${encodeURIComponent(cleanName(e.name))}`).join("|");
}

export type WatchlistChange =
  | { ok: true; entries: WatchlistEntry[] }
  | { ok: false; reason: "full" };

/**
 * The list with a dog added at the end. A dog already on it (under this or an
 * older slug) stays where it is, with its current slug and name. A full list
 * (by count or by size) is refused.
 */
export function addToWatchlist(entries: readonly WatchlistEntry[], entry: WatchlistEntry): WatchlistChange {
  const index = entries.findIndex((e) => watchKey(e.slug) === watchKey(entry.slug));
  if (index >= 0) {
    const next = [...entries];
    next[index] = { slug: entry.slug, name: cleanName(entry.name) || entries[index]!.name };
    return { ok: true, entries: next };
  }
  const next = [...entries, { slug: entry.slug, name: cleanName(entry.name) }];
  if (next.length > WATCHLIST_MAX_DOGS || serialiseWatchlist(next).length > WATCHLIST_MAX_BYTES) return { ok: false, reason: "full" };
  return { ok: true, entries: next };
}

/** The list without the dog of this slug, under any of its slugs (unchanged when it is not on it). */
export function removeFromWatchlist(entries: readonly WatchlistEntry[], slug: string): WatchlistEntry[] {
  const key = watchKey(slug);
  return entries.filter((e) => watchKey(e.slug) !== key);
}
