import type { MiddlewareFunction } from "react-router";
import { requestContext, servicesContext } from "#app/platform/context.ts";
import { hasForms, matchPath, type RouteKey } from "#app/platform/i18n/routes.ts";

/**
 * The pages served from the page cache (decisions 022 and 039), each with the number of variants
 * it is rendered into. Only pages whose HTML depends on nothing but the request's host, path,
 * query and cookies, on the tables in app/platform/db/public-tables.ts and, for a page with a form,
 * on the view's form token and key (put in afresh for every view): never a page that reads a
 * visitor's subscription or token. The start page shows dogs chosen at random: each of its views is
 * served one of eight renderings, each with its own random choice, drawn anew when they expire.
 */
export const cachedPages: Partial<Record<RouteKey, number>> = {
  home: 8,
  dogs: 1,
  dogDetail: 1,
  adoption: 1,
  fosterHome: 1,
  flightSponsor: 1,
  contact: 1,
  membership: 1,
  hospice: 1,
  fincaChaos: 1,
  residenciaMonika: 1,
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
export function cachedPageOf(pathname: string): { key: RouteKey; variants: number; forms: boolean } | null {
  const match = matchPath(pathname)[0];
  const variants = match ? cachedPages[match.key] : undefined;
  return match && variants ? { key: match.key, variants, forms: hasForms(match.key) } : null;
}

/**
 * The root route's first middleware: keeps the rendering of a page the server's page-cache step
 * looked up and did not have (`requestContext.pageCacheKey`, set in server/page-cache-hits.ts,
 * which also serves the kept pages, before React Router is asked).
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pageCache } = context.get(servicesContext);
  const { nonce, pageCacheKey, formFacts } = context.get(requestContext);
  if (!pageCache || request.method !== "GET" || !pageCacheKey || !nonce) return next();
  const response = await next();
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie") || !response.body) {
    return response;
  }
  const body = await response.text();
  const headers = new Headers(response.headers);
  pageCache.set(pageCacheKey, { nonce, ...formFacts }, { status: response.status, headers: [...headers], body });
  headers.set("X-Page-Cache", "miss");
  return new Response(body, { status: response.status, headers });
};
