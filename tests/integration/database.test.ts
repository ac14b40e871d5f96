import { describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { dogs, dogSyncState } from "#app/platform/db/schema.ts";
import { openDatabase, pingDatabase } from "#app/platform/db/client.server.ts";
import { seedDemoContent, type Seeder } from "#app/platform/db/seed.server.ts";
import { testDatabases } from "../support/databases.ts";
import { testDatabaseUrl } from "../support/postgres.ts";

describe.each(testDatabases())("database on $name", (database) => {
  // Not from the run's migrated template: the migrations run here, as at a server's first start.
  it("applies the checked-in migrations and answers the health check", { timeout: 60_000 }, async () => {
    const handle = await database.open({ template: false });
    try {
      expect(await pingDatabase(handle.db)).toBe(true);
      // Both drivers answer raw queries with `{ rows }`.
      const tables = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const names = tables.rows.map((r) => r.table_name);
      expect(names).toEqual(expect.arrayContaining(["dogs", "dog_sync_state"]));
    } finally {
      await handle.cleanup();
    }
  });

  it("stores and reads rows through Drizzle", async () => {
    const handle = await database.open();
    try {
      await handle.db.insert(dogs).values({ id: "42", data: { id: "42", title: "Bruno" } });
      await handle.db.insert(dogSyncState).values({ id: 1, source: "test", syncedAt: new Date(), dogCount: 1 });
      const rows = await handle.db.select().from(dogs);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.data).toEqual({ id: "42", title: "Bruno" });
    } finally {
      await handle.cleanup();
    }
  });

  it("seeds only what is empty, and only once", async () => {
    const handle = await database.open();
    try {
      let runs = 0;
      const seeder: Seeder = {
        name: "demo",
        async run(db) {
          const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dogs);
          if ((row?.n ?? 0) > 0) return false;
          runs++;
          await db.insert(dogs).values({ id: "1", data: { id: "1" } });
          return true;
        },
      };
      expect(await seedDemoContent(handle.db, [seeder])).toEqual(["demo"]);
      expect(await seedDemoContent(handle.db, [seeder])).toEqual([]);
      expect(runs).toBe(1);
    } finally {
      await handle.cleanup();
    }
  });
});

describe.runIf(testDatabaseUrl())("PostgreSQL with several server copies", () => {
  it("lets two copies start on one database at once (migrations run once)", async () => {
    const { createTemporaryDatabase } = await import("../support/postgres.ts");
    const temp = await createTemporaryDatabase(testDatabaseUrl()!);
    try {
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: temp.url, dataDir: "unused" }),
        openDatabase({ databaseUrl: temp.url, dataDir: "unused" }),
      ]);
      expect(await pingDatabase(a.db)).toBe(true);
      expect(await pingDatabase(b.db)).toBe(true);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await temp.drop();
    }
  });
});

describe.runIf(testDatabaseUrl())("PostgreSQL closing connections", () => {
  it("survives the server closing its idle connections: told, and the next query gets a new one", async () => {
    const { createTemporaryDatabase } = await import("../support/postgres.ts");
    const temp = await createTemporaryDatabase(testDatabaseUrl()!);
    const lost: string[] = [];
    const handle = await openDatabase({ databaseUrl: temp.url, dataDir: "unused", onConnectionLost: (error) => lost.push(error.message) });
    try {
      expect(await pingDatabase(handle.db)).toBe(true);
      // What a restart or an administrator does: end every session of this database but our own.
      const admin = new pg.Client({ connectionString: temp.url });
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
      await admin.end();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(lost[0]).toMatch(/terminat/);
      expect(await pingDatabase(handle.db)).toBe(true);
    } finally {
      await handle.close();
      await temp.drop();
    }
  });
});

describe("PGlite on disk", () => {
  it("keeps data across restarts in DATA_DIR", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-"));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.db.insert(dogs).values({ id: "7", data: { id: "7" } });
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      expect(await second.db.select().from(dogs)).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
