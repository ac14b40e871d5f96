import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { pgliteDump } from "./database-template.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "./postgres.ts";

export interface TestDatabase {
  name: string;
  /**
   * A new database. By default it starts migrated, as a copy of the run's migrated template (a PGlite
   * dump, a PostgreSQL template database: tests/integration/global-setup.ts); `migrate: false` leaves
   * it blank (no tables), as a new installation before its first start; `template: false` makes it
   * blank and applies the migrations in it now, as a server's first start does.
   */
  open(options?: { migrate?: boolean; template?: boolean }): Promise<DatabaseHandle & { cleanup(): Promise<void> }>;
}

/**
 * The two databases every data-layer test runs against: embedded PGlite and,
 * when TEST_DATABASE_URL is set (always in CI), a real PostgreSQL server.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: "PGlite",
      async open({ migrate = true, template = true } = {}) {
        // A blank one is created (a blank dump loaded back has stalled the restores into it).
        const fromTemplate = migrate && template;
        const handle = await openDatabase({ dataDir: "memory://", migrate, ...(fromTemplate ? { pgliteDump: await pgliteDump() } : {}) });
        return { ...handle, cleanup: () => handle.close() };
      },
    },
  ];
  const base = testDatabaseUrl();
  if (base) {
    list.push({
      name: "PostgreSQL",
      async open({ migrate = true, template = true } = {}) {
        const temp = await createTemporaryDatabase(base, migrate && template ? postgresTemplate() : undefined);
        const handle = await openDatabase({ databaseUrl: temp.url, dataDir: "unused", migrate });
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

function postgresTemplate(): string {
  const name = inject("postgresTemplate");
  if (!name) throw new Error("no migrated PostgreSQL template: tests/integration/global-setup.ts makes it when TEST_DATABASE_URL is set");
  return name;
}
