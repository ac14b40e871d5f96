import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { demoDogs } from "#app/features/dogs/demo/demo-dogs.ts";
import { normaliseDogs } from "#app/features/dogs/server/upstream.server.ts";
import { isListedDog } from "../../dogs/rules/name.ts";
import { dogSlug } from "../../dogs/rules/slug.ts";
import {
  addToWatchlist,
  isWatched,
  isWatchlistSlug,
  parseWatchlist,
  removeFromWatchlist,
  serialiseWatchlist,
  watchKey,
  WATCHLIST_MAX_BYTES,
  WATCHLIST_MAX_DOGS,
  WATCHLIST_NAME_MAX,
  type WatchlistEntry,
} from "./watchlist.ts";

const listedDemoDogs = normaliseDogs(demoDogs).dogs.filter(isListedDog);
const luna = { slug: "luna-12345678", name: "Luna" };
const bruno = { slug: "bruno-30125", name: "Bruno" };

describe("the watch list's cookie value (docs/product/dogs.md#watch-list)", () => {
  it("writes slug and name per entry and reads them back", () => {
    const value = serialiseWatchlist([luna, { slug: "nina-1", name: "Ñiña | Süß: «x»; y" }]);
    expect(value).toBe("luna-12345678:Luna|nina-1:%C3%91i%C3%B1a%20%7C%20S%C3%BC%C3%9F%3A%20%C2%ABx%C2%BB%3B%20y");
    // Only characters a cookie value may hold: no space, comma, semicolon, quote or backslash.
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/);
    expect(parseWatchlist(value)).toEqual([luna, { slug: "nina-1", name: "Ñiña | Süß: «x»; y" }]);
  });

  it("reads nothing from a missing, empty or broken value, and drops broken entries only", () => {
    expect(parseWatchlist(null)).toEqual([]);
    expect(parseWatchlist("")).toEqual([]);
    expect(parseWatchlist("garbage")).toEqual([]);
    expect(parseWatchlist("luna-12345678:Luna|:noslug|BAD SLUG:x|a-1:%E0%A4%A|b-2:|-c:x|bruno-30125:Bruno")).toEqual([luna, bruno]);
  });

  it("keeps a dog once, also under an older slug of the same id", () => {
    expect(parseWatchlist("luna-12345678:Luna|luna-12345678:Again|alter-name-12345678:Old")).toEqual([luna]);
  });

  it("reads at most the largest list", () => {
    const many = Array.from({ length: WATCHLIST_MAX_DOGS + 5 }, (_, i) => `dog-${i}:D${i}`).join("|");
    expect(parseWatchlist(many)).toHaveLength(WATCHLIST_MAX_DOGS);
  });

  it("cuts names and removes control characters", () => {
    const [entry] = parseWatchlist(serialiseWatchlist([{ slug: "x-1", name: `A\u0000B\u200b ${"🐕".repeat(60)}` }]));
    expect(entry!.name.startsWith("AB ")).toBe(true);
    expect([...entry!.name]).toHaveLength(WATCHLIST_NAME_MAX);
    expect(entry!.name).not.toMatch(/\uD83D$/);
  });

  it("any list survives writing and reading", () => {
    const entry = fc.record({
      slug: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}[a-z0-9]$/),
      name: fc.string({ minLength: 1, maxLength: 30 }).filter((n) => n.trim() !== "" && !/[\p{Cc}\p{Cf}\s]/u.test(n)),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => watchKey(e.slug), maxLength: 20 }), (list) => {
        expect(parseWatchlist(serialiseWatchlist(list))).toEqual(list.map((e) => ({ slug: e.slug, name: e.name.normalize("NFC") })));
      }),
    );
  });
});

describe("adding and removing", () => {
  it("adds at the end and keeps a dog once (also under a new slug after a rename)", () => {
    const one = addToWatchlist([], luna);
    expect(one).toEqual({ ok: true, entries: [luna] });
    const two = addToWatchlist([luna], bruno);
    expect(two).toEqual({ ok: true, entries: [luna, bruno] });
    expect(addToWatchlist([luna, bruno], luna)).toEqual({ ok: true, entries: [luna, bruno] });
    // Renamed upstream: same id, the entry takes the new slug and name in its place.
    expect(addToWatchlist([luna, bruno], { slug: "lunita-12345678", name: "Lunita" })).toEqual({
      ok: true,
      entries: [{ slug: "lunita-12345678", name: "Lunita" }, bruno],
    });
  });

  it("refuses a full list, by count and by size", () => {
    const full: WatchlistEntry[] = Array.from({ length: WATCHLIST_MAX_DOGS }, (_, i) => ({ slug: `dog-${i}`, name: `D${i}` }));
    expect(addToWatchlist(full, luna)).toEqual({ ok: false, reason: "full" });
    expect(addToWatchlist(full, full[3]!)).toMatchObject({ ok: true });
    const heavy: WatchlistEntry[] = Array.from({ length: 20 }, (_, i) => ({ slug: `dog-${i}`, name: "Ü".repeat(WATCHLIST_NAME_MAX) }));
    const result = addToWatchlist(heavy, luna);
    expect(serialiseWatchlist([...heavy, luna]).length).toBeGreaterThan(WATCHLIST_MAX_BYTES);
    expect(result).toEqual({ ok: false, reason: "full" });
  });

  it("removes a dog under any of its slugs, and leaves the rest in order", () => {
    expect(removeFromWatchlist([luna, bruno], "luna-12345678")).toEqual([bruno]);
    expect(removeFromWatchlist([luna, bruno], "neuer-name-12345678")).toEqual([bruno]);
    expect(removeFromWatchlist([luna, bruno], "other-99")).toEqual([luna, bruno]);
  });

  it("says whether a dog is on the list, by its id suffix", () => {
    const keys = [luna.slug, bruno.slug].map(watchKey);
    expect(isWatched(keys, "luna-12345678")).toBe(true);
    expect(isWatched(keys, "renamed-12345678")).toBe(true);
    expect(isWatched(keys, "luna-99999999")).toBe(false);
    expect(isWatched([], "luna-12345678")).toBe(false);
    // For any canonical slug the quick id part is the watch key.
    for (const d of listedDemoDogs) expect(isWatched([watchKey(dogSlug(d))], dogSlug(d))).toBe(true);
  });

  it("knows a slug from anything else", () => {
    for (const slug of ["luna-12345678", "a", "dog-1", "unknown-dog"]) expect(isWatchlistSlug(slug), slug).toBe(true);
    for (const slug of ["", "-a", "a-", "A-1", "a b", "a/b", "a:b", "x".repeat(121)]) expect(isWatchlistSlug(slug), slug).toBe(false);
  });
});
