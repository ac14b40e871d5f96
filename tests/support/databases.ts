import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
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
        const handle = await openDatabase({ dataDir: "memory://", ...options });
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
