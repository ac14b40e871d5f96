import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDogSync, syncDogsOnce, type DogSyncConfig } from "#app/features/dogs/server/sync.server.ts";
import { DogCache, readDogSnapshot } from "#app/features/dogs/server/store.server.ts";
import { ChangeNotice, ReadCache } from "#app/platform/db/read-cache.server.ts";
import { testDatabases } from "../support/databases.ts";

/** A real upstream on loopback whose answer each test sets. */
type Answer = { status?: number; body: string; delayMs?: number };
let answer: Answer = { body: "[]" };
let lastAuthorization: string | undefined;
/** Requests the upstream is answering now, and the most at once since the last reset. */
const load = { inFlight: 0, most: 0, requests: 0 };
const upstream = http.createServer((req, res) => {
  lastAuthorization = req.headers.authorization;
  load.requests++;
  load.most = Math.max(load.most, ++load.inFlight);
  res.on("close", () => load.inFlight--);
  const send = () => {
    res.writeHead(answer.status ?? 200, { "Content-Type": "application/json" });
    res.end(answer.body);
  };
  if (answer.delayMs) setTimeout(send, answer.delayMs);
  else send();
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/dogs`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const logs: Record<string, unknown>[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logs.push(JSON.parse(line)) });

const dog = (id: string | number | undefined, extra: Record<string, unknown> = {}) => ({
  ...(id === undefined ? {} : { id }),
  title: `Hund ${id ?? "?"}`,
  species: "Hunde DE",
  publicDescription: "<p>Lieb</p><script>alert(1)</script>",
  ...extra,
});

describe.each(testDatabases())("dog sync on $name against a real HTTP upstream", (database) => {
  const config = (): DogSyncConfig => ({ url, token: "secret-token", intervalMs: 60_000, timeoutMs: 300, siteOrigins: [] });

  it("stores every answer shape, sanitised, and keeps the last good snapshot on every failure", async () => {
    const handle = await database.open();
    try {
      // 1. A plain list.
      answer = { body: JSON.stringify([dog("1"), dog(2)]) };
      expect(await syncDogsOnce(handle.db, logger, config())).toMatchObject({ ok: true, stored: 2 });
      expect(lastAuthorization).toBe("Bearer secret-token");
      let snap = await readDogSnapshot(handle.db);
      expect(snap.dogs.map((d) => d.id)).toEqual(["2", "1"]);
      expect(snap.dogs[0]!.publicDescription).toBe("<p>Lieb</p>");
      expect(snap.source).toBe("upstream");
      expect(snap.cacheTimestamp).toBeNull();

      // 2. An object with dogs and a cacheTimestamp.
      answer = { body: JSON.stringify({ dogs: [dog("3")], cacheTimestamp: "2026-11-01T10:00:00Z" }) };
      expect(await syncDogsOnce(handle.db, logger, config())).toMatchObject({ ok: true, stored: 1 });
      snap = await readDogSnapshot(handle.db);
      expect(snap.dogs.map((d) => d.id)).toEqual(["3"]);
      expect(snap.cacheTimestamp).toBe("2026-11-01T10:00:00.000Z");

      // 3. An object with pets; malformed entries are skipped and counted.
      answer = { body: JSON.stringify({ pets: [dog("4"), dog(undefined), "nonsense", null, dog("5"), dog("5")] }) };
      expect(await syncDogsOnce(handle.db, logger, config())).toEqual({ ok: true, stored: 2, skipped: 3, duplicates: 1 });
      expect(logs.some((l) => l.msg === "dog sync skipped entries without an id" && l.skipped === 3)).toBe(true);

      const keep = async (a: Answer, reason: string) => {
        answer = a;
        expect(await syncDogsOnce(handle.db, logger, config())).toMatchObject({ ok: false, reason });
        expect((await readDogSnapshot(handle.db)).dogs.map((d) => d.id)).toEqual(["5", "4"]);
      };
      await keep({ status: 500, body: "oops" }, "http");
      await keep({ body: "{not json" }, "json");
      await keep({ body: JSON.stringify({ hunde: [] }) }, "shape");
      await keep({ body: JSON.stringify("a string") }, "shape");
      await keep({ body: JSON.stringify([dog("9")]), delayMs: 1000 }, "timeout");
      await keep({ body: JSON.stringify({ dogs: [] }) }, "empty");
      await keep({ body: JSON.stringify([dog(undefined)]) }, "empty");

      // Nothing of the token or the dogs reaches the log.
      const text = JSON.stringify(logs);
      expect(text).not.toContain("secret-token");
      expect(text).not.toContain("Lieb");
    } finally {
      await handle.cleanup();
    }
  });

  it("fails cleanly when nothing listens", async () => {
    const handle = await database.open();
    try {
      const result = await syncDogsOnce(handle.db, logger, { ...config(), url: "http://127.0.0.1:9/none" });
      expect(result).toMatchObject({ ok: false, reason: "network" });
    } finally {
      await handle.cleanup();
    }
  });

  it("serves readers from memory until a new snapshot is stored", async () => {
    const handle = await database.open();
    try {
      const notice = await new ChangeNotice(handle.changes).start();
      const cache = new DogCache(handle.db, new ReadCache(notice));
      try {
        expect((await cache.get()).dogs).toEqual([]);
        answer = { body: JSON.stringify([dog("7")]) };
        await syncDogsOnce(handle.db, logger, config());
        // The change notice reaches this process after the commit, over its own connection on PostgreSQL.
        await vi.waitFor(async () => expect((await cache.get()).dogs.map((d) => d.id)).toEqual(["7"]), { timeout: 10_000 });
        const first = await cache.get();
        expect(await cache.get()).toBe(first);
        answer = { body: JSON.stringify([dog("7"), dog("8")]) };
        await syncDogsOnce(handle.db, logger, config());
        await vi.waitFor(async () => expect((await cache.get()).dogs.map((d) => d.id)).toEqual(["8", "7"]), { timeout: 2000 });
      } finally {
        await notice.close();
      }
    } finally {
      await handle.cleanup();
    }
  });

  it("runs one sync at a time: a timer that falls due during a \"sync now\" waits for it", async () => {
    const handle = await database.open();
    // Each answer takes longer than the interval, so the timer falls due while a sync is under way.
    answer = { body: JSON.stringify([dog("9")]), delayMs: 200 };
    const sync = startDogSync(handle.db, logger, { ...config(), intervalMs: 50, timeoutMs: 10_000 });
    try {
      await sync.firstRun;
      Object.assign(load, { most: 0, requests: 0 });
      // "Sync now" right after the first run: the timer falls due 50 ms into it.
      const pressed = sync.runNow();
      // A second press while it runs joins it.
      const again = sync.runNow();
      expect(await pressed).toMatchObject({ ok: true, stored: 1 });
      expect(await again).toBe(await pressed);
      // A few more rounds of the timer, with presses among them.
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, 120));
        expect(await sync.runNow()).toMatchObject({ ok: true, stored: 1 });
      }
      expect(load.requests).toBeGreaterThanOrEqual(3);
      expect(load.most).toBe(1);
    } finally {
      await sync.stop();
      answer = { body: "[]" };
      await handle.cleanup();
    }
  });
});
