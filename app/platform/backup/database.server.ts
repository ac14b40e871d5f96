import { readFileSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "#app/platform/db/client.server.ts";
import { FILE_BYTES_COLUMN, FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { ArchiveError, countLines, planMigrations, sha256, tableEntryName, type Manifest, type ManifestMigration } from "./manifest.ts";

/**
 * The database half of a backup (docs/decisions/015-backups.md): every table
 * of the schema `public` (so every table of app/platform/db/schema.ts, whichever
 * migration added it), read in one snapshot and written as NDJSON, one JSON
 * object per row. PostgreSQL itself turns rows into JSON and back
 * (row_to_json, json_to_recordset), so each type keeps its exact value:
 * timestamps with their microseconds, bytea as hex, arrays, booleans, numbers
 * as written. json and jsonb values travel as their text, so a JSON null
 * stays apart from SQL NULL. drizzle's bookkeeping (schema `drizzle`) is not
 * copied; the migrations it lists are the archive's schema level.
 *
 * The stored files' bytes (decision 028) are no NDJSON: their rows are written
 * without them, and each file is an entry of its own (`storage/<path>`), read
 * one at a time in the same snapshot.
 */

const MIGRATIONS_SCHEMA = "drizzle";
const MIGRATIONS_TABLE = "__drizzle_migrations";
/** The key the server takes to migrate (app/platform/db/client.server.ts); a restore takes it too. */
const MIGRATION_LOCK = 727274;

export interface DumpedTable {
  name: string;
  columns: { name: string; type: string }[];
  /** NDJSON: one line per row, each ending with a line feed. */
  text: string;
  rows: number;
}

export interface DatabaseDump {
  version: string;
  migrations: ManifestMigration[];
  tables: DumpedTable[];
  sequences: Manifest["sequences"];
}

export interface LocalMigration {
  createdAt: number;
  hash: string;
  tag: string | null;
  sql: string[];
}

type Executor = Pick<Database, "execute">;

/** Columns written as files of their own, not into their table's NDJSON; a restore fills them from those files. */
const COLUMNS_AS_FILES: Readonly<Record<string, readonly string[]>> = { [FILE_TABLE]: [FILE_BYTES_COLUMN] };
const asFile = (table: string, column: string) => COLUMNS_AS_FILES[table]?.includes(column) ?? false;

/** A snapshot's transaction, for what is read in the same snapshot as the tables (the stored files). */
export type Snapshot = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const ident = (name: string) => sql.identifier(name);
const qualified = (table: string) => sql`${ident("public")}.${ident(table)}`;

interface CatalogueColumn {
  table: string;
  column: string;
  type: string;
  is_json: boolean;
}

/** The ordinary tables of the schema `public` with their stored (not generated) columns, in column order. */
async function catalogue(db: Executor): Promise<Map<string, { name: string; type: string; isJson: boolean }[]>> {
  const list = await rows<CatalogueColumn>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
               (a.atttypid in ('json'::regtype, 'jsonb'::regtype)) as "is_json"
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid
         where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         order by c.relname, a.attnum`,
  );
  const tables = new Map<string, { name: string; type: string; isJson: boolean }[]>();
  for (const row of list) {
    const columns = tables.get(row.table) ?? [];
    columns.push({ name: row.column, type: row.type, isJson: row.is_json });
    tables.set(row.table, columns);
  }
  return tables;
}

async function primaryKey(db: Executor, table: string): Promise<string[]> {
  const list = await rows<{ column: string }>(
    db,
    sql`select a.attname as "column"
          from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indisprimary and i.indrelid = ${`public.${quoteIdent(table)}`}::text::regclass
         order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return list.map((r) => r.column);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function appliedMigrations(db: Executor): Promise<{ hash: string; createdAt: number }[]> {
  const [exists] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) is not null as "present"`,
  );
  if (!exists?.present) return [];
  const list = await rows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from ${ident(MIGRATIONS_SCHEMA)}.${ident(MIGRATIONS_TABLE)} order by created_at`,
  );
  return list.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/** This installation's migrations (drizzle/), oldest first, with their file names. */
export function localMigrations(folder: string): LocalMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  return readMigrationFiles({ migrationsFolder: folder }).map((m) => ({
    createdAt: m.folderMillis,
    hash: m.hash,
    tag: tags.get(m.folderMillis) ?? null,
    sql: m.sql,
  }));
}

/**
 * Applies migrations inside the caller's transaction and records them exactly
 * as drizzle's migrator does (same schema, table and columns), so the server's
 * own migration step afterwards finds them applied.
 */
export async function applyMigrations(db: Executor, migrations: readonly LocalMigration[]): Promise<void> {
  await db.execute(sql`create schema if not exists ${ident(MIGRATIONS_SCHEMA)}`);
  await db.execute(
    sql`create table if not exists ${ident(MIGRATIONS_SCHEMA)}.${ident(MIGRATIONS_TABLE)} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into ${ident(MIGRATIONS_SCHEMA)}.${ident(MIGRATIONS_TABLE)} ("hash", "created_at") values (${migration.hash}, ${migration.createdAt})`,
    );
  }
}

