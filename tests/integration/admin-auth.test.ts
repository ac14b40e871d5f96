/** Sessions, e-mail links, rate limits and the audit log of the back office, against PGlite and PostgreSQL. */
import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pino } from "pino";
import { sql } from "drizzle-orm";
import { adminSessions, adminUsers, auditLog } from "#app/platform/db/schema.ts";
import { consumeLoginLink, createLoginLink, LINK_TTL_MS } from "#app/admin/auth/links.server.ts";
import { accountStates } from "#app/admin/auth/accounts.server.ts";
import { createSession, loadSession, revokeSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "#app/admin/auth/sessions.server.ts";
import { adminSite } from "#app/admin/auth/site.server.ts";
import { requestSignInLink } from "#app/admin/auth/sign-in.server.ts";
import { audit, commandLine } from "#app/platform/audit/log.server.ts";
import { memoryRateLimits } from "#app/platform/rate-limits/rate-limit-store.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { Services } from "#app/services.server.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { testDatabases } from "../support/databases.ts";

const site = adminSite({ SITE_URL_DE: "https://www.puente-canino.de", ADMIN_URL: undefined });
const t0 = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;

describe("npm run admin on the command line", () => {
  const admin = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/admin.ts", ...args], { encoding: "utf8", env: { ...process.env, DATA_DIR: "memory://", LOG_LEVEL: "silent" } });

  it.each([["--help"], ["-h"], ["help"]])("%s prints the usage and exits 0", (arg) => {
    const run = admin(arg);
    expect(run.stdout).toContain("usage: npm run admin -- invite");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it.each([["--frobnicate"], ["--role"], ["delete", "a@example.org"], []])("an unknown command or option (%s) prints the usage, exits 2, without a stack trace", (...args) => {
    const run = admin(...args);
    expect(run.stderr).toContain("usage: npm run admin -- invite");
    expect(run.stderr).not.toMatch(/\n\s+at |TypeError|ERR_/);
    expect(run.status).toBe(2);
  });
});

describe("the back office's address", () => {
  it("is the German origin + /verwaltung, with __Host- cookies on https", () => {
    expect(site).toMatchObject({ url: "https://www.puente-canino.de/verwaltung", rpId: "www.puente-canino.de", secure: true, cookieName: "__Host-verwaltung" });
    const local = adminSite({ SITE_URL_DE: "http://localhost:3000", ADMIN_URL: undefined });
    expect(local).toMatchObject({ secure: false, cookieName: "verwaltung", host: "localhost:3000" });
  });

  it("ADMIN_URL must end in /verwaltung", () => {
    expect(() => parseEnv({ ADMIN_URL: "https://intern.example.org/admin" })).toThrow(/ADMIN_URL/);
    expect(parseEnv({ ADMIN_URL: "https://intern.example.org/verwaltung" }).ADMIN_URL).toBe("https://intern.example.org/verwaltung");
  });
});

describe.each(testDatabases())("back-office accounts ($name)", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let userId: string;
  let otherId: string;
  beforeEach(async () => {
    handle = await database.open();
    const rows = await handle.db.insert(adminUsers).values([
      { email: "ana@example.org", role: "coordinator" },
      { email: "ben@example.org", role: "editor" },
    ]).returning();
    userId = rows[0]!.id;
    otherId = rows[1]!.id;
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("a session ends after 12 hours without a request", async () => {
    const token = await createSession(handle.db, userId, "passkey", "Firefox", t0);
    expect((await loadSession(handle.db, token, at(11 * HOUR)))?.user.email).toBe("ana@example.org");
    expect(await loadSession(handle.db, token, at(11 * HOUR + SESSION_IDLE_MS + 1000))).toBeNull();
    // Expired sessions are deleted, not only refused.
    expect(await handle.db.select().from(adminSessions)).toHaveLength(0);
  });

  it("a session ends 7 days after sign-in, however busy", async () => {
    const token = await createSession(handle.db, userId, "passkey", "Firefox", t0);
    for (let h = 10; h < SESSION_ABSOLUTE_MS / HOUR; h += 10) {
      expect(await loadSession(handle.db, token, at(h * HOUR))).not.toBeNull();
    }
    expect(await loadSession(handle.db, token, at(SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });

  it("a revoked session is gone; nobody revokes another account's session", async () => {
    const token = await createSession(handle.db, userId, "link", "Chrome", t0);
    const signedIn = await loadSession(handle.db, token, t0);
    expect(await revokeSession(handle.db, otherId, signedIn!.sessionId)).toBe(false);
    expect(await loadSession(handle.db, token, t0)).not.toBeNull();
    expect(await revokeSession(handle.db, userId, signedIn!.sessionId)).toBe(true);
    expect(await loadSession(handle.db, token, t0)).toBeNull();
  });

  it("the database keeps only hashes of session and link tokens", async () => {
    const token = await createSession(handle.db, userId, "link", "Chrome", t0);
    const link = await createLoginLink(handle.db, site, userId, "recovery", t0);
    const dump = JSON.stringify(await handle.db.execute(sql`select * from admin_sessions, admin_login_links`));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(new URL(link).searchParams.get("token"));
  });

  it("an e-mail link works once, within 15 minutes; a foreign or expired one never", async () => {
    const link = await createLoginLink(handle.db, site, userId, "invitation", t0);
    expect(link).toMatch(/^https:\/\/www\.puente-canino\.de\/verwaltung\/anmelden\/link\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get("token")!;
    expect(await consumeLoginLink(handle.db, "x".repeat(43), at(1000))).toBeNull();
    expect(await consumeLoginLink(handle.db, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, at(1000))).toBeNull();
    expect(await consumeLoginLink(handle.db, token, at(60_000))).toEqual({ userId, purpose: "invitation" });
    expect(await consumeLoginLink(handle.db, token, at(61_000))).toBeNull();

    const late = new URL(await createLoginLink(handle.db, site, userId, "recovery", t0)).searchParams.get("token")!;
    expect(await consumeLoginLink(handle.db, late, at(LINK_TTL_MS + 1))).toBeNull();
  });

  it("an invitation's link works for ADMIN_INVITATION_DAYS days, a sign-in link for 15 minutes; the accounts list says where each account stands", async () => {
    const DAY = 86_400_000;
    const token = (link: string) => new URL(link).searchParams.get("token")!;
    const invitation = token(await createLoginLink(handle.db, site, userId, "invitation", t0, "de", 3));
    expect((await accountStates(handle.db, at(DAY))).get(userId)).toEqual({ state: "invited", until: at(3 * DAY) });
    expect((await accountStates(handle.db, at(3 * DAY + 1))).get(userId)).toEqual({ state: "expired" });
    expect(await consumeLoginLink(handle.db, invitation, at(3 * DAY + 1))).toBeNull();
    const again = token(await createLoginLink(handle.db, site, userId, "invitation", t0, "de", 3));
    expect(await consumeLoginLink(handle.db, again, at(3 * DAY - 1000))).toEqual({ userId, purpose: "invitation" });
    expect((await accountStates(handle.db, at(3 * DAY))).get(userId)).toEqual({ state: "active" });
    const recovery = token(await createLoginLink(handle.db, site, userId, "recovery", t0, "de", 3));
    expect(await consumeLoginLink(handle.db, recovery, at(LINK_TTL_MS + 1))).toBeNull();
  });

  it("the audit log takes new rows and refuses changes and deletions", async () => {
    await audit(handle.db, commandLine, { action: "account.invited", targetType: "account", targetId: userId });
    await expect(handle.db.update(auditLog).set({ action: "x" })).rejects.toThrow(/append-only|Failed query/);
    await expect(handle.db.delete(auditLog)).rejects.toThrow(/append-only|Failed query/);
    await expect(handle.db.execute(sql`truncate audit_log`)).rejects.toThrow(/append-only|Failed query/);
    expect(await handle.db.select().from(auditLog)).toHaveLength(1);
  });

  it("sign-in links: limited per address and per client, with one answer for known and unknown addresses", async () => {
    const sent: MailMessage[] = [];
    const services = {
      db: handle.db,
      env: { MAIL_FROM: "Verein <no-reply@example.org>" },
      logger: pino({ level: "silent" }),
      rateLimits: memoryRateLimits({ adminSignIn: { limit: 5, windowMs: 15 * 60_000 }, adminLinkAddress: { limit: 2, windowMs: HOUR } }),
      forms: { transport: { kind: "file", send: async (m: MailMessage) => void sent.push(m), forget: async () => 0, close() {} } },
    } as unknown as Services;
    const ask = (email: string, clientAddress: string) => requestSignInLink(services, site, { email, clientAddress });
    expect(await ask("ana@example.org", "198.51.100.1")).toEqual({ status: "sent" });
    expect(await ask("nobody@example.org", "198.51.100.2")).toEqual({ status: "sent" });
    expect(await ask("ANA@example.org", "198.51.100.3")).toEqual({ status: "sent" });
    // The address's third request: the same answer, but no mail.
    expect(await ask("ana@example.org", "198.51.100.4")).toEqual({ status: "sent" });
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.map((m) => m.to)).toEqual(["ana@example.org", "ana@example.org"]);
    expect(sent[0]!.text).toMatch(/\/verwaltung\/anmelden\/link\?token=/);
    // One client: five attempts in 15 minutes.
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await ask(`x${i}@example.org`, "203.0.113.9")).status);
    expect(results).toEqual(["sent", "sent", "sent", "sent", "sent", "limited"]);
    expect(await ask("not an address", "203.0.113.10")).toEqual({ status: "invalid" });
  });
});
