import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ImagePipeline, type ImageAnswer, type StoredImageSource } from "#app/platform/images/server/pipeline.server.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import { testDatabases } from "../support/databases.ts";
import { DogPhotos } from "#app/features/dogs/server/photos.server.ts";
import { drawPlaceholderSvg } from "#app/features/dogs/demo/dog-illustration.ts";
import { dogImageIds, dogName, type Dog } from "#app/features/dogs/rules/index.ts";
import { dogPhotoVersion, dogShareVersion, PREPARED_DOG_WIDTHS } from "#app/platform/images/rules/index.ts";
import { listedDemoDogs, storedDemoDogs } from "../support/demo-dogs.ts";
import { startImageHost, type ImageHost } from "../support/image-host.ts";

let host: ImageHost;
let dataDir: string;
const withPhotos = listedDemoDogs.filter((d) => dogImageIds(d).length > 0);
const dogs: readonly Dog[] = storedDemoDogs;

const noStoredFiles: StoredImageSource = { sha256: async () => null, read: async () => null };

function pipeline(options: Partial<{ concurrency: number; maxWaiting: number; fetchTimeoutMs: number; dir: string; storedFiles: StoredImageSource }> = {}) {
  const dir = options.dir ?? mkdtempSync(path.join(dataDir, "run-"));
  const logger = pino({ level: "silent" });
  const images = new ImagePipeline({
    cacheDir: path.join(dir, "image-cache"),
    maxCacheBytes: 200 * 1024 * 1024,
    concurrency: options.concurrency ?? 2,
    maxWaiting: options.maxWaiting ?? 100,
    fetchTimeoutMs: options.fetchTimeoutMs ?? 5000,
    fetchMaxBytes: 5 * 1024 * 1024,
    storedFiles: options.storedFiles ?? noStoredFiles,
    placeholderSvg: () => drawPlaceholderSvg(500),
    logger,
  });
  // As app/services.server.ts puts them together: the dogs' photos through the pipeline.
  const photos = new DogPhotos(images, { dogImageBaseUrl: host.url, siteName: "Puente Canino", logger });
  return Object.assign(images, { dogImage: photos.answer.bind(photos), prepareDogs: photos.prepare.bind(photos) });
}

function request(p: ReturnType<typeof pipeline>, dog: Dog, variant: string, imageId = dogImageIds(dog)[0]!) {
  const version = variant === "share.jpg" ? dogShareVersion(dog.id!, imageId, dogName(dog)!) : dogPhotoVersion(dog.id!, imageId);
  return p.dogImage(dogs, { dogId: dog.id!, imageId, version, variant });
}

async function bytesOf(answer: ImageAnswer) {
  if (answer.kind !== "file") throw new Error(`expected a file, got ${answer.kind}`);
  return readFile(answer.file);
}

beforeAll(async () => {
  host = await startImageHost();
  dataDir = mkdtempSync(path.join(tmpdir(), "image-pipeline-"));
});
afterAll(async () => {
  await host.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  host.reset();
  host.down = false;
  host.delayMs = 0;
});

describe("only images our data names", () => {
  it("an unknown dog id, image id, width, format or version is a 404 that asks the image host nothing", async () => {
    const p = pipeline();
    const dog = withPhotos[0]!;
    const imageId = dogImageIds(dog)[0]!;
    const version = dogPhotoVersion(dog.id!, imageId);
    const unlisted = storedDemoDogs.find((d) => !listedDemoDogs.includes(d) && d.id && dogImageIds(d).length > 0);
    const asks = [
      { dogId: "999999", imageId, version, variant: "640.avif" },
      { dogId: dog.id!, imageId: "img-unknown", version, variant: "640.avif" },
      { dogId: dog.id!, imageId, version, variant: "641.avif" },
      { dogId: dog.id!, imageId, version, variant: "640.png" },
      { dogId: dog.id!, imageId, version, variant: "640.gif" },
      { dogId: dog.id!, imageId, version: "0000000", variant: "640.avif" },
      { dogId: dog.id!, imageId, version, variant: "../../etc/passwd" },
      ...(unlisted ? [{ dogId: unlisted.id!, imageId: dogImageIds(unlisted)[0]!, version: dogPhotoVersion(unlisted.id!, dogImageIds(unlisted)[0]!), variant: "640.avif" }] : []),
    ];
    for (const ask of asks) expect(await p.dogImage(dogs, ask), JSON.stringify(ask)).toEqual({ kind: "not-found" });
    expect(host.requests).toEqual([]);
    expect(p.upstreamRequests).toBe(0);
  });

});

