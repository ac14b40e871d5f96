/**
 * The figures behind /metrics (decision 030) against both databases: the outbox and the dog
 * sync read in one statement, the text a scraper reads (names, types, labels from fixed lists),
 * the database asked at most once per few seconds however often it is scraped, and a database
 * that does not answer making the figures unknown, not zero.
 */
import pino from "pino";
import { describe, expect, it } from "vitest";
import { outbox, submissions } from "#app/platform/db/schema.ts";
import { replaceDogSnapshot } from "#app/features/dogs/server/store.server.ts";
import { recordSyncAttempt } from "#app/features/dogs/server/sync-status.server.ts";
import {
  DATABASE_FIGURES_MAX_AGE_MS,
  ROUTE_KINDS,
  STATUS_CLASSES,
  SiteMetrics,
  readDatabaseFigures,
  type DatabaseFigures,
  type MetricsSources,
} from "#app/platform/metrics/metrics.server.ts";
import { testDatabases } from "../support/databases.ts";
import { parseMetrics } from "../support/metrics.ts";
import type { MailKind } from "#app/platform/mail/kinds.ts";

const silent = pino({ level: "silent" });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(testDatabases())("the database's figures ($name)", (database) => {
  it("are zero and unknown on an empty installation, then count the outbox and time the dog sync", async () => {
    const handle = await database.open();
    try {
      expect(await readDatabaseFigures(handle.db)).toEqual({
        outboxQueued: 0,
        outboxRetrying: 0,
        outboxFailed: 0,
        outboxOldestQueuedAgeSeconds: 0,
        dogSyncAgeSeconds: null,
        dogSyncLastAttemptOk: null,
        dogSyncLastAttemptAgeSeconds: null,
        dogsListed: null,
      } satisfies DatabaseFigures);

      const [submission] = await handle.db
        .insert(submissions)
        .values({ formType: "contact", locale: "de", data: { message: "x" }, idempotencyKey: "k1" })
        .returning({ id: submissions.id });
      const row = (kind: MailKind, status: string, createdAt: Date, lastError: string | null = null) => ({
        submissionId: submission!.id, kind, status, createdAt, lastError,
      });
      await handle.db.insert(outbox).values([
        row("notification", "pending", minutesAgo(20)),
        row("confirmation", "pending", minutesAgo(3), "ECONNREFUSED"),
        row("withdrawn_notice", "failed", minutesAgo(60 * 50), "EAUTH"),
      ]);
      // Sent rows are history, not backlog.
      const [other] = await handle.db
        .insert(submissions)
        .values({ formType: "contact", locale: "es", data: {}, idempotencyKey: "k2" })
        .returning({ id: submissions.id });
      await handle.db.insert(outbox).values({ submissionId: other!.id, kind: "notification", status: "sent", createdAt: minutesAgo(600) });

      await replaceDogSnapshot(handle.db, [], { source: "upstream", cacheTimestamp: null, now: minutesAgo(30) });
      await recordSyncAttempt(handle.db, { upstream: "https://shelter.example/dogs?token=abc", ok: false, errorKind: "timeout" }, minutesAgo(2));

      const figures = await readDatabaseFigures(handle.db);
      expect(figures).toMatchObject({ outboxQueued: 2, outboxRetrying: 1, outboxFailed: 1, dogSyncLastAttemptOk: false, dogsListed: 0 });
      expect(figures.outboxOldestQueuedAgeSeconds).toBeGreaterThan(20 * 60 - 5);
      expect(figures.outboxOldestQueuedAgeSeconds).toBeLessThan(20 * 60 + 60);
      expect(figures.dogSyncAgeSeconds).toBeGreaterThan(30 * 60 - 5);
      expect(figures.dogSyncAgeSeconds).toBeLessThan(30 * 60 + 60);
      expect(figures.dogSyncLastAttemptAgeSeconds).toBeGreaterThan(2 * 60 - 5);
      expect(figures.dogSyncLastAttemptAgeSeconds).toBeLessThan(2 * 60 + 60);

      await recordSyncAttempt(handle.db, { upstream: "https://shelter.example/dogs", ok: true });
      expect((await readDatabaseFigures(handle.db)).dogSyncLastAttemptOk).toBe(true);
    } finally {
      await handle.cleanup();
    }
  });
});

