import { readFileSync } from "node:fs";
import crypto from "node:crypto";
import type { Logger } from "pino";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  PIPELINE_VERSION,
  parseVariant,
  storedImageBase,
  variantSegment,
  type ImageFormat,
  type ImageVariant,
} from "#app/platform/images/rules/index.ts";
import { isStoragePath } from "#app/platform/storage/paths.ts";
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
  /** The stored files (blog, guide and uploaded images), kept in the database (decision 028). */
  storedFiles: StoredImageSource;
  /** What a photo that cannot be had shows instead (an SVG). */
  placeholderSvg: () => string;
  logger: Logger;
  fetchImpl?: typeof fetch;
}

/** Where the pipeline finds stored images: the database's files, through app/platform/storage. */
export interface StoredImageSource {
  /**
   * The SHA-256 (hex) of the file stored under a path, or null when there is none: from what
   * this process knows, or (`fresh`) asked of the database now, for a file another server
   * copy has just stored or replaced.
   */
  sha256(storagePath: string, fresh?: boolean): Promise<string | null>;
  /** The file's bytes and their SHA-256, or null when there is none (any more). */
  read(storagePath: string): Promise<{ data: Uint8Array; sha256: string } | null>;
}

/** What the image route answers. */
export type ImageAnswer =
  | { kind: "file"; file: string; type: string }
  | { kind: "placeholder"; svg: string }
  | { kind: "not-found" }
  | { kind: "busy"; retryAfterSeconds: number };

/** Stored files the pipeline reads (anything else is a 404). */
const STORED_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** Parallel fetches from the image host (waiting for the network does not hold an encode slot). */
const FETCH_CONCURRENCY = 4;

const NOT_FOUND: ImageAnswer = { kind: "not-found" };

/**
 * The first-party image pipeline (decision 019): originals (fetched from another host, drawn,
 * or stored in the database, decision 028) resized to a fixed set of widths, encoded as AVIF, WebP or JPEG,
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

  /**
   * The variants' base address of a stored file (`blog-images/a.jpg`) whose content has this
   * SHA-256, or null when the path names no image the pipeline serves.
   */
  storedBase(storagePath: string, sha256: string): string | null {
    return storedImagePath(storagePath) ? storedImageBase(storagePath, storedVersion(sha256)) : null;
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

  /** `/img/file/{version}/{variant}/{storage path}`: a stored file, in the version of its current content. */
  async storedImage(params: { version: string; variant: string; storagePath: string }): Promise<ImageAnswer> {
    const variant = parseVariant(params.variant);
    if (!variant || !storedImagePath(params.storagePath)) return NOT_FOUND;
    const current = (sha256: string | null) => sha256 !== null && storedVersion(sha256) === params.version;
    if (!current(await this.#config.storedFiles.sha256(params.storagePath)) && !current(await this.#config.storedFiles.sha256(params.storagePath, true))) {
      return NOT_FOUND;
    }
    return this.#answer(
      `file|${params.storagePath}|${params.version}|${variantSegment(variant)}`,
      variant,
      "high",
      async () => {
        const source = await this.#config.storedFiles.read(params.storagePath);
        // Removed or replaced since the check: never encode other content under this version's address.
        if (!source || !current(source.sha256)) throw new StoredFileGone();
        return variant.kind === "share" ? encodeShareCrop(source.data) : encodeWidth(source.data, variant.width, variant.format);
      },
      variant.kind === "share" ? () => this.placeholder() : undefined,
    );
  }

  /**
   * Deletes this copy's cached sizes of a stored file that was deleted (a happy end's photo taken
   * off the site): its address answered 404 already, and now nothing of it stays on this disk.
   * Another server copy's cache loses them as it evicts its least used files. How many were removed.
   */
  async forgetStored(storagePath: string, sha256: string): Promise<number> {
    const version = storedVersion(sha256);
    const variants: ImageVariant[] = [{ kind: "share" }, ...IMAGE_WIDTHS.flatMap((width) => (Object.keys(IMAGE_FORMATS) as ImageFormat[]).map((format) => ({ kind: "width" as const, width, format })))];
    let removed = 0;
    for (const variant of variants) {
      const ext = variant.kind === "share" ? "jpg" : variant.format;
      if (await this.cache.remove(`file|${storagePath}|${version}|${variantSegment(variant)}`, ext)) removed++;
    }
    return removed;
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
      if (error instanceof StoredFileGone) return fallback?.() ?? NOT_FOUND;
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
}

/** A stored file removed or replaced between the version check and the encode. */
class StoredFileGone extends Error {}

/** A path a stored file may have (app/platform/storage/paths.ts) with an image's extension. */
function storedImagePath(storagePath: string): boolean {
  return isStoragePath(storagePath) && STORED_EXTENSIONS.test(storagePath);
}

/** A stored file's address version: its content's hash with the pipeline's version (a new encoder, new addresses). */
function storedVersion(sha256: string): string {
  return crypto.createHash("sha256").update(PIPELINE_VERSION).update(sha256).digest("base64url").slice(0, 10);
}
