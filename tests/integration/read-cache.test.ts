import { describe, expect, it, vi } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, LISTENER_NAME } from "#app/platform/db/client.server.ts";
import { ChangeNotice, ReadCache } from "#app/platform/db/read-cache.server.ts";
import { publicTables } from "#app/platform/db/public-tables.ts";
import { blogPosts } from "#app/platform/db/schema.ts";
import { testDatabases } from "../support/databases.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";

const post = (slug: string, title: string) => ({
  slugDe: slug,
  slugEs: `${slug}-es`,
  titleDe: title,
  titleEs: title,
  publishedDate: new Date("2025-03-18T00:00:00Z"),
});

/** A read cache over the blog posts that counts the reads it makes. */
function countingReader(cache: ReadCache, read: () => Promise<string[]>) {
  const reader = {
    reads: 0,
    titles: () =>
      cache.get("titles", ["blog_posts"], () => {
        reader.reads++;
        return read();
      }),
  };
  return reader;
}

describe.each(testDatabases())("read cache and change notice on $name", (database) => {
  it("reads once while nothing changes, and again after a change by anyone", async () => {
    const handle = await database.open();
    const notice = await new ChangeNotice(handle.changes).start();
    try {
      const reader = countingReader(new ReadCache(notice), async () =>
        (await handle.db.select({ title: blogPosts.titleDe }).from(blogPosts)).map((r) => r.title),
      );
      expect(await reader.titles()).toEqual([]);
      await Promise.all([reader.titles(), reader.titles(), reader.titles()]);
      expect(reader.reads).toBe(1);
      // Written by plain SQL, as the CLI or another server copy would: no code tells the cache.
      await handle.db.execute(sql`insert into blog_posts (slug_de, slug_es, title_de, title_es, published_date) values ('a', 'a-es', 'Erster', 'Primero', now())`);
      await vi.waitFor(async () => expect(await reader.titles()).toEqual(["Erster"]), { timeout: 2000, interval: 20 });
      await handle.db.update(blogPosts).set({ titleDe: "Neu" });
      await vi.waitFor(async () => expect(await reader.titles()).toEqual(["Neu"]), { timeout: 2000, interval: 20 });
      const reads = reader.reads;
      for (let i = 0; i < 20; i++) await reader.titles();
      expect(reader.reads).toBe(reads);
    } finally {
      await notice.close();
      await handle.cleanup();
    }
  });

  it("raises the version of every registered table with any changing statement", async () => {
    const handle = await database.open();
    const notice = await new ChangeNotice(handle.changes).start();
    try {
      for (const table of publicTables) {
        const before = notice.stamp([table]);
        // Even a statement that touches no row counts: the trigger is per statement.
        await handle.changes.query(`delete from ${table} where false`);
        await vi.waitFor(() => expect(notice.stamp([table]), table).not.toBe(before), { timeout: 2000, interval: 20 });
      }
    } finally {
      await notice.close();
      await handle.cleanup();
    }
  });

  it("is told of a change by notification, long before any check", async () => {
    const handle = await database.open();
    const notice = await new ChangeNotice(handle.changes, { fallbackMs: 60_000 }).start();
    try {
      const before = notice.stamp(["dogs"]);
      const started = Date.now();
      await handle.changes.query(`insert into dogs (id, data) values ('n1', '{"id":"n1"}')`);
      await vi.waitFor(() => expect(notice.stamp(["dogs"])).not.toBe(before), { timeout: 1000, interval: 5 });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await notice.close();
      await handle.cleanup();
    }
  });

  it("catches a change whose notification never came with the check once a second", async () => {
    const handle = await database.open();
    const slow = await new ChangeNotice(handle.changes, { fallbackMs: 60_000 }).start();
    const normal = await new ChangeNotice(handle.changes).start();
    try {
      const before = normal.stamp(["guides"]);
      // A version raised without a notification: what a lost one looks like to a server process.
      await handle.changes.query("insert into content_versions (table_name, version) values ('guides', 1000) on conflict (table_name) do update set version = 1000");
      await vi.waitFor(() => expect(normal.stamp(["guides"])).toBe("1000|"), { timeout: 2500, interval: 50 });
      expect(before).not.toBe("1000|");
      // Without the fallback check, nothing would have told this process.
      expect(slow.stamp(["guides"])).toBe(before);
    } finally {
      await slow.close();
      await normal.close();
      await handle.cleanup();
    }
  });
});

describe.runIf(testDatabaseUrl())("change notice on PostgreSQL with several processes", () => {
  it("tells every connection of another process, and listens again after its connection is cut", async () => {
    const temp = await createTemporaryDatabase(testDatabaseUrl()!);
    const one = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const two = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const notices = [await new ChangeNotice(one.changes).start(), await new ChangeNotice(two.changes).start()];
    const writer = new pg.Client({ connectionString: temp.url });
    await writer.connect();
    try {
      const stamps = notices.map((n) => n.stamp(["blog_posts"]));
      await one.db.insert(blogPosts).values(post("b", "Zwei"));
      await vi.waitFor(() => notices.forEach((n, i) => expect(n.stamp(["blog_posts"])).not.toBe(stamps[i])), { timeout: 2000 });

      // The administrator (or a failover) ends the listening connections: changes still arrive.
      await writer.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()", [LISTENER_NAME]);
      const after = notices.map((n) => n.stamp(["blog_posts"]));
      await writer.query("update blog_posts set title_de = 'Drei'");
      await vi.waitFor(() => notices.forEach((n, i) => expect(n.stamp(["blog_posts"])).not.toBe(after[i])), { timeout: 2500 });
      // And they listen again: a later change arrives by notification, well before any check.
      await vi.waitFor(
        async () => {
          const { rows } = await writer.query("select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()", [LISTENER_NAME]);
          expect(rows[0].n).toBe(2);
        },
        { timeout: 3000 },
      );
    } finally {
      await writer.end();
      for (const n of notices) await n.close();
      await one.close();
      await two.close();
      await temp.drop();
    }
  });
});
