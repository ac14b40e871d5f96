/**
 * What scanners and a hostile volunteer tried on the back office (and the
 * public routes beside it), against the built server: bodies of any size,
 * NUL bytes and broken ids in every route of the role matrix, unknown paths,
 * forged hosts behind a proxy, the data folder's modes, and the log.
 */
import http from "node:http";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRoutes, type AdminRoute } from "#app/admin/route-table.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { BODY_LIMITS } from "../../server/request-bodies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { adminRequest, form, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";

let server: TestServer;
const tokens: Record<string, string> = {};
let owner = "";
let ownerEs = "";
const ids = { submission: "", post: "", guide: "", dog: "" };

function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A chunked POST (no Content-Length) of `total` bytes, written as fast as the
 * server reads; resolves with the answer's status as soon as it arrives (the
 * server may close the connection before the body's end).
 */
function chunkedPost(port: number, pathname: string, options: { host: string; headers?: Record<string, string>; total: number; prefix?: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const state = { settled: false };
    const done = (status: number | Error) => {
      if (state.settled) return;
      state.settled = true;
      if (status instanceof Error) reject(status);
      else resolve(status);
    };
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: pathname,
      method: "POST",
      agent: false,
      headers: { Host: options.host, "Transfer-Encoding": "chunked", "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
    });
    req.on("response", (res) => {
      res.resume();
      done(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error) => {

      // A reset after the answer is the server closing an oversized upload: expected.
      if (!state.settled) done(error);
    });
    const chunk = Buffer.alloc(256 * 1024, "a");
    let written = 0;
    if (options.prefix) req.write(options.prefix);
    const pump = () => {
      while (!state.settled && written < options.total) {
        written += chunk.byteLength;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!state.settled && written >= options.total) req.end();
    };
    pump();
  });
}

beforeAll(async () => {
  server = await startTestServer(
    { FORM_MIN_FILL_SECONDS: "0", ADMIN_SIGNIN_RATE_LIMIT: "1000", FORM_RATE_LIMIT: "1000", SMTP_URL: undefined },
    async (dir) => {
      const links = await inviteManyByCli(dir, [
        { email: "owner@example.org", role: "owner" },
        { email: "propietaria@example.org", role: "owner", lang: "es" },
        { email: "spare@example.org", role: "coordinator" },
      ]);
      Object.assign(tokens, { owner: links["owner@example.org"], ownerEs: links["propietaria@example.org"], spare: links["spare@example.org"] });
    },
  );
  owner = (await signInWithLink(server, tokens.owner!))!;
  ownerEs = (await signInWithLink(server, tokens.ownerEs!))!;
  if (!owner || !ownerEs) throw new Error("no sessions");
  const host = new URL(server.de).host;
  const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host })).body) as { token: string };
  const body = JSON.stringify({ formType: "contact", locale: "de", data: validFields("contact", "Hostile"), token });
  const res = await rawRequest(server.port, "/api/send-form-email", {
    host, method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
  });
  ids.submission = (JSON.parse(res.body) as { id: string }).id;
  for (const kind of ["blog", "guide"] as const) {
    const list = await adminRequest(server, `/verwaltung/inhalte?kind=${kind}`, { cookie: owner });
    ids[kind === "blog" ? "post" : "guide"] = /data-item="([0-9a-f-]{36})"/.exec(list.body)?.[1] ?? "";
  }
  const dogs = JSON.parse((await rawRequest(server.port, "/api/dogs", { host })).body) as { dogs: { id: string | number }[] };
  ids.dog = String(dogs.dogs[0]?.id ?? "");
  if (!ids.submission || !ids.post || !ids.guide || !ids.dog) throw new Error(`missing records: ${JSON.stringify(ids)}`);
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

const errorLines = () => server.output().split("\n").filter((line) => line.includes('"level":50'));

