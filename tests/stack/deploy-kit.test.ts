/**
 * The deployment kit as the tools that run it read it: deploy/Caddyfile through `caddy validate`
 * (for the public hosts and for the stack), the systemd units through `systemd-analyze verify`
 * (any line it prints fails), and the environment file against README "Configuration" and the
 * server's own parser.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "#app/platform/config/env.server.ts";
import { requireCaddy } from "../../scripts/lib/stack.ts";

const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), "deploy-kit-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `caddy validate` with these variables; the lines it logged above "info". */
function validate(env: Record<string, string>) {
  const caddy = requireCaddy();
  const result = spawnSync(caddy, ["validate", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    cwd: root,
    encoding: "utf8",
    // Nothing is written to the user's home: Caddy's folders are the test's own.
    env: { PATH: process.env.PATH, HOME: work, XDG_DATA_HOME: path.join(work, "data"), XDG_CONFIG_HOME: path.join(work, "config"), ...env },
  });
  const output = `${result.stdout}${result.stderr}`;
  const complaints = output.split("\n").filter((line) => /"level":"(warn|error|fatal)"/.test(line) || /^(WARN|ERROR)/i.test(line));
  return { status: result.status, output, complaints };
}

describe("deploy/Caddyfile", () => {
  it("is valid and formatted for the public hosts with ACME certificates, with nothing to warn about", () => {
    const result = validate({ SITE_HOST_DE: "puente-canino.example", SITE_HOST_ES: "puente-canino.es.example", CADDY_TLS: "vorstand@puente-canino.example" });
    expect(result.complaints).toEqual([]);
    expect(result.output).toContain("Valid configuration");
    expect(result.status).toBe(0);
  });

  it("is valid as the stack runs it (Caddy's own CA, other ports, no admin endpoint)", () => {
    const result = validate({
      SITE_HOST_DE: "localhost", SITE_HOST_ES: "es.localhost", CADDY_TLS: "internal",
      CADDY_HTTPS_PORT: "8443", CADDY_HTTP_PORT: "8080", CADDY_ADMIN: "off", UPSTREAM_A: "127.0.0.1:4001", UPSTREAM_B: "127.0.0.1:4002",
    });
    expect(result.complaints.filter((line) => !line.includes("admin endpoint disabled"))).toEqual([]);
    expect(result.status).toBe(0);
  });

  it("answers /metrics itself with 404 on the public hosts, before anything reaches a copy (decision 030)", () => {
    const caddy = requireCaddy();
    const result = spawnSync(caddy, ["adapt", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: work, XDG_DATA_HOME: path.join(work, "data"), XDG_CONFIG_HOME: path.join(work, "config"), SITE_HOST_DE: "puente-canino.example", SITE_HOST_ES: "puente-canino.es.example", CADDY_TLS: "internal" },
    });
    expect(result.status, result.stderr).toBe(0);
    type Route = { match?: { host?: string[]; path?: string[] }[]; handle: { handler: string; status_code?: number; routes?: Route[] }[] };
    const config = JSON.parse(result.stdout) as { apps: { http: { servers: Record<string, { routes: Route[] }> } } };
    const site = Object.values(config.apps.http.servers)
      .flatMap((server) => server.routes)
      .find((route) => route.match?.some((m) => m.host?.includes("puente-canino.example")));
    const inner = site?.handle.find((h) => h.handler === "subroute")?.routes ?? [];
    const blocked = inner.findIndex((route) => route.match?.some((m) => m.path?.includes("/metrics")) && route.handle.some((h) => h.handler === "static_response" && h.status_code === 404));
    const proxied = inner.findIndex((route) => route.handle.some((h) => h.handler === "reverse_proxy"));
    expect(blocked).toBeGreaterThanOrEqual(0);
    expect(proxied).toBeGreaterThan(blocked);
  });

  it("is refused without the host names (so a missing variable cannot pass unseen)", () => {
    const result = validate({ CADDY_TLS: "internal" });
    expect(result.status).not.toBe(0);
  });
});

