import { mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DiskCache } from "./disk-cache.server.ts";

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "image-cache-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const files = (dir: string) => readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".bin")).length;

describe("DiskCache", () => {
  it("keeps at most its size, dropping the least recently used first", async () => {
    const dir = fresh();
    const cache = new DiskCache(dir, 250);
    await cache.put("a", "bin", new Uint8Array(100));
    await cache.put("b", "bin", new Uint8Array(100));
    expect(await cache.lookup("a", "bin")).not.toBeNull(); // a is now newer than b
    await cache.put("c", "bin", new Uint8Array(100));
    expect(cache.has("b", "bin")).toBe(false);
    expect(cache.has("a", "bin")).toBe(true);
    expect(cache.has("c", "bin")).toBe(true);
    expect(cache.totalBytes).toBe(200);
    expect(files(dir)).toBe(2);
  });

  it("finds what an earlier process wrote, and trims it to the limit", async () => {
    const dir = fresh();
    const first = new DiskCache(dir, 10_000);
    const seconds = Date.now() / 1000;
    for (const [i, key] of ["a", "b", "c"].entries()) {
      const file = await first.put(key, "bin", new Uint8Array(100));
      utimesSync(file, seconds - 100 + i, seconds - 100 + i);
    }
    const second = new DiskCache(dir, 150);
    await second.ready();
    expect(second.totalBytes).toBe(100);
    expect(files(dir)).toBe(1);
    expect(await second.lookup("c", "bin")).toMatch(/\.bin$/);
  });

  it("replacing a key counts its size once", async () => {
    const cache = new DiskCache(fresh(), 1000);
    await cache.put("a", "bin", new Uint8Array(100));
    await cache.put("a", "bin", new Uint8Array(300));
    expect(cache.totalBytes).toBe(300);
  });
});
