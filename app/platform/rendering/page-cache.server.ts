import { createHash, randomBytes } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { HELD_APP_ATTRIBUTE } from "./hold-app-script.server.ts";

/** The memory the rendered pages of one process may take together (about 200 dog lists). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** What a rendered page answered. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

/** The encodings a kept page is sent in, best first. */
export const PAGE_ENCODINGS = ["br", "gzip", "identity"] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** What makes one view of a page with a form its own: the CSP nonce and the form's token and key. */
export interface ViewFacts {
  nonce: string;
  token: string;
  key: string;
}

/**
 * A kept page, ready to send (decision 039). A page without a form: its body without the nonce of
 * the request that rendered it, the hashes of its inline scripts (for the policy that replaces the
 * nonce), and its bytes in each encoding, compressed once on first demand. A page with a form:
 * its body with each view's nonce, token and key put in the places of the rendering's.
 */
export type StoredPage =
  | {
      kind: "same";
      status: number;
      headers: [string, string][];
      /** `'sha256-…'` of every inline script of the page, in the order they stand. */
      scriptHashes: string[];
      bytes(encoding: PageEncoding): Buffer;
    }
  | { kind: "per-view"; status: number; headers: [string, string][]; html(view: ViewFacts): string };

type Entry = StoredPage & { storedAt: number; size: number };

export interface PageCacheOptions {
  /** How long a rendered page is served again, at most (time-bound text: the year, a dog's age). */
  ttlMs: number;
  /** The bodies kept together, at most; the least recently served go first. */
  maxBytes: number;
  now?: () => number;
}

/** The key of a cached page: everything its HTML depends on (decision 022). */
export function pageCacheKey(parts: { stamp: string; host: string; pathAndQuery: string; cookie: string; variant: number }): string {
  return [parts.stamp, parts.host, parts.pathAndQuery, parts.cookie, parts.variant].join("\n");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Script types a browser does not run (data blocks): the policy does not concern them. */
const DATA_BLOCK = /\btype="(?!module"|text\/javascript")[^"]*"/i;

/** React Router's start-up script held until the first input (hold-app-script.server.ts): run later, as it is. */
const HELD_APP = new RegExp(`\\b${HELD_APP_ATTRIBUTE}=`);

/**
 * `'sha256-…'` of every inline script that runs (not a data block such as JSON-LD, not one with a src),
 * now or, held until the visitor's first input, later.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || (DATA_BLOCK.test(attributes) && !HELD_APP.test(attributes))) continue;
    hashes.push(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** The page without any `nonce` attribute carrying `nonce`. */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, "");
}

function encode(body: Buffer, encoding: PageEncoding): Buffer {
  // Once per kept page and encoding: quality 6 is within a few per cent of 11 at a tenth of the time.
  if (encoding === "br") return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return body;
}

/**
 * Rendered public pages of this process (decisions 022 and 039), by a key that holds everything
 * the page's HTML depends on (`pageCacheKey`). A page is kept without its nonce: the policy a kept
 * page is served with names its inline scripts by their hashes, so every visitor gets the same
 * bytes, compressed once.
 */
export class PageCache {
  /** Where a kept page with a form had its rendering's nonce, token and key (random: they occur nowhere else). */
  readonly #placeholders = { nonce: randomBytes(12).toString("hex"), token: randomBytes(12).toString("hex"), key: randomBytes(12).toString("hex") };
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

  /** The page kept under `key`, or null. */
  get(key: string): StoredPage | null {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.#misses += 1;
      return null;
    }
    this.#entries.delete(key);
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#bytes -= entry.size;
      this.#misses += 1;
      return null;
    }
    this.#hits += 1;
    // Most recently served last: eviction takes from the front.
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps a page rendered with `view.nonce`; with `view.token` and `view.key` for a page with a form
   * (each later view gets its own). A page larger than a quarter of the budget is not kept, nor one
   * whose facts stand where they cannot be replaced.
   */
  set(key: string, view: { nonce: string; token?: string; key?: string }, page: RenderedPage): void {
    if (!view.nonce) return;
    const entry = view.token && view.key ? this.#perView(page, { nonce: view.nonce, token: view.token, key: view.key }) : this.#same(page, view.nonce);
    if (!entry) return;
    const size = entry.size + key.length * 2;
    if (size > this.#maxBytes / 4) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.size;
    }
    this.#entries.set(key, { ...entry, size });
    this.#bytes += size;
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= kept.size;
    }
  }

  #same(page: RenderedPage, nonce: string): Entry | null {
    const html = withoutNonce(page.body, nonce);
    // A nonce left anywhere else (in a script's text) would not be named by the kept page's policy.
    if (html.includes(nonce)) return null;
    const plain = Buffer.from(html, "utf8");
    const encoded = new Map<PageEncoding, Buffer>([["identity", plain]]);
    return {
      kind: "same",
      status: page.status,
      headers: page.headers,
      scriptHashes: inlineScriptHashes(html),
      bytes(encoding) {
        let bytes = encoded.get(encoding);
        if (!bytes) encoded.set(encoding, (bytes = encode(plain, encoding)));
        return bytes;
      },
      storedAt: this.#now(),
      // The plain bytes and, at most, both compressed forms (each well under the plain size).
      size: plain.length * 2,
    };
  }

  #perView(page: RenderedPage, facts: ViewFacts): Entry | null {
    const marks = this.#placeholders;
    // The token holds the key: the token first.
    if (!page.body.includes(facts.token) || !page.body.includes(facts.key)) return null;
    const template = page.body.replaceAll(facts.token, marks.token).replaceAll(facts.key, marks.key).replaceAll(facts.nonce, marks.nonce);
    if (template.includes(facts.nonce) || template.includes(facts.key)) return null;
    // Split once at the three marks: a view is one join, not three passes over the page.
    const names = { [marks.token]: "token", [marks.key]: "key", [marks.nonce]: "nonce" } as const;
    const parts = template.split(new RegExp(`(${marks.token}|${marks.key}|${marks.nonce})`));
    return {
      kind: "per-view",
      status: page.status,
      headers: page.headers,
      html: (view) => parts.map((part, i) => (i % 2 === 1 ? view[names[part]!] : part)).join(""),
      storedAt: this.#now(),
      size: template.length * 2,
    };
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
