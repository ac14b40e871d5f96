/**
 * The one place files people made are kept (docs/decisions/028-files-in-the-database.md):
 * the table `stored_files` in the site's database, so every server copy reads the same
 * files, a lost disk loses none, and a file is written in the same transaction as the row
 * that names it. The upload of the content editor, the content import and export, the image
 * pipeline, the `/storage` route and the backup use these functions and nothing else.
 *
 * Every function takes the database or a transaction. Reading a file loads that one file;
 * listing reads no bytes.
 */
import { createHash } from "node:crypto";
import { asc, eq, inArray, like, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import type { ReadCache } from "#app/platform/db/read-cache.server.ts";
import { storedFiles } from "#app/platform/db/schema.ts";
import { contentTypeOf, isStoragePath } from "./paths.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

/** What is known of a stored file without its bytes. */
export interface StoredFileInfo {
  path: string;
  contentType: string;
  size: number;
  sha256: string;
  createdAt: Date;
  createdBy: string | null;
}

export interface StoredFile {
  info: StoredFileInfo;
  data: Buffer;
}

/** A path no stored file may have (see isStoragePath). */
export class BadStoragePath extends Error {
  constructor() {
    super("not a storage path");
  }
}

/** The table that holds the files, and the column the backup writes as files of their own. */
export const FILE_TABLE = "stored_files";
export const FILE_BYTES_COLUMN = "bytes";

const info = {
  path: storedFiles.path,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  sha256: storedFiles.sha256,
  createdAt: storedFiles.createdAt,
  createdBy: storedFiles.createdBy,
};

export function sha256Hex(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * Stores a file under `path`, replacing one stored there before (`replace: false`: refuses
 * to, and resolves to null). The content type follows the name unless given.
 */
async function put(
  db: Executor,
  path: string,
  data: Uint8Array,
  options: { contentType?: string; createdBy?: string | null; replace?: boolean } = {},
): Promise<StoredFileInfo | null> {
  if (!isStoragePath(path)) throw new BadStoragePath();
  const values = {
    path,
    contentType: options.contentType ?? contentTypeOf(path),
    bytes: data,
    size: data.byteLength,
    sha256: sha256Hex(data),
    createdBy: options.createdBy ?? null,
  };
  const insert = db.insert(storedFiles).values(values);
  const rows =
    options.replace === false
      ? await insert.onConflictDoNothing().returning(info)
      : await insert
          .onConflictDoUpdate({
            target: storedFiles.path,
            set: { contentType: values.contentType, bytes: data, size: values.size, sha256: values.sha256, createdBy: values.createdBy, createdAt: sql`now()` },
          })
          .returning(info);
  return rows[0] ?? null;
}

/** A stored file with its bytes, or null (also for a path no file can have). */
async function get(db: Executor, path: string): Promise<StoredFile | null> {
  if (!isStoragePath(path)) return null;
  const [row] = await db
    .select({ ...info, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.path, path))
    .limit(1);
  if (!row) return null;
  const { bytes, ...rest } = row;
  return { info: rest, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** What is known of a stored file (no bytes read), or null. */
async function exists(db: Executor, path: string): Promise<StoredFileInfo | null> {
  if (!isStoragePath(path)) return null;
  const [row] = await db.select(info).from(storedFiles).where(eq(storedFiles.path, path)).limit(1);
  return row ?? null;
}

/** Removes a stored file; false when there was none. */
async function remove(db: Executor, path: string): Promise<boolean> {
  if (!isStoragePath(path)) return false;
  const rows = await db.delete(storedFiles).where(eq(storedFiles.path, path)).returning({ path: storedFiles.path });
  return rows.length > 0;
}

/** A stored file that was deleted, with its SHA-256: the image pipeline forgets its cached sizes by it. */
export interface RemovedStoredFile {
  path: string;
  sha256: string;
}

/** Removes the stored files at these paths (published copies taken down); the ones there were. */
async function removeMany(db: Executor, paths: readonly string[]): Promise<RemovedStoredFile[]> {
  const valid = paths.filter(isStoragePath);
  if (valid.length === 0) return [];
  return db.delete(storedFiles).where(inArray(storedFiles.path, valid)).returning({ path: storedFiles.path, sha256: storedFiles.sha256 });
}

/** Every stored file (or those whose path starts with `prefix`), by path, without bytes. */
async function list(db: Executor, prefix?: string): Promise<StoredFileInfo[]> {
  const pattern = prefix === undefined ? undefined : `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(info)
    .from(storedFiles)
    .where(pattern === undefined ? undefined : like(storedFiles.path, pattern))
    .orderBy(asc(storedFiles.path));
}

/** The storage's interface: put, get, exists, delete, deleteMany, list. */
export const fileStore = { put, get, exists, delete: remove, deleteMany: removeMany, list } as const;

/**
 * Every stored file's path and SHA-256, read once per change of the table (decision 018):
 * pages give each picture an address with its content's version without a query per view.
 */
export function storedFileHashes(deps: { db: Database; readCache: Pick<ReadCache, "get"> }): Promise<ReadonlyMap<string, string>> {
  return deps.readCache.get("stored-file-hashes", [FILE_TABLE], async () => {
    const rows = await deps.db.select({ path: storedFiles.path, sha256: storedFiles.sha256 }).from(storedFiles);
    return new Map(rows.map((r) => [r.path, r.sha256]));
  });
}
