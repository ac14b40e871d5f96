import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import type { Server } from "node:http";
import express from "express";
import compression from "compression";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { parseEnv, trustProxySetting, type Env } from "#app/platform/config/env.server.ts";
import { createLogger, createServices, type Services } from "#app/services.server.ts";
import { requestContext, servicesContext } from "#app/platform/context.ts";
import { isServedHost, localeForHost } from "#app/platform/i18n/host.ts";
import { leadsOutside, NO_EXTERNAL_TARGETS, resolveRedirect, safeLocation, type ExternalRedirectTargets } from "#app/platform/i18n/redirects.ts";
import { cachedOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { pingDatabase } from "#app/platform/db/client.server.ts";
import { errorForLog } from "#app/platform/logging/error.ts";
import { loggedPath } from "#app/platform/logging/path.ts";
import { adminSite } from "#app/admin/auth/site.server.ts";
import { ADMIN_PREFIX } from "#app/admin/route-table.ts";
import onHeaders from "on-headers";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { originOf, securityHeaders } from "./security-headers.ts";
import { listPublicFiles, precompressedAssets } from "./precompressed.ts";
import { guardRedirects, methodGate, ownOrigin, rejectMalformedUrls } from "./request-guards.ts";
import { readRequestBodies } from "./request-bodies.ts";
import { uploadEntitlement } from "./upload-entitlement.ts";
import { privateTokenAnswers } from "./private-answers.ts";
import { routerHandler } from "./router-handler.ts";
import { pageCacheHits } from "./page-cache-hits.ts";
import { storedFiles } from "./stored-files.ts";
import { countRequests, metricsEndpoint } from "./metrics.ts";

export interface AppOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the browser build (build/client). */
  clientDir: string;
  /** True once the server is stopping: /healthz answers 503 and every connection closes after its answer. */
  isDraining?: () => boolean;
  /** Called when /healthz has told someone (a load balancer) that this copy is stopping. */
  onDrainReported?: () => void;
}

