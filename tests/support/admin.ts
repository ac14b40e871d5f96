/** Back-office helpers for the end-to-end tests: accounts from the command line, sign-in by link, requests with a session. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { rawRequest, type RawResponse } from "./http.ts";
import type { TestServer } from "./server.ts";

const run = promisify(execFile);

/** `npm run admin -- invite …` against a data directory (the server must not be running on it); returns the link's token. */
export async function inviteByCli(
  dataDir: string,
  email: string,
  role: string,
  env: Record<string, string> = {},
  extra: string[] = [],
): Promise<{ token: string; output: string }> {
  const { stdout } = await run(process.execPath, ["scripts/admin.ts", "invite", email, "--role", role, ...extra], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  });
  const token = /[?&]token=([\w-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`no link in:\n${stdout}`);
  return { token, output: stdout };
}

/**
 * Several accounts invited in one process (tests/support/invite-many.ts, the same code as the
 * command line), before the server starts on `dataDir`; returns each link's token by address.
 */
export async function inviteManyByCli(
  dataDir: string,
  accounts: { email: string; role: string; name?: string; lang?: string }[],
  env: Record<string, string> = {},
): Promise<Record<string, string>> {
  const { stdout } = await run(process.execPath, ["tests/support/invite-many.ts", JSON.stringify(accounts)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", SMTP_URL: "", ...env },
  });
  const links = JSON.parse(stdout.trim().split("\n").at(-1)!) as { email: string; link: string }[];
  return Object.fromEntries(
    links.map(({ email, link }) => {
      const token = /[?&]token=([\w-]+)/.exec(link)?.[1];
      if (!token) throw new Error(`no token in ${link}`);
      return [email, token];
    }),
  );
}

export function cookieFrom(res: RawResponse): string | null {
  const header = res.headers["set-cookie"];
  const first = (Array.isArray(header) ? header : header ? [header] : []).find((c) => /^(__Host-)?verwaltung=/.test(c));
  if (!first) return null;
  const pair = first.split(";")[0]!;
  return pair.endsWith("=") ? null : pair;
}

export function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

/** A request to the back office (German host), with a session cookie and our own Origin on posts. */
export function adminRequest(
  server: TestServer,
  path: string,
  options: { cookie?: string | null; method?: string; body?: string; headers?: Record<string, string>; origin?: string | null } = {},
): Promise<RawResponse> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 test", ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (method !== "GET" && options.origin !== null) headers.Origin = options.origin ?? server.de;
  if (options.body !== undefined) {
    headers["Content-Type"] ??= "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(options.body));
  }
  return rawRequest(server.port, path, { host: new URL(server.de).host, method, headers, body: options.body });
}

/** Uses an e-mail link; the session cookie, or null when refused. */
export async function signInWithLink(server: TestServer, token: string): Promise<string | null> {
  const res = await adminRequest(server, "/verwaltung/anmelden/link", { method: "POST", body: form({ token, lang: "de" }) });
  return res.status === 302 || res.status === 303 ? cookieFrom(res) : null;
}
