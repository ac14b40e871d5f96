import { readFileSync, statSync } from "node:fs";
import crypto from "node:crypto";
import path from "node:path";
import type { Logger } from "pino";
import {
  dogImageIds,
  dogImageSizes,
  dogImageUrl,
  dogName,
  isListedDog,
  type Dog,
} from "#app/features/dogs/rules/index.ts";
import {
  IMAGE_FORMATS,
  PIPELINE_VERSION,
  PREPARED_DOG_WIDTHS,
  dogPhotoVersion,
  dogShareVersion,
  parseVariant,
  storedImageBase,
  variantSegment,
  type ImageVariant,
} from "#app/platform/images/rules/index.ts";
import { drawDogSvg, drawPlaceholderSvg, dogImageSeed } from "#app/features/dogs/demo/dog-illustration.ts";
import { demoImageExists } from "#app/features/dogs/demo/demo-dogs.ts";
import { DiskCache } from "./disk-cache.server.ts";
import { EncodeQueue, QueueFullError } from "./encode-queue.server.ts";
import { encodeDogShare, encodeShareCrop, encodeWidth } from "./encode.server.ts";
import { fetchSource, SourceError } from "./fetch-source.server.ts";

export interface ImagePipelineConfig {
  cacheDir: string;
  maxCacheBytes: number;
  concurrency: number;
  maxWaiting: number;
  fetchTimeoutMs: number;
  fetchMaxBytes: number;
  /** The shelter's image host; unset: the demo drawings. */
  dogImageBaseUrl: string | undefined;
  /** DATA_DIR/storage: blog, guide and uploaded images. */
  storageDir: string;
  siteName: string;
  logger: Logger;
  fetchImpl?: typeof fetch;
}

/** What the image route answers. */
export type ImageAnswer =
  | { kind: "file"; file: string; type: string }
  | { kind: "placeholder"; svg: string }
  | { kind: "not-found" }
  | { kind: "busy"; retryAfterSeconds: number };

/** Files in the storage folder the pipeline reads (anything else is a 404). */
const STORED_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** Parallel fetches from the image host (waiting for the network does not hold an encode slot). */
const FETCH_CONCURRENCY = 4;

const NOT_FOUND: ImageAnswer = { kind: "not-found" };

/**
 * The first-party image pipeline (decision 019): dog photos from the image host and stored
 * images from DATA_DIR/storage, resized to a fixed set of widths, encoded as AVIF, WebP or JPEG,
 * cached on disk and served with immutable caching. Only images our data names can be asked
 * for; anything else is refused before any fetch.
 */
export class ImagePipeline {
  readonly queue: EncodeQueue;
  readonly cache: DiskCache;
  readonly #fetches = new EncodeQueue({ concurrency: FETCH_CONCURRENCY, maxWaiting: 10_000 });
  readonly #config: ImagePipelineConfig;
  readonly #inFlight = new Map<string, Promise<string>>();
  readonly #storedVersions = new Map<string, { mtimeMs: number; size: number; version: string }>();
  readonly #dogIndex = new WeakMap<readonly Dog[], Map<string, Dog>>();
  #upstreamRequests = 0;

  constructor(config: ImagePipelineConfig) {
    this.#config = config;
    this.queue = new EncodeQueue({ concurrency: config.concurrency, maxWaiting: config.maxWaiting });
    this.cache = new DiskCache(config.cacheDir, config.maxCacheBytes);
  }

  /** How many requests went to the image host since start. */
  get upstreamRequests() {
    return this.#upstreamRequests;
  }

  // ---- Addresses for the pages -------------------------------------------------------------

  /** The variants' base address of a stored file (`blog-images/a.jpg`), or null when there is no such image. */
  storedBase(storagePath: string): string | null {
    const file = this.#storedFile(storagePath);
    if (!file) return null;
    const version = this.#storedVersion(file);
    return version ? storedImageBase(storagePath, version) : null;
  }

  // ---- Answers for the image route --------------------------------------------------------