/** The HTTP application: host check, security headers, compression, static files, redirects, pages. */
export function createApp(services: Services, options: AppOptions): express.Express {
  const { env, logger } = services;
  const sites = { de: env.SITE_URL_DE, es: env.SITE_URL_ES };
  // The back office may live on a host of its own (ADMIN_URL).
  const servedHosts = [...env.ALLOWED_HOSTS, adminSite(env).rpId];
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  // Only paths of files that were there at start reach the disk: a page view costs no file lookup.
  const publicFiles = listPublicFiles(options.clientDir);

  // Every request is counted and timed by its kind and status class, never by its path (decision 030).
  app.use(countRequests(services.metrics, publicFiles));

  // While stopping, no connection is kept alive: each ends after the answer it is carrying, so the
  // proxy opens its next one to a copy that stays (Node's server.close() alone keeps them open).
  const draining = options.isDraining ?? (() => false);
  app.use((_req, res, next) => {
    if (draining()) res.setHeader("Connection", "close");
    next();
  });

  // Liveness and readiness for load balancers: any host, no personal data. A stopping copy answers
  // 503, so the proxy's health check moves new requests to the other copies before it stops listening.
  app.get("/healthz", async (_req, res) => {
    if (draining()) {
      res.status(503).type("application/json").set("Cache-Control", "no-store");
      res.send(JSON.stringify({ status: "stopping", database: services.databaseKind }));
      options.onDrainReported?.();
      return;
    }
    const ok = await pingDatabase(services.db);
    res.status(ok ? 200 : 503).type("application/json").set("Cache-Control", "no-store");
    res.send(JSON.stringify({ status: ok ? "ok" : "database unavailable", database: services.databaseKind }));
  });

  // The figures for Prometheus: from this machine itself (never through the proxy) or with
  // METRICS_TOKEN; on every host, like /healthz, and not logged (decision 030).
  app.use(metricsEndpoint({ metrics: services.metrics, token: env.METRICS_TOKEN, rateLimits: services.rateLimits, logger }));

  app.use(
    pinoHttp({
      logger,
      // Method, path (without query, without a link's token), status and timing only: no personal data.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: loggedPath(req.url) }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        err: errorForLog,
      },
      // 501 answers a method nobody implements: the client's doing, not a fault of ours.
      customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && res.statusCode !== 501) ? "error" : "info"),
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    }),
  );

  // Under a status token every answer is private, errors included (docs/product/journey.md#status-page).
  app.use(privateTokenAnswers());

  // The host this request is for: X-Forwarded-Host only from a trusted proxy (Express's `req.host`),
  // otherwise Host. It is checked here, and everything after builds addresses from it alone
  // (`res.locals.host`, `res.locals.origin`), never from a header it did not look at.
  const configuredOrigins = [env.SITE_URL_DE, env.SITE_URL_ES, adminSite(env).origin].map((u) => new URL(u));
  app.use((req, res, next) => {
    const host = req.host;
    if (!host || !isServedHost(host, sites, servedHosts)) {
      res.status(400).type("text/plain").send("Unknown host.");
      return;
    }
    res.locals.host = host;
    res.locals.origin = ownOrigin(req.protocol, host, configuredOrigins);
    next();
  });
  app.use(methodGate());
  app.use(rejectMalformedUrls());
  // The payment platforms a short address may lead to, as an owner last saved them (set below for such a request).
  const externalTargets = (res: express.Response): ExternalRedirectTargets =>
    (res.locals.externalTargets as ExternalRedirectTargets | undefined) ?? NO_EXTERNAL_TARGETS;
  app.use(guardRedirects((_req, res) => String(res.locals.origin), externalTargets));

  // Dog photos are served by our own image route (decision 015): the image host is never a source.
  const imageOrigins = [env.STORAGE_PUBLIC_URL]
    .map(originOf)
    .filter((o): o is string => o !== null);
  const scriptOrigins = [originOf(env.ANALYTICS_SCRIPT_URL)].filter((o): o is string => o !== null);
  app.use(securityHeaders({ imageOrigins, scriptOrigins }));
  app.use("/assets", precompressedAssets(path.join(options.clientDir, "assets")));
  // The public buckets (blog-images, guide-images), from the database, when no STORAGE_PUBLIC_URL is configured.
  app.use("/storage", storedFiles(services.db));
  // Pages are compressed per request (they carry a nonce and a form token): brotli at quality 3
  // costs a third of the default 4's time for about 2 % more bytes (hashed assets are precompressed at 11).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  // Public files keep their names when the association replaces them: a day, then revalidate.
  const serveStatic = express.static(options.clientDir, {
    maxAge: "1d",
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800"),
  });
  app.use((req, res, next) => (publicFiles.has(req.path) ? serveStatic(req, res, next) : next()));

  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const locale = localeForHost(String(res.locals.host), sites);
    // Joined, not resolved: a request for `//host/` is a path on this site, never another host.
    const url = new URL(`http://internal${req.originalUrl}`);
    if (leadsOutside(url.pathname)) {
      try {
        res.locals.externalTargets = (await cachedOrganisation(services))[locale].links;
      } catch (error) {
        return next(error);
      }
    }
    const external = externalTargets(res);
    const decision = resolveRedirect(locale, url.pathname, url.search, external);
    if (decision.kind === "redirect") {
      const location = safeLocation(decision.location, String(res.locals.origin), external);
      if (location) {
        // A platform's address is a setting and may change: not kept by any cache.
        res.set("Cache-Control", decision.status === 302 ? "no-cache" : "public, max-age=3600").redirect(decision.status, location);
        return;
      }
    }
    next();
  });

  // The back office: never indexed, never stored by a cache, whatever the answer (403 and 404 included).
  app.use(ADMIN_PREFIX, (_req, res, next) => {
    onHeaders(res, () => {
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    });
    next();
  });

  // Every POST body is read here, within its route's limit, before any handler sees it (decision 023).
  // A large body (an upload) is read only for a session or a family's token, looked up first.
  app.use(
    readRequestBodies((req, res) => tooLargeAnswer(req, localeForHost(String(res.locals.host), sites)), {
      mayUpload: uploadEntitlement(services.db, adminSite(env)),
    }),
  );
  // A kept public page is sent as it is, before React Router is asked (decision 039).
  app.use(pageCacheHits({ pageCache: services.pageCache, changeNotice: services.changeNotice, formSecret: services.forms.secret, csp: { imageOrigins, scriptOrigins } }));
  app.use(
    routerHandler({
      build: options.build,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, {
          nonce: String(res.locals.nonce ?? ""),
          clientAddress: req.ip ?? "unknown",
          pageCacheKey: typeof res.locals.pageCacheKey === "string" ? res.locals.pageCacheKey : undefined,
          formFacts: res.locals.formFacts as { token: string; key: string } | undefined,
        });
        return context;
      },
    }),
  );
  return app;
}

