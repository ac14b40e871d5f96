import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { pages } from "#app/platform/i18n/routes.ts";
import { locales } from "#app/platform/i18n/locale.ts";

/** The headers of an answer that carries a status token in its address (decision 025). */
export const PRIVATE_ANSWER_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * "/anfrage/", "/solicitud/": what stands before a status token in the route table; and before the
 * foster family's page's token, "/meine-pflegestelle/", "/mi-casa-de-acogida/".
 */
const TOKEN_PREFIXES = (["requestStatus", "fosterPage"] as const).flatMap((key) => locales.map((locale) => pages[key].paths[locale].split(":token")[0]!));

/** A path under a status token (the status page, the family's news, the contract's PDF, and anything else below it) or the foster family's page's token. */
export function isTokenPath(pathname: string): boolean {
  return TOKEN_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}

/**
 * Every answer under a token path, whoever writes it (a page, its error page, the method gate, the
 * body reader's 413, a rate limit's 429, a 500), is private: never stored by a cache, its address
 * never sent on as a referrer (the error page's link home included), never indexed.
 */
export function privateTokenAnswers() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isTokenPath(req.path)) {
      onHeaders(res, () => {
        for (const [name, value] of Object.entries(PRIVATE_ANSWER_HEADERS)) res.setHeader(name, value);
      });
    }
    next();
  };
}
