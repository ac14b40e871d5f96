import { PassThrough, Readable } from "node:stream";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrationsFolder, openDatabase } from "#app/platform/db/client.server.ts";
import { restoreStoredFiles, writeBackup } from "#app/platform/backup/backup.server.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { readArchive } from "#app/platform/backup/archive.server.ts";
import { applyMigrations, localMigrations, restoreDatabase, RestoreRefused } from "#app/platform/backup/database.server.ts";
import { ArchiveError } from "#app/platform/backup/manifest.ts";
import { testDatabases } from "../support/databases.ts";
import { fillEveryTable, schemaTableNames, sequenceState, tableText } from "../support/backup-fixtures.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function archiveBytes(source: Parameters<typeof writeBackup>[1]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  await writeBackup(out, source);
  return Buffer.concat(chunks);
}

function tempStorage(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "backup-storage-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, ...name.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content, { flag: "w" });
  }
  return dir;
}

/** Reads an archive as `npm run restore` does (its files into a folder) and restores it, the stored files with it. */
async function restoreArchive(db: Database, bytes: Buffer, folder = migrationsFolder()) {
  const staging = tempStorage();
  const archive = await readArchive(Readable.from([bytes]), { storageTarget: staging });
  return restoreDatabase(db, archive.manifest, archive.tables, folder, (tx) => restoreStoredFiles(tx, archive.manifest, staging));
}