/** The answer to a body over its limit: the form messages' words, as JSON for the JSON endpoints. */
function tooLargeAnswer(req: express.Request, locale: Locale): { type: string; text: string } {
  const error = getMessages(locale).guard.tooLarge;
  return req.path.startsWith("/api/") ? { type: "application/json", text: JSON.stringify({ error }) } : { type: "text/plain", text: error };
}

/** Which build of React this process loaded (React chooses by NODE_ENV when first imported). */
export function reactBuild(): "production" | "development" | "not loaded" {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((file) => /[\\/]react[\\/]cjs[\\/]react\.production\.js$/.test(file))) return "production";
  if (loaded.some((file) => /[\\/]react[\\/]cjs[\\/]react\.development\.js$/.test(file))) return "development";
  return "not loaded";
}

export interface RunningServer {
  server: Server;
  services: Services;
  url: string;
  stop(): Promise<void>;
}

/** Starts the whole site from the environment: configuration, database, jobs, HTTP. */
export async function startServer(
  source: Record<string, string | undefined> = process.env,
  options: Partial<AppOptions> = {},
): Promise<RunningServer> {
  let env: Env;
  try {
    env = parseEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    throw error;
  }
  const logger = createLogger(env);
  const services = await createServices(env, logger);
  // Loaded once: given a function, React Router would rebuild its route tables on every request.
  const build = options.build ?? ((await import("virtual:react-router/server-build")) as ServerBuild);
  const clientDir = options.clientDir ?? path.resolve(process.cwd(), "build/client");
  let draining = false;
  let reportDrain = () => {};
  const drainReported = new Promise<void>((resolve) => (reportDrain = resolve));
  const app = createApp(services, { build, clientDir, isDraining: () => draining, onDrainReported: () => reportDrain() });

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, de: env.SITE_URL_DE, es: env.SITE_URL_ES, react: reactBuild() }, "server listening");

  /**
   * Graceful stop (SIGTERM, e.g. `systemctl restart`): first /healthz answers 503 while the server
   * still serves, until the load balancer's health check has heard it (plus half a second for
   * requests it had already routed here) or SHUTDOWN_DRAIN_SECONDS have passed; then the server stops
   * accepting connections, finishes the requests under way (closing each connection after its answer,
   * at most 10 s), and only then stops the jobs: the e-mail worker finishes its batch, so every row it
   * claimed is marked sent or due again and no lease is left to run out; last the database.
   */
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      draining = true;
      const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
      logger.info({ drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, "shutting down");
      if (drainMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise((resolve) => (timer = setTimeout(resolve, drainMs))),
          drainReported.then(() => new Promise((resolve) => setTimeout(resolve, 500))),
        ]);
        clearTimeout(timer);
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A connection whose answer began before the stop keeps its keep-alive: it is closed as soon as it is idle.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        server.once("close", () => clearInterval(idle));
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await services.close();
      logger.info("stopped");
    })();
    return stopping;
  };
  return { server, services, url: `http://localhost:${port}`, stop };
}