describe.each(testDatabases())("stored images from the database on $name", (database) => {
  it("a stored image outside the storage's paths, of another version or not an image is a 404; a new content, a new address", async () => {
    const { db, cleanup } = await database.open();
    try {
      // What this process knows may lag behind another copy's upload (the read cache); `fresh` asks the database.
      let known = new Map<string, string>();
      const freshAsks: string[] = [];
      const p = pipeline({
        storedFiles: {
          async sha256(storagePath, fresh) {
            if (!fresh) return known.get(storagePath) ?? null;
            freshAsks.push(storagePath);
            return (await fileStore.exists(db, storagePath))?.sha256 ?? null;
          },
          async read(storagePath) {
            const file = await fileStore.get(db, storagePath);
            return file ? { data: file.data, sha256: file.info.sha256 } : null;
          },
        },
      });
      const first = await fileStore.put(db, "blog-images/a.jpg", await sharp({ create: { width: 50, height: 50, channels: 3, background: "#a33" } }).jpeg().toBuffer());
      await fileStore.put(db, "blog-images/notes.txt", Buffer.from("secret"));
      const base = p.storedBase("blog-images/a.jpg", first!.sha256)!;
      const version = base.split("/")[3]!;
      expect(base).toBe(`/img/file/${version}/VARIANT/blog-images/a.jpg`);
      expect(p.storedBase("blog-images/notes.txt", first!.sha256)).toBeNull();
      for (const storagePath of ["../storage/blog-images/a.jpg", "blog-images/../a.jpg", "blog-images/notes.txt", "notes.txt", "blog-images/b.jpg", "/etc/passwd", "blog-images/.a.jpg", "blog-images\\a.jpg", "blog-images/a.jpg\0"]) {
        expect(await p.storedImage({ version, variant: "320.webp", storagePath }), storagePath).toEqual({ kind: "not-found" });
      }
      expect(await p.storedImage({ version: "x", variant: "320.webp", storagePath: "blog-images/a.jpg" })).toEqual({ kind: "not-found" });
      expect(await p.storedImage({ version, variant: "321.webp", storagePath: "blog-images/a.jpg" })).toEqual({ kind: "not-found" });
      // Not yet known to this process: found by asking the database.
      const webp = await p.storedImage({ version, variant: "320.webp", storagePath: "blog-images/a.jpg" });
      expect((await sharp(await bytesOf(webp)).metadata()).format).toBe("webp");
      expect(freshAsks).toContain("blog-images/a.jpg");
      known = new Map([["blog-images/a.jpg", first!.sha256]]);
      freshAsks.length = 0;
      expect(await p.storedImage({ version, variant: "320.jpg", storagePath: "blog-images/a.jpg" })).toMatchObject({ kind: "file" });
      expect(freshAsks).toEqual([]);
      // A replaced file gets a new version: the old address is gone, even where the old one is still known
      // (never the new content under the old version's address).
      const second = await fileStore.put(db, "blog-images/a.jpg", await sharp({ create: { width: 60, height: 60, channels: 3, background: "#3a3" } }).jpeg().toBuffer());
      expect(p.storedBase("blog-images/a.jpg", second!.sha256)).not.toBe(base);
      expect(await p.storedImage({ version, variant: "480.webp", storagePath: "blog-images/a.jpg" })).toEqual({ kind: "not-found" });
      const newVersion = p.storedBase("blog-images/a.jpg", second!.sha256)!.split("/")[3]!;
      expect((await sharp(await bytesOf(await p.storedImage({ version: newVersion, variant: "320.jpg", storagePath: "blog-images/a.jpg" }))).metadata()).width).toBe(60);
      // A deleted file is a 404 at once.
      await fileStore.delete(db, "blog-images/a.jpg");
      expect(await p.storedImage({ version: newVersion, variant: "480.jpg", storagePath: "blog-images/a.jpg" })).toEqual({ kind: "not-found" });
    } finally {
      await cleanup();
    }
  });
});

