/**
 * `/metrics` (decision 030): the site's figures in the Prometheus text format, for the machine
 * itself or for a scraper with METRICS_TOKEN; and the counting of every request into them by
 * route kind and status class, never by path.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type express from "express";
import type { Logger } from "pino";
import { ADMIN_PREFIX } from "#app/admin/route-table.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { statusClassOf, type RouteKind, type SiteMetrics, type StatusClass } from "#app/platform/metrics/metrics.server.ts";
import type { RateLimits } from "#app/platform/rate-limits/rate-limit-store.server.ts";

export const METRICS_PATH = "/metrics";

/**
 * The kind of a request, from its path alone: a handful of fixed values, so a made-up address
 * cannot add a series. `publicFiles`: the paths of the files in build/client served as they are.
 */
export function routeKindOf(pathname: string, publicFiles: ReadonlySet<string>): RouteKind {
  if (pathname === "/healthz") return "health";
  if (pathname === METRICS_PATH) return "metrics";
  if (pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`) || pathname === `${ADMIN_PREFIX}.data`) return "admin";
  if (pathname.startsWith("/assets/") || publicFiles.has(pathname)) return "asset";
  if (pathname.startsWith("/img/") || pathname.startsWith("/vermittlungstiere/")) return "image";
  if (pathname.startsWith("/storage/")) return "storage";
  if (pathname.startsWith("/api/")) return "api";
  // Client-side navigations fetch a page's loader data as `<path>.data`.
  if (pathname.endsWith(".data")) return "data";
  return "document";
}

/** Counts and times every request as it ends (or as its client leaves before the answer). */
export function countRequests(metrics: SiteMetrics, publicFiles: ReadonlySet<string>): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const kind = routeKindOf(req.path, publicFiles);
    let recorded = false;
    const record = (status: StatusClass) => {
      if (recorded) return;
      recorded = true;
      metrics.observeRequest(kind, status, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once("finish", () => record(statusClassOf(res.statusCode)));
    res.once("close", () => record(res.writableFinished ? statusClassOf(res.statusCode) : "aborted"));
    next();
  };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a request came from this machine itself, not through the proxy: its peer is a loopback
 * address, it names no client of its own (behind Caddy every request comes from loopback, and
 * Caddy sets X-Forwarded-For on every one), and the client address Express resolved (with
 * TRUST_PROXY, the visitor's) is loopback as well.
 */
export function fromThisMachine(req: express.Request): boolean {
  if (!LOOPBACK.test(req.socket.remoteAddress ?? "")) return false;
  if (req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined || req.headers["x-real-ip"] !== undefined) return false;
  return LOOPBACK.test(req.ip ?? "");
}

/** Compares two secrets in time independent of where they differ, and of their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface MetricsEndpointOptions {
  metrics: SiteMetrics;
  /** METRICS_TOKEN; unset: only the machine itself may read. */
  token: string | undefined;
  rateLimits: RateLimits;
  logger: Pick<Logger, "warn">;
}

/**
 * GET/HEAD `/metrics` (exactly: any other spelling is the site's 404):
 * - with `Authorization` while METRICS_TOKEN is set: the token decides, wherever the request came
 *   from. A wrong one is 403 and counted per client address; after
 *   METRICS_TOKEN_FAILURES_PER_15_MINUTES of them the client gets 429, the right token included,
 *   until the window ends;
 * - otherwise from the machine itself (`fromThisMachine`): the figures;
 * - otherwise 404, as for any address the site does not have.
 */
export function metricsEndpoint(options: MetricsEndpointOptions): express.RequestHandler {
  const { metrics, token, rateLimits, logger } = options;
  const refuse = (res: express.Response, status: number, text: string) => {
    res.status(status).type("text/plain").set("Cache-Control", "no-store").send(text);
  };
  return async (req, res, next) => {
    if (req.path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) return next();
    try {
      const authorization = req.headers.authorization;
      if (token && authorization !== undefined) {
        const client = req.ip ?? "unknown";
        const held = await rateLimits.peek("metricsToken", client);
        if (!held.ok) {
          res.set("Retry-After", String(held.retryAfterSeconds));
          return refuse(res, 429, "Too many wrong tokens.");
        }
        const given = /^Bearer +(\S+)\s*$/i.exec(authorization)?.[1] ?? "";
        if (!sameSecret(given, token)) {
          const counted = await rateLimits.take("metricsToken", client);
          if (!counted.ok) {
            res.set("Retry-After", String(counted.retryAfterSeconds));
            return refuse(res, 429, "Too many wrong tokens.");
          }
          return refuse(res, 403, "Wrong token.");
        }
      } else if (!fromThisMachine(req)) {
        return refuse(res, 404, "Not found.");
      }
      const text = await metrics.render();
      res.status(200).type(metrics.contentType).set("Cache-Control", "no-store").send(text);
    } catch (error) {
      logger.warn({ error: errorCode(error) }, "metrics could not be answered");
      refuse(res, 503, "Metrics unavailable.");
    }
  };
}
