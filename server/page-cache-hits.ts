/**
 * Serves a kept page before React Router is asked (decision 039): the page cache's bytes in the
 * encoding the browser takes, compressed once, with a policy that names the page's inline scripts
 * by their hashes. A page it does not have is marked with its key (`res.locals.pageCacheKey`), and
 * the root route's middleware keeps its rendering under that key.
 */
import type { NextFunction, Request, Response } from "express";
import type { ChangeNotice } from "#app/platform/db/read-cache.server.ts";
import { publicTables } from "#app/platform/db/public-tables.ts";
import { pageCacheKey, type PageCache, type PageEncoding } from "#app/platform/rendering/page-cache.server.ts";
import { cachedPageOf } from "#app/platform/rendering/page-cache-middleware.server.ts";
import { formFacts } from "#app/platform/forms/server/token.server.ts";
import { contentSecurityPolicy, type CspOptions } from "./security-headers.ts";

export interface PageCacheHitsOptions {
  pageCache: PageCache | null;
  changeNotice: Pick<ChangeNotice, "stamp">;
  /** Signs the form tokens of a page with a form. */
  formSecret: string;
  csp: CspOptions;
}

export function pageCacheHits({ pageCache, changeNotice, formSecret, csp }: PageCacheHitsOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!pageCache || req.method !== "GET") return next();
    const url = new URL(`http://internal${req.originalUrl}`);
    // Client-side navigations fetch `<path>.data`: loader data, not a page (and a form's loader makes its own facts).
    if (url.pathname.endsWith(".data")) return next();
    const page = cachedPageOf(url.pathname);
    if (!page) return next();
    const variant = page.variants > 1 ? Math.floor(Math.random() * page.variants) : 0;
    const key = pageCacheKey({
      stamp: changeNotice.stamp(publicTables),
      host: String(res.locals.host),
      pathAndQuery: url.pathname + url.search,
      cookie: req.get("cookie") ?? "",
      variant,
    });
    const host = String(res.locals.host);
    // A page with a form: this view's token and key, made now, rendered into a miss or put into a hit.
    const facts = page.forms ? formFacts(formSecret, host) : undefined;
    const hit = pageCache.get(key);
    if (!hit) {
      res.locals.pageCacheKey = key;
      res.locals.formFacts = facts;
      return next();
    }
    if (hit.kind === "per-view") {
      if (!facts) return next();
      res.status(hit.status);
      setHeaders(res, hit.headers);
      res.setHeader("X-Page-Cache", "hit");
      // Compressed by the compression step, with this response's nonce, which its policy names.
      res.send(hit.html({ nonce: String(res.locals.nonce), ...facts }));
      return;
    }
    // Brotli whenever the browser takes it (a browser lists "gzip, deflate, br": its order is no preference).
    const encoding: PageEncoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
    const body = hit.bytes(encoding);
    res.status(hit.status);
    setHeaders(res, hit.headers);
    res.append("Vary", "Accept-Encoding");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(hit.scriptHashes, csp, req.secure));
    // The compression step passes an answer already encoded as it is.
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.setHeader("X-Page-Cache", "hit");
    res.end(body);
  };
}

/** A kept page's own headers (its length and encoding are the answer's). */
function setHeaders(res: Response, headers: [string, string][]) {
  for (const [name, value] of headers) {
    if (name === "content-length" || name === "content-encoding") continue;
    if (name === "vary") res.append(name, value);
    else res.setHeader(name, value);
  }
}
