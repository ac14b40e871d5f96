import { describe, expect, it } from "vitest";
import {
  ARCHIVE_FORMAT,
  ArchiveError,
  countLines,
  isSafeRelativePath,
  parseManifest,
  planMigrations,
  sha256,
  verifyEntries,
  type Manifest,
} from "./manifest.ts";

const ndjson = '{"id":1}\n{"id":2}\n';
const manifest: Manifest = {
  format: ARCHIVE_FORMAT,
  formatVersion: 1,
  createdAt: "2026-11-22T10:00:00.000Z",
  database: { kind: "pglite", version: "17.5" },
  migrations: [
    { createdAt: 100, hash: "a", tag: "0000_dogs" },
    { createdAt: 200, hash: "b", tag: "0001_blog" },
  ],
  tables: [
    {
      name: "dogs",
      file: "tables/dogs.ndjson",
      columns: [{ name: "id", type: "text" }],
      rows: 2,
      bytes: Buffer.byteLength(ndjson),
      sha256: sha256(ndjson),
    },
  ],
  sequences: [{ name: "audit_log_id_seq", lastValue: "9007199254740993", isCalled: true }],
  storage: [{ path: "blog-images/a.svg", bytes: 6, sha256: sha256("<svg/>") }],
};

const seen = () =>
  new Map([
    ["tables/dogs.ndjson", { bytes: Buffer.byteLength(ndjson), sha256: sha256(ndjson) }],
    ["storage/blog-images/a.svg", { bytes: 6, sha256: sha256("<svg/>") }],
  ]);

describe("parseManifest", () => {
  it("reads a manifest it wrote, keeping a sequence value past 2^53 exact", () => {
    const parsed = parseManifest(JSON.stringify(manifest));
    expect(parsed).toEqual(manifest);
    expect(parsed.sequences[0]!.lastValue).toBe("9007199254740993");
  });

  it("refuses what is not JSON, another format, a newer format version, or a malformed field", () => {
    expect(() => parseManifest("{")).toThrow(/not valid JSON/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: "other" }))).toThrow(/not a backup of this site/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, formatVersion: 2 }))).toThrow(/format version 2.*Update the site/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, tables: [{ ...manifest.tables[0], sha256: "x" }] }))).toThrow(/malformed \(at "tables.0.sha256"\)/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, tables: [{ ...manifest.tables[0], rows: -1 }] }))).toThrow(ArchiveError);
    expect(() => parseManifest(JSON.stringify({ ...manifest, createdAt: "yesterday" }))).toThrow(ArchiveError);
  });

  it("refuses a table file that is not the table's own, and an entry listed twice", () => {
    expect(() => parseManifest(JSON.stringify({ ...manifest, tables: [{ ...manifest.tables[0], file: "tables/other.ndjson" }] }))).toThrow(/table dogs/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, storage: [manifest.storage[0], manifest.storage[0]] }))).toThrow(/twice/);
  });

  it("refuses stored files whose path would leave the storage folder", () => {
    for (const bad of ["../etc/passwd", "/etc/passwd", "a/../../b", "a//b", "a\\b", "./a", "", "a/\0"]) {
      expect(() => parseManifest(JSON.stringify({ ...manifest, storage: [{ ...manifest.storage[0], path: bad }] })), bad).toThrow(ArchiveError);
    }
  });
});

describe("isSafeRelativePath", () => {
  it("accepts nested names and names with dots, spaces and non-ASCII letters", () => {
    for (const good of ["a.svg", "blog-images/a b.svg", "guide-images/perro-ñ.jpg", "a/..b/c", ".hidden"]) expect(isSafeRelativePath(good), good).toBe(true);
  });
  it("refuses absolute paths, parent and current segments, empty segments, backslashes and NUL", () => {
    for (const bad of ["/a", "..", "a/..", "../a", "a/./b", "a//b", "a/", "a\\b", "a\0b", "", "x".repeat(1025)]) expect(isSafeRelativePath(bad), bad).toBe(false);
  });
});

describe("verifyEntries", () => {
  it("accepts exactly the entries the manifest lists", () => {
    expect(() => verifyEntries(manifest, seen())).not.toThrow();
  });
  it("names a missing entry", () => {
    const entries = seen();
    entries.delete("storage/blog-images/a.svg");
    expect(() => verifyEntries(manifest, entries)).toThrow(/lacks "storage\/blog-images\/a.svg".*incomplete/);
  });
  it("names an entry whose checksum or size differs", () => {
    const entries = seen();
    entries.set("tables/dogs.ndjson", { bytes: Buffer.byteLength(ndjson), sha256: sha256(ndjson.replace("1", "3")) });
    expect(() => verifyEntries(manifest, entries)).toThrow(/"tables\/dogs.ndjson" in the archive does not match its checksum/);
    const shorter = seen();
    shorter.set("tables/dogs.ndjson", { bytes: 1, sha256: sha256(ndjson) });
    expect(() => verifyEntries(manifest, shorter)).toThrow(/does not match/);
  });
  it("names an entry the manifest does not list", () => {
    const entries = seen();
    entries.set("storage/extra.svg", { bytes: 1, sha256: sha256("x") });
    expect(() => verifyEntries(manifest, entries)).toThrow(/"storage\/extra.svg", which its manifest does not list/);
  });
});

describe("sha256", () => {
  it("is the SHA-256 of the UTF-8 bytes, in hex", () => {
    expect(sha256("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256("ñ")).toBe(sha256(Buffer.from([0xc3, 0xb1])));
  });
});

describe("countLines", () => {
  it("counts rows of NDJSON, each ended by a line feed", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("{}\n")).toBe(1);
    expect(countLines(ndjson)).toBe(2);
    expect(countLines('{"text":"a\\nb"}\n')).toBe(1);
  });
});

describe("planMigrations", () => {
  const local = [
    { createdAt: 100, tag: "0000_dogs" },
    { createdAt: 200, tag: "0001_blog" },
    { createdAt: 300, tag: "0002_forms" },
  ];
  it("restores an archive of the same level without migrating forward", () => {
    expect(planMigrations([...manifest.migrations, { createdAt: 300, hash: "c", tag: "0002_forms" }], local)).toEqual({ kind: "ok", upToArchive: 3 });
  });
  it("restores an older archive at its level (then the rest is migrated forward)", () => {
    expect(planMigrations(manifest.migrations, local)).toEqual({ kind: "ok", upToArchive: 2 });
    expect(planMigrations([], local)).toEqual({ kind: "ok", upToArchive: 0 });
  });
  it("takes the archive's migrations in the order they were made, whatever order the list has", () => {
    expect(planMigrations([...manifest.migrations].reverse(), local)).toEqual({ kind: "ok", upToArchive: 2 });
  });
  it("refuses an archive of a newer schema, naming the migration this installation lacks", () => {
    const plan = planMigrations([...manifest.migrations, { createdAt: 300, hash: "c", tag: "0002_forms" }, { createdAt: 400, hash: "d", tag: "0003_new" }], local);
    expect(plan.kind).toBe("newer");
    expect(plan.kind === "newer" && plan.message).toMatch(/newer than this installation.*0003_new.*Update the site/);
  });
  it("refuses an archive whose migrations are not this installation's", () => {
    const plan = planMigrations([{ createdAt: 100, hash: "a", tag: "0000_dogs" }, { createdAt: 250, hash: "x", tag: "0001_other" }], local);
    expect(plan.kind).toBe("foreign");
    expect(plan.kind === "foreign" && plan.message).toMatch(/migration 2 \(0001_other\).*0001_blog/);
  });
});
