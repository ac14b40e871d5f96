import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync, mkdirSync } from "node:fs";
import { closeDataDir, secureDataDir } from "#app/platform/config/data-dir.server.ts";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as PgClient } from "pg";
import * as schema from "./schema.ts";
import { publicTables } from "./public-tables.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A query on its own, outside Drizzle (version checks of the read cache), and notifications. */
export interface ChangeConnection {
  /** Runs one query; rows as plain objects. */
  query<T>(text: string): Promise<T[]>;
  /**
   * Calls `onNotice` with each notification on `channel`, and `onLost` when the
   * listening connection ends (PostgreSQL restart, network): then listen again
   * (`keepListening`, app/platform/db/notifications.server.ts, does). Resolves once
   * listening; the result stops it. Every channel of a process shares one connection.
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

/** How the listening connection names itself in pg_stat_activity (one per process, for every channel). */
export const LISTENER_NAME = "notification-listener";

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
    const changes: ChangeConnection = {
      query: async <T>(text: string) => (await pool.query(text)).rows as T[],
      listen: sharedListener(options.databaseUrl, pg.Client),
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

/**
 * PostgreSQL's `listen`: one connection of its own outside the pool (LISTEN holds it for as long as
 * the process runs), shared by every channel the process listens on. When it ends, every listener
 * is told; the next `listen` opens a new one.
 */
function sharedListener(databaseUrl: string, Client: typeof PgClient): ChangeConnection["listen"] {
  interface Listener {
    channel: string;
    onNotice(payload: string): void;
    onLost(error: Error): void;
  }
  interface Shared {
    client: PgClient;
    ready: Promise<void>;
    listeners: Set<Listener>;
    ended: boolean;
  }
  let current: Shared | null = null;
  const end = (shared: Shared) => {
    shared.ended = true;
    if (current === shared) current = null;
    return shared.client.end().catch(() => {});
  };
  const open = (): Shared => {
    const client = new Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    const shared: Shared = { client, ready: Promise.resolve(), listeners: new Set(), ended: false };
    const lost = (error: Error) => {
      if (shared.ended) return;
      void end(shared);
      for (const listener of shared.listeners) listener.onLost(error);
    };
    client.on("error", lost);
    client.on("end", () => lost(new Error("listening connection ended")));
    client.on("notification", (message) => {
      for (const listener of shared.listeners) if (listener.channel === message.channel) listener.onNotice(message.payload ?? "");
    });
    shared.ready = client.connect().then(
      () => undefined,
      (error: unknown) => {
        void end(shared);
        throw error;
      },
    );
    return shared;
  };
  return async (channel, onNotice, onLost) => {
    const shared = current && !current.ended ? current : (current = open());
    await shared.ready;
    await shared.client.query(`LISTEN ${channel}`);
    // Lost while LISTEN was on its way: this listener was never told, so it hears of it here.
    if (shared.ended) throw new Error("listening connection ended");
    const listener: Listener = { channel, onNotice, onLost };
    shared.listeners.add(listener);
    return async () => {
      shared.listeners.delete(listener);
      if (shared.ended) return;
      if (shared.listeners.size === 0) await end(shared);
      else if (![...shared.listeners].some((other) => other.channel === channel)) await shared.client.query(`UNLISTEN ${channel}`).catch(() => {});
    };
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
