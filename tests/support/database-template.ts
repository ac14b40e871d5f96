import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, openAsBlob, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder, openDatabase } from "#app/platform/db/client.server.ts";

/**
 * What a migrated database depends on: the checked-in migrations, the code that applies them and
 * adds the change triggers, and the PGlite release that wrote its files. A template made from other
 * inputs is never reused.
 */
function templateKey(): string {
  const hash = createHash("sha256");
  const folder = migrationsFolder();
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  const root = path.resolve(folder, "..");
  for (const file of ["app/platform/db/client.server.ts", "app/platform/db/public-tables.ts", "node_modules/@electric-sql/pglite/package.json"]) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * An embedded database with every migration applied, made once per set of migrations and
 * copied into each test server's DATA_DIR: creating a PGlite database on disk (initdb) and
 * migrating it costs about six seconds of CPU, and the suite starts a server some thirty times.
 * A copy is the state a fresh server reaches after its own migrations.
 */
export async function databaseTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `site-pglite-template-${templateKey()}`);
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

/**
 * The data-layer tests' migrated in-memory database, as a PGlite dump in a file: made once per set
 * of migrations (the unit stage's global setup makes it before any test file runs) and read by
 * every test that opens a PGlite database. Creating one in memory and migrating it costs about ten
 * seconds of CPU; loading the dump, one and a half.
 */
export async function pgliteDumpFile(): Promise<string> {
  const file = path.join(tmpdir(), `site-pglite-dump-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  const handle = await openDatabase({ dataDir: "memory://" });
  try {
    const dump = await handle.dump!();
    // Written under a temporary name and renamed: a reader never sees half a dump.
    const work = `${file}.tmp-${randomBytes(4).toString("hex")}`;
    writeFileSync(work, Buffer.from(await dump.arrayBuffer()));
    renameSync(work, file);
  } finally {
    await handle.close();
  }
  return file;
}

/** The migrated dump as a Blob for `openDatabase({ pgliteDump })`. */
export async function pgliteDump(): Promise<Blob> {
  return openAsBlob(await pgliteDumpFile());
}
