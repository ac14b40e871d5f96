import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { pgliteDumpFile } from "../support/database-template.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated PostgreSQL database that data-layer tests copy (`create database … template`); "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/**
 * The migrated databases every data-layer test starts from, made once before any test file runs
 * instead of once per file (PGlite) or per test (PostgreSQL): tests/support/databases.ts.
 */
export default async function setup(project: TestProject) {
  await pgliteDumpFile();
  const base = testDatabaseUrl();
  if (!base) {
    project.provide("postgresTemplate", "");
    return;
  }
  // One per run: runs side by side (other checkouts on the same server) never share or drop each other's.
  const template = await createTemporaryDatabase(base);
  const handle = await openDatabase({ databaseUrl: template.url, dataDir: "unused" });
  await handle.close();
  project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
