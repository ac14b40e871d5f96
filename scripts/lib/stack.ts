/**
 * The production topology on one machine, for tests and for a newcomer (`npm run stack`):
 * Caddy with deploy/Caddyfile (its own CA, `tls internal`) on https for `localhost` (German) and
 * `es.localhost` (Spanish), two copies of the built site behind it (each with its own DATA_DIR,
 * as two machines would have) on one PostgreSQL database, and an SMTP sink that keeps every mail.
 * Everything it writes is under one folder (Caddy's CA and certificates too: XDG_DATA_HOME and
 * XDG_CONFIG_HOME point there), and `stop()` ends every process it started.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createHash, X509Certificate } from "node:crypto";
import https from "node:https";
import path from "node:path";
import pg from "pg";
import { createTemporaryDatabase } from "../../tests/support/postgres.ts";
import { startSmtpServer, type TestSmtp } from "../../tests/support/smtp.ts";

export interface StackOptions {
  /** The checkout whose build and deploy/Caddyfile are run (default: the working directory). */
  root?: string;
  /** Where the stack keeps its files (default `<root>/.stack`); emptied at start. */
  dir?: string;
  httpsPort?: number;
  httpPort?: number;
  /** The two copies' ports. */
  ports?: [number, number];
  /** A database to use as it is; otherwise a new one on `serverUrl`, dropped at stop. */
  databaseUrl?: string;
  /** The PostgreSQL server a new database is made on (default TEST_DATABASE_URL, else the local server as postgres). */
  serverUrl?: string;
  /** Further settings for both copies. */
  env?: Record<string, string>;
  /** Where progress lines go (default: nowhere). */
  log?: (line: string) => void;
}

export interface StackCopy {
  port: number;
  dataDir: string;
  /** The running process's id, or null while it is stopped. */
  pid(): number | null;
  output(): string;
  /** Starts the copy (again) and waits until it answers /healthz itself. */
  start(): Promise<void>;
  /** Sends a signal and waits for the process to end (SIGTERM: the graceful stop). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export interface Stack {
  de: string;
  es: string;
  httpsPort: number;
  /** Caddy's plain-http port (it redirects to https). */
  httpPort: number;
  dir: string;
  databaseUrl: string;
  /** Caddy's root certificate (PEM): what a client trusts to reach the stack. */
  caRoot: string;
  /** Base64 SHA-256 of the public keys of Caddy's root and intermediate (Chromium's --ignore-certificate-errors-spki-list). */
  caSpki: string[];
  smtp: TestSmtp;
  copies: [StackCopy, StackCopy];
  /** The environment both copies run with (for `npm run admin` and the like against the same database). */
  siteEnv: Record<string, string>;
  caddyOutput(): string;
  /** Resolves once Caddy's active health check has the copy on `port` as healthy. */
  routed(port: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Says what is missing, as scripts/ensure-chromium.mjs does: never a silent skip. */
export function requireCaddy(): string {
  const caddy = process.env.CADDY_PATH ?? "caddy";
  const found = spawnSync(caddy, ["version"], { encoding: "utf8" });
  if (found.status !== 0) {
    throw new Error(`Caddy is needed for the stack and was not found (${caddy}). Install it with: sudo apt-get install -y caddy (or set CADDY_PATH).`);
  }
  return caddy;
}

export interface StackResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One https request through the stack, trusting only Caddy's root; `*.localhost` is this machine.
 * `localAddress` (any 127.x.y.z) makes it come from another client address, as Caddy sees it.
 */
export function stackRequest(
  url: string,
  ca: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; agent?: https.Agent } = {},
): Promise<StackResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(options.body));
    const req = https.request(
      url,
      { method: options.method ?? "GET", ca, headers, agent: options.agent ?? false, lookup: localhostLookup, localAddress: options.localAddress },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.end(options.body);
  });
}

/** An https GET through the stack (see stackRequest). */
export function stackGet(url: string, ca: string, headers: Record<string, string> = {}): Promise<StackResponse> {
  return stackRequest(url, ca, { headers });
}

