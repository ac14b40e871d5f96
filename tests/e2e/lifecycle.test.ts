import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
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
