/**
 * What a hostile or careless client sends, against the built server as it
 * runs in production: each answer must be the safe one, nothing may crash,
 * nothing the client sent may reach the log, and no redirect may leave for a
 * host that is not configured.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { outbox, submissions } from "#app/platform/db/schema.ts";
import { rawRequest, type RawResponse } from "../support/http.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer, type TestSmtp } from "../support/smtp.ts";
import { validFields } from "../support/form-fixtures.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    // As `npm start` and the README's deploy step run it: NODE_ENV is not set.
    NODE_ENV: undefined,
    SMTP_URL: smtp.url,
    FORM_MIN_FILL_SECONDS: "0",
    OUTBOX_POLL_SECONDS: "1",
    FORM_RATE_LIMIT: "1000",
    CONFIRMATIONS_PER_ADDRESS_PER_DAY: "3",
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const host = (locale: Locale = "de") => new URL(server[locale]).host;
const get = (path: string, options: Parameters<typeof rawRequest>[2] = {}) =>
  rawRequest(server.port, path, { host: host(), ...options });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function formToken(locale: Locale = "de"): Promise<{ token: string; idempotencyKey: string }> {
  const res = await get("/api/form-token", { host: host(locale) });
  return JSON.parse(res.body) as { token: string; idempotencyKey: string };
}

async function postJson(path: string, body: unknown, options: { locale?: Locale; method?: string; raw?: string } = {}) {
  const text = options.raw ?? JSON.stringify(body);
  const res = await get(path, {
    method: options.method ?? "POST",
    host: host(options.locale),
    headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) },
    body: text,
  });
  return { ...res, json: res.body.startsWith("{") ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
}

async function sendContact(data: Record<string, unknown>, locale: Locale = "de") {
  const { token } = await formToken(locale);
  return postJson("/api/send-form-email", { formType: "contact", locale, data, token }, { locale });
}

async function mailsTo(address: string, kind: "notification" | "confirmation", atLeast: number, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.filter((m) =>
      kind === "confirmation" ? m.to.includes(address) : m.replyTo.includes(address),
    );
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await sleep(100);
  }
}

function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

describe("redirects never leave for a host that is not configured", () => {
  const attempts = [
    "/.//evil.example/",
    "/%2e//evil.example/",
    "/x/..//evil.example/",
    "/./\\evil.example/",
    "/paypal/../..//evil.example/",
    "//evil.example/",
    "///evil.example",
    "/\\\\evil.example/",
  ];
  it.each(attempts)("%s", async (path) => {
    const res = await get(path);
    expect(res.status).not.toBe(500);
    // No Location at all is safe too; any Location is absolute and on our host.
    const location = res.headers.location ?? `${server.de}/`;
    expect(new URL(location).origin, location).toBe(server.de);
  });

  it("every redirect is an absolute URL on our host or a configured external target", async () => {
    const legacy = await get("/adopt-a-dog/");
    expect([legacy.status, legacy.headers.location]).toEqual([301, `${server.de}/adoption`]);
    const spanish = await get("/about-us", { host: host("es") });
    expect([spanish.status, spanish.headers.location]).toEqual([301, `${server.es}/sobre-nosotros`]);
  });
});

describe("no redirect loops on the file folders", () => {
  it.each(["/images", "/images/", "/brand", "/brand/", "/assets", "/assets/", "/storage", "/storage/", "/storage/blog-images", "/storage/blog-images/"])(
    "%s ends in an answer, not in a loop",
    async (start) => {
      const visited: string[] = [];
      let path = start;
      let res = await get(path);
      while (res.status >= 300 && res.status < 400 && visited.length < 5) {
        visited.push(path);
        path = new URL(res.headers.location!, server.de).pathname;
        res = await get(path);
      }
      expect(visited.length, `redirects: ${visited.join(" → ")}`).toBeLessThanOrEqual(1);
      expect([200, 404]).toContain(res.status);
    },
  );
});

describe("methods", () => {
  it.each(["PUT", "PATCH", "DELETE"])("%s on the form endpoint is 405 with Allow, and nothing is stored", async (method) => {
    const { token } = await formToken();
    const res = await postJson(
      "/api/send-form-email",
      { formType: "contact", locale: "de", data: validFields("contact", `Method${method}`), token },
      { method },
    );
    expect(res.status).toBe(405);
    expect(res.headers.allow).toMatch(/POST/);
    expect(await mailsTo(`method${method.toLowerCase()}@example.org`, "notification", 1, 1500)).toHaveLength(0);
  });

  it("TRACE is 501, a POST to a page without a form is 405 with Allow", async () => {
    const trace = await get("/", { method: "TRACE" });
    expect(trace.status).toBe(501);
    const post = await get(pathFor("about", "de"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "3" },
      body: "a=b",
    });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });

  it("a malformed URL is 400", async () => {
    expect((await get("/%ff")).status).toBe(400);
    expect((await get("/hunde/%E0%A4%A")).status).toBe(400);
  });
});

describe("unknown asset names are cheap 404s that keep nothing", () => {
  it("1,500 made-up names under /assets/ leave the server's memory where it was", async () => {
    // Warm up the code path first, then measure.
    for (let i = 0; i < 100; i++) await get(`/assets/warm-${i}.js`);
    const before = readRss(server.pid);
    for (let i = 0; i < 1500; i++) {
      const res = await get(`/assets/${"x".repeat(200)}-${i}.js`);
      expect(res.status).toBe(404);
    }
    const after = readRss(server.pid);
    // Remembering 1,500 names cost hundreds of megabytes before; a few MB of noise are allowed.
    expect(after - before).toBeLessThan(30 * 1024 * 1024);
  });
});

describe("every response states its caching", () => {
  it.each([
    ["/kontakt", /private, no-store/],
    [pathFor("adoption", "de"), /private, no-store/],
    [pathFor("membership", "de"), /private, no-store/],
    ["/", /private, no-store/],
    ["/api/form-token", /no-store/],
    ["/api/form-token.data", /no-store/],
    ["/kontakt.data", /no-store/],
    ["/gibt-es-nicht", /no-store/],
    ["/sitemap.xml", /public, max-age=\d+/],
    ["/robots.txt", /public, max-age=\d+/],
    ["/favicon.svg", /public, max-age=\d+/],
    ["/adopt-a-dog", /public, max-age=\d+/],
  ])("%s", async (path, expected) => {
    const res = await get(path);
    expect(res.headers["cache-control"], path).toMatch(expected);
  });
});

describe("text input is normalised once, and never reaches the log", () => {
  it("a NUL byte in a field is dropped: the submission is stored and delivered", async () => {
    const res = await sendContact({ ...validFields("contact", "NulByte"), message: "Eine Frage\u0000 zur Adoption NulByteQ7" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [mail] = await mailsTo("nulbyte@example.org", "notification", 1);
    expect(mail?.text).toContain("Eine Frage zur Adoption NulByteQ7");
  });

  it("a lone surrogate is a field error (400), not a 503 that no retry can mend", async () => {
    const raw = JSON.stringify({
      formType: "contact",
      locale: "es",
      data: { ...validFields("contact", "Surrogate"), message: "Una pregunta LoneSurrogateQ7 \ud800 sobre Luna" },
      token: (await formToken("es")).token,
    });
    expect(raw).toContain("\\ud800");
    const res = await postJson("/api/send-form-email", null, { raw, locale: "es" });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ message: [getMessages("es").guard.unreadableText] });
  });

  it("/blog/%00 and /ratgeber/%00 are 404 without an error in the log", async () => {
    for (const path of ["/blog/%00", "/ratgeber/%00", "/blog/%00CanaryPathQ7"]) {
      expect((await get(path)).status).toBe(404);
    }
    await sleep(200);
    const log = server.output();
    expect(log).not.toContain("CanaryPathQ7\\u0000");
    expect(log.split("\n").filter((line) => line.includes('"level":50'))).toEqual([]);
    expect(log).not.toMatch(/^\s+at /m);
  });

  // The access log names each request's method and path (never its query, headers or body), by design.
  it("nothing a client sent beyond the path appears in the log, whatever it broke", async () => {
    await get("/%ff?CanaryQueryQ7");
    await get("/", { method: "TRACE", headers: { "X-Canary": "CanaryHeaderQ7" } });
    await postJson("/api/send-form-email", null, { raw: '{"formType":"contact","data":{"message":"CanaryJsonQ7\\u0000"}' });
    await sendContact({ ...validFields("contact", "CanaryFieldQ7"), message: "CanaryFieldQ7 \ud800" });
    await sleep(300);
    const log = server.output();
    for (const canary of ["CanaryQueryQ7", "CanaryHeaderQ7", "CanaryJsonQ7", "CanaryFieldQ7", "canaryfieldq7"]) {
      expect(log).not.toContain(canary);
    }
  });
});

describe("confirmation e-mails carry no text the sender chose, and a few a day at most", () => {
  it("the confirmation is a fixed text: no name, no message", async () => {
    const spam = "WIN 500 EUR call +49 900 prize-claim.de";
    const res = await sendContact({ ...validFields("contact", "Prize"), name: spam, message: `${spam} ${spam}` });
    expect(res.status).toBe(200);
    const [confirmation] = await mailsTo("prize@example.org", "confirmation", 1);
    expect(confirmation).toBeDefined();
    // Our own links (the status page's, on the test server's random port such as :35001) are the site's words, not the sender's.
    const text = confirmation!.text.replace(/https?:\/\/\S+/g, "");
    for (const part of ["WIN", "500", "prize-claim", "+49 900"]) {
      expect(text).not.toContain(part);
      expect(confirmation!.subject).not.toContain(part);
    }
  });

  it("one address gets three confirmations a day; the association still gets every submission", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await sendContact({ ...validFields("contact", "Flood"), name: `Flood ${i}` });
      expect(res.status).toBe(200);
    }
    expect(await mailsTo("flood@example.org", "notification", 6)).toHaveLength(6);
    await sleep(1500);
    expect(await mailsTo("flood@example.org", "confirmation", 3)).toHaveLength(3);
    // The same address in other letter cases is the same recipient.
    await sendContact({ ...validFields("contact", "Flood"), email: "FLOOD@Example.org" });
    await sleep(1500);
    expect(smtp.messages.filter((m) => m.to.toLowerCase().includes("flood@example.org"))).toHaveLength(3);
  });
});

describe("form tokens are bound to one submission and one host", () => {
  it("a token makes one submission: sent again with another key it is refused, not stored twice", async () => {
    const { token, idempotencyKey } = await formToken();
    const data = validFields("contact", "Replay");
    const first = await postJson("/api/send-form-email", { formType: "contact", locale: "de", data, token });
    expect(first.status).toBe(200);
    const again = await postJson("/api/send-form-email", { formType: "contact", locale: "de", data, token });
    expect(again.json.id).toBe(first.json.id);
    const otherKey = await postJson("/api/send-form-email", {
      formType: "contact", locale: "de", data, token, idempotencyKey: `${idempotencyKey.slice(0, -4)}beef`,
    });
    expect(otherKey.status).toBe(400);
    expect(await mailsTo("replay@example.org", "notification", 2, 2000)).toHaveLength(1);
  });

  it("a token of the German site is refused on the Spanish site", async () => {
    const { token } = await formToken("de");
    const res = await postJson(
      "/api/send-form-email",
      { formType: "contact", locale: "es", data: validFields("contact", "OtherHost"), token },
      { locale: "es" },
    );
    expect(res.status).toBe(400);
    expect(await mailsTo("otherhost@example.org", "notification", 1, 1500)).toHaveLength(0);
  });
});

describe("React runs its production build when NODE_ENV is not set", () => {
  it("as `npm start` and the deploy step start the server", () => {
    expect(server.output()).toMatch(/"react":"production"/);
  });
});

describe("the stored data after all of the above", () => {
  it("holds no NUL byte and no lone surrogate, and no outbox row holds personal data", async () => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    const rows = JSON.stringify(await db.db.select().from(submissions));
    const queue = JSON.stringify(await db.db.select().from(outbox));
    await db.close();
    expect(rows).not.toContain("\\u0000");
    expect(rows).not.toMatch(/\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
    expect(queue).not.toContain("@example.org");
  });
});

describe.skipIf(!testDatabaseUrl())("rate limits count across server processes on PostgreSQL", () => {
  it("two processes on one database share the limit of an address", async () => {
    const database = await createTemporaryDatabase(testDatabaseUrl()!);
    const env = { DATABASE_URL: database.url, FORM_RATE_LIMIT: "3", FORM_MIN_FILL_SECONDS: "0", SEED_DEMO_CONTENT: "false" };
    const a = await startTestServer(env);
    const b = await startTestServer(env);
    try {
      const post = async (s: TestServer): Promise<RawResponse> => {
        const tokenRes = await rawRequest(s.port, "/api/form-token", { host: new URL(s.de).host });
        const { token } = JSON.parse(tokenRes.body) as { token: string };
        const text = JSON.stringify({ formType: "contact", locale: "de", data: validFields("contact", "Limit"), token });
        return rawRequest(s.port, "/api/send-form-email", {
          method: "POST",
          host: new URL(s.de).host,
          headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) },
          body: text,
        });
      };
      const statuses = [(await post(a)).status, (await post(b)).status, (await post(a)).status, (await post(b)).status];
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await a.stop();
      await b.stop();
      await database.drop();
    }
  });
});
