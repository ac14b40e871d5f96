import { constants, existsSync } from "node:fs";
import { link, mkdir, open, readdir, readFile, rm, unlink } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";
import type { Logger } from "pino";
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { storageDirOf } from "#app/platform/config/data-dir.server.ts";
import { FILE_TABLE, fileStore, sha256Hex } from "#app/platform/storage/files.server.ts";
import { listFolderFiles } from "#app/platform/storage/folder.server.ts";
import { isStoragePath } from "#app/platform/storage/paths.ts";
import { storedFiles } from "#app/platform/db/schema.ts";
import { and, eq, ne, sql } from "drizzle-orm";
import { readArchiveFile, writeArchive, type ArchiveFile, type ReadArchive } from "./archive.server.ts";
import { claimChannel, ChannelBusy, requestBackup, type Channel } from "./channel.server.ts";
import { restoreDatabase, RestoreRefused, snapshotDatabase, type RestoreSummary, type Snapshot } from "./database.server.ts";
import { ArchiveError, type Manifest } from "./manifest.ts";

/**
 * Writes one archive of the database and the stored files to `out` (docs/decisions/015-backups.md,
 * 028-files-in-the-database.md): the files are read in the tables' snapshot, one at a time.
 * `storageDir` is DATA_DIR/storage of an older installation: files there that the server has
 * not moved into the database yet are taken from the disk.
 */
export async function writeBackup(
  out: Writable,
  source: { db: Database; kind: "pglite" | "postgres"; storageDir: string; migrationsFolder?: string },
): Promise<Manifest> {
  return snapshotDatabase(source.db, source.migrationsFolder ?? migrationsFolder(), (dump, snapshot) =>
    writeArchive(out, dump, {
      files: filesOf(snapshot, dump.tables.some((t) => t.name === FILE_TABLE), source.storageDir),
      databaseKind: source.kind,
    }),
  );
}

async function* filesOf(snapshot: Snapshot, inDatabase: boolean, storageDir: string): AsyncGenerator<ArchiveFile> {
  const seen = new Set<string>();
  if (inDatabase) {
    for (const info of await fileStore.list(snapshot)) {
      const file = await fileStore.get(snapshot, info.path);
      if (!file) continue;
      seen.add(info.path);
      yield { path: info.path, data: file.data };
    }
  }
  for (const relative of await listFolderFiles(storageDir)) {
    if (seen.has(relative) || !isStoragePath(relative)) continue;
    try {
      yield { path: relative, data: await readFile(path.join(storageDir, ...relative.split("/"))) };
    } catch (error) {
      // Moved into the database meanwhile (by a server starting): then it is in a later backup.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
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
 * `npm run restore -- <file>`: checks the archive whole (its stored files go to a folder
 * beside DATA_DIR/storage, so no more than one is held in memory), refuses a non-empty
 * installation, and restores the database with the stored files in one transaction
 * (decision 028). A refused or damaged archive changes nothing.
 */
export async function restoreFromFile(installation: Installation, file: string, folder = migrationsFolder()): Promise<RestoreReport> {
  const storageDir = storageDirOf(installation.dataDir);
  if (!(await isEmptyFolder(storageDir))) {
    throw new RestoreRefused(`The installation is not empty: ${storageDir} holds files. A restore goes into an empty installation only (a new DATA_DIR).`);
  }
  await mkdir(path.dirname(storageDir), { recursive: true });
  const staging = `${storageDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const archive = await readArchiveFile(path.resolve(file), { storageTarget: staging });
    const files = (tx: Snapshot) => restoreStoredFiles(tx, archive.manifest, staging);
    const summary = installation.databaseUrl
      ? await withPostgres(installation.databaseUrl, installation.dataDir, (db) => restoreDatabase(db.db, archive.manifest, archive.tables, folder, files))
      : await withEmbeddedDatabase(installation.dataDir, "restore", (db) => restoreDatabase(db.db, archive.manifest, archive.tables, folder, files));
    return { manifest: archive.manifest, summary };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Puts the archive's stored files into the database, one at a time, in the restore's
 * transaction: the bytes of each row the archive's `stored_files` holds, and a new row for a
 * file of an archive written before files were kept in the database. A row whose file is
 * missing or differs is a damaged archive. Files no stored file may be named (a hidden file
 * an older version kept) are left out.
 */
export async function restoreStoredFiles(tx: Snapshot, manifest: Manifest, staging: string): Promise<void> {
  for (const entry of manifest.storage) {
    if (!isStoragePath(entry.path)) continue;
    const data = await readFile(path.join(staging, ...entry.path.split("/")));
    const filled = await tx
      .update(storedFiles)
      .set({ bytes: data })
      .where(and(eq(storedFiles.path, entry.path), eq(storedFiles.sha256, sha256Hex(data)), eq(storedFiles.size, data.byteLength)))
      .returning({ path: storedFiles.path });
    if (filled.length > 0) continue;
    if (await fileStore.exists(tx, entry.path)) throw new ArchiveError(`The stored file ${entry.path} does not match its row in the archive: the archive is damaged.`);
    await fileStore.put(tx, entry.path, data, { replace: false });
  }
  const [unfilled] = await tx
    .select({ path: storedFiles.path })
    .from(storedFiles)
    .where(ne(storedFiles.size, sql`octet_length(${storedFiles.bytes})`))
    .limit(1);
  if (unfilled) throw new ArchiveError(`The archive lists the stored file ${unfilled.path} but does not hold it: the archive is damaged.`);
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
