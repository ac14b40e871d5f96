import { constants, existsSync } from "node:fs";
import { chmod, link, mkdir, open, readdir, rename, rm, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";
import type { Logger } from "pino";
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { storageDirOf } from "#app/platform/config/data-dir.server.ts";
import { readArchiveFile, writeArchive, type ReadArchive } from "./archive.server.ts";
import { claimChannel, ChannelBusy, requestBackup, type Channel } from "./channel.server.ts";
import { dumpDatabase, restoreDatabase, RestoreRefused, type RestoreSummary } from "./database.server.ts";
import type { Manifest } from "./manifest.ts";

/** Writes one archive of the database and the stored files to `out` (docs/decisions/015-backups.md). */
export async function writeBackup(
  out: Writable,
  source: { db: Database; kind: "pglite" | "postgres"; storageDir: string; migrationsFolder?: string },
): Promise<Manifest> {
  const dump = await dumpDatabase(source.db, source.migrationsFolder ?? migrationsFolder());
  return writeArchive(out, dump, { storageDir: source.storageDir, databaseKind: source.kind });
}

export interface Installation {
  databaseUrl?: string;
  dataDir: string;
}

/**
 * `npm run backup -- <file>`: with PostgreSQL, reads it directly; with the
 * embedded database, asks the running server through the local channel, or
 * opens the database itself when no server runs. The file is written with
 * mode 0600 under a temporary name, read back and checked whole, and only
 * then given its name; an existing file is never overwritten.
 */
export async function backupToFile(installation: Installation, file: string): Promise<ReadArchive> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new RestoreRefused(`${target} exists already; choose a new file name (backups never overwrite one).`);
  const partial = `${target}.partial-${process.pid}`;
  const handle = await open(partial, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  await handle.chmod(0o600);
  const out = handle.createWriteStream();
  try {
    const storageDir = storageDirOf(installation.dataDir);
    if (installation.databaseUrl) {
      const db = await openDatabase({ databaseUrl: installation.databaseUrl, dataDir: installation.dataDir, migrate: false });
      try {
        await writeBackup(out, { db: db.db, kind: db.kind, storageDir });
      } finally {
        await db.close();
      }
    } else {
      const remote = await requestBackup(installation.dataDir);
      if (remote) await pipeline(remote, out);
      else await withEmbeddedDatabase(installation.dataDir, "backup", (db) => writeBackup(out, { db: db.db, kind: db.kind, storageDir }));
    }
    if (!out.writableEnded) out.end();
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
    const archive = await readArchiveFile(partial);
    // link + unlink: never replaces a file that appeared meanwhile.
    await link(partial, target);
    await unlink(partial);
    return archive;
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** Opens the embedded database with the channel held, so no server starts on it meanwhile. */
async function withEmbeddedDatabase<T>(dataDir: string, holder: "backup" | "restore", run: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  if (holder === "backup" && !existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new RestoreRefused(`There is no embedded database in ${path.resolve(dataDir, "pglite")}: nothing to back up (is DATA_DIR right?).`);
  }
  let channel: Channel;
  try {
    channel = await claimChannel(dataDir, holder);
  } catch (error) {
    if (error instanceof ChannelBusy && error.holder === "server") {
      throw new RestoreRefused(
        holder === "restore"
          ? `The server is running on this DATA_DIR (pid ${error.pid}): a restore goes into an installation no server uses. Stop it first.`
          : error.message,
      );
    }
    throw error;
  }
  try {
    const db = await openDatabase({ dataDir, migrate: false });
    try {
      return await run(db);
    } finally {
      await db.close();
    }
  } finally {
    await channel.close();
  }
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

export interface RestoreReport {
  manifest: Manifest;
  summary: RestoreSummary;
}

/**
 * `npm run restore -- <file>`: checks the archive whole (its stored files go
 * to a folder beside DATA_DIR/storage), refuses a non-empty installation,
 * restores the database in one transaction, and only then moves the files
 * into place. A refused or damaged archive changes nothing.
 */
export async function restoreFromFile(installation: Installation, file: string, folder = migrationsFolder()): Promise<RestoreReport> {
  const storageDir = storageDirOf(installation.dataDir);
  if (!(await isEmptyFolder(storageDir))) {
    throw new RestoreRefused(`The installation is not empty: ${storageDir} holds files. A restore goes into an empty installation only (a new DATA_DIR).`);
  }
  await mkdir(path.dirname(storageDir), { recursive: true });
  const staging = `${storageDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const archive = await readArchiveFile(path.resolve(file), { storageTarget: staging });
    const summary = installation.databaseUrl
      ? await withPostgres(installation.databaseUrl, installation.dataDir, (db) => restoreDatabase(db.db, archive.manifest, archive.tables, folder))
      : await withEmbeddedDatabase(installation.dataDir, "restore", (db) => restoreDatabase(db.db, archive.manifest, archive.tables, folder));
    if (existsSync(storageDir)) await rmdir(storageDir);
    await rename(staging, storageDir);
    await chmod(storageDir, 0o755);
    return { manifest: archive.manifest, summary };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function withPostgres<T>(databaseUrl: string, dataDir: string, run: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl, dataDir, migrate: false });
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

/** The running server answers `npm run backup` through the embedded database's channel. */
export function serveBackups(channel: Channel, source: { db: Database; storageDir: string; logger: Logger }): void {
  channel.onBackup(async (out) => {
    try {
      const manifest = await writeBackup(out, { db: source.db, kind: "pglite", storageDir: source.storageDir });
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      source.logger.info({ tables: manifest.tables.length, rows, files: manifest.storage.length }, "backup written");
    } catch (error) {
      source.logger.error({ err: error }, "backup failed");
      throw error;
    }
  });
}