/** Sources whose figures each test sets; the clock moves only when a test moves it. */
function sources(overrides: Partial<MetricsSources> = {}) {
  const clock = { now: 1_000_000 };
  const figures: DatabaseFigures = {
    outboxQueued: 3, outboxRetrying: 1, outboxFailed: 2, outboxOldestQueuedAgeSeconds: 120,
    dogSyncAgeSeconds: 90, dogSyncLastAttemptOk: true, dogSyncLastAttemptAgeSeconds: 90, dogsListed: 40,
  };
  const state = { figures, reads: 0, queue: { waiting: 2, background: 5, active: 1, refused: 7 }, cache: { hits: 11, misses: 4, entries: 3, bytes: 9000 } };
  const config: MetricsSources = {
    database: async () => {
      state.reads += 1;
      return { ...state.figures };
    },
    imageQueue: () => state.queue,
    imageQueueCapacity: 64,
    pageCache: () => state.cache,
    dogSyncIntervalSeconds: 600,
    logger: silent,
    now: () => clock.now,
    ...overrides,
  };
  return { clock, state, config };
}

describe("the metrics text", () => {
  it("is the Prometheus format, with the site's figures, the process's, and labels only from fixed lists", async () => {
    const { config } = sources();
    const metrics = new SiteMetrics(config);
    metrics.observeRequest("document", "2xx", 0.12);
    metrics.observeRequest("document", "2xx", 0.7);
    metrics.observeRequest("image", "5xx", 0.01);
    expect(metrics.contentType).toBe("text/plain; version=0.0.4; charset=utf-8");
    const scrape = parseMetrics(await metrics.render());

    expect(scrape.value("puente_http_requests_total", { kind: "document", status_class: "2xx" })).toBe(2);
    expect(scrape.value("puente_http_request_duration_seconds_count", { kind: "document", status_class: "2xx" })).toBe(2);
    expect(scrape.value("puente_http_request_duration_seconds_bucket", { kind: "document", status_class: "2xx", le: "0.5" })).toBe(1);
    expect(scrape.value("puente_http_request_duration_seconds_bucket", { kind: "document", status_class: "2xx", le: "1" })).toBe(2);
    expect(scrape.types.get("puente_http_request_duration_seconds")).toBe("histogram");
    expect(scrape.value("puente_http_requests_total", { kind: "image", status_class: "5xx" })).toBe(1);

    expect(scrape.value("puente_outbox_queued")).toBe(3);
    expect(scrape.value("puente_outbox_retrying")).toBe(1);
    expect(scrape.value("puente_outbox_failed")).toBe(2);
    expect(scrape.value("puente_outbox_oldest_queued_age_seconds")).toBe(120);
    expect(scrape.value("puente_database_figures_ok")).toBe(1);
    expect(scrape.value("puente_dog_sync_age_seconds")).toBe(90);
    expect(scrape.value("puente_dog_sync_last_attempt_ok")).toBe(1);
    expect(scrape.value("puente_dog_sync_interval_seconds")).toBe(600);
    expect(scrape.value("puente_dogs_listed")).toBe(40);
    expect(scrape.value("puente_image_queue_waiting")).toBe(2);
    expect(scrape.value("puente_image_queue_background")).toBe(5);
    expect(scrape.value("puente_image_encodes_running")).toBe(1);
    expect(scrape.value("puente_image_queue_capacity")).toBe(64);
    expect(scrape.value("puente_image_queue_refused_total")).toBe(7);
    expect(scrape.types.get("puente_image_queue_refused_total")).toBe("counter");
    expect(scrape.value("puente_page_cache_lookups_total", { result: "hit" })).toBe(11);
    expect(scrape.value("puente_page_cache_lookups_total", { result: "miss" })).toBe(4);
    expect(scrape.value("puente_page_cache_entries")).toBe(3);
    // prom-client's default process metrics.
    expect(scrape.value("process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(scrape.value("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(scrape.types.get("nodejs_eventloop_lag_seconds")).toBe("gauge");

    // Every label of the site's own figures has a value from a fixed list.
    const allowed: Record<string, readonly string[]> = {
      kind: ROUTE_KINDS, status_class: STATUS_CLASSES, result: ["hit", "miss"],
      le: ["0.005", "0.01", "0.025", "0.05", "0.1", "0.25", "0.5", "1", "2.5", "5", "10", "+Inf"],
    };
    for (const sample of scrape.samples.filter((s) => s.name.startsWith("puente_"))) {
      for (const [label, value] of Object.entries(sample.labels)) expect(allowed[label], `${sample.name} ${label}`).toContain(value);
    }
  });

  it("asks the database once per scrape at the most, and reuses the answer for a few seconds", async () => {
    const { clock, state, config } = sources();
    const metrics = new SiteMetrics(config);
    await Promise.all([metrics.render(), metrics.render(), metrics.render()]);
    expect(state.reads).toBe(1);
    state.figures = { ...state.figures, outboxQueued: 9 };
    clock.now += DATABASE_FIGURES_MAX_AGE_MS - 1;
    expect(parseMetrics(await metrics.render()).value("puente_outbox_queued")).toBe(3);
    expect(state.reads).toBe(1);
    clock.now += 1;
    expect(parseMetrics(await metrics.render()).value("puente_outbox_queued")).toBe(9);
    expect(state.reads).toBe(2);
    expect(metrics.databaseReads).toBe(2);
    // Requests never read the database: only scrapes do.
    for (let i = 0; i < 100; i++) metrics.observeRequest("document", "2xx", 0.01);
    expect(state.reads).toBe(2);
  });

  it("gives unknown figures as NaN when the database does not answer, and asks again at the next scrape", async () => {
    const { state, config } = sources();
    let failing = true;
    const metrics = new SiteMetrics({
      ...config,
      database: async () => {
        state.reads += 1;
        if (failing) throw Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });
        return state.figures;
      },
    });
    let scrape = parseMetrics(await metrics.render());
    expect(scrape.value("puente_database_figures_ok")).toBe(0);
    expect(scrape.value("puente_outbox_queued")).toBeNaN();
    expect(scrape.value("puente_dog_sync_age_seconds")).toBeNaN();
    // What does not come from the database is still there.
    expect(scrape.value("puente_image_queue_waiting")).toBe(2);
    failing = false;
    scrape = parseMetrics(await metrics.render());
    expect(scrape.value("puente_database_figures_ok")).toBe(1);
    expect(scrape.value("puente_outbox_queued")).toBe(3);
  });

  it("leaves the dog sync out when no upstream is configured, and gives a sync that never ran as unknown", async () => {
    const without = parseMetrics(await new SiteMetrics(sources({ dogSyncIntervalSeconds: null }).config).render());
    expect(without.samples.some((s) => s.name.startsWith("puente_dog"))).toBe(false);
    expect(without.value("puente_outbox_queued")).toBe(3);

    const { state, config } = sources();
    state.figures = { ...state.figures, dogSyncAgeSeconds: null, dogSyncLastAttemptOk: null, dogSyncLastAttemptAgeSeconds: null };
    const never = parseMetrics(await new SiteMetrics(config).render());
    expect(never.value("puente_dog_sync_age_seconds")).toBeNaN();
    expect(never.value("puente_dog_sync_last_attempt_ok")).toBeNaN();
  });

  it("gives zero page-cache figures when the cache is switched off", async () => {
    const scrape = parseMetrics(await new SiteMetrics(sources({ pageCache: () => null }).config).render());
    expect(scrape.value("puente_page_cache_lookups_total", { result: "hit" })).toBe(0);
    expect(scrape.value("puente_page_cache_entries")).toBe(0);
  });
});
