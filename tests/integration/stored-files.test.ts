/**
 * The storage of files people made (decision 028) against PGlite and PostgreSQL: put, get,
 * exists, delete and list, paths no file may have, and the move of an older installation's
 * DATA_DIR/storage into the database at start (once, resumable, nothing lost).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BadStoragePath, fileStore, sha256Hex } from "#app/platform/storage/files.server.ts";
import { migratedDirOf, moveStorageFolderIntoDatabase } from "#app/platform/storage/move-from-disk.server.ts";
import { listFolderFiles } from "#app/platform/storage/folder.server.ts";
import { testDatabases } from "../support/databases.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDirWith(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "stored-files-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, "storage", ...name.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

describe.each(testDatabases())("stored files on $name", (database) => {
  it("puts, gets, lists and deletes files; a path no file may have is refused or not found", async () => {
    const { db, cleanup } = await database.open();
    try {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const info = await fileStore.put(db, "blog-images/a.jpg", everyByte);
      expect(info).toMatchObject({ path: "blog-images/a.jpg", contentType: "image/jpeg", size: 256, sha256: sha256Hex(everyByte), createdBy: null });
      const got = await fileStore.get(db, "blog-images/a.jpg");
      expect(got?.data.equals(everyByte)).toBe(true);
      expect(got?.info).toEqual(info);
      expect(await fileStore.exists(db, "blog-images/a.jpg")).toEqual(info);
      // Not replaced when asked not to; replaced otherwise.
      expect(await fileStore.put(db, "blog-images/a.jpg", Buffer.from("other"), { replace: false })).toBeNull();
      expect((await fileStore.get(db, "blog-images/a.jpg"))?.data.equals(everyByte)).toBe(true);
      await fileStore.put(db, "blog-images/a.jpg", Buffer.from("other"));
      expect((await fileStore.get(db, "blog-images/a.jpg"))?.data.toString()).toBe("other");
      // Listing reads no bytes; a prefix is matched literally (`_` and `%` are no wildcards).
      await fileStore.put(db, "guide-images/b_1.svg", Buffer.from("<svg/>"));
      await fileStore.put(db, "guide-images/bx1.svg", Buffer.from("<svg/>"));
      expect((await fileStore.list(db)).map((f) => f.path)).toEqual(["blog-images/a.jpg", "guide-images/b_1.svg", "guide-images/bx1.svg"]);
      expect((await fileStore.list(db, "guide-images/b_")).map((f) => f.path)).toEqual(["guide-images/b_1.svg"]);
      expect(await fileStore.list(db, "%")).toEqual([]);
      for (const bad of ["", "a.jpg", "/blog-images/a.jpg", "blog-images/../a.jpg", "blog-images/.env", "Blog/a.jpg", "blog-images/a\\b.jpg", "blog-images/a\0.jpg", "blog-images//a.jpg", `blog-images/${"a".repeat(600)}`]) {
        await expect(fileStore.put(db, bad, Buffer.from("x")), bad).rejects.toThrow(BadStoragePath);
        expect(await fileStore.get(db, bad), bad).toBeNull();
        expect(await fileStore.exists(db, bad), bad).toBeNull();
        expect(await fileStore.delete(db, bad), bad).toBe(false);
      }
      // Inside a transaction that fails, nothing is stored.
      await expect(
        db.transaction(async (tx) => {
          await fileStore.put(tx, "blog-images/rolled-back.png", Buffer.from("x"));
          throw new Error("the save failed");
        }),
      ).rejects.toThrow("the save failed");
      expect(await fileStore.exists(db, "blog-images/rolled-back.png")).toBeNull();
      expect(await fileStore.delete(db, "blog-images/a.jpg")).toBe(true);
      expect(await fileStore.delete(db, "blog-images/a.jpg")).toBe(false);
      expect(await fileStore.get(db, "blog-images/a.jpg")).toBeNull();
    } finally {
      await cleanup();
    }
  });

  it("moves DATA_DIR/storage into the database once; a cut-off run resumes; nothing is lost", async () => {
    const { db, cleanup } = await database.open();
    try {
      const photo = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 13) % 256));
      const dataDir = dataDirWith({
        "blog-images/foto.jpg": photo,
        "guide-images/sub/karte.svg": "<svg>karte</svg>",
        "guide-images/schon-da.svg": "<svg>same</svg>",
        "guide-images/anders.svg": "<svg>disk</svg>",
        "blog-images/.DS_Store": "finder",
        "notiz.txt": "no bucket",
      });
      // A run cut off after storing one file, before moving it; and a different file stored under a name since.
      await fileStore.put(db, "guide-images/schon-da.svg", Buffer.from("<svg>same</svg>"));
      await fileStore.put(db, "guide-images/anders.svg", Buffer.from("<svg>database</svg>"));

      const first = await moveStorageFolderIntoDatabase(db, dataDir);
      expect(first).toEqual({ moved: 2, alreadyStored: 1, kept: 1, skipped: 2 });
      expect((await fileStore.get(db, "blog-images/foto.jpg"))?.data.equals(photo)).toBe(true);
      expect((await fileStore.get(db, "guide-images/sub/karte.svg"))?.info.contentType).toBe("image/svg+xml");
      expect((await fileStore.get(db, "guide-images/anders.svg"))?.data.toString()).toBe("<svg>database</svg>");
      // Moved aside, not deleted: every moved file (also the one the database's copy won over) is in storage.migrated.
      const migrated = migratedDirOf(dataDir);
      expect(await listFolderFiles(migrated)).toEqual(["blog-images/foto.jpg", "guide-images/anders.svg", "guide-images/schon-da.svg", "guide-images/sub/karte.svg"]);
      expect(readFileSync(path.join(migrated, "guide-images", "anders.svg"), "utf8")).toBe("<svg>disk</svg>");
      // What no stored file may be named stays where it was.
      expect(await listFolderFiles(path.join(dataDir, "storage"))).toEqual(["blog-images/.DS_Store", "notiz.txt"]);

      // A second start finds nothing to do.
      expect(await moveStorageFolderIntoDatabase(db, dataDir)).toEqual({ moved: 0, alreadyStored: 0, kept: 0, skipped: 2 });
      expect((await fileStore.list(db)).length).toBe(4);

      // Once the folder is empty, it is gone.
      rmSync(path.join(dataDir, "storage", "blog-images", ".DS_Store"));
      rmSync(path.join(dataDir, "storage", "notiz.txt"));
      expect(await moveStorageFolderIntoDatabase(db, dataDir)).toEqual({ moved: 0, alreadyStored: 0, kept: 0, skipped: 0 });
      expect(existsSync(path.join(dataDir, "storage"))).toBe(false);
    } finally {
      await cleanup();
    }
  });
});
