/**
 * Two server copies on two machines share one PostgreSQL and nothing else (README "Deploy",
 * decision 028): each with its own DATA_DIR. A picture an editor uploads through one copy is
 * served by the other, at the same address, as the same image; a picture an older version
 * left in one copy's DATA_DIR/storage is moved into the database at its start and served by
 * both. A backup made after the upload holds it, and a new installation restored from it
 * serves it again.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { inviteByCli, signInWithLink } from "../support/admin.ts";
import { fetchBytes } from "../support/stored-files.ts";

const run = promisify(execFile);
const base = testDatabaseUrl();
if (!base && process.env.CI) throw new Error("TEST_DATABASE_URL must be set in CI: two server copies share a PostgreSQL.");

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.skipIf(!base)("two server copies with separate DATA_DIRs on one PostgreSQL", { timeout: 300_000 }, () => {
  let url = "";
  let a: TestServer;
  let b: TestServer;
  let cookie: string | null = null;
  const legacy = { path: "blog-images/alt-bild-von-kopie-b.png", bytes: Buffer.alloc(0) };

  beforeAll(async () => {
    const database = await createTemporaryDatabase(base!);
    cleanups.push(() => database.drop());
    url = database.url;
    a = await startTestServer({ DATABASE_URL: url });
    cleanups.push(() => a.stop());
    // Copy B comes from an older version: a picture in its own DATA_DIR/storage.
    legacy.bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#1d4ed8" } }).png().toBuffer();
    b = await startTestServer({ DATABASE_URL: url }, (dir) => {
      const file = path.join(dir, "storage", ...legacy.path.split("/"));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, legacy.bytes);
    });
    cleanups.push(() => b.stop());
    if (a.dataDir === b.dataDir) throw new Error("the copies must have DATA_DIRs of their own");
    const { token } = await inviteByCli(a.dataDir, "redaktion@example.org", "editor", { DATABASE_URL: url });
    cookie = await signInWithLink(a, token);
    if (!cookie) throw new Error("the editor could not sign in on copy A");
  }, 300_000);

  it("a picture uploaded through copy A is served by copy B at the same address, as the same image", async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c2410c" } }).jpeg().toBuffer();
    const form = new FormData();
    const fields: Record<string, string> = {
      intent: "save",
      version: "0",
      status: "published",
      title_de: "Zwei Kopien",
      title_es: "Dos copias",
      slug_de: "zwei-kopien",
      slug_es: "dos-copias",
      body_de: "Ein Bild für beide.",
      body_es: "Una foto para las dos.",
      published_date: "2026-01-15",
      image_alt_de: "Ein rotes Sofa",
      image_alt_es: "Un sofá rojo",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("image", new Blob([photo], { type: "image/jpeg" }), "sofa.jpg");
    const saved = await fetch(`${a.de}/verwaltung/inhalte/beitraege/neu`, { method: "POST", body: form, headers: { Cookie: cookie!, Origin: a.de }, redirect: "manual" });
    expect([302, 303], await saved.clone().text()).toContain(saved.status);
    expect(saved.headers.get("location")).toMatch(/\/inhalte\/beitraege\/[0-9a-f-]{36}\?created=1$/);
    // Nothing of it on either copy's disk.
    expect(existsSync(path.join(a.dataDir, "storage"))).toBe(false);

    // Copy B shows the post (it learns of the change within a second) with the picture's address.
    let page = "";
    await expect
      .poll(async () => {
        const res = await fetch(`${b.de}/blog/zwei-kopien`);
        page = await res.text();
        return res.status;
      }, { timeout: 10_000 })
      .toBe(200);
    const address = /\/img\/file\/[\w-]+\/\d+\.jpg\/blog-images\/[0-9a-f-]{36}\.jpg/.exec(page)?.[0];
    expect(address, "an image address on copy B's page").toBeTruthy();
    const fromB = await fetchBytes(b, address!);
    const fromA = await fetchBytes(a, address!);
    expect([fromB.status, fromB.type]).toEqual([200, "image/jpeg"]);
    expect([fromA.status, fromA.type]).toEqual([200, "image/jpeg"]);
    expect(sha(fromB.bytes)).toBe(sha(fromA.bytes));
    expect((await sharp(fromB.bytes).metadata()).format).toBe("jpeg");
    // The stored original too.
    const original = address!.replace(/^\/img\/file\/[\w-]+\/[^/]+\//, "/storage/");
    const originalA = await fetchBytes(a, original);
    const originalB = await fetchBytes(b, original);
    expect([originalB.status, sha(originalB.bytes)]).toEqual([200, sha(originalA.bytes)]);
    // Each copy made the variant in its own cache, rebuilt from the database's original.
    expect(existsSync(path.join(b.dataDir, "image-cache"))).toBe(true);
    expect(existsSync(path.join(a.dataDir, "image-cache"))).toBe(true);
  });

  it("copy B moved its older picture into the database at start, logging counts only, and copy A serves it", async () => {
    const fromA = await fetchBytes(a, `/storage/${legacy.path}`);
    expect([fromA.status, fromA.type]).toEqual([200, "image/png"]);
    expect(fromA.bytes.equals(legacy.bytes)).toBe(true);
    expect(existsSync(path.join(b.dataDir, "storage"))).toBe(false);
    expect(readFileSync(path.join(b.dataDir, "storage.migrated", ...legacy.path.split("/"))).equals(legacy.bytes)).toBe(true);
    expect(b.output()).toMatch(/"moved":1,"alreadyStored":0,"kept":0,"skipped":0.*DATA_DIR\/storage moved into the database/);
    expect(b.output()).not.toContain("alt-bild");
    // Not found is not found on both, never an error.
    for (const server of [a, b]) {
      expect((await fetchBytes(server, "/storage/blog-images/nicht-da.png")).status).toBe(404);
      expect([400, 404]).toContain((await fetchBytes(server, "/storage/blog-images/..%2F..%2Fpglite")).status);
      expect((await fetchBytes(server, "/img/file/abcdefghij/640.jpg/blog-images/nicht-da.png")).status).toBe(404);
    }
  });

  it("a backup made after the upload holds it; restored into an empty database, the picture is served again", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "shared-backup-"));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const archive = path.join(folder, "site.tar.gz");
    const env = { ...process.env, LOG_LEVEL: "silent" };
    const backup = await run(process.execPath, ["scripts/backup.ts", archive], { env: { ...env, DATABASE_URL: url, DATA_DIR: a.dataDir } });
    expect(backup.stdout).toMatch(/checked: \d+ tables, \d+ rows, \d+ stored files/);
    const page = await (await fetch(`${a.de}/blog/zwei-kopien`)).text();
    const address = /\/img\/file\/[\w-]+\/\d+\.jpg\/blog-images\/[0-9a-f-]{36}\.jpg/.exec(page)![0];
    const before = await fetchBytes(a, address.replace(/^\/img\/file\/[\w-]+\/[^/]+\//, "/storage/"));

    const restoredDatabase = await createTemporaryDatabase(base!);
    cleanups.push(() => restoredDatabase.drop());
    const c = await startTestServer({ DATABASE_URL: restoredDatabase.url }, async (dir) => {
      await run(process.execPath, ["scripts/restore.ts", archive], { env: { ...env, DATABASE_URL: restoredDatabase.url, DATA_DIR: dir } });
    });
    cleanups.push(() => c.stop());
    const original = await fetchBytes(c, address.replace(/^\/img\/file\/[\w-]+\/[^/]+\//, "/storage/"));
    expect([original.status, sha(original.bytes)]).toEqual([200, sha(before.bytes)]);
    // The same address (the version is the content's), encoded anew from the restored original.
    const image = await fetchBytes(c, address);
    expect([image.status, image.type]).toEqual([200, "image/jpeg"]);
    expect((await fetchBytes(c, `/storage/${legacy.path}`)).bytes.equals(legacy.bytes)).toBe(true);
  });
});
