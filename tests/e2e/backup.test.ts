// Backups taken while the site runs and forms are being sent, restored into
// an empty installation that the server then starts on (README "Backups").
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { claimChannel } from "#app/platform/backup/channel.server.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { fillBackOffice, schemaTableNames, tableText } from "../support/backup-fixtures.ts";
import { fetchBytes, storedFileChecksums } from "../support/stored-files.ts";

const run = promisify(execFile);
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `npm run backup` / `npm run restore` as a volunteer would (the scripts the npm commands run). */
async function cli(script: "backup" | "restore", file: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.ts`, file], {
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

interface Sent {
  id: string | null;
  started: number;
  finished: number;
}

/** Sends contact forms through the JSON API, `parallel` at a time, until stopped. */
function sendFormsUntilStopped(server: TestServer, parallel: number) {
  const host = new URL(server.de).host;
  const sent: Sent[] = [];
  const state = { stopped: false };
  let n = 0;
  async function one(): Promise<void> {
    const started = Date.now();
    const tokenRes = await rawRequest(server.port, "/api/form-token", { host });
    const { token } = JSON.parse(tokenRes.body) as { token: string };
    const body = JSON.stringify({ formType: "contact", locale: "de", data: validFields("contact", `Sicherung${n++}`), token });
    const res = await rawRequest(server.port, "/api/send-form-email", {
      host,
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
    });
    const id = res.status === 200 ? (JSON.parse(res.body) as { id: string }).id : null;
    sent.push({ id, started, finished: Date.now() });
  }
  const workers = Array.from({ length: parallel }, async () => {
    while (!state.stopped) await one();
  });
  return {
    sent,
    async stop() {
      state.stopped = true;
      await Promise.all(workers);
      return sent;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the form submissions");
    await sleep(50);
  }
}


async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Tables in the PostgreSQL database of an installation (0 for the embedded database, whose folder is checked apart). */
async function postgresTables(env: Record<string, string>): Promise<number> {
  if (!env.DATABASE_URL) return 0;
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: "unused", migrate: false });
  try {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as "n" from pg_tables where schemaname in ('public', 'drizzle')`);
    return row?.n ?? -1;
  } finally {
    await db.close();
  }
}

interface Installation {
  name: string;
  /** Environment of a new installation: its own DATA_DIR (set by the caller) and, for PostgreSQL, a new database. */
  create(): Promise<Record<string, string>>;
  open(env: Record<string, string>, dataDir: string): Promise<DatabaseHandle>;
}

const installations: Installation[] = [
  {
    name: "the embedded database (the server writes the archive)",
    create: async () => ({ DATABASE_URL: "" }),
    open: (_env, dataDir) => openDatabase({ dataDir }),
  },
];
const base = testDatabaseUrl();
if (base) {
  installations.push({
    name: "PostgreSQL (the command reads one snapshot)",
    async create() {
      const temp = await createTemporaryDatabase(base);
      cleanups.push(() => temp.drop());
      return { DATABASE_URL: temp.url };
    },
    open: (env, dataDir) => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir }),
  });
} else if (process.env.CI) {
  throw new Error("TEST_DATABASE_URL must be set in CI so backups are tested against PostgreSQL.");
}

const siteEnv = { FORM_MIN_FILL_SECONDS: "0", FORM_RATE_LIMIT: "100000", CONFIRMATIONS_PER_ADDRESS_PER_DAY: "1000", OUTBOX_POLL_SECONDS: "1" };

