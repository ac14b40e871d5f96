import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder, openDatabase } from "#app/platform/db/client.server.ts";

/**
 * An embedded database with every migration applied, made once per set of migrations and
 * copied into each test server's DATA_DIR: creating a PGlite database on disk (initdb) and
 * migrating it costs about six seconds of CPU, and the suite starts a server some thirty times.
 * A copy is the state a fresh server reaches after its own migrations (the database tests in
 * tests/integration create theirs from nothing).
 */
export async function databaseTemplate(): Promise<string> {
  const folder = migrationsFolder();
  const hash = createHash("sha256");
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const file = path.join(folder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(file));
  }
  const template = path.join(tmpdir(), `site-pglite-template-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(template)) return template;
  // Made under a temporary name and renamed: test files running side by side never see half a database.
  const work = mkdtempSync(`${template}.tmp-`);
  const handle = await openDatabase({ dataDir: work });
  await handle.close();
  try {
    renameSync(path.join(work, "pglite"), template);
  } catch {
    // Another test file made it first.
  }
  rmSync(work, { recursive: true, force: true });
  return template;
}

/** Puts a copy of the template where a server started with `dataDir` opens its embedded database. */
export async function seedDatabaseFromTemplate(dataDir: string): Promise<void> {
  cpSync(await databaseTemplate(), path.join(dataDir, "pglite"), { recursive: true });
}
