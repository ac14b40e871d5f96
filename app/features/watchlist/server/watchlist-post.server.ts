/**
 * Reading a post of the watch list's hearts (docs/product/dogs.md#watch-list): method, origin,
 * size and fields are checked; each refusal has its status. No rate limit: the
 * post writes nothing but the visitor's own cookie.
 */
import type { RouterContextProvider } from "react-router";
import { localeContext } from "#app/platform/context.ts";
import { isAllowedOrigin, readLimited } from "#app/platform/forms/server/http.server.ts";
import { isWatchlistSlug } from "#app/features/watchlist/rules/watchlist.ts";

/** A heart's post is a few short fields. */
export const WATCHLIST_POST_MAX_BYTES = 2048;

export interface WatchlistPost {
  intent: "add" | "remove";
  slug: string;
  back: string;
  /** `data` when the page's script sent it (answered with data, not a redirect). */
  reply: string;
}

export type WatchlistPostResult =
  | { ok: true; fields: WatchlistPost }
  | { ok: false; status: 400 | 403 | 405 | 413 | 415; headers?: Record<string, string> };

export async function readWatchlistPost(context: Readonly<RouterContextProvider>, request: Request): Promise<WatchlistPostResult> {
  if (request.method !== "POST") return { ok: false, status: 405, headers: { Allow: "GET, HEAD, POST" } };
  const { sites } = context.get(localeContext);
  if (!isAllowedOrigin(request, [sites.de, sites.es].map((s) => new URL(s).origin))) return { ok: false, status: 403 };
  const bytes = await readLimited(request, WATCHLIST_POST_MAX_BYTES);
  if (bytes === null) return { ok: false, status: 413 };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  let fields: URLSearchParams | FormData;
  if (type === "application/x-www-form-urlencoded") fields = new URLSearchParams(new TextDecoder().decode(bytes));
  else if (type === "multipart/form-data") {
    try {
      fields = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
    } catch {
      return { ok: false, status: 400 };
    }
  } else return { ok: false, status: 415 };
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  const slug = text("slug");
  if ((intent !== "add" && intent !== "remove") || !isWatchlistSlug(slug)) return { ok: false, status: 400 };
  return { ok: true, fields: { intent, slug, back: text("back"), reply: text("reply") } };
}

/**
 * Where a plain post leads back to: a path of this site (with query and
 * fragment), never another host; null for anything else.
 */
export function safeBackPath(back: string): string | null {
  if (back.length === 0 || back.length > 1000) return null;
  if (!back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) return null;
  if (/[\p{Cc}\\]/u.test(back)) return null;
  try {
    const url = new URL(back, "http://internal");
    return url.host === "internal" ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
