import { randomBytes } from "node:crypto";

/** The memory the rendered pages of one process may take together (about 200 dog lists). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** What a rendered page answered, kept with its nonce replaced by a placeholder. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
}

interface Entry extends StoredPage {
  storedAt: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is served again, at most (time-bound text: the year, a dog's age). */
  ttlMs: number;
  /** The bodies kept together, at most; the least recently served go first. */
  maxBytes: number;
  now?: () => number;
}

/**
 * Rendered public pages of this process (decision 022), by a key that holds everything the
 * page's HTML depends on: the versions of the tables public pages read, the host, the path with
 * its query, the Cookie header and a variant number. The CSP nonce of the request that rendered
 * a page is kept as a placeholder and replaced by each request's own nonce, so every answer still
 * carries a nonce of its own.
 */
export class PageCache {
  readonly placeholder = randomBytes(16).toString("base64");
  #entries = new Map<string, Entry>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;

  constructor(options: PageCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  /** The page kept under `key`, with `nonce` in place of the placeholder, or null. */
  get(key: string, nonce: string): StoredPage | null {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.#misses += 1;
      return null;
    }
    this.#entries.delete(key);
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#bytes -= entry.bytes;
      this.#misses += 1;
      return null;
    }
    this.#hits += 1;
    // Most recently served last: eviction takes from the front.
    this.#entries.set(key, entry);
    return { status: entry.status, headers: entry.headers, body: entry.body.replaceAll(this.placeholder, nonce) };
  }

  /** Keeps a page rendered with `nonce`. A page larger than a quarter of the budget is not kept. */
  set(key: string, nonce: string, page: StoredPage): void {
    if (!nonce) return;
    const body = page.body.replaceAll(nonce, this.placeholder);
    const bytes = body.length * 2 + key.length * 2;
    if (bytes > this.#maxBytes / 4) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.bytes;
    }
    this.#entries.set(key, { status: page.status, headers: page.headers, body, storedAt: this.#now(), bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Lookups since start that found a page (hits) and that did not (misses), and what is kept now (the metrics). */
  stats(): { hits: number; misses: number; entries: number; bytes: number } {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, bytes: this.#bytes };
  }
}