describe("every body is read within its route's limit, chunked or not (413 beyond, memory flat)", () => {
  const kinds: { name: string; path: () => string; limit: number; signedIn: boolean; host?: "es" }[] = [
    { name: "sign-in (before sign-in)", path: () => "/verwaltung/anmelden", limit: BODY_LIMITS.signIn, signedIn: false },
    { name: "passkey sign-in (JSON)", path: () => "/verwaltung/anmelden/passkey", limit: BODY_LIMITS.signIn, signedIn: false },
    { name: "a public form page", path: () => "/kontakt", limit: BODY_LIMITS.form, signedIn: false },
    { name: "a public JSON form", path: () => "/api/send-form-email", limit: BODY_LIMITS.form, signedIn: false },
    { name: "a back-office form", path: () => `/verwaltung/eingang/${ids.submission}`, limit: BODY_LIMITS.form, signedIn: true },
    { name: "the editor's preview", path: () => "/verwaltung/inhalte/vorschau", limit: BODY_LIMITS.preview, signedIn: true },
    { name: "the editor with uploads", path: () => `/verwaltung/inhalte/beitraege/${ids.post}`, limit: BODY_LIMITS.upload, signedIn: true },
  ];

  it.each(kinds.map((k) => [k.name, k] as const))("%s", async (_name, kind) => {
    const headers: Record<string, string> = { Origin: server.de };
    if (kind.signedIn) headers.Cookie = owner;
    // Warm the route up, then measure.
    await chunkedPost(server.port, kind.path(), { host: new URL(server.de).host, headers, total: kind.limit + 1024 * 1024 });
    const before = readRss(server.pid);
    // Each post sends far more than its limit; a server that kept what it read would grow by all of it
    // (at least 288 MB over the three posts). What it dropped is garbage until V8 next collects, which it
    // does for Buffers only after about 64 MB of them: so "flat" is well under the bytes sent, not zero.
    const sent = Math.max(kind.limit * 4, 96 * 1024 * 1024);
    for (let i = 0; i < 3; i++) {
      const status = await chunkedPost(server.port, kind.path(), { host: new URL(server.de).host, headers, total: sent, prefix: "lang=de&email=x%40example.org&pad=" });
      expect(status).toBe(413);
    }
    const after = readRss(server.pid);
    expect(after - before, `${kind.name}: grew by ${Math.round((after - before) / 1024 / 1024)} MB`).toBeLessThan(100 * 1024 * 1024);
    // The server is still there and answers the next request.
    expect((await rawRequest(server.port, "/healthz")).status).toBe(200);
  });

  it("a declared length over the limit is refused before the body is read; a body within it is read", async () => {
    const big = await adminRequest(server, "/verwaltung/anmelden", { method: "POST", body: form({ email: "x@example.org", lang: "de", pad: "a".repeat(BODY_LIMITS.signIn) }) });
    expect(big.status).toBe(413);
    expect(big.body).toBe("Die Anfrage ist zu groß. Bitte kürze deine Angaben.");
    const fine = await adminRequest(server, "/verwaltung/anmelden", { method: "POST", body: form({ email: "x@example.org", lang: "de" }) });
    expect(fine.status).toBe(200);
    const json = await rawRequest(server.port, "/api/send-form-email", {
      host: new URL(server.es).host, method: "POST", body: "x".repeat(BODY_LIMITS.form + 1),
      headers: { "Content-Type": "application/json", "Content-Length": String(BODY_LIMITS.form + 1) },
    });
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body)).toEqual({ error: "La solicitud es demasiado grande. Acorta tus datos, por favor." });
  });
});

