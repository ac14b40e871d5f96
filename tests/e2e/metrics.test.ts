/**
 * `/metrics` on a real server process (the production build) behind TRUST_PROXY=1, as Caddy
 * would front it (decision 030): read from the machine itself, refused through the proxy unless
 * with METRICS_TOKEN, wrong tokens counted and held back, and figures that move with what the
 * site does — page views, a form's e-mails queued while the mail server is down, the dog sync
 * against a stand-in upstream that then fails — with no visitor's text or address in any label.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { METRICS_TOKEN_FAILURES_PER_15_MINUTES, ROUTE_KINDS, STATUS_CLASSES } from "#app/platform/metrics/metrics.server.ts";
import { freePort, startTestServer, type TestServer } from "../support/server.ts";
import { rawRequest, type RawResponse } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { parseMetrics, type Scrape } from "../support/metrics.ts";

const TOKEN = randomBytes(32).toString("hex");
const CANARY = "Kanarienvogel5b1e";
const SYNC_SECONDS = 10;

/** The shelter's dog list, answering what the test sets (a list, or a failure). */
const upstream = { status: 200, dogs: [{ id: "m1", title: "Hund m1", species: "Hunde DE" }, { id: "m2", title: "Hund m2", species: "Hunde DE" }] };
const upstreamServer = http.createServer((_req, res) => {
  res.writeHead(upstream.status, { "Content-Type": "application/json" });
  res.end(upstream.status === 200 ? JSON.stringify(upstream.dogs) : "{}");
});

let server: TestServer;
let host = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => upstreamServer.listen(0, "127.0.0.1", resolve));
  // A mail server that refuses every connection: the form's e-mails stay queued and are retried.
  const closedPort = await freePort();
  server = await startTestServer({
    TRUST_PROXY: "1",
    METRICS_TOKEN: TOKEN,
    DOGS_API_URL: `http://127.0.0.1:${(upstreamServer.address() as AddressInfo).port}/dogs`,
    DOGS_SYNC_INTERVAL_SECONDS: String(SYNC_SECONDS),
    SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
    FORM_MIN_FILL_SECONDS: "0",
  });
  host = new URL(server.de).host;
});

afterAll(async () => {
  await server?.stop();
  upstreamServer.closeAllConnections();
  await new Promise((resolve) => upstreamServer.close(resolve));
});

/** GET /metrics from loopback, with these headers (X-Forwarded-For makes it a request through the proxy). */
const metricsRequest = (headers: Record<string, string> = {}) => rawRequest(server.port, "/metrics", { host: `127.0.0.1:${server.port}`, headers });

async function scrape(): Promise<Scrape> {
  const res = await metricsRequest();
  expect(res.status).toBe(200);
  return parseMetrics(res.body);
}

const documents = (s: Scrape) => s.sum("puente_http_requests_total", { kind: "document", status_class: "2xx" });

