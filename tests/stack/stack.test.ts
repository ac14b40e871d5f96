/**
 * The site as it runs in production (scripts/lib/stack.ts): Caddy with deploy/Caddyfile in front
 * of two copies on one PostgreSQL database, over https with Caddy's own CA, a real SMTP peer,
 * Chromium trusting exactly that CA. HTTP/2 and HSTS in both languages, the back office's
 * `__Host-` session and a passkey sign-in, client addresses a forged X-Forwarded-For cannot
 * change, a picture uploaded through one copy served by the other and by Caddy, a form sent while
 * a copy is killed (delivered once, never a proxy error), a rolling restart under load that fails
 * no request, `/metrics` kept off the public hosts, and the nightly backup with its rotation.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import http from "node:http";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { freePort } from "../support/server.ts";
import { rawRequest } from "../support/http.ts";
import { inviteByCli, form } from "../support/admin.ts";
import sharp from "sharp";
import { validFields } from "../support/form-fixtures.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { localhostLookup, stackDatabase, stackRequest, startStack, type Stack } from "../../scripts/lib/stack.ts";

let stack: Stack;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  const [httpsPort, httpPort, a, b] = [await freePort(), await freePort(), await freePort(), await freePort()];
  stack = await startStack({
    dir: mkdtempSync(path.join(tmpdir(), "site-stack-")),
    httpsPort,
    httpPort,
    ports: [a, b],
    env: { ADMIN_SIGNIN_RATE_LIMIT: "4", FORM_MIN_FILL_SECONDS: "0", LOG_LEVEL: "info" },
  });
  // Chromium trusts Caddy's CA, and only it: no certificate error is waved through.
  browser = await launchBrowser({ args: [`--ignore-certificate-errors-spki-list=${stack.caSpki.join(",")}`] });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  const dir = stack?.dir;
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What went wrong in a copy or in Caddy, for a failing assertion's message. */
const logs = () => `caddy:\n${stack.caddyOutput().slice(-3000)}\ncopies:\n${stack.copies.map((c) => c.output().slice(-3000)).join("\n")}`;