describe("NUL bytes, lone surrogates, overlong text and malformed ids reach no database: never a 500", () => {
  const BAD_TEXT = ["a\u0000b", "x".repeat(2_500), "\u0001\u001b[31m", "Ünïcödé \u202e"];
  const BAD_IDS = ["not-a-uuid", "%00", "------------------------------------", "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a%00", "x".repeat(3000), "..%2F..%2Fetc"];
  const fill = (route: AdminRoute, id: string) =>
    `/verwaltung${route.path ? `/${route.path.replace(":id", id).replace(":dogId", id)}` : ""}`;
  const realId = (route: AdminRoute) =>
    route.path.includes(":dogId") ? encodeURIComponent(ids.dog) : route.path.startsWith("inhalte/beitraege/") ? ids.post : route.path.startsWith("inhalte/ratgeber/") ? ids.guide : ids.submission;
  const withParams = adminRoutes.filter((r) => r.path.includes(":"));
  const query = new URLSearchParams({ q: "a\u0000b", dog: "\u0000", r: "\u0000", kind: "\u0000", lang: "\u0000", next: "/verwaltung\u0000", land: "\u0000", page: "99999999999999999999", from: "2026-13-45", to: "\u0000", status: "\u0000", form: "\u0000", assignee: "\u0000", token: "\u0000" }).toString();

  it.each(withParams.map((r) => [r.id, r] as const))("%s: a malformed id is 404 for GET and POST", async (_id, route) => {
    const answers: string[] = [];
    for (const bad of BAD_IDS) {
      const page = await adminRequest(server, fill(route, bad), { cookie: owner });
      answers.push(`GET ${bad.slice(0, 40)} ${page.status}`);
      const post = await adminRequest(server, fill(route, bad), { cookie: owner, method: "POST", body: form({ intent: "note", note: "x" }) });
      answers.push(`POST ${bad.slice(0, 40)} ${post.status}`);
    }
    // Both a page and a post name nothing with a malformed id (a route without an action answers 405 or 404).
    expect(answers.filter((a) => !/ (404|405)$/.test(a))).toEqual([]);
  });

  it.each(adminRoutes.map((r) => [r.id, r] as const))("%s: hostile query and fields", async (_id, route) => {
    const target = route.path.includes(":") ? fill(route, realId(route)) : fill(route, "");
    const page = await adminRequest(server, `${target}?${query}`, { cookie: owner });
    expect([route.id, "GET", page.status < 500]).toEqual([route.id, "GET", true]);
    const failures: string[] = [];
    for (const text of route.action && route.id !== "admin-signout" ? BAD_TEXT : []) {
      const fields = {
        intent: "note", note: text, assignee: text, status: "new", email: `${text}@example.org`, confirm: "yes", name: text, id: text,
        headlineEs: text, descriptionEs: text, headlineDe: text, token: text, lang: "de", locale: "de", role: "editor", revision: text, version: text, kind: "blog", body: text,
        mail: text, q: text,
      };
      const post = await adminRequest(server, target, { cookie: owner, method: "POST", body: form(fields) });
      if (post.status >= 500) failures.push(`form ${text.slice(0, 12)}: ${post.status}`);
    }
    const passkey = route.id === "admin-passkey-signin" || route.id === "admin-passkey-register";
    for (const raw of passkey ? ['{"step":"verify","challengeId":"\\u0000","response":{"id":"\\ud800"}}', '{"step":"start","name":"\\ud800\\u0000"}', "[1,2", '"\\ud800"'] : []) {
      const post = await adminRequest(server, target, { cookie: owner, method: "POST", body: raw, headers: { "Content-Type": "application/json" } });
      if (post.status >= 500) failures.push(`json ${raw}: ${post.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("the probes of the report: q with a NUL, a note for a malformed id, an assignee that is no id", async () => {
    expect((await adminRequest(server, "/verwaltung/eingang?q=a%00b", { cookie: owner })).status).toBe(200);
    expect((await adminRequest(server, "/verwaltung/eingang/export.csv?q=a%00b&dog=%00", { cookie: owner })).status).toBe(200);
    expect((await adminRequest(server, "/verwaltung/eingang/not-a-uuid", { cookie: owner, method: "POST", body: form({ intent: "note", note: "x" }) })).status).toBe(404);
    const assignee = await adminRequest(server, `/verwaltung/eingang/${ids.submission}`, { cookie: owner, method: "POST", body: form({ intent: "assign", assignee: "not-a-uuid" }) });
    expect(assignee.status).toBe(400);
    const retry = await adminRequest(server, `/verwaltung/eingang/${ids.submission}`, { cookie: owner, method: "POST", body: form({ intent: "retry", mail: "\u0000" }) });
    expect(retry.status).toBe(404);
    // A note with a NUL is stored without it.
    const note = await adminRequest(server, `/verwaltung/eingang/${ids.submission}`, { cookie: owner, method: "POST", body: form({ intent: "note", note: "Rückruf\u0000 am Montag NulNoteQ7" }) });
    expect(note.status).toBe(200);
    const detail = await adminRequest(server, `/verwaltung/eingang/${ids.submission}`, { cookie: owner });
    expect(detail.body).toContain("Rückruf am Montag NulNoteQ7");
    expect(errorLines()).toEqual([]);
  });
});

describe("unknown paths under the back office", () => {
  const prefixes = ["", "/eingang", "/eingang/export.csv", `/eingang/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`, "/inhalte", "/inhalte/beitraege", "/inhalte/ratgeber/neu", "/konto", "/konto/passkey", "/anmelden", "/anmelden/link", "/hunde", "/einstellungen", "/protokoll", "/konten", "/datenschutz"];

  it.each(prefixes)("/verwaltung%s/gibt-es-nicht is 404 in the back office's frame, for everyone", async (prefix) => {
    const pathname = `/verwaltung${prefix}/gibt-es-nicht/${"x".repeat(3)}`;
    const anonymous = await adminRequest(server, pathname);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toContain(`<h1 class="text-2xl font-bold">${adminMessages.de.notFound.title}</h1>`);
    expect(anonymous.headers["cache-control"]).toBe("private, no-store");
    const signedIn = await adminRequest(server, pathname, { cookie: owner });
    expect(signedIn.status).toBe(404);
    expect(signedIn.body).toContain(adminMessages.de.nav.inbox);
    const post = await adminRequest(server, pathname, { cookie: owner, method: "POST", body: form({ a: "b" }) });
    expect(post.status).toBe(404);
  });

  it("speaks the account's language, or the browser's before sign-in", async () => {
    const spanishAccount = await adminRequest(server, "/verwaltung/gibt-es-nicht", { cookie: ownerEs });
    expect(spanishAccount.body).toContain(adminMessages.es.notFound.title);
    const spanishBrowser = await adminRequest(server, "/verwaltung/gibt-es-nicht", { headers: { "Accept-Language": "es-ES,es;q=0.9,de;q=0.5" } });
    expect(spanishBrowser.body).toContain(adminMessages.es.notFound.title);
    expect(spanishBrowser.body).toContain('<html lang="es"');
    const germanBrowser = await adminRequest(server, "/verwaltung/gibt-es-nicht", { headers: { "Accept-Language": "en-GB,de;q=0.5,es;q=0.4" } });
    expect(germanBrowser.body).toContain(adminMessages.de.notFound.title);
  });

  it("logs no error and no stack for any of them", async () => {
    await sleep(200);
    expect(errorLines()).toEqual([]);
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});

describe("refused cross-origin posts and sign-in links", () => {
  it("a post from another site is refused and logged as a warning, without a stack", async () => {
    const before = server.output().length;
    const res = await rawRequest(server.port, "/kontakt", {
      method: "POST", host: new URL(server.de).host,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", "Content-Length": "14" },
      body: "intent=contact",
    });
    expect([400, 403]).toContain(res.status);
    await sleep(200);
    const log = server.output().slice(before);
    expect(log).toContain('"event":"foreign_origin_refused"');
    expect(log).toContain('"level":40');
    expect(log).not.toContain('"level":50');
    expect(log).not.toMatch(/"stack"/);
  });

  it("a new sign-in link for an address ends the older unused ones", async () => {
    // Two links for the same account from the command line: the first stops working.
    const first = tokens.spare!;
    const again = await adminRequest(server, "/verwaltung/anmelden", { method: "POST", body: form({ email: "spare@example.org", lang: "de" }) });
    expect(again.status).toBe(200);
    expect(await signInWithLink(server, first)).toBeNull();
  });
});

describe("the data folder belongs to the server's user alone", () => {
  it("folders are 0700 and files 0600, the embedded database's and the e-mail files included", () => {
    const open: string[] = [];
    let files = 0;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const entry = path.join(dir, name);
        const stat = statSync(entry);
        if ((stat.mode & 0o077) !== 0) open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(server.dataDir, entry)}`);
        if (stat.isDirectory()) walk(entry);
        else files++;
      }
    };
    expect((statSync(server.dataDir).mode & 0o777).toString(8)).toBe("700");
    walk(server.dataDir);
    expect(files).toBeGreaterThan(500);
    expect(readdirSync(path.join(server.dataDir, "mail")).some((f) => f.endsWith(".eml"))).toBe(true);
    expect(open.slice(0, 10)).toEqual([]);
  });
});

