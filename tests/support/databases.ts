import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";

const dumps = new Map<boolean, Promise<Blob>>();

/** An embedded database with every migration applied, as a dump: made once per test worker, so each test's database starts from it in a fraction of a second. */
function templateDump(migrated: boolean): Promise<Blob> {
  let dump = dumps.get(migrated);
  if (!dump) {
    dump = (async () => {
      const handle = await openDatabase({ dataDir: "memory://", migrate: migrated });
      try {
        return await handle.dump!();
      } finally {
        await handle.close();
      }
    })();
    dumps.set(migrated, dump);
  }
  return dump;
}
import { createTemporaryDatabase, testDatabaseUrl } from "./postgres.ts";

export interface TestDatabase {
  name: string;
  /** A new database; `migrate: false` leaves it blank (no tables), as a new installation before its first start. */
  open(options?: { migrate?: boolean }): Promise<DatabaseHandle & { cleanup(): Promise<void> }>;
}

/**
 * The two databases every data-layer test runs against: embedded PGlite and,
 * when TEST_DATABASE_URL is set (always in CI), a real PostgreSQL server.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: "PGlite",
      async open(options = {}) {
        // A migrated database starts from this worker's dump of one (creating an embedded database takes seconds);
        // a blank one is created (a blank dump loaded back has stalled the restores into it).
        const handle = await openDatabase({ dataDir: "memory://", ...options, ...(options.migrate === false ? {} : { pgliteDump: await templateDump(true) }) });
        return { ...handle, cleanup: () => handle.close() };
      },
    },
  ];
  const base = testDatabaseUrl();
  if (base) {
    list.push({
      name: "PostgreSQL",
      async open(options = {}) {
        const temp = await createTemporaryDatabase(base);
        const handle = await openDatabase({ databaseUrl: temp.url, dataDir: "unused", ...options });
        return {
          ...handle,
          async cleanup() {
            await handle.close();
            await temp.drop();
          },
        };
      },
    });
  } else if (process.env.CI) {
    throw new Error("TEST_DATABASE_URL must be set in CI so the data layer is tested against PostgreSQL.");
  }
  return list;
}
