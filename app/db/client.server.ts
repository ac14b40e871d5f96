import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync, mkdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Migrations live at the project root in `drizzle/`, checked in. */
export function migrationsFolder(): string {
  // Works from the source tree (app/db) and from the server bundle (build/server).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const besideSource = path.resolve(here, "../../drizzle");
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
}): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection closed by the server is an
    // unhandled 'error' event, which ends the whole process.
    pool.on("error", (error) => options.onConnectionLost?.(error));
    const db = drizzle(pool, { schema });
    // Several server copies may start at once: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => {});
      client.release();
    }
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataPath: string | undefined;
  if (options.dataDir !== "memory://") {
    dataPath = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: folder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
