// Load run of the form pipeline on loopback (bounded: 1,000 submissions, 50
// concurrent connections): every accepted submission must be in the database
// and reach the SMTP peer exactly once (association copy + confirmation).
// The rate limit is raised by configuration for the run only.
// Usage: npm run bench:forms [-- --submissions 1000 --connections 50]
// Uses PostgreSQL when TEST_DATABASE_URL is set, otherwise embedded PGlite.
import { count, eq } from "drizzle-orm";
import { startTestServer } from "../tests/support/server.ts";
import { startSmtpServer } from "../tests/support/smtp.ts";
import { createTemporaryDatabase } from "../tests/support/postgres.ts";
import { validFields } from "../tests/support/form-fixtures.ts";
import { openDatabase } from "../app/platform/db/client.server.ts";
import { outbox, submissions } from "../app/platform/db/schema.ts";
import { SUBMISSION_KINDS } from "../app/features/submissions/rules/kinds.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const total = arg("submissions", 1000);
const connections = arg("connections", 50);

const smtp = await startSmtpServer();
const pg = process.env.TEST_DATABASE_URL ? await createTemporaryDatabase(process.env.TEST_DATABASE_URL) : null;
const server = await startTestServer({
  SMTP_URL: smtp.url,
  FORM_RATE_LIMIT: String(total * 10),
  FORM_MIN_FILL_SECONDS: "0",
  OUTBOX_POLL_SECONDS: "1",
  LOG_LEVEL: "warn",
  ...(pg ? { DATABASE_URL: pg.url } : {}),
});
const base = server.de;
const tokenBody = (await (await fetch(`${base}/api/form-token`)).json()) as { token: string };

const latencies: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    for (let i = next++; i < total; i = next++) {
      const kind = SUBMISSION_KINDS[i % SUBMISSION_KINDS.length]!;
      const data = validFields(kind, `Load${i}`);
      const body = kind === "membership"
        ? { ...data, locale: i % 2 ? "es" : "de", token: tokenBody.token, idempotencyKey: `load-${i}` }
        : { formType: kind, locale: i % 2 ? "es" : "de", data, token: tokenBody.token, idempotencyKey: `load-${i}` };
      const t0 = performance.now();
      const res = await fetch(`${base}/api/${kind === "membership" ? "submit-membership" : "send-form-email"}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const accepted = statuses.get(200) ?? 0;

// Wait for the outbox to drain (two e-mails per submission).
const deliveryStart = performance.now();
const deadline = Date.now() + 180_000;
while (smtp.messages.length < accepted * 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
const deliverySeconds = (performance.now() - deliveryStart) / 1000;
await new Promise((r) => setTimeout(r, 2000)); // anything extra would arrive now
await server.stop({ keepData: true });

const db = await openDatabase(pg ? { databaseUrl: pg.url, dataDir: "unused" } : { dataDir: server.dataDir });
const [stored] = await db.db.select({ n: count() }).from(submissions).where(eq(submissions.spam, false));
const [sent] = await db.db.select({ n: count() }).from(outbox).where(eq(outbox.status, "sent"));
await db.close();
await pg?.drop();
await smtp.close();

latencies.sort((a, b) => a - b);
const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!);
const ids = smtp.messages.map((m) => m.messageId);
const report = {
  database: pg ? "postgres" : "pglite",
  submissions: total,
  connections,
  statuses: Object.fromEntries(statuses),
  requestsPerSecond: Math.round(total / seconds),
  latencyMs: { p50: pct(50), p95: pct(95), p99: pct(99), max: Math.round(latencies.at(-1) ?? 0) },
  storedInDatabase: Number(stored?.n ?? 0),
  emailsReceived: smtp.messages.length,
  distinctMessageIds: new Set(ids).size,
  outboxSent: Number(sent?.n ?? 0),
  deliverySecondsAfterLastRequest: Math.round(deliverySeconds * 10) / 10,
};
console.log(JSON.stringify(report, null, 2));
const ok = accepted === total && report.storedInDatabase === total && report.emailsReceived === total * 2 && report.distinctMessageIds === total * 2;
if (!ok) {
  console.error("LOAD RUN FAILED: not every submission was stored and delivered exactly once");
  process.exit(1);
}