describe("through Caddy", () => {
  it("serves both languages over HTTP/2 on https, with HSTS and HTTP/3 offered", async () => {
    const page = await context.newPage();
    for (const [origin, lang] of [[stack.de, "de"], [stack.es, "es"]] as const) {
      const response = await page.goto(`${origin}${pathFor("dogs", lang)}`);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(headers["alt-svc"]).toContain("h3=");
      expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe("h2");
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      // Canonical addresses are the public https ones the copies were given.
      expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(`${origin}${pathFor("dogs", lang)}`);
    }
    // Plain http is sent to https.
    const plain = await rawRequest(stack.httpPort, "/hunde", { host: "localhost" });
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/hunde$/);
    await page.close();
  });

  it("signs in to the back office with a passkey; the session cookie is Secure, __Host- and host-only", async () => {
    const m = adminMessages.de;
    const { token } = await inviteByCli(stack.copies[0].dataDir, "vorstand@example.org", "owner", { ...stack.siteEnv }, ["--name", "Vera", "--lang", "de"]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await page.goto(`${stack.de}/verwaltung/anmelden/link?token=${token}`);
    await page.getByRole("button", { name: m.link.confirm }).click();
    await page.waitForURL(/\/verwaltung\/konto$/);
    const cookies = (await context.cookies(stack.de)).filter((c) => c.name.includes("verwaltung"));
    expect(cookies.map((c) => ({ name: c.name, secure: c.secure, path: c.path, domain: c.domain, httpOnly: c.httpOnly }))).toEqual([
      { name: "__Host-verwaltung", secure: true, path: "/", domain: "localhost", httpOnly: true },
    ]);

    await page.fill("#passkey-name", "Laptop");
    await page.getByRole("button", { name: m.account.addPasskey }).click();
    await expect.poll(() => page.locator("[data-passkeys] li").count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: m.nav.signOut }).click();
    await page.waitForURL(/\/verwaltung\/anmelden/);
    expect((await context.cookies(stack.de)).filter((c) => c.name.includes("verwaltung"))).toEqual([]);
    await page.getByRole("button", { name: m.login.passkey }).click();
    await page.waitForURL(/\/verwaltung$/, { timeout: 15_000 });
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toBe(m.dashboard.title);
    expect((await context.cookies(stack.de)).find((c) => c.name === "__Host-verwaltung")?.secure).toBe(true);
    await page.close();
  });

  it("a picture an editor uploads through one copy is served by the other copy and through Caddy, the same bytes", async () => {
    const [a, b] = stack.copies;
    const host = new URL(stack.de).host;
    /** A request straight to one copy, as Caddy sends it (the public host, https said by the proxy). */
    const direct = (port: number, address: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { Host: host, "X-Forwarded-Proto": "https", "X-Forwarded-For": "127.0.0.9", ...options.headers };
        if (options.body) headers["Content-Length"] = String(options.body.length);
        const req = http.request({ host: "127.0.0.1", port, path: address, method: options.method ?? "GET", headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end(options.body);
      });
    /** The bytes of an address through Caddy (https, Caddy's CA only). */
    const throughCaddy = (address: string) =>
      new Promise<{ status: number; type: string | undefined; body: Buffer }>((resolve, reject) => {
        https
          .get(`${stack.de}${address}`, { ca: stack.caRoot, lookup: localhostLookup as never, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

    // A content editor signs in by e-mail link through Caddy (the session lives in the database).
    const { token } = await inviteByCli(a.dataDir, "redaktion@example.org", "editor", { ...stack.siteEnv }, ["--name", "Rita", "--lang", "de"]);
    const signedIn = await stackRequest(`${stack.de}/verwaltung/anmelden/link`, stack.caRoot, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.de },
      body: form({ token, lang: "de" }),
    });
    expect([302, 303]).toContain(signedIn.status);
    const setCookie = [signedIn.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("__Host-verwaltung="));
    expect(setCookie, "the session cookie").toBeTruthy();
    const cookie = setCookie!.split(";")[0]!;

    // The post with its main picture (and what it shows in both languages) is saved through copy A.
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#15803d" } }).jpeg().toBuffer();
    const upload = new FormData();
    const fields: Record<string, string> = {
      intent: "save",
      version: "0",
      status: "published",
      title_de: "Über den Proxy",
      title_es: "A través del proxy",
      slug_de: "ueber-den-proxy",
      slug_es: "a-traves-del-proxy",
      body_de: "Ein Bild, hochgeladen bei der einen Kopie.",
      body_es: "Una foto subida a una copia.",
      published_date: "2026-01-20",
      image_alt_de: "Eine grüne Wiese",
      image_alt_es: "Un prado verde",
    };
    for (const [name, value] of Object.entries(fields)) upload.append(name, value);
    upload.append("image", new Blob([photo], { type: "image/jpeg" }), "wiese.jpg");
    const encoded = new Request("http://form.invalid/", { method: "POST", body: upload });
    const saved = await direct(a.port, "/verwaltung/inhalte/beitraege/neu", {
      method: "POST",
      headers: { Cookie: cookie, Origin: stack.de, "Content-Type": encoded.headers.get("content-type")! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect([302, 303], saved.body.toString("utf8").slice(0, 2000)).toContain(saved.status);
    expect(saved.headers.location).toMatch(/\/inhalte\/beitraege\/[0-9a-f-]{36}\?created=1$/);

    // Copy B shows the post (it hears of the change within a second) with the picture's address.
    let page = "";
    await expect
      .poll(async () => {
        const res = await direct(b.port, "/blog/ueber-den-proxy");
        page = res.body.toString("utf8");
        return res.status;
      }, { timeout: 10_000 })
      .toBe(200);
    const imageAddress = /\/img\/file\/[\w-]+\/\d+\.jpg\/blog-images\/[0-9a-f-]{36}\.jpg/.exec(page)?.[0];
    expect(imageAddress, "an image address on copy B's page").toBeTruthy();
    const original = imageAddress!.replace(/^\/img\/file\/[\w-]+\/[^/]+\//, "/storage/");
    for (const file of [imageAddress!, original]) {
      const fromB = await direct(b.port, file);
      const fromA = await direct(a.port, file);
      const proxied = await throughCaddy(file);
      expect([file, fromB.status, fromB.headers["content-type"]]).toEqual([file, 200, "image/jpeg"]);
      expect([fromA.status, proxied.status, proxied.type]).toEqual([200, 200, "image/jpeg"]);
      expect(sha(fromB.body)).toBe(sha(fromA.body));
      expect(sha(proxied.body)).toBe(sha(fromB.body));
      // A picture, not a document: none of the document headers (decision 029).
      expect(fromB.headers["content-security-policy"] ?? null).toBe(file === original ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : null);
      expect(fromB.headers["permissions-policy"]).toBeUndefined();
    }
    expect((await sharp((await direct(b.port, imageAddress!)).body).metadata()).format).toBe("jpeg");
  });

  it("rate limits count the visitor's address, and an X-Forwarded-For the visitor writes changes nothing", async () => {
    // Sign-in requests (ADMIN_SIGNIN_RATE_LIMIT=4 for the stack) from one visitor, each with
    // another forged X-Forwarded-For, through either copy (counted in the database, shared by both).
    const signIn = (localAddress: string, forged?: string) =>
      stackRequest(`${stack.de}/verwaltung/anmelden`, stack.caRoot, {
        method: "POST",
        localAddress,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: stack.de,
          ...(forged ? { "X-Forwarded-For": forged, "X-Real-IP": forged, Forwarded: `for=${forged}` } : {}),
        },
        body: form({ email: `nobody-${Math.random().toString(36).slice(2)}@example.org`, lang: "de" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn("127.0.0.7", `198.51.100.${i}, 203.0.113.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
    // Another visitor is not held back by the first one's limit: the site sees each visitor, not Caddy.
    expect((await signIn("127.0.0.8")).status).toBe(200);
    // Nor can the first one slip out by claiming to be the second.
    expect((await signIn("127.0.0.7", "127.0.0.8")).status).toBe(429);
  });

  it("keeps /metrics off the public hosts (Caddy answers 404 itself); on the machine a copy answers it", async () => {
    for (const origin of [stack.de, stack.es]) {
      for (const address of ["/metrics", "/METRICS", "/metrics?x=1"]) {
        const res = await stackRequest(`${origin}${address}`, stack.caRoot);
        expect(res.status, `${origin}${address}`).toBe(404);
        // Caddy's own empty answer: the request never reached a copy (whose 404 has a text).
        expect(res.body, `${origin}${address}`).toBe("");
      }
    }
    const direct = await rawRequest(stack.copies[0].port, "/metrics", { host: "127.0.0.1" });
    expect(direct.status).toBe(200);
    expect(direct.body).toContain("puente_http_requests_total");
    expect(direct.body).toMatch(/^puente_database_figures_ok 1$/m);
  });

  it("a form sent while a copy dies is delivered exactly once, and the visitor sees success or a clear retry", async () => {
    const m = getMessages("de");
    const [dying, other] = stack.copies;
    const pages: Page[] = [];
    const sent: Record<string, string>[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await context.newPage();
      // A post whose copy died under it is answered by Caddy's page (503): the browser logs it.
      allowConsoleErrors(page, /status of 50[234]/);
      await page.goto(`${stack.de}${pathFor("contact", "de")}`);
      const fields = validFields("contact", `Sigkill${i}`);
      for (const field of ["name", "email", "message"]) await page.fill(`#kontaktformular-${field}`, fields[field]!);
      await page.check("#kontaktformular-privacyAccepted");
      pages.push(page);
      sent.push(fields);
    }
    // The copy freezes, both forms go out (each to the copy with fewer requests under way: the frozen
    // one, still healthy for Caddy, mostly gets one of them, in 5 of 6 runs here), then it is killed
    // with any request unanswered and started again.
    process.kill(dying.pid()!, "SIGSTOP");
    await Promise.all(pages.map((page) => page.getByRole("button", { name: m.ui.sendContact }).click()));
    const outcome = (page: Page) =>
      page.evaluate(() => {
        const alert = [...document.querySelectorAll('[role="alert"]')].find((el) => el.querySelector("h3"));
        if (alert) return `failure: ${alert.textContent ?? ""}`;
        const status = [...document.querySelectorAll('[role="status"]')].find((el) => el.querySelector("h3"));
        return status ? `success: ${status.textContent ?? ""}` : null;
      });
    // At least one form reaches the other copy at once; the frozen one's waits.
    await expect.poll(async () => (await Promise.all(pages.map(outcome))).some((o) => o?.startsWith("success")), { timeout: 20_000 }).toBe(true);
    expect(await dying.kill("SIGKILL")).toBe(-1);
    const restarted = dying.start();
    const retried: string[] = [];
    for (const page of pages) {
      await expect.poll(() => outcome(page), { timeout: 30_000 }).not.toBeNull();
      const first = (await outcome(page))!;
      if (first.startsWith("failure")) {
        // The input is still there: send again.
        retried.push(first);
        await page.getByRole("button", { name: m.status.retry }).click();
        await page.getByRole("button", { name: m.ui.sendContact }).click();
      }
      await expect.poll(() => outcome(page), { timeout: 30_000 }).toMatch(/^success/);
      expect(await outcome(page)).toContain(m.status.success.contact);
      await page.close();
    }
    // Caddy's answer in the site's words, never a bare 502.
    for (const text of retried) expect(text).toContain("Die Website startet gerade neu");
    console.log(`copy killed under a form: ${retried.length} of ${pages.length} visitors were asked to send again`);
    await restarted;
    await stack.routed(dying.port);

    // Stored once each, both e-mails (the association's copy and the confirmation) sent once each.
    const db = stackDatabase(stack);
    await db.connect();
    try {
      for (const fields of sent) {
        const { rows } = await db.query<{ id: string }>("select id from submissions where data->>'email' = $1", [fields.email]);
        expect(rows, logs()).toHaveLength(1);
        await expect
          .poll(async () => (await db.query("select status from outbox where submission_id = $1 order by kind", [rows[0]!.id])).rows.map((r) => r.status), { timeout: 30_000 })
          .toEqual(["sent", "sent"]);
      }
    } finally {
      await db.end();
    }
    for (const fields of sent) {
      const mails = stack.smtp.messages.filter((mail) => mail.to.includes(fields.email!) || mail.replyTo.includes(fields.email!));
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
      expect(mails).toHaveLength(2);
    }
    expect(other.pid()).not.toBeNull();
  });

  it("a rolling restart of both copies under steady page views fails no request", async () => {
    const agent = new https.Agent({ keepAlive: true, maxSockets: 4, ca: stack.caRoot, lookup: localhostLookup as never });
    const paths = [
      `${stack.de}/`, `${stack.es}/`, `${stack.de}${pathFor("dogs", "de")}`, `${stack.es}${pathFor("dogs", "es")}`,
      `${stack.de}${pathFor("contact", "de")}`, `${stack.es}${pathFor("contact", "es")}`,
    ];
    const state = { running: true };
    let requests = 0;
    const failures: string[] = [];
    const loop = async (n: number) => {
      for (let i = n; state.running; i++) {
        const url = paths[i % paths.length]!;
        try {
          const res = await stackRequest(url, stack.caRoot, { agent, headers: { "Accept-Encoding": "br" } });
          if (res.status !== 200) failures.push(`${new Date().toISOString()} ${res.status} ${url} ${res.body.slice(0, 120)}`);
        } catch (error) {
          failures.push(`${new Date().toISOString()} ${url}: ${(error as Error).message}`);
        }
        requests += 1;
      }
    };
    // And a visitor who keeps tapping a heart: a POST (it writes only the visitor's cookie), which
    // Caddy 2.6 never sends twice, so only a copy that drains before it stops keeps it from failing.
    const slug = new RegExp(`href="${pathFor("dogs", "de")}/([a-z0-9-]+)"`).exec((await stackRequest(paths[2]!, stack.caRoot)).body)?.[1];
    expect(slug).toBeTruthy();
    const hearts = async () => {
      while (state.running) {
        try {
          const res = await stackRequest(`${stack.de}${pathFor("watchlist", "de")}`, stack.caRoot, {
            agent,
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.de },
            body: new URLSearchParams({ intent: "add", slug: slug!, back: pathFor("dogs", "de") }).toString(),
          });
          if (res.status !== 303) failures.push(`${new Date().toISOString()} POST heart: ${res.status} ${res.body.slice(0, 120)}`);
        } catch (error) {
          failures.push(`${new Date().toISOString()} POST heart: ${(error as Error).message}`);
        }
        requests += 1;
      }
    };
    const loops = [...[0, 1, 2, 3].map(loop), hearts()];
    const started = Date.now();
    const restarts: string[] = [];
    try {
      for (const copy of stack.copies) {
        await stack.routed(copy.port);
        const before = requests;
        const code = await copy.kill("SIGTERM");
        expect(code, copy.output().slice(-3000)).toBe(0);
        expect(copy.output()).toMatch(/"msg":"stopped"/);
        await copy.start();
        await stack.routed(copy.port);
        restarts.push(`${copy.port}: ${requests - before} requests while it restarted`);
      }
    } finally {
      state.running = false;
      await Promise.all(loops);
      agent.destroy();
    }
    console.log(`rolling restart: ${requests} requests in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} failed (${restarts.join("; ")})`);
    expect(failures, logs()).toEqual([]);
    expect(requests).toBeGreaterThan(200);
  });

  it("the nightly backup (deploy/backup.sh) writes a checked archive while the site runs and keeps the newest 14", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-backups-"));
    try {
      // Fifteen older archives (and a file that is none of them, which stays).
      for (let day = 1; day <= 15; day++) writeFileSync(path.join(dir, `site-2020-01-${String(day).padStart(2, "0")}T031500Z.tar.gz`), "old");
      writeFileSync(path.join(dir, "notes.txt"), "kept");
      const result = spawnSync("deploy/backup.sh", [], {
        encoding: "utf8",
        env: { ...process.env, ...stack.siteEnv, DATA_DIR: stack.copies[0].dataDir, BACKUP_DIR: dir, BACKUP_KEEP: "14", LOG_LEVEL: "silent" },
      });
      expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
      const archives = readdirSync(dir).filter((name) => name.startsWith("site-")).sort();
      expect(archives).toHaveLength(14);
      expect(archives.slice(0, 2)).toEqual(["site-2020-01-03T031500Z.tar.gz", "site-2020-01-04T031500Z.tar.gz"]);
      const newest = archives.at(-1)!;
      expect(newest).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
      expect(statSync(path.join(dir, newest)).size).toBeGreaterThan(10_000);
      expect((statSync(path.join(dir, newest)).mode & 0o777).toString(8)).toBe("600");
      expect(readdirSync(dir)).toContain("notes.txt");
      expect(result.stdout).toContain("deleted site-2020-01-02T031500Z.tar.gz");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
