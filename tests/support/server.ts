import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDatabaseFromTemplate } from "./database-template.ts";

/**
 * A free TCP port below Linux's range for outgoing connections (32768–60999 by default). A port the
 * kernel hands out for a listener of its own (port 0) comes from that range, and an outgoing
 * connection opened meanwhile (a copy's database connection, say) could take it before the server
 * it was meant for listens: Caddy once found its port so taken. Checked on every address, as Caddy
 * listens.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free port between 20000 and 32000");
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", () => resolve(false));
    srv.listen(port, () => srv.close(() => resolve(true)));
  });
}

export interface TestServer {
  port: number;
  /** The server's process id (its memory can be read from /proc). */
  pid: number;
  de: string;
  es: string;
  dataDir: string;
  output(): string;
  /** Stops the server; the data directory is removed unless `keepData` (then the caller removes it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the production build (`node server/start.js`) on a free port with a
 * fresh embedded database, as `npm start` would, and waits for /healthz.
 */
export async function startTestServer(
  /** Variables to set; `undefined` leaves a variable out (as a shell that never set it). */
  extraEnv: Record<string, string | undefined> = {},
  beforeStart?: (dataDir: string) => Promise<void> | void,
  /** How long the server may take to answer /healthz (a second server while the suite runs may need longer on a busy machine). */
  startTimeoutMs = 60_000,
  /** The checkout whose build is started (the benchmark compares another commit's build with this one). */
  root = process.cwd(),
): Promise<TestServer> {
  // A caller that must know the address before the start (e.g. to put it into links) chooses the port.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  // A DATA_DIR given is a server's that was stopped with `keepData` (a restart): its database is kept as it is.
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  // The embedded database starts as a migrated copy (PostgreSQL servers get their own database).
  if (!extraEnv.DATABASE_URL && !extraEnv.DATA_DIR) await seedDatabaseFromTemplate(dataDir);
  await beforeStart?.(dataDir);
  const de = `http://localhost:${port}`;
  const es = `http://es.localhost:${port}`;
  let output = "";
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL_DE: de,
    SITE_URL_ES: es,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "info",
    // Each test server starts with an empty image cache: preparing every demo dog's photo would cost
    // half a minute of CPU per start, shared with the browsers of the other tests. Photos are encoded
    // when asked for; the images test turns preparation on to check it.
    IMAGE_PREPARE: "false",
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child: ChildProcess = spawn(process.execPath, ["server/start.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    port,
    pid: child.pid!,
    de,
    es,
    dataDir,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