describe("encoding and caching", () => {
  it("encodes each format at the width asked, fetches the original once and serves later requests from the disk", async () => {
    const p = pipeline();
    const dog = withPhotos[1]!;
    for (const [variant, format, width] of [["480.avif", "heif", 480], ["480.webp", "webp", 480], ["320.jpg", "jpeg", 320], ["800.avif", "heif", 800]] as const) {
      const answer = await request(p, dog, variant);
      expect(answer).toMatchObject({ kind: "file" });
      const meta = await sharp(await bytesOf(answer)).metadata();
      expect(meta.format, variant).toBe(format);
      expect(meta.width, variant).toBe(width);
    }
    // One original per host size (500 for ≤ 480 px, 1000 above), never twice.
    expect(host.requests.sort()).toEqual([
      `/vermittlungstiere/${dog.id}/images/${dogImageIds(dog)[0]}/1000x1000`,
      `/vermittlungstiere/${dog.id}/images/${dogImageIds(dog)[0]}/500x500`,
    ]);
    const again = await request(p, dog, "480.avif");
    expect(again).toMatchObject({ kind: "file", type: "image/avif" });
    expect(host.requests).toHaveLength(2);
  });

  it("serves cached images while the image host is down, and the placeholder for the rest", async () => {
    const dir = mkdtempSync(path.join(dataDir, "down-"));
    const dog = withPhotos[2]!;
    const other = withPhotos[3]!;
    const first = pipeline({ dir });
    expect(await request(first, dog, "640.avif")).toMatchObject({ kind: "file" });
    host.down = true;
    // A new process on the same DATA_DIR (a restart) still has the file.
    const second = pipeline({ dir, fetchTimeoutMs: 1000 });
    expect(await request(second, dog, "640.avif")).toMatchObject({ kind: "file", type: "image/avif" });
    // Another width of a fetched original is made from the cached original.
    expect(await request(second, dog, "800.webp")).toMatchObject({ kind: "file", type: "image/webp" });
    const missing = await request(second, other, "640.avif");
    expect(missing.kind).toBe("placeholder");
    // And a slow host is given up on after the timeout.
    host.down = false;
    host.delayMs = 3000;
    const started = Date.now();
    expect((await request(second, other, "480.avif")).kind).toBe("placeholder");
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("a burst of 50 requests for new images never runs more encodes at once than the bound", async () => {
    const p = pipeline({ concurrency: 2, maxWaiting: 100 });
    const asks = withPhotos.flatMap((dog) => (["320.avif", "480.webp", "320.jpg"] as const).map((variant) => ({ dog, variant }))).slice(0, 50);
    expect(asks).toHaveLength(50);
    const answers = await Promise.all(asks.map(({ dog, variant }) => request(p, dog, variant)));
    expect(answers.every((a) => a.kind === "file")).toBe(true);
    expect(p.queue.stats().maxActive).toBe(2);
  }, 120_000);

  it("beyond the waiting line, requests are refused with 'busy' instead of piling up", async () => {
    const p = pipeline({ concurrency: 1, maxWaiting: 5 });
    const answers = await Promise.all(withPhotos.slice(0, 20).map((dog) => request(p, dog, "160.jpg")));
    expect(p.queue.stats().maxActive).toBe(1);
    expect(answers.filter((a) => a.kind === "file").length).toBeGreaterThanOrEqual(6);
    expect(answers.filter((a) => a.kind === "busy")).toContainEqual({ kind: "busy", retryAfterSeconds: 5 });
  });

  it("prepares the first photo of every listed dog in the background, after which no visitor waits for an encode", async () => {
    const p = pipeline({ concurrency: 2 });
    // Six new dogs and one without a name (not listed: nothing to prepare).
    const synced = [...withPhotos.slice(0, 6), { ...withPhotos[6]!, title: undefined, name: undefined }];
    const queued = p.prepareDogs(synced);
    expect(queued).toBe(6 * PREPARED_DOG_WIDTHS.length);
    await p.idle();
    expect(p.prepareDogs(synced)).toBe(0);
    const before = p.queue.stats().maxActive;
    const encodes = host.requests.length;
    for (const dog of withPhotos.slice(0, 6)) {
      for (const width of PREPARED_DOG_WIDTHS) expect(await request(p, dog, `${width}.avif`)).toMatchObject({ kind: "file" });
    }
    expect(host.requests.length).toBe(encodes);
    expect(p.queue.stats()).toMatchObject({ maxActive: before, active: 0, waiting: 0 });
  }, 120_000);

  it("a dog's sharing picture is a 1200×630 JPEG", async () => {
    const p = pipeline();
    const answer = await request(p, withPhotos[4]!, "share.jpg");
    expect(answer).toMatchObject({ kind: "file", type: "image/jpeg" });
    const meta = await sharp(await bytesOf(answer)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });
});
