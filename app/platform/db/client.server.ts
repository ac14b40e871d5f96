import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync, mkdirSync } from "node:fs";
import { closeDataDir, secureDataDir } from "#app/platform/config/data-dir.server.ts";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";
import { publicTables } from "./public-tables.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A query on its own, outside Drizzle (version checks of the read cache), and notifications. */
export interface ChangeConnection {
  /** Runs one query; rows as plain objects. */
  query<T>(text: string): Promise<T[]>;
  /**
   * Calls `onNotice` with each notification on `channel`, and `onLost` when the
   * listening connection ends (PostgreSQL restart, network): then listen again.
   * Resolves once listening; the result stops it.
   */
  listen(channel: string, onNotice: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  changes: ChangeConnection;
  close(): Promise<void>;
  /** The embedded database as a dump (for `pgliteDump`); absent on PostgreSQL. */
  dump?: () => Promise<Blob>;
}

/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_NAME = "content-change-listener";

/** Statement-level change triggers on every table public pages read (app/platform/db/public-tables.ts, decision 018). */
export function changeTriggerStatements(): string[] {
  return publicTables.map(
    (table) =>
      `CREATE OR REPLACE TRIGGER ${table}_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_changed()`,
  );
}

/** Drizzle's query hook: the SQL text of each query (never its parameters). */
function queryLogger(logQuery: ((sql: string) => void) | undefined) {
  return logQuery ? { logQuery: (query: string) => logQuery(query) } : undefined;
}

/** Migrations live at the project root in `drizzle/`, checked in. */
export function migrationsFolder(): string {
  // Works from the source tree (app/platform/db) and from the server bundle (build/server).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const besideSource = path.resolve(here, "../../../drizzle");
  return existsSync(besideSource) ? besideSource : path.resolve(process.cwd(), "drizzle");
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded
 * PGlite under `dataDir` (or in memory for `memory://`). Applies the checked-in
 * migrations before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when PostgreSQL closes an idle connection (restart, failover, an administrator); the pool replaces it. */
  onConnectionLost?: (error: Error) => void;
  /** false: open as it is, without applying migrations (backups read the schema they find; a restore migrates in its own transaction). */
  migrate?: boolean;
  /** Told the SQL text of every query made through `db` (not its parameters). */
  logQuery?: (sql: string) => void;
  /**
   * `memory://` only: start from this dump of an embedded database (`dumpDataDir`) instead of an empty
   * one, skipping its creation (seconds) — the data-layer tests' migrated template.
   */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  const applyMigrations = options.migrate ?? true;
  const logger = queryLogger(options.logQuery);
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection closed by the server is an
    // unhandled 'error' event, which ends the whole process.
    pool.on("error", (error) => options.onConnectionLost?.(error));
    const db = drizzle(pool, { schema, logger });
    // Several server copies may start at once: one migrates, the others wait.
    if (applyMigrations) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
        for (const statement of changeTriggerStatements()) await client.query(statement);
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    }
    const databaseUrl = options.databaseUrl;
    const changes: ChangeConnection = {
      query: async <T>(text: string) => (await pool.query(text)).rows as T[],
      async listen(channel, onNotice, onLost) {
        // Its own connection, outside the pool: LISTEN holds it for as long as the process runs.
        const listener = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
        let ended = false;
        const lost = (error: Error) => {
          if (ended) return;
          ended = true;
          listener.end().catch(() => {});
          onLost(error);
        };
        listener.on("error", lost);
        listener.on("end", () => lost(new Error("listening connection ended")));
        listener.on("notification", (message) => {
          if (message.channel === channel) onNotice(message.payload ?? "");
        });
        await listener.connect();
        await listener.query(`LISTEN ${channel}`);
        return async () => {
          ended = true;
          await listener.end().catch(() => {});
        };
      },
    };
    return { db: db as unknown as Database, kind: "postgres", changes, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataPath: string | undefined;
  if (options.dataDir !== "memory://") {
    secureDataDir(options.dataDir);
    dataPath = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
  }
  const client = dataPath || !options.pgliteDump ? new PGlite(dataPath) : new PGlite({ loadDataDir: options.pgliteDump });
  if (dataPath) {
    await client.waitReady;
    closeDataDir(options.dataDir);
  }
  const db = drizzle(client, { schema, logger });
  if (applyMigrations) {
    await migrate(db, { migrationsFolder: folder });
    for (const statement of changeTriggerStatements()) await client.exec(statement);
  }
  const changes: ChangeConnection = {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    // One process: PGlite delivers its own notifications after each commit.
    async listen(channel, onNotice) {
      const stop = await client.listen(channel, onNotice);
      return stop;
    },
  };
  return { db: db as unknown as Database, kind: "pglite", changes, close: () => client.close(), dump: () => client.dumpDataDir("none") };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
