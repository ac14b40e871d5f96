import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { safeLocation, type ExternalRedirectTargets } from "#app/platform/i18n/redirects.ts";

/** Methods the site answers; every page takes GET and HEAD, pages with a form and the form endpoints POST. */
const SERVED = new Set(["GET", "HEAD", "POST"]);
/** Methods HTTP defines that no resource here accepts: 405 with the methods that are. */
const KNOWN = new Set(["PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * GET, HEAD and POST go on to the pages (which answer 405 for a POST where
 * there is no form); PUT, PATCH, DELETE and OPTIONS are 405 with `Allow`;
 * TRACE, CONNECT and methods nobody defined are 501. Nothing else reaches
 * the router, so no handler ever mistakes a PUT for a POST.
 */
export function methodGate() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SERVED.has(req.method)) return next();
    const status = KNOWN.has(req.method) ? 405 : 501;
    res
      .status(status)
      .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store" })
      .type("text/plain")
      .send(status === 405 ? "Method not allowed." : "Not implemented.");
  };
}

/** A path whose percent-encoding is not UTF-8 (`/%ff`) names nothing: 400, before any handler tries to decode it. */
export function rejectMalformedUrls() {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad request.");
      return;
    }
    next();
  };
}

/**
 * Every `Location` this server sends, whoever set it (the redirect table, a
 * page's loader, a static handler), becomes an absolute URL on the request's
 * own origin or stays one of the configured external targets. Anything else
 * is answered 404 without the header: no redirect ever leaves for a host that
 * is not in the configuration.
 */
export function guardRedirects(originOf: (req: Request, res: Response) => string, external: (res: Response) => ExternalRedirectTargets) {
  return (req: Request, res: Response, next: NextFunction) => {
    onHeaders(res, function () {
      const location = res.getHeader("location");
      if (location === undefined) return;
      const safe = safeLocation(String(location), originOf(req, res), external(res));
      if (safe) {
        res.setHeader("Location", safe);
        return;
      }
      res.removeHeader("Location");
      res.statusCode = 404;
    });
    next();
  };
}

/**
 * The origin redirects are built from: the configured address (SITE_URL_DE, SITE_URL_ES, ADMIN_URL)
 * whose host the request's checked host is, else the checked host with the request's scheme (a
 * further name in ALLOWED_HOSTS, another port). Never a header the host check did not pass.
 */
export function ownOrigin(protocol: string, checkedHost: string, configured: readonly URL[]): string {
  const host = checkedHost.toLowerCase();
  const match = configured.find((url) => url.host === host);
  return match ? match.origin : `${protocol}://${host}`;
}