  /** `/img/dog/{dogId}/{imageId}/{version}/{variant}` against the current dog list. */
  async dogImage(dogs: readonly Dog[], params: { dogId: string; imageId: string; version: string; variant: string }): Promise<ImageAnswer> {
    const variant = parseVariant(params.variant);
    if (!variant) return NOT_FOUND;
    const dog = this.#dogById(dogs).get(params.dogId);
    if (!dog || !isListedDog(dog) || !dogImageIds(dog).includes(params.imageId)) return NOT_FOUND;
    const name = dogName(dog)!;
    const expected =
      variant.kind === "share" ? dogShareVersion(params.dogId, params.imageId, name) : dogPhotoVersion(params.dogId, params.imageId);
    if (params.version !== expected) return NOT_FOUND;
    return this.#answer(`dog|${params.dogId}|${params.imageId}|${expected}|${variantSegment(variant)}`, variant, "high", async () => {
      const size = variant.kind === "width" && variant.width <= 500 ? dogImageSizes.card : dogImageSizes.main;
      const source = await this.#dogSource(params.dogId, params.imageId, size);
      return variant.kind === "share" ? encodeDogShare(source, name, this.#config.siteName) : encodeWidth(source, variant.width, variant.format);
    }, true);
  }

  /** `/img/file/{version}/{variant}/{storage path}`: a file of DATA_DIR/storage. */
  async storedImage(params: { version: string; variant: string; storagePath: string }): Promise<ImageAnswer> {
    const variant = parseVariant(params.variant);
    if (!variant) return NOT_FOUND;
    const file = this.#storedFile(params.storagePath);
    if (!file || this.#storedVersion(file) !== params.version) return NOT_FOUND;
    return this.#answer(`file|${params.storagePath}|${params.version}|${variantSegment(variant)}`, variant, "high", async () => {
      const source = readFileSync(file);
      return variant.kind === "share" ? encodeShareCrop(source) : encodeWidth(source, variant.width, variant.format);
    }, false);
  }

  // ---- Background work ---------------------------------------------------------------------

  /**
   * Prepares the first photo of every listed dog whose card and main-photo widths are not cached
   * yet (new or changed dogs), at low priority: visitors' requests always go first.
   * Returns how many encodes were queued.
   */
  prepareDogs(dogs: readonly Dog[]): number {
    let queued = 0;
    for (const dog of dogs) {
      if (!isListedDog(dog)) continue;
      const imageId = dogImageIds(dog)[0];
      if (!imageId) continue;
      const version = dogPhotoVersion(dog.id!, imageId);
      for (const width of PREPARED_DOG_WIDTHS) {
        const variant: ImageVariant = { kind: "width", width, format: "avif" };
        const key = `dog|${dog.id}|${imageId}|${version}|${variantSegment(variant)}`;
        if (this.cache.has(key, "avif") || this.#inFlight.has(key)) continue;
        queued++;
        this.#produce(key, "avif", "low", async () => {
          const size = width <= 500 ? dogImageSizes.card : dogImageSizes.main;
          return encodeWidth(await this.#dogSource(dog.id!, imageId, size), width, "avif");
        }).catch((error: unknown) => {
          this.#config.logger.warn({ reason: error instanceof SourceError ? error.kind : "encode" }, "a dog photo could not be prepared");
        });
      }
    }
    if (queued > 0) this.#config.logger.info({ encodes: queued }, "preparing dog photos in the background");
    return queued;
  }

  /** Resolves when no encode runs or waits. */
  idle() {
    return this.queue.idle();
  }

  close() {
    this.queue.clearBackground();
  }

  // ---- Inside --------------------------------------------------------------------------------

  async #answer(
    key: string,
    variant: ImageVariant,
    priority: "high" | "low",
    produce: () => Promise<Uint8Array>,
    isDogPhoto: boolean,
  ): Promise<ImageAnswer> {
    const ext = variant.kind === "share" ? "jpg" : variant.format;
    const type = variant.kind === "share" ? IMAGE_FORMATS.jpg : IMAGE_FORMATS[variant.format];
    const cached = await this.cache.lookup(key, ext);
    if (cached) return { kind: "file", file: cached, type };
    const pending = this.#produce(key, ext, priority, produce);
    try {
      return { kind: "file", file: await pending, type };
    } catch (error) {
      if (error instanceof QueueFullError) return { kind: "busy", retryAfterSeconds: 5 };
      if (error instanceof SourceError) {
        this.#config.logger.warn({ reason: error.kind }, "image host unavailable; the placeholder is shown");
      } else {
        this.#config.logger.warn({ err: error }, "image could not be encoded; the placeholder is shown");
      }
      if (isDogPhoto || variant.kind === "share") return { kind: "placeholder", svg: drawPlaceholderSvg(500) };
      return NOT_FOUND;
    }
  }

  /** Queues an encode (once per key: later askers share it) and resolves with the cached file. */
  #produce(key: string, ext: string, priority: "high" | "low", produce: () => Promise<Uint8Array>): Promise<string> {
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = this.queue
        .run(async () => {
          // Another request may have finished it while this one waited.
          const done = await this.cache.lookup(key, ext);
          return done ?? this.cache.put(key, ext, await produce());
        }, priority)
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  /** The original of a dog photo at an image-host size: from the disk cache, the host, or the demo drawings. */
  async #dogSource(dogId: string, imageId: string, size: string): Promise<Uint8Array> {
    const base = this.#config.dogImageBaseUrl;
    if (!base) {
      if (!demoImageExists(dogId, imageId)) throw new SourceError("status", "no such demo image");
      return Buffer.from(drawDogSvg(dogImageSeed(dogId, imageId), Number.parseInt(size, 10)));
    }
    const key = `src|${dogId}|${imageId}|${size}`;
    const cached = await this.cache.lookup(key, "orig");
    if (cached) return readFileSync(cached);
    const data = await this.#fetches.run(async () => {
      this.#upstreamRequests++;
      return fetchSource(dogImageUrl(base, dogId, imageId, size), {
        timeoutMs: this.#config.fetchTimeoutMs,
        maxBytes: this.#config.fetchMaxBytes,
        fetchImpl: this.#config.fetchImpl,
      });
    });
    await this.cache.put(key, "orig", data);
    return data;
  }

  #dogById(dogs: readonly Dog[]): Map<string, Dog> {
    let index = this.#dogIndex.get(dogs);
    if (!index) {
      index = new Map(dogs.filter((d) => d.id).map((d) => [d.id!, d]));
      this.#dogIndex.set(dogs, index);
    }
    return index;
  }

  /** The absolute path of a stored image, or null for anything outside the storage folder or not an image. */
  #storedFile(storagePath: string): string | null {
    const segments = storagePath.split("/");
    if (segments.some((s) => s === "" || s === "." || s === ".." || s.startsWith(".") || s.includes("\\") || s.includes("\0"))) return null;
    if (!STORED_EXTENSIONS.test(storagePath)) return null;
    const root = path.resolve(this.#config.storageDir);
    const file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep)) return null;
    return file;
  }

  /** A stored file's content version (memoised by modification time and size), or null when it does not exist. */
  #storedVersion(file: string): string | null {
    let info;
    try {
      info = statSync(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const known = this.#storedVersions.get(file);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.version;
    const hash = crypto.createHash("sha256").update(PIPELINE_VERSION).update(readFileSync(file)).digest("base64url").slice(0, 10);
    this.#storedVersions.set(file, { mtimeMs: info.mtimeMs, size: info.size, version: hash });
    return hash;
  }
}
