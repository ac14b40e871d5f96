/**
 * The site's operational figures in the Prometheus text format (decision 030), served at
 * `/metrics` by server/metrics.ts. Every label value comes from a fixed list in this file:
 * never a path, a query, a host, an address or anything a visitor sent.
 *
 * - Requests: counted and timed per route kind and status class, as they finish.
 * - The outbox and the dog sync: read from the database in one statement
 *   (`readDatabaseFigures`), at most once per `DATABASE_FIGURES_MAX_AGE_MS` and only when
 *   someone scrapes, never on a page view.
 * - The image queue and the page cache: read from the objects themselves when scraped.
 * - The process (CPU, memory, event loop, garbage collection): prom-client's default metrics.
 */
import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import { errorCode } from "#app/platform/logging/error.ts";

/** What a request was for, decided from its path alone (server/metrics.ts). */
export const ROUTE_KINDS = ["document", "data", "api", "asset", "image", "storage", "admin", "health", "metrics"] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** How a request ended: its status class, or `aborted` when the client left before the answer was sent. */
export const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx", "aborted"] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export function statusClassOf(status: number): StatusClass {
  if (status >= 100 && status < 600) return `${Math.floor(status / 100)}xx` as StatusClass;
  return "5xx";
}

/** Wrong `/metrics` tokens one client address may send in 15 minutes; then 429 until the window ends. */
export const METRICS_TOKEN_FAILURES_PER_15_MINUTES = 10;

/** How long the figures read from the database are reused (several scrapers, or one scraping fast). */
export const DATABASE_FIGURES_MAX_AGE_MS = 5_000;

/** Seconds bounds of the request duration histogram (0.5 s: the document duration to watch). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The figures read from the database in one statement. Ages in seconds; null where there is nothing to measure. */
export interface DatabaseFigures {
  outboxQueued: number;
  /** Queued e-mails whose last attempt failed (waiting for their next try). */
  outboxRetrying: number;
  outboxFailed: number;
  /** Age of the oldest queued e-mail; 0 when none is queued. */
  outboxOldestQueuedAgeSeconds: number;
  /** Age of the dog snapshot stored by the last successful sync; null before any. */
  dogSyncAgeSeconds: number | null;
  /** The last sync attempt: whether it succeeded and how long ago it ran; null before any. */
  dogSyncLastAttemptOk: boolean | null;
  dogSyncLastAttemptAgeSeconds: number | null;
  /** Dogs in the stored snapshot. */
  dogsListed: number | null;
}

/**
 * One statement for every figure kept in the database: the outbox's rows that are not sent
 * (the index on status finds them; sent rows are not read) and the one row each of the dog
 * sync's state and status. Times are the database's, as the rows' own.
 */