/**
 * Reads every table in one read-only REPEATABLE READ transaction: one snapshot,
 * so a submission and its outbox rows (written in one transaction) are both in
 * it or both not. On PGlite the transaction has the one connection to itself.
 */
export async function dumpDatabase(db: Database, folder: string): Promise<DatabaseDump> {
  return snapshotDatabase(db, folder, async (dump) => dump);
}

/**
 * Reads every table as dumpDatabase does, then lets `use` read more in the same snapshot
 * (the stored files, one at a time) before the transaction ends.
 */
export async function snapshotDatabase<T>(db: Database, folder: string, use: (dump: DatabaseDump, snapshot: Snapshot) => Promise<T>): Promise<T> {
  const tags = new Map(localMigrations(folder).map((m) => [m.createdAt, m.tag]));
  return db.transaction(
    async (tx) => {
      // Stable text for every type, whatever the server's settings.
      await tx.execute(sql`set local timezone to 'UTC'`);
      await tx.execute(sql`set local bytea_output to 'hex'`);
      await tx.execute(sql`set local extra_float_digits to 1`);
      await tx.execute(sql`set local intervalstyle to 'postgres'`);
      const [version] = await rows<{ version: string }>(tx, sql`select current_setting('server_version') as "version"`);
      const migrations = (await appliedMigrations(tx)).map((m) => ({ ...m, tag: tags.get(m.createdAt) ?? null }));
      const tables: DumpedTable[] = [];
      for (const [name, all] of await catalogue(tx)) {
        const columns = all.filter((c) => !asFile(name, c.name));
        const key = await primaryKey(tx, name);
        const select = sql.join(
          columns.map((c) => (c.isJson ? sql`${ident(c.name)}::text as ${ident(c.name)}` : ident(c.name))),
          sql`, `,
        );
        const order = key.length ? sql` order by ${sql.join(key.map(ident), sql`, `)}` : sql``;
        const lines = await rows<{ line: string }>(
          tx,
          sql`select row_to_json(r.*)::text as "line" from (select ${select} from ${qualified(name)}${order}) r`,
        );
        const text = lines.map((l) => `${l.line}\n`).join("");
        tables.push({ name, columns: columns.map(({ name: n, type }) => ({ name: n, type })), text, rows: lines.length });
      }
      const sequences: Manifest["sequences"] = [];
      const names = await rows<{ name: string }>(
        tx,
        sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
      );
      for (const { name } of names) {
        const [state] = await rows<{ last_value: string; is_called: boolean }>(
          tx,
          sql`select last_value::text as "last_value", is_called from ${qualified(name)}`,
        );
        if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
      }
      return use({ version: version?.version ?? "unknown", migrations, tables, sequences }, tx);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export class RestoreRefused extends Error {}

/** The tables of the schema `public` that hold a row, with their row counts. */
export async function nonEmptyTables(db: Executor): Promise<{ table: string; rows: number }[]> {
  const found: { table: string; rows: number }[] = [];
  for (const table of (await catalogue(db)).keys()) {
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as "n" from ${qualified(table)}`);
    if (row && row.n > 0) found.push({ table, rows: row.n });
  }
  return found;
}

/** Tables in an order where every table comes after the tables its foreign keys point to. */
async function insertOrder(db: Executor, tables: readonly string[]): Promise<{ order: string[]; selfReferencing: Set<string> }> {
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as "child", p.relname as "parent"
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
          join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
         where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'`,
  );
  const wanted = new Set(tables);
  const selfReferencing = new Set(edges.filter((e) => e.child === e.parent).map((e) => e.child));
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const edge of edges) {
    if (edge.child !== edge.parent && wanted.has(edge.child) && wanted.has(edge.parent)) parents.get(edge.child)!.add(edge.parent);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const next = [...tables].sort().find((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!next) throw new RestoreRefused(`The tables ${tables.filter((t) => !placed.has(t)).join(", ")} refer to each other in a cycle; this restore cannot order them.`);
    order.push(next);
    placed.add(next);
  }
  return { order, selfReferencing };
}

/** Rows per INSERT: batches of about this many bytes of NDJSON. */
const BATCH_BYTES = 4 * 1024 * 1024;

function* batches(text: string, whole: boolean): Generator<string[]> {
  let batch: string[] = [];
  let size = 0;
  for (const line of text.split("\n")) {
    if (line === "") continue;
    batch.push(line);
    size += line.length;
    if (!whole && size >= BATCH_BYTES) {
      yield batch;
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield batch;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  migratedForward: number;
}

/**
 * Restores a verified archive's tables into an empty database, all in one
 * transaction: the migrations up to the archive's level, the rows (foreign
 * keys checked, user triggers off while inserting), the sequences, then the
 * newer migrations of this installation. Anything wrong rolls everything back.
 */
export async function restoreDatabase(
  db: Database,
  manifest: Manifest,
  tableText: ReadonlyMap<string, string>,
  folder: string,
  /** Fills in what the archive holds as files (the stored files), at the end, in the same transaction. */
  restoreFiles: (tx: Snapshot) => Promise<void> = async () => {},
): Promise<RestoreSummary> {
  const local = localMigrations(folder);
  const plan = planMigrations(manifest.migrations, local);
  if (plan.kind !== "ok") throw new RestoreRefused(plan.message);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const occupied = await nonEmptyTables(tx);
    if (occupied.length > 0) {
      const list = occupied.map((t) => `${t.table} (${t.rows})`).join(", ");
      throw new RestoreRefused(
        `The installation is not empty: ${list}. A restore goes into an empty installation only: a new DATA_DIR, or a new PostgreSQL database for DATABASE_URL.`,
      );
    }
    const applied = await appliedMigrations(tx);
    for (const [index, migration] of applied.entries()) {
      if (local[index]?.createdAt !== migration.createdAt) {
        throw new RestoreRefused("The installation's database was migrated by a different version of the site; restore into a new database.");
      }
    }
    if (applied.length > plan.upToArchive) {
      throw new RestoreRefused(
        `The installation's (empty) tables already have a newer schema (${applied.length} migrations) than the archive (${plan.upToArchive}). Restore into a new DATA_DIR or a new, blank PostgreSQL database: the archive is then migrated forward.`,
      );
    }
    await applyMigrations(tx, local.slice(applied.length, plan.upToArchive));

    const present = await catalogue(tx);
    for (const table of manifest.tables) {
      const columns = present.get(table.name);
      if (!columns) throw new RestoreRefused(`The archive's table ${table.name} does not exist at the archive's schema level: the archive does not match its migrations.`);
      for (const column of table.columns) {
        if (!columns.some((c) => c.name === column.name)) {
          throw new RestoreRefused(`The archive's column ${table.name}.${column.name} does not exist at the archive's schema level: the archive does not match its migrations.`);
        }
      }
    }
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    const { order, selfReferencing } = await insertOrder(tx, [...byName.keys()]);
    for (const name of order) await tx.execute(sql`alter table ${qualified(name)} disable trigger user`);
    let total = 0;
    for (const name of order) {
      const table = byName.get(name)!;
      const text = tableText.get(name) ?? "";
      const jsonColumns = new Set(present.get(name)!.filter((c) => c.isJson).map((c) => c.name));
      // A column the archive holds as files gets an empty value here and its files at the end.
      const fileColumns = present.get(name)!.filter((c) => asFile(name, c.name) && !table.columns.some((t) => t.name === c.name));
      const columnList = sql.join([...table.columns, ...fileColumns].map((c) => ident(c.name)), sql`, `);
      const definitions = sql.raw(
        table.columns.map((c) => `${quoteIdent(c.name)} ${jsonColumns.has(c.name) ? "text" : c.type}`).join(", "),
      );
      const values = sql.join(
        table.columns.map((c) =>
          jsonColumns.has(c.name) ? sql`r.${ident(c.name)}::${sql.raw(present.get(name)!.find((p) => p.name === c.name)!.type)}` : sql`r.${ident(c.name)}`,
        ).concat(fileColumns.map((c) => sql`''::${sql.raw(c.type)}`)),
        sql`, `,
      );
      for (const batch of batches(text, selfReferencing.has(name))) {
        await tx.execute(
          sql`insert into ${qualified(name)} (${columnList}) overriding system value
              select ${values} from json_to_recordset(${`[${batch.join(",")}]`}::text::json) as r(${definitions})`,
        );
      }
      const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as "n" from ${qualified(name)}`);
      if (count?.n !== table.rows) throw new ArchiveError(`Table ${name}: ${count?.n} rows restored, the archive lists ${table.rows}.`);
      total += table.rows;
    }
    for (const name of order) await tx.execute(sql`alter table ${qualified(name)} enable trigger user`);
    for (const sequence of manifest.sequences) {
      await tx.execute(
        sql`select setval(${`public.${quoteIdent(sequence.name)}`}::text::regclass, ${sequence.lastValue}::text::bigint, ${sequence.isCalled})`,
      );
    }
    await applyMigrations(tx, local.slice(plan.upToArchive));
    // The files as their rows were: with user triggers off (the change notice's versions stay as archived).
    const existing = [...(await catalogue(tx)).keys()].filter((t) => t in COLUMNS_AS_FILES);
    for (const name of existing) await tx.execute(sql`alter table ${qualified(name)} disable trigger user`);
    await restoreFiles(tx);
    for (const name of existing) await tx.execute(sql`alter table ${qualified(name)} enable trigger user`);
    return { tables: order.length, rows: total, migratedForward: local.length - plan.upToArchive };
  });
}

/** The manifest's table entries for a dump (sizes and checksums of the NDJSON). */
export function manifestTables(dump: DatabaseDump): Manifest["tables"] {
  return dump.tables.map((t) => {
    const bytes = Buffer.from(t.text, "utf8");
    if (countLines(t.text) !== t.rows) throw new Error(`table ${t.name}: a row spans lines`);
    return { name: t.name, file: tableEntryName(t.name), columns: t.columns, rows: t.rows, bytes: bytes.length, sha256: sha256(bytes) };
  });
}
