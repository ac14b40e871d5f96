import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "#app/platform/context.ts";
import { pageContext } from "./page.server.ts";
import { seo } from "../rules/seo.ts";

/**
 * The not-found answer for a loader: HTTP 404 with a noindex head, rendered
 * inside the layout at the requested URL (no redirect, no soft 404). The path
 * is logged, nothing else about the request.
 */
export function notFound(context: Readonly<RouterContextProvider>, url: URL) {
  const ctx = pageContext(context);
  const { m } = ctx;
  context.get(servicesContext).logger.info({ path: url.pathname }, "not found");
  const head = seo(
    ctx,
    { title: m.notFound.title, description: m.notFound.description, routeKey: null, noIndex: true },
  );
  return data({ head, notFound: true as const }, { status: 404 });
}