describe("behind a proxy (TRUST_PROXY=1)", () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: "1", ADMIN_SIGNIN_RATE_LIMIT: "3", LOG_LEVEL: "warn" });
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  it("redirects are built from the checked host, never from a forged Host header", async () => {
    const de = new URL(proxied.de).host;
    const forged = await rawRequest(proxied.port, "/hunde/", { host: "evil.example", headers: { "X-Forwarded-Host": de } });
    expect(forged.status).toBe(301);
    expect(forged.headers.location).toBe(`${proxied.de}/hunde`);
    const legacy = await rawRequest(proxied.port, "/adopt-a-dog/", { host: "evil.example", headers: { "X-Forwarded-Host": de } });
    expect(legacy.headers.location).toBe(`${proxied.de}/adoption`);
    const other = await rawRequest(proxied.port, "/hunde/", { host: de, headers: { "X-Forwarded-Host": "evil.example" } });
    expect(other.status).toBe(400);
    expect(other.headers.location).toBeUndefined();
  });

  it("a client that rotates X-Forwarded-For still meets the limit: the proxy's own entry counts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await rawRequest(proxied.port, "/verwaltung/anmelden", {
        method: "POST",
        host: new URL(proxied.de).host,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded", Origin: proxied.de,
          // What a client writes itself, then what the proxy appends: the address it saw.
          "X-Forwarded-For": `198.51.100.${i}, 203.0.113.7`,
        },
        body: form({ email: `rotate${i}@example.org`, lang: "de" }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

/**
 * A POST as an attacker sends it: the headers at once (a declared length, or chunked), then
 * `chunk` every `everyMs` until `total`; resolves what the client saw (the status if an answer
 * came, whether the server closed the connection, how much it managed to send).
 */
function probe(
  port: number,
  pathname: string,
  options: { host: string; headers?: Record<string, string>; declared?: number; total: number; chunk?: number; everyMs?: number },
): Promise<{ status: number | null; closed: boolean; written: number; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let status: number | null = null;
    let written = 0;
    let finished = false;
    const headers: Record<string, string> = { Host: options.host, "Content-Type": "application/x-www-form-urlencoded", ...options.headers };
    if (options.declared !== undefined) headers["Content-Length"] = String(options.declared);
    else headers["Transfer-Encoding"] = "chunked";
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method: "POST", agent: false, headers });
    const end = (closed: boolean) => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      resolve({ status, closed, written, ms: performance.now() - started });
      req.destroy();
    };
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => setTimeout(() => end(req.socket?.destroyed ?? true), 300));
    });
    req.on("error", () => end(true));
    req.on("close", () => end(true));
    req.flushHeaders();
    const piece = Buffer.alloc(options.chunk ?? 256 * 1024, "a");
    const pump = () => {
      if (finished) return;
      if (written >= options.total) {
        req.end();
        return;
      }
      written += piece.byteLength;
      if (!req.write(piece) && !options.everyMs) req.once("drain", pump);
      else if (!options.everyMs) setImmediate(pump);
    };
    const timer = options.everyMs ? setInterval(pump, options.everyMs) : undefined;
    if (options.declared === undefined && !options.everyMs) pump();
  });
}