describe("deploy/systemd units", () => {
  const unitDir = path.join(work, "units");
  const envFile = path.join(work, "puente-canino.env");

  /** The units as installed, with the checkout in place of /srv/puente-canino/app (so every ExecStart resolves). */
  function installUnits(): string[] {
    cpSync(path.join(root, "deploy/systemd"), unitDir, { recursive: true });
    writeFileSync(envFile, readFileSync(path.join(root, "deploy/puente-canino.env.example")));
    const names = readdirSync(unitDir);
    for (const name of names) {
      const file = path.join(unitDir, name);
      const text = readFileSync(file, "utf8").replaceAll("/srv/puente-canino/app", root).replaceAll("/etc/puente-canino/puente-canino.env", envFile);
      writeFileSync(file, text);
    }
    return names;
  }

  it("pass `systemd-analyze verify` without a single remark", () => {
    const names = installUnits();
    expect(names.sort()).toEqual(["puente-canino-backup.service", "puente-canino-backup.timer", "puente-canino@.service"]);
    const units = ["puente-canino@3001.service", "puente-canino@3002.service", "puente-canino-backup.service", "puente-canino-backup.timer"].map((u) => path.join(unitDir, u));
    const result = spawnSync("systemd-analyze", ["verify", "--man=no", ...units], { encoding: "utf8", cwd: unitDir });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
    expect(result.status).toBe(0);
  });

  it("verify is not blind: a unit whose program is missing or that has an unknown key is reported", () => {
    const broken = path.join(unitDir, "broken@.service");
    const unit = readFileSync(path.join(unitDir, "puente-canino@.service"), "utf8")
      .replace("node_modules/.bin/node", "node_modules/.bin/no-such-node")
      .replace("[Service]", "[Service]\nProtectSystm=strict");
    writeFileSync(broken, unit);
    const result = spawnSync("systemd-analyze", ["verify", "--man=no", path.join(unitDir, "broken@3001.service")], { encoding: "utf8", cwd: unitDir });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toContain("Unknown key 'ProtectSystm'");
    expect(output).toContain("no-such-node");
    rmSync(broken);
  });

  it("run each copy hardened, as its own user, stopped by SIGTERM with time to finish", () => {
    const unit = readFileSync(path.join(root, "deploy/systemd/puente-canino@.service"), "utf8");
    for (const line of [
      "User=puente-canino", "ProtectSystem=strict", "ReadWritePaths=/var/lib/puente-canino/%i", "NoNewPrivileges=yes",
      "PrivateTmp=yes", "ProtectHome=yes", "KillSignal=SIGTERM", "TimeoutStopSec=30s", "Environment=PORT=%i HOST=127.0.0.1 DATA_DIR=/var/lib/puente-canino/%i NODE_ENV=production",
    ]) {
      expect(unit.split("\n")).toContain(line);
    }
    const backup = readFileSync(path.join(root, "deploy/systemd/puente-canino-backup.service"), "utf8");
    expect(backup).toContain("ExecStart=/srv/puente-canino/app/deploy/backup.sh");
    expect(backup).toContain("BACKUP_KEEP=14");
  });
});

describe("deploy/puente-canino.env.example", () => {
  const example = readFileSync(path.join(root, "deploy/puente-canino.env.example"), "utf8");
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 5));
  const documented = [...section.matchAll(/^\| `([A-Z_]+)`(?: \/ `([A-Z_]+)`)?/gm)].flatMap((m) => [m[1]!, m[2]].filter((v): v is string => !!v));

  it("README's table names every variable the server reads, and the file lists every one of them", () => {
    const read = Object.keys(envSchema.shape).filter((name) => name !== "NODE_ENV");
    expect(documented.sort()).toEqual([...read].sort());
    const listed = new Set([...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(documented.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("every line is a comment or a setting, and every setting (the commented examples too) is accepted by the server", () => {
    const settings: Record<string, string> = {};
    for (const line of example.split("\n")) {
      if (line === "" || line.startsWith("# ") || line === "#") continue;
      const match = /^#?([A-Z][A-Z0-9_]+)=(.*)$/.exec(line);
      expect(match, line).not.toBeNull();
      settings[match![1]!] = match![2]!;
    }
    expect(() => parseEnv(settings)).not.toThrow();
    const env = parseEnv(settings);
    expect(env.TRUST_PROXY).toBe("1");
    expect(env.SEED_DEMO_CONTENT).toBe(false);
    expect(env.SHUTDOWN_DRAIN_SECONDS).toBeGreaterThan(1);
    expect(env.SITE_URL_DE.startsWith("https://")).toBe(true);
  });
});
