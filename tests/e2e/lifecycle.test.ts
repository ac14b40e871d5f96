import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/http.ts";
import { freePort } from "../support/server.ts";

function run(env: Record<string, string>): { exit: Promise<number | null>; output: () => string; kill: (signal: NodeJS.Signals) => void } {
  let output = "";
  const child = spawn(process.execPath, ["server/start.js"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  return {
    exit: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
    output: () => output,
    kill: (signal) => child.kill(signal),
  };
}

describe("server lifecycle", () => {
  it("refuses to start on a bad configuration value, naming it", async () => {
    const server = run({ PORT: "abc", SITE_URL_ES: "nicht-url", DATA_DIR: "memory://" });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PORT="abc"');
    expect(server.output()).toContain('SITE_URL_ES="nicht-url"');
  });

  it("refuses TRUST_PROXY=true (any client could choose its own address) and says what to set instead", async () => {
    const server = run({ TRUST_PROXY: "true", DATA_DIR: "memory://" });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('TRUST_PROXY="true"');
    expect(server.output()).toContain("1 behind one Caddy");
  });

  it("started on another port without SITE_URL_DE/SITE_URL_ES, links to that port (canonical and language switch)", async () => {
    const port = await freePort();
    const env: Record<string, string> = { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://", ALLOWED_HOSTS: "127.0.0.1", IMAGE_PREPARE: "false", LOG_LEVEL: "warn" };
    const inherited = { ...process.env };
    delete inherited.SITE_URL_DE;
    delete inherited.SITE_URL_ES;
    let output = "";
    const child = spawn(process.execPath, ["server/start.js"], { env: { ...inherited, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await expect
        .poll(async () => (child.exitCode === null ? ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 0) : `exited: ${output}`), { timeout: 90_000 })
        .toBe(200);
      for (const [host, other] of [[`localhost:${port}`, `es.localhost:${port}`], [`es.localhost:${port}`, `localhost:${port}`]] as const) {
        const res = await rawRequest(port, "/", { host });
        expect(res.status, output).toBe(200);
        expect(res.body).toContain(`<link rel="canonical" href="http://${host}/"`);
        expect(res.body).toMatch(new RegExp(`<link rel="alternate" hrefLang="(de|es)" href="http://${other.replace(/\./g, "\\.")}/"`));
        expect(res.body).not.toContain("localhost:3000");
      }
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 120_000);

  it("shuts down gracefully on SIGTERM", async () => {
    const port = await freePort();
    const server = run({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://", ALLOWED_HOSTS: "127.0.0.1", LOG_LEVEL: "info" });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
      .toBe(200);
    server.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain("shutting down");
  });
});
