import { PassThrough, pipeline } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { requestContext, servicesContext } from "#app/platform/context.ts";
import { NonceProvider } from "#app/ui/nonce.tsx";
import { InlineCssProvider } from "#app/ui/inline-styles.tsx";
import publicCss from "#app/app.css?inline";
import adminCss from "#app/admin/admin.css?inline";
import { isAdminPath } from "#app/admin/route-table.ts";
import { USED_STYLES_PLACEHOLDER, inlineUsedStyles } from "#app/platform/rendering/inline-used-styles.server.ts";
import islandsScript from "virtual:islands";
import { IslandsScriptProvider } from "#app/ui/islands-script.tsx";
import { dropModulePreloadsStream } from "#app/platform/rendering/drop-module-preloads.server.ts";
import { coalesceChunks } from "#app/platform/rendering/coalesce-chunks.server.ts";
import { holdAppScriptStream } from "#app/platform/rendering/hold-app-script.server.ts";
import { documentHydration } from "#app/platform/i18n/routes.ts";
import type { Transform } from "node:stream";

export const streamTimeout = 5_000;

/**
 * Caching is stated on every response on purpose. A page embeds a fresh CSP
 * nonce and the forms' time token and idempotency key, so no page and no
 * page data may be stored or shared: `private, no-store` unless a route set
 * its own (resource routes such as the sitemap, feed and images do).
 */
export const PAGE_CACHE_CONTROL = "private, no-store";

function stateCaching(headers: Headers) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  // Every page paints the visitor's watch list from its cookie (decision 020): should a page ever become
  // cacheable, no cache may hand one visitor's page to another.
  headers.append("Vary", "Cookie");
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  stateCaching(response.headers);
  return response;
};

/**
 * Every error a loader, an action or the render throws goes to the pino
 * logger, by type, code and stack frames (never its message, which may quote
 * visitor input). Expected answers (404, 405) are not errors; an aborted
 * request (the visitor left) is not either.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const { logger } = context.get(servicesContext);
  // React Router's own origin check refused a post from another site (answered 400): the client's doing,
  // a warning without a stack, so it does not hide a real fault.
  if (isForeignOriginRefusal(error)) {
    logger.warn({ event: "foreign_origin_refused", method: request.method }, "post from a foreign origin refused");
    return;
  }
  logger.error({ err: error, event: "request_failed", method: request.method }, "request failed");
};

/** The error React Router throws when an action's Origin header is not the request's origin (or not a URL). */
export function isForeignOriginRefusal(error: unknown): boolean {
  return error instanceof Error && /^(The `request\.url` origin does not match `origin` header|`origin` header is not a valid URL)/.test(error.message);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  stateCaching(responseHeaders);
  // A page without a form answers a POST with 405: it names what it does accept.
  if (responseStatusCode === 405 && !responseHeaders.has("Allow")) responseHeaders.set("Allow", "GET, HEAD");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  // The back office's stylesheet for its pages, whole; a public page inlines only the public rules its
  // HTML uses, put in once it is complete, and one that hydrates links the whole sheet too (decision
  // 041, app/root.tsx).
  const admin = isAdminPath(new URL(request.url).pathname);
  const sheet = admin ? adminCss : publicCss;
  const usedOnly = !admin;
  // A page that hydrates on first input holds React Router's start-up script back (decision 044).
  const matchIds = routerContext.staticHandlerContext.matches.map((match) => match.route.id);
  const steps: Transform[] = [coalesceChunks(), dropModulePreloadsStream()];
  if (documentHydration(matchIds) === "on-first-input") steps.push(holdAppScriptStream());
  if (usedOnly) steps.push(inlineUsedStyles(publicCss));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and link-preview bots get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={usedOnly ? USED_STYLES_PLACEHOLDER : sheet}>
          <IslandsScriptProvider value={islandsScript}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandsScriptProvider>
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // pipeline (not pipe) so an error in the render stream reaches the response.
          pipeline([body, ...steps], () => {});
          const html = steps.at(-1)!;
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.get(servicesContext).logger.error({ err: error, event: "render_failed" }, "page render failed");
        },
      },
    );
  });
}
