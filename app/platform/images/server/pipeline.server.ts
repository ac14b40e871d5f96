import { readFileSync, statSync } from "node:fs";
import crypto from "node:crypto";
import path from "node:path";
import type { Logger } from "pino";
import {
  IMAGE_FORMATS,
  PIPELINE_VERSION,
  parseVariant,
  storedImageBase,
  variantSegment,
  type ImageVariant,
} from "#app/platform/images/rules/index.ts";
import { DiskCache } from "./disk-cache.server.ts";
import { EncodeQueue, QueueFullError } from "./encode-queue.server.ts";
import { encodeShareCrop, encodeWidth } from "./encode.server.ts";
import { fetchSource, SourceError } from "./fetch-source.server.ts";

export interface ImagePipelineConfig {
  cacheDir: string;
  maxCacheBytes: number;
  concurrency: number;
  maxWaiting: number;
  fetchTimeoutMs: number;
  fetchMaxBytes: number;
  /** DATA_DIR/storage: blog, guide and uploaded images. */
  storageDir: string;
  /** What a photo that cannot be had shows instead (an SVG). */
  placeholderSvg: () => string;
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
 * The first-party image pipeline (decision 019): originals (fetched from another host, drawn,
 * or stored in DATA_DIR/storage) resized to a fixed set of widths, encoded as AVIF, WebP or JPEG,
 * cached on disk and served with immutable caching. Only images our data names can be asked
 * for; anything else is refused before any fetch. What a dog photo is, the dogs feature says
 * (app/features/dogs/server/photos.server.ts); this class knows files, variants and queues.
 */
export class ImagePipeline {
  readonly queue: EncodeQueue;
  readonly cache: DiskCache;
  readonly #fetches = new EncodeQueue({ concurrency: FETCH_CONCURRENCY, maxWaiting: 10_000 });
  readonly #config: ImagePipelineConfig;
  readonly #inFlight = new Map<string, Promise<string>>();
  readonly #storedVersions = new Map<string, { mtimeMs: number; size: number; version: string }>();
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

  /**
   * The answer for one variant of an image, from the disk cache or encoded now (once per key:
   * later askers share the encode). When the original cannot be had or encoded, `fallback`
   * answers (the placeholder of a photo), or 404.
   */
  answer(key: string, variant: ImageVariant, produce: () => Promise<Uint8Array>, fallback?: () => ImageAnswer): Promise<ImageAnswer> {
    return this.#answer(key, variant, "high", produce, fallback);
  }

  /** `/img/file/{version}/{variant}/{storage path}`: a file of DATA_DIR/storage. */
  async storedImage(params: { version: string; variant: string; storagePath: string }): Promise<ImageAnswer> {
    const variant = parseVariant(params.variant);
    if (!variant) return NOT_FOUND;
    const file = this.#storedFile(params.storagePath);
    if (!file || this.#storedVersion(file) !== params.version) return NOT_FOUND;
    return this.#answer(
      `file|${params.storagePath}|${params.version}|${variantSegment(variant)}`,
      variant,
      "high",
      async () => {
        const source = readFileSync(file);
        return variant.kind === "share" ? encodeShareCrop(source) : encodeWidth(source, variant.width, variant.format);
      },
      variant.kind === "share" ? () => this.placeholder() : undefined,
    );
  }

  // ---- Background work ---------------------------------------------------------------------

  /**
   * Encodes a variant in the background (low priority: visitors' requests always go first) unless
   * it is cached or under way; false when there was nothing to do.
   */
  prepare(key: string, ext: string, produce: () => Promise<Uint8Array>, onError: (error: unknown) => void): boolean {
    if (this.cache.has(key, ext) || this.#inFlight.has(key)) return false;
    this.#produce(key, ext, "low", produce).catch(onError);
    return true;
  }

  /** An original from another host (the shelter's image host), kept on disk as long as the cache allows. */
  async fetchOriginal(key: string, url: string): Promise<Uint8Array> {
    const cached = await this.cache.lookup(key, "orig");
    if (cached) return readFileSync(cached);
    const data = await this.#fetches.run(async () => {
      this.#upstreamRequests++;
      return fetchSource(url, {
        timeoutMs: this.#config.fetchTimeoutMs,
        maxBytes: this.#config.fetchMaxBytes,
        fetchImpl: this.#config.fetchImpl,
      });
    });
    await this.cache.put(key, "orig", data);
    return data;
  }

  /** The answer for a photo that cannot be had. */
  placeholder(): ImageAnswer {
    return { kind: "placeholder", svg: this.#config.placeholderSvg() };
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
    fallback?: () => ImageAnswer,
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
      return fallback?.() ?? NOT_FOUND;
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