/** `localhost` and every `*.localhost` name are this machine (as browsers resolve them). */
export function localhostLookup(
  hostname: string,
  options: unknown,
  callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
): void {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    if ((options as { all?: boolean } | undefined)?.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
    return;
  }
  callback(new Error(`not a local name: ${hostname}`), "", 4);
}

function spki(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("base64");
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>, failure?: () => string | null): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const early = failure?.();
    if (early) throw new Error(`${what}: ${early}`);
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(200);
  }
}

async function databaseFor(options: StackOptions): Promise<{ url: string; drop(): Promise<void> }> {
  if (options.databaseUrl) return { url: options.databaseUrl, drop: async () => {} };
  const server = options.serverUrl ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    return await createTemporaryDatabase(server);
  } catch (error) {
    throw new Error(
      `The stack needs PostgreSQL: could not create a database on ${server.replace(/:[^:@/]*@/, ":…@")} (${(error as Error).message}). ` +
        "Set DATABASE_URL to a database to use, or TEST_DATABASE_URL to a server where it may create one.",
      { cause: error },
    );
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => {});
  const caddy = requireCaddy();
  const root = path.resolve(options.root ?? process.cwd());
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    log("no build yet: npm run build …");
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const dir = path.resolve(options.dir ?? path.join(root, ".stack"));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const httpsPort = options.httpsPort ?? 8443;
  const httpPort = options.httpPort ?? 8080;
  const ports = options.ports ?? [3001, 3002];
  const de = httpsPort === 443 ? "https://localhost" : `https://localhost:${httpsPort}`;
  const es = httpsPort === 443 ? "https://es.localhost" : `https://es.localhost:${httpsPort}`;

  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const item of started.splice(0).reverse()) await item.stop().catch((error: unknown) => log(`stop: ${String(error)}`));
  };
  try {
    const smtp = await startSmtpServer();
    started.push({ stop: () => smtp.close() });
    const database = await databaseFor(options);
    started.push({ stop: () => database.drop() });
    log(`database: ${database.url.replace(/:[^:@/]*@/, ":…@")}`);

    const siteEnv: Record<string, string> = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      SITE_URL_DE: de,
      SITE_URL_ES: es,
      TRUST_PROXY: "1",
      SHUTDOWN_DRAIN_SECONDS: "5",
      SMTP_URL: smtp.url,
      // Photos are encoded when first asked for: preparing every demo dog's would cost each copy half a minute of CPU.
      IMAGE_PREPARE: "false",
      OUTBOX_POLL_SECONDS: "2",
      LOG_LEVEL: "info",
      ...options.env,
    };
    const copies = ports.map((port) => makeCopy(root, dir, port, siteEnv)) as [CopyProcess, CopyProcess];
    started.push({ stop: async () => void (await Promise.all(copies.map((c) => c.kill("SIGTERM")))) });
    // One after the other on a new database: the first migrates and seeds the demo content.
    for (const copy of copies) {
      await copy.start();
      log(`copy on port ${copy.port} is up (DATA_DIR ${copy.dataDir})`);
    }

    const caddyEnv: Record<string, string | undefined> = {
      ...process.env,
      SITE_HOST_DE: "localhost",
      SITE_HOST_ES: "es.localhost",
      CADDY_TLS: "internal",
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_ADMIN: "off",
      UPSTREAM_A: `127.0.0.1:${ports[0]}`,
      UPSTREAM_B: `127.0.0.1:${ports[1]}`,
      XDG_DATA_HOME: path.join(dir, "caddy-data"),
      XDG_CONFIG_HOME: path.join(dir, "caddy-config"),
      HOME: dir,
    };
    let caddyOutput = "";
    const health = new Map<string, boolean>();
    const proxy: ChildProcess = spawn(caddy, ["run", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"], {
      cwd: dir,
      env: caddyEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<void>((resolve) => proxy.once("exit", () => resolve()));
    let pending = "";
    const onCaddy = (chunk: Buffer) => {
      caddyOutput += chunk;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        // The active health check's verdicts: "host is up" when one comes back; a failed check takes it out.
        const entry = (() => {
          try {
            return JSON.parse(line) as { msg?: string; host?: string; logger?: string };
          } catch {
            return null;
          }
        })();
        if (!entry?.host || !entry.logger?.includes("health_checker.active")) continue;
        health.set(entry.host, entry.msg === "host is up");
      }
    };
    proxy.stdout?.on("data", onCaddy);
    proxy.stderr?.on("data", onCaddy);
    started.push({
      stop: async () => {
        if (proxy.exitCode === null && proxy.signalCode === null) {
          proxy.kill("SIGTERM");
          await Promise.race([exited, sleep(15_000)]);
          if (proxy.exitCode === null && proxy.signalCode === null) proxy.kill("SIGKILL");
          await exited;
        }
      },
    });
    const caRootFile = path.join(dir, "caddy-data/caddy/pki/authorities/local/root.crt");
    const caRoot = await waitFor(
      "Caddy's root certificate",
      30_000,
      async () => (existsSync(caRootFile) ? readFileSync(caRootFile, "utf8") : null),
      () => (proxy.exitCode !== null ? `caddy exited (${proxy.exitCode}):\n${caddyOutput}` : null),
    );
    for (const origin of [de, es]) {
      await waitFor(
        `${origin} through Caddy`,
        30_000,
        async () => ((await stackGet(`${origin}/healthz`, caRoot)).status === 200 ? true : null),
        () => (proxy.exitCode !== null ? `caddy exited (${proxy.exitCode}):\n${caddyOutput}` : null),
      );
    }
    const intermediate = readFileSync(path.join(dir, "caddy-data/caddy/pki/authorities/local/intermediate.crt"), "utf8");

    const stack: Stack = {
      de,
      es,
      httpsPort,
      httpPort,
      dir,
      databaseUrl: database.url,
      caRoot,
      caSpki: [spki(caRoot), spki(intermediate)],
      smtp,
      copies,
      siteEnv,
      caddyOutput: () => caddyOutput,
      async routed(port, timeoutMs = 30_000) {
        // Healthy for the active check, and served a request through Caddy since (which also
        // proves no passive mark keeps it out): probes until the copy logs one.
        const copy = copies.find((c) => c.port === port)!;
        const mark = copy.output().length;
        await waitFor(`Caddy routing to the copy on ${port}`, timeoutMs, async () => {
          if (health.get(`127.0.0.1:${port}`) === false) return null;
          if (copy.output().slice(mark).includes('"path":"/robots.txt"')) return true;
          await Promise.all([0, 1].map(() => stackGet(`${de}/robots.txt`, caRoot).catch(() => null)));
          return copy.output().slice(mark).includes('"path":"/robots.txt"') ? true : null;
        });
      },
      stop: stopAll,
    };
    return stack;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

interface CopyProcess extends StackCopy {}

function makeCopy(root: string, dir: string, port: number, siteEnv: Record<string, string>): CopyProcess {
  const dataDir = path.join(dir, `copy-${port}`);
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  let output = "";
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    port,
    dataDir,
    pid: () => (running() ? (child?.pid ?? null) : null),
    output: () => output,
    async start() {
      if (running()) throw new Error(`the copy on ${port} is running`);
      output += `--- start ${new Date().toISOString()}\n`;
      const proc = spawn(process.execPath, ["server/start.js"], {
        cwd: root,
        env: { ...process.env, ...siteEnv, PORT: String(port), DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      // "close", not "exit": the process's last lines have been read by then.
      exited = new Promise((resolve) => proc.once("close", (code, signal) => resolve(code ?? (signal ? -1 : null))));
      proc.stdout?.on("data", (chunk) => (output += chunk));
      proc.stderr?.on("data", (chunk) => (output += chunk));
      await waitFor(
        `the copy on ${port}`,
        90_000,
        async () => ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200 ? true : null),
        () => (proc.exitCode !== null ? `exited (${proc.exitCode}):\n${output.slice(-4000)}` : null),
      );
    },
    async kill(signal) {
      if (!running()) return null;
      child!.kill(signal);
      const code = await Promise.race([exited, sleep(40_000).then(() => "timeout" as const)]);
      if (code === "timeout") {
        child!.kill("SIGKILL");
        return exited;
      }
      return code;
    },
  };
}

/** A PostgreSQL connection to the stack's database (for tests that read what was stored). */
export function stackDatabase(stack: Stack): pg.Client {
  return new pg.Client({ connectionString: stack.databaseUrl });
}
