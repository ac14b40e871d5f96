import type { MiddlewareFunction } from "react-router";
import { requestContext, servicesContext } from "#app/platform/context.ts";
import { publicTables } from "#app/platform/db/public-tables.ts";
import { hasForms, matchPath, type RouteKey } from "#app/platform/i18n/routes.ts";

/**
 * The pages served from the page cache (decision 022), each with the number of variants it is
 * rendered into. Only pages whose HTML depends on nothing but the request's host, path, query and
 * cookies and on the tables in app/platform/db/public-tables.ts belong here: never a page with a form
 * (its time token and idempotency key are fresh per view) nor one that reads a visitor's
 * subscription. The start page shows dogs chosen at random: each of its views is served one of
 * eight renderings, each with its own random choice, drawn anew when they expire.
 */
export const cachedPages: Partial<Record<RouteKey, number>> = {
  home: 8,
  dogs: 1,
  donations: 1,
  about: 1,
  imprint: 1,
  privacy: 1,
  blog: 1,
  blogPost: 1,
  faq: 1,
  guides: 1,
  guideDetail: 1,
  watchlist: 1,
};

/** Which cached page a GET of `pathname` is, or null (not a page, or not one that is cached). */
export function cachedPageOf(pathname: string): { key: RouteKey; variants: number } | null {
  const match = matchPath(pathname)[0];
  if (!match || hasForms(match.key)) return null;
  const variants = cachedPages[match.key];
  return variants ? { key: match.key, variants } : null;
}

/** The root route's first middleware: answers from the page cache, or renders and keeps the page. */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pageCache, changeNotice } = context.get(servicesContext);
  if (!pageCache || request.method !== "GET") return next();
  const url = new URL(request.url);
  // Client-side navigations fetch `<path>.data`: loader data, not a page.
  if (url.pathname.endsWith(".data")) return next();
  const page = cachedPageOf(url.pathname);
  const { nonce } = context.get(requestContext);
  if (!page || !nonce) return next();
  const variant = page.variants > 1 ? Math.floor(Math.random() * page.variants) : 0;
  const key = [changeNotice.stamp(publicTables), url.host, url.pathname + url.search, request.headers.get("cookie") ?? "", variant].join("\n");
  const hit = pageCache.get(key, nonce);
  if (hit) {
    const headers = new Headers(hit.headers);
    headers.set("X-Page-Cache", "hit");
    return new Response(hit.body, { status: hit.status, headers });
  }
  const response = await next();
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie") || !response.body) {
    return response;
  }
  const body = await response.text();
  const headers = new Headers(response.headers);
  pageCache.set(key, nonce, { status: response.status, headers: [...headers], body });
  headers.set("X-Page-Cache", "miss");
  return new Response(body, { status: response.status, headers });
};