export async function readDatabaseFigures(db: Database): Promise<DatabaseFigures> {
  const result = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE o.status = 'pending')::int AS outbox_queued,
      count(*) FILTER (WHERE o.status = 'pending' AND o.last_error IS NOT NULL)::int AS outbox_retrying,
      count(*) FILTER (WHERE o.status = 'failed')::int AS outbox_failed,
      coalesce(extract(epoch FROM now() - min(o.created_at) FILTER (WHERE o.status = 'pending')), 0)::float8 AS outbox_oldest_age,
      (SELECT extract(epoch FROM now() - s.synced_at)::float8 FROM dog_sync_state s WHERE s.id = 1) AS dog_sync_age,
      (SELECT s.dog_count FROM dog_sync_state s WHERE s.id = 1) AS dogs_listed,
      (SELECT t.ok FROM dog_sync_status t WHERE t.id = 1) AS last_attempt_ok,
      (SELECT extract(epoch FROM now() - t.attempted_at)::float8 FROM dog_sync_status t WHERE t.id = 1) AS last_attempt_age
    FROM outbox o
    WHERE o.status IN ('pending', 'failed')`);
  const rows = (result as unknown as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]);
  const row = (Array.isArray(rows) ? rows[0] : undefined) ?? {};
  const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
  return {
    outboxQueued: num(row.outbox_queued) ?? 0,
    outboxRetrying: num(row.outbox_retrying) ?? 0,
    outboxFailed: num(row.outbox_failed) ?? 0,
    // A clock step between the database's now() and a row's time must not show as a negative age.
    outboxOldestQueuedAgeSeconds: Math.max(0, num(row.outbox_oldest_age) ?? 0),
    dogSyncAgeSeconds: num(row.dog_sync_age),
    dogSyncLastAttemptOk: row.last_attempt_ok === null || row.last_attempt_ok === undefined ? null : Boolean(row.last_attempt_ok),
    dogSyncLastAttemptAgeSeconds: num(row.last_attempt_age),
    dogsListed: num(row.dogs_listed),
  };
}

export interface MetricsSources {
  /** The figures kept in the database (normally `readDatabaseFigures`). */
  database: () => Promise<DatabaseFigures>;
  /** The image encode queue right now. */
  imageQueue: () => { waiting: number; background: number; active: number; refused: number };
  /** How many visitors' image requests may wait at the most (IMAGE_QUEUE_MAX). */
  imageQueueCapacity: number;
  /** The page cache's lookups since start; null when it is switched off. */
  pageCache: () => { hits: number; misses: number; entries: number; bytes: number } | null;
  /** DOGS_SYNC_INTERVAL_SECONDS when an upstream is configured; null: no sync runs, and no sync figures are given. */
  dogSyncIntervalSeconds: number | null;
  logger: Pick<Logger, "warn">;
  now?: () => number;
}

let processRegistry: Registry | null = null;

/** The process's own figures (prom-client's default metrics), once per process however many sites it runs. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The site's metrics: one registry per running site, the process's metrics beside it. */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly contentType = this.registry.contentType;
  readonly #requests: Counter<"kind" | "status_class">;
  readonly #durations: Histogram<"kind" | "status_class">;
  readonly #sources: MetricsSources;
  readonly #now: () => number;
  #figures: { at: number; value: Promise<DatabaseFigures | null> } | null = null;
  #databaseReads = 0;

  constructor(sources: MetricsSources) {
    this.#sources = sources;
    this.#now = sources.now ?? Date.now;
    const registers = [this.registry];
    this.#requests = new Counter({
      name: "puente_http_requests_total",
      help: "HTTP requests answered, by route kind and status class.",
      labelNames: ["kind", "status_class"] as const,
      registers,
    });
    this.#durations = new Histogram({
      name: "puente_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route kind and status class.",
      labelNames: ["kind", "status_class"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });

    // A gauge read when scraped (a value of null: unknown, given as NaN, never a made-up 0).
    const gauge = (name: string, help: string, read: () => number | null | Promise<number | null>) =>
      this.registry.registerMetric(
        new Gauge({
          name,
          help,
          registers: [],
          collect: async function (this: Gauge) {
            this.set((await read()) ?? Number.NaN);
          },
        }),
      );
    // A counter whose running totals are kept elsewhere (the image queue, the page cache) and copied when scraped.
    const totals = (name: string, help: string, label: string | null, read: () => Record<string, number>) =>
      this.registry.registerMetric(
        new Counter({
          name,
          help,
          labelNames: label ? [label] : [],
          registers: [],
          collect: function (this: Counter<string>) {
            this.reset();
            for (const [value, total] of Object.entries(read())) {
              if (label) this.inc({ [label]: value }, total);
              else this.inc(total);
            }
          },
        }),
      );

    // Figures kept in the database: every gauge below shares one read per scrape (or per few seconds).
    const fromDatabase = (name: string, help: string, pick: (f: DatabaseFigures) => number | null) =>
      gauge(name, help, async () => {
        const figures = await this.#databaseFigures();
        return figures === null ? null : pick(figures);
      });
    fromDatabase("puente_outbox_queued", "E-mails in the outbox waiting to be sent (new, or retrying after a failed attempt).", (f) => f.outboxQueued);
    fromDatabase("puente_outbox_retrying", "Queued e-mails whose last attempt failed.", (f) => f.outboxRetrying);
    fromDatabase("puente_outbox_failed", "E-mails given up after MAIL_RETRY_HOURS (status failed; 'retry now' in the inbox queues them again).", (f) => f.outboxFailed);
    fromDatabase("puente_outbox_oldest_queued_age_seconds", "Age of the oldest queued e-mail (0 when none is queued).", (f) => f.outboxOldestQueuedAgeSeconds);
    gauge("puente_database_figures_ok", "1 when the figures kept in the database could be read at the last scrape, else 0.", async () =>
      (await this.#databaseFigures()) === null ? 0 : 1,
    );
    const interval = sources.dogSyncIntervalSeconds;
    if (interval !== null) {
      fromDatabase("puente_dog_sync_age_seconds", "Age of the dog list stored by the last successful sync.", (f) => f.dogSyncAgeSeconds);
      fromDatabase("puente_dog_sync_last_attempt_ok", "1 when the last sync attempt succeeded, 0 when it failed.", (f) =>
        f.dogSyncLastAttemptOk === null ? null : f.dogSyncLastAttemptOk ? 1 : 0,
      );
      fromDatabase("puente_dog_sync_last_attempt_age_seconds", "Time since the last sync attempt, successful or not.", (f) => f.dogSyncLastAttemptAgeSeconds);
      fromDatabase("puente_dogs_listed", "Dogs in the stored list.", (f) => f.dogsListed);
      gauge("puente_dog_sync_interval_seconds", "DOGS_SYNC_INTERVAL_SECONDS: how often the dog list is synced.", () => interval);
    }

    gauge("puente_image_queue_waiting", "Visitors' image requests waiting for an encode.", () => sources.imageQueue().waiting);
    gauge("puente_image_queue_background", "Background encodes (new dogs' photos) waiting.", () => sources.imageQueue().background);
    gauge("puente_image_encodes_running", "Image encodes running now.", () => sources.imageQueue().active);
    gauge("puente_image_queue_capacity", "IMAGE_QUEUE_MAX: visitors' image requests that may wait; more are answered 503.", () => sources.imageQueueCapacity);
    totals("puente_image_queue_refused_total", "Visitors' image requests refused (503) because the queue was full.", null, () => ({
      total: sources.imageQueue().refused,
    }));

    totals(
      "puente_page_cache_lookups_total",
      "Views of cacheable pages, by whether the page cache answered (hit) or the page was rendered (miss).",
      "result",
      () => {
        const stats = sources.pageCache();
        return { hit: stats?.hits ?? 0, miss: stats?.misses ?? 0 };
      },
    );
    gauge("puente_page_cache_entries", "Rendered pages kept in memory.", () => sources.pageCache()?.entries ?? 0);
    gauge("puente_page_cache_bytes", "Memory the kept pages take (approximately).", () => sources.pageCache()?.bytes ?? 0);
  }

  /** Counts and times one finished request. */
  observeRequest(kind: RouteKind, status: StatusClass, seconds: number): void {
    const labels = { kind, status_class: status };
    this.#requests.inc(labels);
    this.#durations.observe(labels, seconds);
  }

  /** How often the database was asked since start (tests: one read per scrape at the most). */
  get databaseReads(): number {
    return this.#databaseReads;
  }

  /** The whole text: the site's figures, then the process's. */
  async render(): Promise<string> {
    const [site, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${site}\n${process}`;
  }

  /** The database's figures, read once for every gauge of a scrape and reused for a few seconds; null if the read failed. */
  #databaseFigures(): Promise<DatabaseFigures | null> {
    const now = this.#now();
    if (this.#figures && now - this.#figures.at < DATABASE_FIGURES_MAX_AGE_MS) return this.#figures.value;
    this.#databaseReads += 1;
    const value = this.#sources.database().catch((error: unknown) => {
      this.#sources.logger.warn({ error: errorCode(error) }, "metrics: the database's figures could not be read");
      // A failed read is not kept: the next scrape asks again.
      this.#figures = null;
      return null;
    });
    this.#figures = { at: now, value };
    return value;
  }
}