describe("an upload body is read only for a valid session or token, checked before its first byte (decision 023)", () => {
  const token = "A".repeat(43);
  const routes = [
    { name: "the family's news (de)", path: () => `/anfrage/${token}/neuigkeiten`, host: () => new URL(server.de).host },
    { name: "the family's news (es)", path: () => `/solicitud/${token}/novedades`, host: () => new URL(server.es).host },
    { name: "a pre-check's photos", path: () => "/verwaltung/vorkontrollen/3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", host: () => new URL(server.de).host },
  ];

  it.each(routes.map((r) => [r.name, r] as const))("%s: an anonymous declared 40 MB body gets 413 at once, without being read", async (_name, route) => {
    const result = await probe(server.port, route.path(), { host: route.host(), headers: { Origin: server.de }, declared: BODY_LIMITS.photos, total: 0 });
    expect(result.status).toBe(413);
    expect(result.written).toBe(0);
    expect(result.ms).toBeLessThan(5_000);
  });

  it.each(routes.map((r) => [r.name, r] as const))("%s: an anonymous chunked body has its connection closed after the form limit, memory flat", async (_name, route) => {
    const before = readRss(server.pid);
    for (let i = 0; i < 5; i++) {
      const result = await probe(server.port, route.path(), { host: route.host(), headers: { Origin: server.de }, total: BODY_LIMITS.photos });
      expect(result.closed).toBe(true);
      // Cut off near the form limit, never allowed to send the 40 MB.
      expect(result.written).toBeLessThan(16 * 1024 * 1024);
    }
    expect(readRss(server.pid) - before).toBeLessThan(40 * 1024 * 1024);
    expect((await rawRequest(server.port, "/healthz")).status).toBe(200);
  });

  it("with a session, a pre-check's large body is read and reaches the page (no 413)", async () => {
    const result = await probe(server.port, "/verwaltung/vorkontrollen/3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a", {
      host: new URL(server.de).host,
      headers: { Origin: server.de, Cookie: owner },
      total: 2 * 1024 * 1024,
    });
    expect(result.written).toBe(2 * 1024 * 1024);
    // The page's own answer (the id names no pre-check), not the body reader's refusal.
    expect(result.status).not.toBe(413);
    expect(result.status).toBeGreaterThanOrEqual(200);
    expect(result.status).toBeLessThan(500);
  });

  it("a slow sender is cut off with 408 long before Node's 300 s", async () => {
    const result = await probe(server.port, `/anfrage/${token}/neuigkeiten`, {
      host: new URL(server.de).host,
      headers: { Origin: server.de },
      total: 1024 * 1024,
      chunk: 16,
      everyMs: 1_000,
    });
    expect(result.status).toBe(408);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(45_000);
  }, 60_000);
});

