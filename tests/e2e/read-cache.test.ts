import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { locales } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { publicTables } from "#app/platform/db/public-tables.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { rawRequest } from "../support/http.ts";
import { budgetedPages } from "../support/js-budgets.ts";
import { adoptionOnly } from "../support/demo-dogs.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";

// The production server with LOG_LEVEL=trace logs the SQL text of every query
// it makes through its database client ("database query"): what a page view
// asks of the database is read from there.

interface Logged {
  msg?: string;
  sql?: string;
}

function queriesSince(server: TestServer, mark: number): string[] {
  return server
    .output()
    .slice(mark)
    .split("\n")
    .flatMap((line) => {
      if (!line.startsWith("{")) return [];
      const entry = JSON.parse(line) as Logged;
      return entry.msg === "database query" && entry.sql ? [entry.sql] : [];
    });
}

/** The tables a query names (from, join, into, update). */
function tablesOf(query: string): string[] {
  return [...query.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => m[1]!);
}

/** Every public page in both languages (each page of the route table, a dog, a post, a guide, 404), the sitemap, the feed and the dog API. */
async function publicAddresses(server: TestServer): Promise<{ host: string; path: string }[]> {
  const addresses: { host: string; path: string }[] = [];
  for (const locale of locales) {
    const host = new URL(server[locale]).host;
    const slugOf = async (key: "blog" | "guides", detail: "blogPost" | "guideDetail") => {
      const list = await rawRequest(server.port, pathFor(key, locale), { host });
      const prefix = pathFor(detail, locale, { slug: "x" }).slice(0, -1);
      const match = new RegExp(`href="${prefix}([a-z0-9-]+)"`).exec(list.body);
      if (!match) throw new Error(`no ${detail} linked from ${pathFor(key, locale)}`);
      return match[1]!;
    };
    const params = {
      dogDetail: { slug: adoptionOnly().slug },
      blogPost: { slug: await slugOf("blog", "blogPost") },
      guideDetail: { slug: await slugOf("guides", "guideDetail") },
    };
    for (const page of budgetedPages(locale, params)) addresses.push({ host, path: page.path });
    for (const path of ["/sitemap.xml", "/blog/feed.xml", "/api/dogs"]) addresses.push({ host, path });
  }
  return addresses;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe.each([
  { name: "PGlite", postgres: false },
  ...(testDatabaseUrl() ? [{ name: "PostgreSQL", postgres: true }] : []),
])("page views on $name", ({ postgres }) => {
  let server: TestServer;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const temp = postgres ? await createTemporaryDatabase(testDatabaseUrl()!) : null;
    drop = temp?.drop;
    // The e-mail worker polls once an hour here, so every query in the log comes from a page.
    server = await startTestServer({ LOG_LEVEL: "trace", OUTBOX_POLL_SECONDS: "3600", DATABASE_URL: temp?.url ?? "" });
    await new Promise((r) => setTimeout(r, 1000));
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("read only tables registered for change notices, and make no query at all while nothing changed", async () => {
    const addresses = await publicAddresses(server);
    const first = server.output().length;
    for (const { host, path } of addresses) {
      const res = await rawRequest(server.port, path, { host });
      expect(res.status, `${host}${path}`).toBe(path === "/gibt-es-nicht" ? 404 : 200);
    }
    await settle();
    const read = queriesSince(server, first);
    expect(read.length).toBeGreaterThan(0); // the log shows queries: the first views filled the cache
    const unregistered = [...new Set(read.flatMap(tablesOf))].filter((t) => !(publicTables as readonly string[]).includes(t));
    expect(unregistered, "tables read by public pages but missing from app/platform/db/public-tables.ts").toEqual([]);

    const second = server.output().length;
    for (const { host, path } of addresses) await rawRequest(server.port, path, { host });
    await settle();
    expect(queriesSince(server, second)).toEqual([]);
  });
});

describe.runIf(testDatabaseUrl())("two server processes on one PostgreSQL", () => {
  let servers: TestServer[] = [];
  let temp: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    temp = await createTemporaryDatabase(testDatabaseUrl()!);
    // One starts first and seeds the demo content; the second finds it.
    servers.push(await startTestServer({ DATABASE_URL: temp.url, LOG_LEVEL: "warn" }));
    servers.push(await startTestServer({ DATABASE_URL: temp.url, LOG_LEVEL: "warn" }));
    client = new pg.Client({ connectionString: temp.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    for (const s of servers) await s.stop();
    servers = [];
    await temp?.drop();
  });

  it("both serve a post changed by SQL within 2 seconds, and a dog removed from the snapshot", async () => {
    const { rows } = await client.query<{ slug_de: string; title_de: string }>("select slug_de, title_de from blog_posts order by published_date desc limit 1");
    const { slug_de: slug, title_de: oldTitle } = rows[0]!;
    const path = pathFor("blogPost", "de", { slug });
    const dogPath = pathFor("dogDetail", "de", { slug: adoptionOnly().slug });
    for (const s of servers) {
      expect((await rawRequest(s.port, path)).body).toContain(oldTitle);
      expect((await rawRequest(s.port, dogPath)).status).toBe(200);
    }

    const title = `Geändert ${Date.now()}`;
    await client.query("update blog_posts set title_de = $1 where slug_de = $2", [title, slug]);
    await client.query("delete from dogs where id = $1", [adoptionOnly().dog.id]);
    const changed = Date.now();
    const seen = await Promise.all(
      servers.map(async (s) => {
        for (;;) {
          const post = await rawRequest(s.port, path);
          const dog = await rawRequest(s.port, dogPath);
          if (post.body.includes(title) && dog.status === 404) return Date.now() - changed;
          if (Date.now() - changed > 5000) return Infinity;
          await new Promise((r) => setTimeout(r, 25));
        }
      }),
    );
    for (const ms of seen) expect(ms).toBeLessThan(2000);
  });
});