describe("/metrics from the machine itself", () => {
  it("answers the Prometheus text format, never stored by a cache, with the site's and the process's figures", async () => {
    const res = await metricsRequest();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const s = parseMetrics(res.body);
    for (const [name, type] of [
      ["puente_http_requests_total", "counter"],
      ["puente_http_request_duration_seconds", "histogram"],
      ["puente_outbox_queued", "gauge"],
      ["puente_outbox_failed", "gauge"],
      ["puente_outbox_oldest_queued_age_seconds", "gauge"],
      ["puente_dog_sync_age_seconds", "gauge"],
      ["puente_dog_sync_last_attempt_ok", "gauge"],
      ["puente_image_queue_waiting", "gauge"],
      ["puente_page_cache_lookups_total", "counter"],
      ["process_cpu_seconds_total", "counter"],
      ["nodejs_heap_size_used_bytes", "gauge"],
    ]) {
      expect(s.types.get(name!), name).toBe(type);
    }
    expect(s.value("puente_database_figures_ok")).toBe(1);
    expect(s.value("puente_image_queue_capacity")).toBe(64);
    // Any host name reaches it, as /healthz (the machine's own curl names no site).
    expect((await rawRequest(server.port, "/metrics", { host: "localhost" })).status).toBe(200);
    // Only this spelling: any other is the site's 404 page.
    expect((await rawRequest(server.port, "/METRICS", { host })).status).toBe(404);
  });

  it("counts a page view as a document, a data request as data, an image as an image, and the page cache's hits", async () => {
    const before = await scrape();
    // The second view is served from the page cache (unless a dog sync, every 10 s, changed the list just then).
    let views = 0;
    let cached = false;
    while (!cached && views < 5) {
      const view = await rawRequest(server.port, "/hunde", { host });
      expect(view.status).toBe(200);
      views += 1;
      cached = view.headers["x-page-cache"] === "hit";
    }
    expect(cached).toBe(true);
    expect((await rawRequest(server.port, "/hunde.data", { host })).status).toBe(200);
    expect((await rawRequest(server.port, "/api/dogs", { host })).status).toBe(200);
    expect((await rawRequest(server.port, "/favicon.svg", { host })).status).toBe(200);
    expect((await rawRequest(server.port, "/gibt-es-nicht", { host })).status).toBe(404);
    await expect.poll(async () => documents(await scrape()) - documents(before)).toBe(views);
    const after = await scrape();
    const grew = (labels: Record<string, string>) => after.sum("puente_http_requests_total", labels) - before.sum("puente_http_requests_total", labels);
    expect(grew({ kind: "data", status_class: "2xx" })).toBe(1);
    expect(grew({ kind: "api", status_class: "2xx" })).toBe(1);
    expect(grew({ kind: "asset", status_class: "2xx" })).toBe(1);
    expect(grew({ kind: "document", status_class: "4xx" })).toBe(1);
    // Each scrape is counted too (the earlier ones of this test at least).
    expect(grew({ kind: "metrics", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(after.sum("puente_http_request_duration_seconds_count", { kind: "document" })).toBe(after.sum("puente_http_requests_total", { kind: "document" }));
    const hits = (s: Scrape) => s.value("puente_page_cache_lookups_total", { result: "hit" }) ?? 0;
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(1);
  });

  it("shows a form's e-mails as outbox backlog while the mail server is down", async () => {
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
    const body = JSON.stringify({ formType: "contact", locale: "de", data: validFields("contact", CANARY), token });
    const sent = await rawRequest(server.port, "/api/send-form-email", {
      host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
    });
    expect(sent.status, sent.body).toBe(200);
    // The association's copy and the sender's confirmation, each tried once and waiting for the next try.
    await expect.poll(async () => (await scrape()).value("puente_outbox_retrying"), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const s = await scrape();
    expect(s.value("puente_outbox_queued")).toBeGreaterThanOrEqual(2);
    expect(s.value("puente_outbox_oldest_queued_age_seconds")).toBeGreaterThan(0);
    expect(s.value("puente_outbox_failed")).toBe(0);
  });

  it("times the dog sync: the age of the last good list, and a failed attempt", async () => {
    await expect.poll(async () => (await scrape()).value("puente_dog_sync_last_attempt_ok"), { timeout: 20_000 }).toBe(1);
    let s = await scrape();
    expect(s.value("puente_dog_sync_interval_seconds")).toBe(SYNC_SECONDS);
    expect(s.value("puente_dogs_listed")).toBe(2);
    expect(s.value("puente_dog_sync_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(s.value("puente_dog_sync_age_seconds")).toBeLessThan(SYNC_SECONDS + 10);

    upstream.status = 503;
    try {
      await expect.poll(async () => (await scrape()).value("puente_dog_sync_last_attempt_ok"), { timeout: (SYNC_SECONDS + 15) * 1000, interval: 1000 }).toBe(0);
      s = await scrape();
      // The last good list stays, and grows older than the failed attempt.
      expect(s.value("puente_dogs_listed")).toBe(2);
      expect(s.value("puente_dog_sync_age_seconds")!).toBeGreaterThan(s.value("puente_dog_sync_last_attempt_age_seconds")!);
    } finally {
      upstream.status = 200;
    }
  });

  it("holds no visitor's text, path, query or address in any label", async () => {
    await rawRequest(server.port, `/hunde?q=${CANARY}`, { host });
    await rawRequest(server.port, `/${CANARY}/x`, { host, headers: { "X-Forwarded-For": "198.51.100.77", "User-Agent": CANARY, Referer: `https://${CANARY}.example/` } });
    await rawRequest(server.port, `/api/${CANARY}`, { host });
    const res = await metricsRequest();
    expect(res.body).not.toContain(CANARY);
    expect(res.body.toLowerCase()).not.toContain(CANARY.toLowerCase());
    expect(res.body).not.toContain("198.51.100.77");
    expect(res.body).not.toContain("/hunde");
    const allowed: Record<string, readonly string[]> = {
      kind: ROUTE_KINDS, status_class: STATUS_CLASSES, result: ["hit", "miss"],
      le: ["0.005", "0.01", "0.025", "0.05", "0.1", "0.25", "0.5", "1", "2.5", "5", "10", "+Inf"],
    };
    for (const sample of parseMetrics(res.body).samples.filter((x) => x.name.startsWith("puente_"))) {
      for (const [label, value] of Object.entries(sample.labels)) expect(allowed[label], `${sample.name}{${label}="${value}"}`).toContain(value);
    }
  });
});

describe("/metrics through the proxy", () => {
  const outside = (address: string, extra: Record<string, string> = {}) => metricsRequest({ "X-Forwarded-For": address, ...extra });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it("is a 404 for a visitor, and for a request that claims to come from loopback through the proxy", async () => {
    for (const res of [
      await outside("203.0.113.5"),
      await outside("127.0.0.1"),
      await metricsRequest({ Forwarded: "for=203.0.113.5" }),
      await metricsRequest({ "X-Real-IP": "203.0.113.5" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).not.toContain("puente_");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers a visitor with the right token", async () => {
    const res = await outside("203.0.113.6", bearer(TOKEN));
    expect(res.status).toBe(200);
    expect(parseMetrics(res.body).value("puente_database_figures_ok")).toBe(1);
    // The token is not a cookie or a query: only the Authorization header counts.
    expect((await rawRequest(server.port, `/metrics?token=${TOKEN}`, { host, headers: { "X-Forwarded-For": "203.0.113.6" } })).status).toBe(404);
  });

  it(`refuses wrong tokens with 403, and after ${METRICS_TOKEN_FAILURES_PER_15_MINUTES} of them every token of that client with 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < METRICS_TOKEN_FAILURES_PER_15_MINUTES; i++) {
      // A near miss: the last byte changed, never back to the right one (whatever the random token ends in).
      const lastByte = (Number.parseInt(TOKEN.slice(-2), 16) + 1 + i) % 256;
      const res = await outside("203.0.113.66", bearer(`${TOKEN.slice(0, -2)}${lastByte.toString(16).padStart(2, "0")}`));
      expect(res.body).not.toContain("puente_");
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(METRICS_TOKEN_FAILURES_PER_15_MINUTES).fill(403));
    const held: RawResponse[] = [await outside("203.0.113.66", bearer("wrong")), await outside("203.0.113.66", bearer(TOKEN)), await outside("203.0.113.66", { Authorization: "Basic eDp5" })];
    for (const res of held) {
      expect(res.status).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.body).not.toContain("puente_");
    }
    // Another client is not held back by the first one's guesses.
    expect((await outside("203.0.113.67", bearer(TOKEN))).status).toBe(200);
    expect((await outside("203.0.113.67", bearer("wrong"))).status).toBe(403);
  });
});
