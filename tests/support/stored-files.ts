/** What a running test server keeps in its database's stored files (decision 028), seen from outside. */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { readArchiveFile } from "#app/platform/backup/archive.server.ts";
import type { TestServer } from "./server.ts";

const run = promisify(execFile);

/**
 * The paths of every stored file of a server, as `npm run backup` lists them (with the embedded
 * database only the running server can read it: the backup asks it through its channel).
 */
export async function storedFilePaths(server: TestServer, env: Record<string, string> = { DATABASE_URL: "" }): Promise<string[]> {
  return Object.keys(await storedFileChecksums(server, env));
}

/** Every stored file's SHA-256 by path, as a backup of the installation lists them. */
export async function storedFileChecksums(server: Pick<TestServer, "dataDir">, env: Record<string, string> = { DATABASE_URL: "" }): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), "stored-files-"));
  try {
    const file = path.join(dir, "list.tar.gz");
    await run(process.execPath, ["scripts/backup.ts", file], { env: { ...process.env, LOG_LEVEL: "silent", DATA_DIR: server.dataDir, ...env } });
    return Object.fromEntries((await readArchiveFile(file)).manifest.storage.map((f) => [f.path, f.sha256]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A file's bytes from a server (`/storage/…` or an image address), with its status and type. */
export async function fetchBytes(server: TestServer, address: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(new URL(address, server.de));
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}
