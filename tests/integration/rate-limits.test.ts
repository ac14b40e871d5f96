import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseRateLimits, memoryRateLimits } from "#app/platform/rate-limits/rate-limit-store.server.ts";
import { rateLimits } from "#app/platform/db/schema.ts";
import { testDatabases } from "../support/databases.ts";

const rules = { form: { limit: 3, windowMs: 60_000 } };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, 0) + ms);

describe.each(testDatabases())("rate limits in the database ($name)", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("two server processes count one address together", async () => {
    const a = databaseRateLimits(handle.db, "secret-secret-secret", rules);
    const b = databaseRateLimits(handle.db, "secret-secret-secret", rules);
    const results = [
      await a.take("form", "203.0.113.7", at(0)),
      await b.take("form", "203.0.113.7", at(1000)),
      await a.take("form", "203.0.113.7", at(2000)),
      await b.take("form", "203.0.113.7", at(3000)),
    ];
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: false, retryAfterSeconds: 57 }]);
    // Another address has its own count; after the window the first starts again.
    expect(await a.take("form", "203.0.113.8", at(3000))).toEqual({ ok: true });
    expect(await b.take("form", "203.0.113.7", at(60_000))).toEqual({ ok: true });
  });

  it("counts concurrent requests exactly", async () => {
    const limits = databaseRateLimits(handle.db, "secret-secret-secret", { form: { limit: 10, windowMs: 60_000 } });
    const results = await Promise.all(Array.from({ length: 25 }, () => limits.take("form", "198.51.100.1", at(0))));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });

  it("peek says whether an address has used up its window, without counting (limits that count only failures)", async () => {
    const a = databaseRateLimits(handle.db, "secret-secret-secret", rules);
    const b = databaseRateLimits(handle.db, "secret-secret-secret", rules);
    for (let i = 0; i < 5; i++) expect(await a.peek("form", "203.0.113.9", at(i))).toEqual({ ok: true });
    await a.take("form", "203.0.113.9", at(0));
    await b.take("form", "203.0.113.9", at(1000));
    expect(await a.peek("form", "203.0.113.9", at(2000))).toEqual({ ok: true });
    await b.take("form", "203.0.113.9", at(2000));
    // The third failure used the window up, in every process: the next request is refused before it is looked at.
    expect(await a.peek("form", "203.0.113.9", at(3000))).toEqual({ ok: false, retryAfterSeconds: 57 });
    expect(await b.peek("form", "203.0.113.9", at(3000))).toEqual({ ok: false, retryAfterSeconds: 57 });
    expect(await a.peek("form", "203.0.113.10", at(3000))).toEqual({ ok: true });
    expect(await a.peek("form", "203.0.113.9", at(60_000))).toEqual({ ok: true });
  });

  it("keeps no address, only a keyed hash, and deletes expired windows", async () => {
    const limits = databaseRateLimits(handle.db, "secret-secret-secret", rules);
    await limits.take("form", "192.0.2.55", at(0));
    const rows = await handle.db.select().from(rateLimits);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("192.0.2.55");
    // The sweep runs at most once a minute per process: the next take after the window removes the old row.
    await limits.take("form", "192.0.2.56", at(120_000));
    const left = await handle.db.select().from(rateLimits);
    expect(left.map((r) => r.resetAt.getTime())).toEqual([at(180_000).getTime()]);
  });
});

describe("rate limits in memory (one process, embedded database)", () => {
  it("allow the limit per window and address", async () => {
    const limits = memoryRateLimits(rules);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limits.take("form", "203.0.113.7", at(i * 1000)));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(await limits.take("form", "203.0.113.7", at(60_000))).toEqual({ ok: true });
  });

  it("peek says whether an address has used up its window, without counting", async () => {
    const limits = memoryRateLimits(rules);
    for (let i = 0; i < 5; i++) expect(await limits.peek("form", "203.0.113.7", at(i))).toEqual({ ok: true });
    await limits.take("form", "203.0.113.7", at(0));
    await limits.take("form", "203.0.113.7", at(1000));
    expect(await limits.peek("form", "203.0.113.7", at(2000))).toEqual({ ok: true });
    await limits.take("form", "203.0.113.7", at(2000));
    expect(await limits.peek("form", "203.0.113.7", at(3000))).toEqual({ ok: false, retryAfterSeconds: 57 });
    expect(await limits.peek("form", "203.0.113.8", at(3000))).toEqual({ ok: true });
    expect(await limits.peek("form", "203.0.113.7", at(60_000))).toEqual({ ok: true });
  });
});