describe.each(installations)("backup and restore with $name", { timeout: 300_000 }, (installation) => {
  it("a backup taken while forms are sent restores into an empty installation with the same data and images", async () => {
    // The running site: demo posts, guides, dogs and images, an account with passkeys and audit entries.
    const sourceEnv = await installation.create();
    const source = await startTestServer({ ...siteEnv, ...sourceEnv }, async (dir) => {
      const db = await installation.open(sourceEnv, dir);
      await fillBackOffice(db.db);
      await db.close();
    });
    cleanups.push(() => source.stop());
    // The demo content's pictures are stored in the database, none on the server's disk (decision 028).
    const sourceFiles = await storedFileChecksums(source, sourceEnv);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(3);
    expect(existsSync(path.join(source.dataDir, "storage"))).toBe(false);

    const forms = sendFormsUntilStopped(source, 4);
    await until(() => forms.sent.length >= 6);
    const archive = path.join(tempDir("backups-"), "site.tar.gz");
    const backupStarted = Date.now();
    const backup = await cli("backup", archive, { ...sourceEnv, DATA_DIR: source.dataDir });
    const backupFinished = Date.now();
    await until(() => forms.sent.filter((s) => s.started > backupFinished).length >= 3);
    const sent = await forms.stop();
    expect(backup.output).toMatch(/Backup written to .* and checked: \d+ tables, \d+ rows, \d+ stored files/);
    expect(backup.code).toBe(0);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(sent.every((s) => s.id)).toBe(true);
    await source.stop({ keepData: true });

    // Restore into a new installation, then start the server on it.
    const targetEnv = await installation.create();
    let restoreOutput = "";
    const target = await startTestServer({ ...siteEnv, ...targetEnv }, async (dir) => {
      const restored = await cli("restore", archive, { ...targetEnv, DATA_DIR: dir });
      restoreOutput = restored.output;
      if (restored.code !== 0) throw new Error(restored.output);
    });
    cleanups.push(() => target.stop());
    expect(restoreOutput).toMatch(/Restored the backup of .*: \d+ tables, \d+ rows/);
    const blog = await rawRequest(target.port, "/blog", { host: new URL(target.de).host });
    expect(blog.status).toBe(200);
    for (const stored of Object.keys(sourceFiles).slice(0, 3)) {
      const image = await fetchBytes(target, `/storage/${stored}`);
      expect(image.status, stored).toBe(200);
      expect(createHash("sha256").update(image.bytes).digest("hex")).toBe(sourceFiles[stored]);
    }
    // Same images, byte for byte.
    expect(await storedFileChecksums(target, targetEnv)).toEqual(sourceFiles);
    await target.stop({ keepData: true });

    const before = await installation.open(sourceEnv, source.dataDir);
    const after = await installation.open(targetEnv, target.dataDir);
    cleanups.push(() => before.close(), () => after.close().catch(() => {}));
    // Every table the running site does not change is the same, row for row.
    const changing = new Set(["submissions", "outbox", "rate_limits"]);
    for (const table of schemaTableNames().filter((t) => !changing.has(t))) {
      expect(await tableText(after.db, table), table).toEqual(await tableText(before.db, table));
    }
    expect((await tableText(after.db, "blog_posts")).length).toBeGreaterThan(0);
    expect((await tableText(after.db, "admin_passkeys")).length).toBe(2);

    // Submissions: each restored one is the same row as at the source; those answered before the
    // backup began are all there; those sent after it ended are not.
    const row = (handle: DatabaseHandle) => rowsOf<{ id: string; row: string }>(handle, sql`select id::text as "id", s::text as "row" from submissions s`);
    const sourceRows = new Map((await row(before)).map((r) => [r.id, r.row]));
    const restoredRows = await row(after);
    for (const r of restoredRows) expect(r.row).toBe(sourceRows.get(r.id));
    const restoredIds = new Set(restoredRows.map((r) => r.id));
    const answeredBefore = sent.filter((s) => s.finished < backupStarted);
    const sentAfter = sent.filter((s) => s.started > backupFinished);
    expect(answeredBefore.length).toBeGreaterThan(0);
    expect(sentAfter.length).toBeGreaterThan(0);
    for (const s of answeredBefore) expect(restoredIds.has(s.id!), `answered before the backup: ${s.id}`).toBe(true);
    for (const s of sentAfter) expect(restoredIds.has(s.id!), `sent after the backup: ${s.id}`).toBe(false);

    // Each restored submission has all of its outbox rows (both e-mails), none without its submission.
    const mail = (handle: DatabaseHandle) =>
      rowsOf<{ submission: string; rows: string }>(
        handle,
        sql`select submission_id::text as "submission", string_agg((id, kind, created_at, recipient_key)::text, ';' order by kind) as "rows" from outbox group by submission_id`,
      );
    const sourceMail = new Map((await mail(before)).map((m) => [m.submission, m.rows]));
    const restoredMail = await mail(after);
    expect(restoredMail.map((m) => m.submission).sort()).toEqual([...restoredIds].sort());
    for (const m of restoredMail) {
      expect(m.rows).toBe(sourceMail.get(m.submission));
      expect(m.rows.split(";")).toHaveLength(2);
    }

    // A second restore into the now used installation is refused, and changes nothing.
    const count = await rowsOf<{ n: number }>(after, sql`select count(*)::int as "n" from submissions`);
    await after.close();
    const again = await cli("restore", archive, { ...targetEnv, DATA_DIR: target.dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Refused: The installation is not empty/);
    const reopened = await installation.open(targetEnv, target.dataDir);
    cleanups.push(() => reopened.close());
    expect(await rowsOf<{ n: number }>(reopened, sql`select count(*)::int as "n" from submissions`)).toEqual(count);
  });

  it("refuses a cut-off or altered archive and leaves the empty installation empty", async () => {
    const sourceEnv = await installation.create();
    const source = await startTestServer({ ...siteEnv, ...sourceEnv });
    cleanups.push(() => source.stop());
    const folder = tempDir("backups-");
    const archive = path.join(folder, "site.tar.gz");
    expect((await cli("backup", archive, { ...sourceEnv, DATA_DIR: source.dataDir })).code).toBe(0);
    // A second backup never overwrites the first.
    const twice = await cli("backup", archive, { ...sourceEnv, DATA_DIR: source.dataDir });
    expect(twice.code).toBe(1);
    expect(twice.output).toMatch(/exists already/);
    await source.stop();

    const bytes = readFileSync(archive);
    const cut = path.join(folder, "cut.tar.gz");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const flipped = path.join(folder, "flipped.tar.gz");
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)]! ^= 0x01;
    writeFileSync(flipped, changed);

    for (const [file, message] of [
      [cut, /Refused: The archive is not a complete (gzip|tar) file/],
      [flipped, /Refused: .*(damaged|not a complete)/],
      [path.join(folder, "missing.tar.gz"), /Refused: The archive file does not exist/],
    ] as const) {
      const targetEnv = await installation.create();
      const dataDir = tempDir("restore-target-");
      const result = await cli("restore", file, { ...targetEnv, DATA_DIR: dataDir });
      expect(result.output, file).toMatch(message);
      expect(result.code).toBe(1);
      // Nothing was created: no database, no stored files, no half-restored tables.
      expect(readdirSync(dataDir)).toEqual([]);
      expect(await postgresTables(targetEnv)).toBe(0);
    }
  });
});

describe("the embedded database's channel", { timeout: 300_000 }, () => {
  it("refuses a restore while the server runs on the installation, and the server refuses to start while a restore holds it", async () => {
    const server = await startTestServer(siteEnv);
    cleanups.push(() => server.stop());
    const archive = path.join(tempDir("backups-"), "site.tar.gz");
    expect((await cli("backup", archive, { DATABASE_URL: "", DATA_DIR: server.dataDir })).code).toBe(0);
    const refused = await cli("restore", archive, { DATABASE_URL: "", DATA_DIR: server.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refused: The installation is not empty|Refused: The server is running on this DATA_DIR/);
    // The socket lives in a folder only the site's user may enter.
    expect(statSync(path.join(server.dataDir, "run")).mode & 0o777).toBe(0o700);
    await server.stop({ keepData: true });
    expect(existsSync(path.join(server.dataDir, "run", "db.sock"))).toBe(false);

    // While a backup or restore holds the embedded database, a server on it does not start.
    const held = await claimChannel(server.dataDir, "restore");
    try {
      await expect(startTestServer({ ...siteEnv, DATA_DIR: server.dataDir })).rejects.toThrow(/in use by another process \(restore, pid \d+\)/);
    } finally {
      await held.close();
    }
  });
});