describe("every answer under a status token is private, errors included (docs/product/journey.md#status-page)", () => {
  const token = "B".repeat(43);
  const expectPrivate = (res: { headers: http.IncomingHttpHeaders }, label: string) => {
    expect([label, res.headers["cache-control"], res.headers["referrer-policy"], res.headers["x-robots-tag"]]).toEqual([
      label,
      "private, no-store",
      "no-referrer",
      "noindex, nofollow",
    ]);
  };

  it.each(["de", "es"] as const)("404, 405, 413 and the PDF's 404 (%s)", async (locale) => {
    const host = new URL(server[locale]).host;
    const base = locale === "de" ? `/anfrage/${token}` : `/solicitud/${token}`;
    const news = locale === "de" ? `${base}/neuigkeiten` : `${base}/novedades`;
    const pdf = locale === "de" ? `${base}/vertrag.pdf` : `${base}/contrato.pdf`;
    for (const address of [base, news, pdf]) {
      const res = await rawRequest(server.port, address, { host });
      expect([address, res.status]).toEqual([address, 404]);
      expectPrivate(res, `GET ${address}`);
    }
    const put = await rawRequest(server.port, base, { host, method: "PUT" });
    expect(put.status).toBe(405);
    expectPrivate(put, "PUT");
    const big = await probe(server.port, news, { host, headers: { Origin: server[locale] }, declared: BODY_LIMITS.photos, total: 0 });
    expect(big.status).toBe(413);
    const tooLarge = await rawRequest(server.port, base, {
      host, method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(BODY_LIMITS.form + 1), Origin: server[locale] }, body: "a".repeat(BODY_LIMITS.form + 1),
    });
    expect(tooLarge.status).toBe(413);
    expectPrivate(tooLarge, "413");
  });

  it("the rate limit's 429 on the status page and the news page, in both languages, carries Retry-After and the private headers", async () => {
    let last = 0;
    for (let i = 0; i < 80 && last !== 429; i++) last = (await rawRequest(server.port, `/anfrage/${token}`, { host: new URL(server.de).host })).status;
    expect(last).toBe(429);
    for (const [locale, address] of [["de", `/anfrage/${token}`], ["de", `/anfrage/${token}/neuigkeiten`], ["es", `/solicitud/${token}`], ["es", `/solicitud/${token}/novedades`]] as const) {
      const res = await rawRequest(server.port, address, { host: new URL(server[locale]).host });
      expect([address, res.status]).toEqual([address, 429]);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expectPrivate(res, address);
    }
  });
});