/** A migrations folder with only the first `count` migrations of this installation. */
function olderMigrations(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

// Each test opens several databases (an embedded one takes seconds to start on a busy machine).
describe.each(testDatabases())("backup and restore on $name", { timeout: 90_000 }, (database) => {
  it("brings back every table of the schema row for row, with every column type and the sequences", async () => {
    const source = await database.open();
    cleanups.push(source.cleanup);
    await fillEveryTable(source.db);
    // A picture an older version left in DATA_DIR/storage that no server has moved into the database yet.
    const storage = tempStorage({ "blog-images/left-behind.svg": "<svg>left</svg>" });
    const bytes = await archiveBytes({ db: source.db, kind: source.kind, storageDir: storage });
    const archive = await readArchive(Readable.from([bytes]));
    // The stored files are entries of their own, not hex in the table's NDJSON.
    expect(archive.manifest.storage.map((f) => f.path)).toEqual([
      "blog-images/0f0e0d0c-0b0a-4908-8706-050403020100.png",
      "guide-images/zwei, mit Komma.svg",
      "happy-ends/abab-1.jpg",
      "pflegestellen/f2f2-1.jpg",
      "blog-images/left-behind.svg",
    ]);
    expect(archive.manifest.tables.find((t) => t.name === "stored_files")!.columns.map((c) => c.name)).not.toContain("bytes");
    expect(archive.tables.get("stored_files")).not.toMatch(/\\x00010203/);

    // Every table of app/platform/db/schema.ts is in the archive, and nothing of drizzle's bookkeeping.
    expect(archive.manifest.tables.map((t) => t.name).sort()).toEqual(schemaTableNames());
    expect(archive.manifest.migrations.map((m) => m.tag)).toEqual(localMigrations(migrationsFolder()).map((m) => m.tag));
    for (const table of archive.manifest.tables) expect(table.rows, table.name).toBeGreaterThan(0);

    const target = await database.open({ migrate: false });
    cleanups.push(target.cleanup);
    const summary = await restoreArchive(target.db, bytes);
    expect(summary.migratedForward).toBe(0);
    for (const table of schemaTableNames().filter((t) => t !== "stored_files")) {
      expect(await tableText(target.db, table), table).toEqual(await tableText(source.db, table));
    }
    // Every stored file row for row (bytes, times, account), and the left-behind one stored now.
    const leftBehind = await fileStore.get(target.db, "blog-images/left-behind.svg");
    expect([leftBehind?.data.toString(), leftBehind?.info.contentType, leftBehind?.info.createdBy]).toEqual(["<svg>left</svg>", "image/svg+xml", null]);
    await fileStore.delete(target.db, "blog-images/left-behind.svg");
    expect(await tableText(target.db, "stored_files")).toEqual(await tableText(source.db, "stored_files"));
    expect(await sequenceState(target.db, "audit_log_id_seq")).toBe(await sequenceState(source.db, "audit_log_id_seq"));
    // The next entry continues the numbering, and the audit log is append-only again.
    await target.db.execute(sql`insert into audit_log (actor_label, action, target_type) values ('x', 'y', 'z')`);
    const [next] = ((await target.db.execute(sql`select max(id)::int as "id" from audit_log`)) as unknown as { rows: { id: number }[] }).rows;
    expect(next?.id).toBe(4);
    await expect(target.db.execute(sql`delete from audit_log`)).rejects.toThrow(/delete from audit_log/);
    // drizzle's own migrator finds every migration applied.
    const bookkeeping = async (db: typeof source.db) =>
      ((await db.execute(sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`)) as unknown as { rows: unknown[] }).rows;
    expect(await bookkeeping(target.db)).toEqual(await bookkeeping(source.db));
  });

  it("keeps the exact value of every column type the schema uses, and of the types tables are likely to add", async () => {
    const source = await database.open({ migrate: false });
    cleanups.push(source.cleanup);
    const probe = `create table type_probe (
      id bigserial primary key, t text, u uuid, b boolean, i integer, s smallint, big bigint, n numeric, f double precision, r real,
      d date, ts timestamp, tz timestamp with time zone, iv interval, j json, jb jsonb, by bytea,
      ta text[], ia integer[], ba boolean[], ja jsonb[], g text generated always as (upper(t)) stored)`;
    await source.db.execute(sql.raw(probe));
    await source.db.execute(sql.raw(`insert into type_probe (t, u, b, i, s, big, n, f, r, d, ts, tz, iv, j, jb, by, ta, ia, ba, ja) values
      ('a', gen_random_uuid(), true, -2147483648, 32767, 9223372036854775807, 123456789012345678901234567890.000000001, 0.1, 3.4028235e38,
       '0001-01-01', '2026-01-01 00:00:00.000001', '2026-03-29 02:30:00.999999+02', '1 year 2 mons 3 days 04:05:06.7',
       '{"b": 1, "a": [1, 2]}', '{"z": null, "a": "x"}', '\\x00ff', '{"", NULL, "a,b", "q\\"uote"}', '{1,NULL,-3}', '{t,f,NULL}', ARRAY['{"k": 1}'::jsonb, 'null'::jsonb]),
      (null, null, false, 0, 0, 0, 'NaN', 'Infinity', '-0', '-infinity', 'infinity', '2026-01-01 00:00:00+00', '-1 days', 'null', 'null', '', '{}', '{}', '{}', '{}'),
      ('multi', null, null, null, null, null, null, null, null, null, null, null, null, '  [ ]', '"s"', null, '{{a,b},{c,d}}', null, null, null)`));
    const bytes = await archiveBytes({ db: source.db, kind: source.kind, storageDir: tempStorage() });
    const archive = await readArchive(Readable.from([bytes]));
    const target = await database.open({ migrate: false });
    cleanups.push(target.cleanup);
    await target.db.execute(sql.raw(probe));
    await restoreDatabase(target.db, archive.manifest, archive.tables, olderMigrations(0));
    expect(await tableText(target.db, "type_probe")).toEqual(await tableText(source.db, "type_probe"));
    expect(await tableText(target.db, "type_probe")).toHaveLength(3);
    // Every type the schema uses is among the probe's.
    const probed = new Set(archive.manifest.tables[0]!.columns.map((c) => c.type));
    const full = await database.open();
    cleanups.push(full.cleanup);
    const real = await readArchive(Readable.from([await archiveBytes({ db: full.db, kind: full.kind, storageDir: tempStorage() })]));
    const used = new Set(real.manifest.tables.flatMap((t) => t.columns.map((c) => c.type)));
    expect([...used].filter((type) => !probed.has(type))).toEqual([]);
  });

  it("refuses a non-empty installation and changes nothing", async () => {
    const source = await database.open();
    cleanups.push(source.cleanup);
    await fillEveryTable(source.db);
    const archive = await readArchive(Readable.from([await archiveBytes({ db: source.db, kind: source.kind, storageDir: tempStorage() })]));
    const target = await database.open();
    cleanups.push(target.cleanup);
    await target.db.execute(sql`insert into app_settings (key, value) values ('form_secret', 'other')`);
    await expect(restoreDatabase(target.db, archive.manifest, archive.tables, migrationsFolder())).rejects.toThrow(
      /not empty: app_settings \(1\)/,
    );
    expect(await tableText(target.db, "app_settings")).toEqual(["(form_secret,other)"]);
    expect(await tableText(target.db, "dogs")).toEqual([]);
  });

  it("migrates an archive of an older schema forward, and refuses one of a newer schema", async () => {
    // An installation four migrations old: guides have no gallery_alt yet.
    const older = olderMigrations(5);
    const source = await database.open({ migrate: false });
    cleanups.push(source.cleanup);
    await source.db.transaction((tx) => applyMigrations(tx, localMigrations(older)));
    await source.db.execute(sql`insert into guides (slug_de, slug_es, title_de, title_es, gallery_images) values ('alt', 'viejo', 'Alt', 'Viejo', '{x.svg}')`);
    // Its pictures in DATA_DIR/storage, as every installation kept them before decision 028.
    const olderBytes = await archiveBytes({ db: source.db, kind: source.kind, storageDir: tempStorage({ "guide-images/x.svg": "<svg>x</svg>" }), migrationsFolder: older });
    const archive = await readArchive(Readable.from([olderBytes]));
    expect(archive.manifest.storage.map((f) => f.path)).toEqual(["guide-images/x.svg"]);
    expect(archive.manifest.migrations).toHaveLength(5);
    expect(archive.manifest.tables.find((t) => t.name === "guides")!.columns.map((c) => c.name)).not.toContain("gallery_alt");

    // Into this installation: restored at its level, then migrated forward.
    const target = await database.open({ migrate: false });
    cleanups.push(target.cleanup);
    const summary = await restoreArchive(target.db, olderBytes);
    expect(summary.migratedForward).toBe(localMigrations(migrationsFolder()).length - 5);
    const rows = ((await target.db.execute(sql`select slug_de, gallery_images, gallery_alt from guides`)) as unknown as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ slug_de: "alt", gallery_images: ["x.svg"], gallery_alt: [] }]);
    // The older archive's pictures are stored in the database now.
    expect((await fileStore.get(target.db, "guide-images/x.svg"))?.data.toString()).toBe("<svg>x</svg>");

    // The full archive into an installation that knows only five migrations: refused, nothing created.
    const full = await database.open();
    cleanups.push(full.cleanup);
    const newer = await readArchive(Readable.from([await archiveBytes({ db: full.db, kind: full.kind, storageDir: tempStorage() })]));
    const blank = await database.open({ migrate: false });
    cleanups.push(blank.cleanup);
    await expect(restoreDatabase(blank.db, newer.manifest, newer.tables, older)).rejects.toThrow(RestoreRefused);
    await expect(restoreDatabase(blank.db, newer.manifest, newer.tables, older)).rejects.toThrow(/newer than this installation.*0005_guide_gallery_alt/);
    const tables = ((await blank.db.execute(sql`select count(*)::int as "n" from pg_tables where schemaname = 'public'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(tables[0]?.n).toBe(0);
  }, 120_000);

  it("rolls everything back when a row cannot be restored", async () => {
    const source = await database.open();
    cleanups.push(source.cleanup);
    await fillEveryTable(source.db);
    const archive = await readArchive(Readable.from([await archiveBytes({ db: source.db, kind: source.kind, storageDir: tempStorage() })]));
    // Rows whose submission is missing (a request's contract, pre-check, messages, e-mails): the foreign key refuses the first of them, late in the restore.
    const broken = new Map(archive.tables);
    broken.set("submissions", "");
    const manifest = { ...archive.manifest, tables: archive.manifest.tables.map((t) => (t.name === "submissions" ? { ...t, rows: 0 } : t)) };
    const target = await database.open({ migrate: false });
    cleanups.push(target.cleanup);
    await expect(restoreDatabase(target.db, manifest, broken, migrationsFolder())).rejects.toThrow(/insert into "public"."(contracts|prechecks|submission_messages|outbox)"/);
    const tables = ((await target.db.execute(sql`select count(*)::int as "n" from pg_tables where schemaname in ('public', 'drizzle')`)) as unknown as { rows: { n: number }[] }).rows;
    expect(tables[0]?.n).toBe(0);
  });
});

describe.each(testDatabases())("stored files in a backup on $name", { timeout: 90_000 }, (database) => {
  it("a backup made after an upload holds it; restored, the picture is back byte for byte", async () => {
    const source = await database.open();
    cleanups.push(source.cleanup);
    const picture = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    await fileStore.put(source.db, "blog-images/6a1c9f7e-3f0e-4b53-9d1c-0a4a3c1b2d00.jpg", picture);
    const bytes = await archiveBytes({ db: source.db, kind: source.kind, storageDir: tempStorage() });
    const target = await database.open({ migrate: false });
    cleanups.push(target.cleanup);
    await restoreArchive(target.db, bytes);
    const back = await fileStore.get(target.db, "blog-images/6a1c9f7e-3f0e-4b53-9d1c-0a4a3c1b2d00.jpg");
    expect(back?.data.equals(picture)).toBe(true);
    expect(back?.info).toEqual((await fileStore.exists(source.db, "blog-images/6a1c9f7e-3f0e-4b53-9d1c-0a4a3c1b2d00.jpg"))!);
  });

  it("an archive whose stored file is missing or differs is refused, and nothing is restored", async () => {
    const source = await database.open();
    cleanups.push(source.cleanup);
    await fillEveryTable(source.db);
    const staging = tempStorage();
    const archive = await readArchive(Readable.from([await archiveBytes({ db: source.db, kind: source.kind, storageDir: tempStorage() })]), { storageTarget: staging });
    const count = async (db: Database) =>
      ((await db.execute(sql`select count(*)::int as "n" from pg_tables where schemaname in ('public', 'drizzle')`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    // A manifest that lost a file (its row is still in the table).
    const lost = { ...archive.manifest, storage: archive.manifest.storage.slice(1) };
    const target = await database.open({ migrate: false });
    cleanups.push(target.cleanup);
    await expect(restoreDatabase(target.db, lost, archive.tables, migrationsFolder(), (tx) => restoreStoredFiles(tx, lost, staging))).rejects.toThrow(
      /lists the stored file blog-images\/0f0e0d0c.* but does not hold it/,
    );
    expect(await count(target.db)).toBe(0);
    // A file whose bytes are not those its row names.
    writeFileSync(path.join(staging, "guide-images", "zwei, mit Komma.svg"), "<svg>other</svg>");
    await expect(restoreDatabase(target.db, archive.manifest, archive.tables, migrationsFolder(), (tx) => restoreStoredFiles(tx, archive.manifest, staging))).rejects.toThrow(
      /guide-images\/zwei, mit Komma.svg does not match its row/,
    );
    expect(await count(target.db)).toBe(0);
  });
});

describe("a damaged archive", () => {
  async function goodArchive(): Promise<Buffer> {
    const [pglite] = testDatabases();
    const source = await pglite!.open();
    cleanups.push(source.cleanup);
    await fillEveryTable(source.db);
    return archiveBytes({ db: source.db, kind: source.kind, storageDir: tempStorage({ "b.svg": "<svg>b</svg>" }) });
  }

  it("is refused when cut off, wherever it is cut", async () => {
    const bytes = await goodArchive();
    for (const length of [0, 10, Math.floor(bytes.length / 3), bytes.length - 30, bytes.length - 1]) {
      await expect(readArchive(Readable.from([bytes.subarray(0, length)])), `cut at ${length}`).rejects.toThrow(ArchiveError);
    }
  });

  it("is refused when a byte of the compressed file changed", async () => {
    const bytes = Buffer.from(await goodArchive());
    bytes[Math.floor(bytes.length / 2)]! ^= 0x40;
    await expect(readArchive(Readable.from([bytes]))).rejects.toThrow(ArchiveError);
  });

  it("is refused when a row was altered inside an intact gzip, naming the table", async () => {
    const tarBytes = gunzipSync(await goodArchive());
    const text = tarBytes.toString("latin1");
    const at = text.indexOf("ana@example.org");
    expect(at).toBeGreaterThan(0);
    const altered = Buffer.from(tarBytes);
    altered.write("eva", at, "latin1");
    await expect(readArchive(Readable.from([gzipSync(altered)]))).rejects.toThrow(/tables\/admin_users.ndjson" in the archive does not match its checksum/);
  });

  it("is refused when it is no archive at all", async () => {
    await expect(readArchive(Readable.from([Buffer.from("hello, not a backup")]))).rejects.toThrow(/not a complete gzip file/);
    await expect(readArchive(Readable.from([gzipSync(Buffer.from("hello, not a tar"))]))).rejects.toThrow(ArchiveError);
  });
});

describe("opening without migrations", () => {
  it("leaves a new database blank", async () => {
    const handle = await openDatabase({ dataDir: "memory://", migrate: false });
    cleanups.push(() => handle.close());
    const rows = ((await handle.db.execute(sql`select count(*)::int as "n" from pg_tables where schemaname = 'public'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]?.n).toBe(0);
  });
});
