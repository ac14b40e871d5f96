import { createHash } from "node:crypto";
import { z } from "#app/platform/zod.ts";

/**
 * The backup archive's table of contents (docs/decisions/015-backups.md):
 * the last entry of the archive, naming every other entry with its size and
 * SHA-256, the schema's migration level and each sequence's position.
 */
export const ARCHIVE_FORMAT = "puente-canino-backup";
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");
const count = z.number().int().min(0);

/** A migration applied to the database, as drizzle's bookkeeping records it. */
const migrationSchema = z.object({
  /** The migration's `when` in drizzle/meta/_journal.json (drizzle's `created_at`). */
  createdAt: z.number().int(),
  hash: z.string(),
  /** The file name without `.sql`, when the writing installation knew it. */
  tag: z.string().nullable(),
});

const columnSchema = z.object({
  name: z.string().min(1),
  /** The column's type as PostgreSQL spells it (format_type), e.g. `timestamp with time zone`, `text[]`. */
  type: z.string().min(1),
});

const tableSchema = z.object({
  name: z.string().min(1),
  file: z.string().regex(/^tables\/[^/]+\.ndjson$/),
  columns: z.array(columnSchema).min(1),
  rows: count,
  bytes: count,
  sha256: sha256Hex,
});

const sequenceSchema = z.object({
  name: z.string().min(1),
  /** As text: a sequence may pass 2^53. */
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

const storageFileSchema = z.object({
  /** The stored file's path (`<bucket>/<name>`, decision 028; before it, relative to DATA_DIR/storage), with forward slashes. */
  path: z.string().refine(isSafeRelativePath, "must be a relative path inside the storage folder"),
  bytes: count,
  sha256: sha256Hex,
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), version: z.string() }),
  migrations: z.array(migrationSchema),
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
  storage: z.array(storageFileSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest["tables"][number];
export type ManifestMigration = Manifest["migrations"][number];
export type StorageFile = Manifest["storage"][number];

export class ArchiveError extends Error {}

export function sha256(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** A path below a folder: no absolute path, no `..`, no empty or `.` segment, no backslash or NUL. */
export function isSafeRelativePath(value: string): boolean {
  if (value.length === 0 || value.length > 1024) return false;
  if (/[\\\0]/.test(value) || value.startsWith("/")) return false;
  return value.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/** The archive entry that holds a stored file. */
export function storageEntryName(relativePath: string): string {
  return `storage/${relativePath}`;
}

export function tableEntryName(table: string): string {
  return `tables/${table}.ndjson`;
}

/** Reads and checks the manifest's JSON; every problem becomes one clear ArchiveError. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError("The archive's manifest is not valid JSON: the archive is damaged.");
  }
  if (typeof json === "object" && json !== null && (json as { format?: unknown }).format !== ARCHIVE_FORMAT) {
    throw new ArchiveError("This file is not a backup of this site (its manifest names another format).");
  }
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === "number" && version > ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveError(
      `This archive has format version ${version}; this version of the site reads up to ${ARCHIVE_FORMAT_VERSION}. Update the site first.`,
    );
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const where = result.error.issues[0]?.path.join(".") ?? "";
    throw new ArchiveError(`The archive's manifest is malformed (at "${where}"): the archive is damaged.`);
  }
  const names = new Set<string>();
  for (const name of [...result.data.tables.map((t) => t.file), ...result.data.storage.map((f) => storageEntryName(f.path))]) {
    if (names.has(name)) throw new ArchiveError(`The archive's manifest names "${name}" twice: the archive is damaged.`);
    names.add(name);
  }
  for (const table of result.data.tables) {
    if (table.file !== tableEntryName(table.name)) throw new ArchiveError(`The archive's manifest is malformed (table ${table.name}).`);
  }
  return result.data;
}

/** The entries the manifest promises, by archive name: size and checksum. */
export function expectedEntries(manifest: Manifest): Map<string, { bytes: number; sha256: string }> {
  const entries = new Map<string, { bytes: number; sha256: string }>();
  for (const table of manifest.tables) entries.set(table.file, { bytes: table.bytes, sha256: table.sha256 });
  for (const file of manifest.storage) entries.set(storageEntryName(file.path), { bytes: file.bytes, sha256: file.sha256 });
  return entries;
}

/**
 * Compares what was read from the archive with what its manifest promises:
 * every entry present once, with the promised size and checksum, and nothing else.
 */
export function verifyEntries(manifest: Manifest, seen: Map<string, { bytes: number; sha256: string }>): void {
  const expected = expectedEntries(manifest);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new ArchiveError(`The archive lacks "${name}", which its manifest lists: the archive is incomplete.`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
      throw new ArchiveError(`"${name}" in the archive does not match its checksum: the archive is damaged.`);
    }
  }
  for (const name of seen.keys()) {
    if (!expected.has(name)) throw new ArchiveError(`The archive holds "${name}", which its manifest does not list: the archive is damaged.`);
  }
}

/** One NDJSON file's line count (a file ends with a line feed after each row). */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

export type MigrationPlan =
  | { kind: "ok"; /** Migrations of this installation up to and including the archive's level. */ upToArchive: number }
  | { kind: "newer"; message: string }
  | { kind: "foreign"; message: string };

/**
 * Where the archive's schema stands against this installation's migrations
 * (docs/decisions/015-backups.md#schema-level): the archive's migrations must
 * be the first ones of this installation's list, in order. An archive with
 * more is from a newer version of the site and is refused; one with fewer is
 * restored at its level and migrated forward.
 */
export function planMigrations(
  archive: readonly ManifestMigration[],
  local: readonly { createdAt: number; tag: string | null }[],
): MigrationPlan {
  const byOrder = [...archive].sort((a, b) => a.createdAt - b.createdAt);
  for (const [index, migration] of byOrder.entries()) {
    const mine = local[index];
    const name = migration.tag ?? String(migration.createdAt);
    if (!mine) {
      return {
        kind: "newer",
        message: `The archive's schema is newer than this installation (it includes migration ${name}, which this version of the site does not have). Update the site, then restore.`,
      };
    }
    if (mine.createdAt !== migration.createdAt) {
      return {
        kind: "foreign",
        message: `The archive's migration ${index + 1} (${name}) is not this installation's migration ${index + 1} (${mine.tag ?? mine.createdAt}): the archive comes from a different version of the site.`,
      };
    }
  }
  return { kind: "ok", upToArchive: byOrder.length };
}
