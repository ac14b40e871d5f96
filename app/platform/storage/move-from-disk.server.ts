/**
 * Installations older than decision 028 kept their pictures in `DATA_DIR/storage`. At start
 * (and before a content import or export) every file there is moved into the database:
 * stored (unless a file with that path is stored already: the database's copy wins), then
 * moved on disk to `DATA_DIR/storage.migrated/<same path>`, one file at a time. A run cut
 * off anywhere resumes where it stopped; once the folder is empty, a start finds nothing to
 * do. The moved files stay for the operator to check and delete (README "Configuration").
 *
 * Only counts are logged: file names come from content files and could say anything.
 */
import { mkdir, readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { Database } from "#app/platform/db/client.server.ts";
import { storageDirOf } from "#app/platform/config/data-dir.server.ts";
import { listFolderFiles } from "./folder.server.ts";
import { fileStore, sha256Hex } from "./files.server.ts";
import { isStoragePath } from "./paths.ts";

export interface MoveReport {
  /** Stored in the database now. */
  moved: number;
  /** Already stored with the same content (a run cut off after storing, before moving). */
  alreadyStored: number;
  /** A different file was stored under the same path: the database's is kept, the disk's moved aside. */
  kept: number;
  /** Names no stored file may have (hidden files, no bucket folder): left where they are. */
  skipped: number;
}

/** Where moved files go: beside the old folder, kept until an operator deletes it. */
export function migratedDirOf(dataDir: string): string {
  return `${storageDirOf(dataDir)}.migrated`;
}

export async function moveStorageFolderIntoDatabase(db: Database, dataDir: string): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, alreadyStored: 0, kept: 0, skipped: 0 };
  if (dataDir === "memory://") return report;
  const from = storageDirOf(dataDir);
  const to = migratedDirOf(dataDir);
  for (const relative of await listFolderFiles(from)) {
    if (!isStoragePath(relative)) {
      report.skipped++;
      continue;
    }
    const source = path.join(from, ...relative.split("/"));
    let data: Buffer;
    try {
      data = await readFile(source);
    } catch (error) {
      // Moved meanwhile by another process starting on the same DATA_DIR.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const stored = await fileStore.put(db, relative, data, { replace: false });
    if (stored) report.moved++;
    else if ((await fileStore.exists(db, relative))?.sha256 === sha256Hex(data)) report.alreadyStored++;
    else report.kept++;
    const target = path.join(to, ...relative.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await rm(target, { force: true });
    await rename(source, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  await removeEmptyFolders(from);
  return report;
}

/** Removes the empty folders left below `dir` (and `dir` itself when empty). */
async function removeEmptyFolders(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(dir, entry.name));
  await rmdir(dir).catch(() => {});
}
