import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable, Writable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ArchiveError,
  MANIFEST_NAME,
  countLines,
  isSafeRelativePath,
  parseManifest,
  sha256,
  storageEntryName,
  verifyEntries,
  type Manifest,
  type StorageFile,
} from "./manifest.ts";
import { manifestTables, type DatabaseDump } from "./database.server.ts";
import { listFolderFiles } from "#app/platform/storage/folder.server.ts";

/**
 * The archive file (docs/decisions/015-backups.md#format): a gzip-compressed
 * POSIX tar with `tables/<table>.ndjson` per table, `storage/<path>` per stored
 * file (decision 028: the bytes of `stored_files`), and `manifest.json` last, listing every entry before it with its size
 * and SHA-256. `tar tzf` lists it; only this code restores it.
 */

/** Every regular file below `dir`, as sorted relative paths with forward slashes (none when it does not exist). */
export const listFiles = listFolderFiles;

/** One file for the archive's `storage/` entries. */
export interface ArchiveFile {
  path: string;
  data: Buffer;
}

function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600, mtime, type: "file" }, data, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Writes the archive of a database dump and the stored files to `out`. The files come one
 * at a time (only one is held in memory), each as it is.
 */
export async function writeArchive(
  out: Writable,
  dump: DatabaseDump,
  options: { files: AsyncIterable<ArchiveFile>; databaseKind: "pglite" | "postgres"; now?: Date },
): Promise<Manifest> {
  const now = options.now ?? new Date();
  const pack = tar.pack();
  const gzip = createGzip();
  const done = pipeline(pack, gzip, out);
  const storage: StorageFile[] = [];
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    createdAt: now.toISOString(),
    database: { kind: options.databaseKind, version: dump.version },
    migrations: dump.migrations,
    tables: manifestTables(dump),
    sequences: dump.sequences,
    storage,
  };
  try {
    for (const table of dump.tables) await addEntry(pack, `tables/${table.name}.ndjson`, Buffer.from(table.text, "utf8"), now);
    for await (const file of options.files) {
      if (!isSafeRelativePath(file.path)) continue;
      await addEntry(pack, storageEntryName(file.path), file.data, now);
      storage.push({ path: file.path, bytes: file.data.length, sha256: sha256(file.data) });
    }
    await addEntry(pack, MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8"), now);
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  await done;
  return manifest;
}

export interface ReadArchive {
  manifest: Manifest;
  /** Each table's NDJSON text, by table name. */
  tables: Map<string, string>;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads an archive and checks it whole: gzip's own checksum, tar's header
 * checksums, the manifest, every entry's size and SHA-256 and every table's
 * row count. Stored files are written below `storageTarget` when given (a
 * folder the caller removes if this throws). Any problem is an ArchiveError.
 */
export async function readArchive(source: Readable, options: { storageTarget?: string } = {}): Promise<ReadArchive> {
  const extract = tar.extract();
  const gunzip = createGunzip();
  const seen = new Map<string, { bytes: number; sha256: string }>();
  const tables = new Map<string, string>();
  let manifestText: string | null = null;
  const feeding = pipeline(source, gunzip, extract).catch((error: unknown) => {
    throw translate(error);
  });
  feeding.catch(() => {});
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (manifestText !== null) throw new ArchiveError("The archive continues after its manifest: the archive is damaged.");
      if (entry.header.type !== "file") throw new ArchiveError(`The archive holds "${name}", which is not a plain file: refused.`);
      const chunks: Buffer[] = [];
      const hash = createHash("sha256");
      let bytes = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        chunks.push(chunk);
      }
      const data = Buffer.concat(chunks);
      if (name === MANIFEST_NAME) {
        manifestText = decode(data, name);
        continue;
      }
      const table = /^tables\/([^/]+)\.ndjson$/.exec(name);
      if (table) {
        tables.set(table[1]!, decode(data, name));
      } else if (name.startsWith("storage/") && isSafeRelativePath(name.slice("storage/".length))) {
        if (options.storageTarget) {
          const target = path.join(options.storageTarget, ...name.slice("storage/".length).split("/"));
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, data, { mode: 0o600 });
        }
      } else {
        throw new ArchiveError(`The archive holds "${name}", which is no part of a backup: refused.`);
      }
      if (seen.has(name)) throw new ArchiveError(`The archive holds "${name}" twice: the archive is damaged.`);
      seen.set(name, { bytes, sha256: hash.digest("hex") });
    }
    await feeding;
  } catch (error) {
    await feeding.catch(() => {});
    throw translate(error);
  }
  if (manifestText === null) throw new ArchiveError("The archive has no manifest: it is incomplete (cut off while written or copied).");
  const manifest = parseManifest(manifestText);
  verifyEntries(manifest, seen);
  for (const table of manifest.tables) {
    const lines = countLines(tables.get(table.name) ?? "");
    if (lines !== table.rows) throw new ArchiveError(`Table ${table.name} holds ${lines} rows, its manifest says ${table.rows}: the archive is damaged.`);
  }
  return { manifest, tables };
}

/** Reads an archive file (see readArchive). */
export async function readArchiveFile(file: string, options: { storageTarget?: string } = {}): Promise<ReadArchive> {
  return readArchive(createReadStream(file), options);
}

function decode(data: Buffer, name: string): string {
  try {
    return utf8.decode(data);
  } catch {
    throw new ArchiveError(`"${name}" in the archive is not UTF-8 text: the archive is damaged.`);
  }
}

function translate(error: unknown): Error {
  if (error instanceof ArchiveError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code ?? "";
  if (code === "ENOENT") return new ArchiveError("The archive file does not exist.");
  if (code === "EISDIR") return new ArchiveError("The archive path is a folder, not a file.");
  if (code.startsWith("Z_")) {
    return new ArchiveError("The archive is not a complete gzip file (cut off or damaged): refused, nothing was changed.");
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end|premature|truncat|invalid tar|header|size mismatch/i.test(message)) {
    return new ArchiveError("The archive is not a complete tar file (cut off or damaged): refused, nothing was changed.");
  }
  return error instanceof Error ? error : new Error(message);
}
