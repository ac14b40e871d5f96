/**
 * Hands a request to React Router and its answer back to Express. In place of
 * `@react-router/express`'s handler for two reasons (decision 023): the body
 * is the one `readRequestBodies` already read within its limit (never the
 * socket), and the request's URL is built from the host the host check
 * passed (`res.locals.host`), never from a header it did not look at.
 */
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";

export interface RouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext(req: Request, res: Response): RouterContextProvider;
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(key, one);
    else headers.set(key, value);
  }
  return headers;
}

function webRequest(req: Request, res: Response): globalThis.Request {
  const host = String(res.locals.host);
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers: headersOf(req), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = res.locals.body as Buffer | undefined;
    init.body = body ? new Uint8Array(body) : new Uint8Array();
  }
  return new Request(url.href, init);
}

async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // What the app says replaces the server's defaults (a page's own Referrer-Policy); cookies and Vary add up.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    if (key === "vary") res.append(key, value);
    else res.setHeader(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("set-cookie", cookie);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

export function routerHandler(options: RouterHandlerOptions) {
  const handle = createRequestHandler(options.build, process.env.NODE_ENV);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await send(res, await handle(webRequest(req, res), options.getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
