/**
 * The watch list's cookie (docs/product/dogs.md#watch-list, decision 020): read
 * from the request, written by the watch list page's action. First party,
 * HttpOnly (no script reads it), SameSite=Lax, Secure with the `__Host-` prefix
 * on https. It is never logged: the request log records method, path and status only.
 */
import type { RouterContextProvider } from "react-router";
import { localeContext } from "#app/platform/context.ts";
import { parseWatchlist, serialiseWatchlist, WATCHLIST_COOKIE_DAYS, type WatchlistEntry } from "#app/features/watchlist/rules/watchlist.ts";

/** The cookie's name on a site: `__Host-merkliste` on https, `merkliste` otherwise. */
export function watchlistCookieName(siteUrl: string): string {
  return siteUrl.startsWith("https:") ? "__Host-merkliste" : "merkliste";
}

function siteOf(context: Readonly<RouterContextProvider>): string {
  const { locale, sites } = context.get(localeContext);
  return sites[locale];
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The visitor's watch list on this site (each language's site keeps its own). */
export function readWatchlist(context: Readonly<RouterContextProvider>, request: Request): WatchlistEntry[] {
  return parseWatchlist(cookieValue(request.headers.get("cookie"), watchlistCookieName(siteOf(context))));
}

/** The Set-Cookie header that stores this list; an empty list deletes the cookie. */
export function watchlistSetCookie(context: Readonly<RouterContextProvider>, entries: readonly WatchlistEntry[]): string {
  const site = siteOf(context);
  const secure = site.startsWith("https:");
  const value = serialiseWatchlist(entries);
  const maxAge = value === "" ? 0 : WATCHLIST_COOKIE_DAYS * 24 * 60 * 60;
  return [`${watchlistCookieName(site)}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`, ...(secure ? ["Secure"] : [])].join("; ");
}
