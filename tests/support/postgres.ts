import pg from "pg";
import { randomBytes } from "node:crypto";

/**
 * A throw-away PostgreSQL database on the server named by TEST_DATABASE_URL,
 * so data-layer tests run against real PostgreSQL as well as PGlite; with `template`,
 * a copy of that database (which no one may be connected to).
 */
export async function createTemporaryDatabase(baseUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The PostgreSQL server for tests, or null (with the reason) when none is configured. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}
