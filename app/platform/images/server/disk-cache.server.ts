import { mkdir, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";

interface Entry {
  file: string;
  size: number;
}

/**
 * Encoded images (and fetched originals) on disk under one folder, at most `maxBytes` in all:
 * when a write goes over, the least recently used files are deleted (decision 019). The index
 * lives in memory and is rebuilt from the folder at start (oldest modification first). Files
 * are written to a temporary name and renamed, so a reader never sees half a file.
 */
export class DiskCache {
  readonly dir: string;
  readonly maxBytes: number;
  #entries = new Map<string, Entry>();
  #total = 0;
  #ready: Promise<void> | null = null;

  constructor(dir: string, maxBytes: number) {
    this.dir = dir;
    this.maxBytes = maxBytes;
  }

  /** The file name of a key: a hash, two levels of folders. */
  static fileName(key: string, ext: string): string {
    const hash = crypto.createHash("sha256").update(key).digest("hex").slice(0, 40);
    return path.join(hash.slice(0, 2), `${hash}.${ext}`);
  }

  ready(): Promise<void> {
    this.#ready ??= this.#scan();
    return this.#ready;
  }

  async #scan() {
    await mkdir(this.dir, { recursive: true });
    const found: (Entry & { key: string; mtime: number })[] = [];
    for (const sub of await readdir(this.dir, { withFileTypes: true })) {
      if (!sub.isDirectory()) continue;
      for (const name of await readdir(path.join(this.dir, sub.name))) {
        const file = path.join(sub.name, name);
        if (name.includes(".tmp-")) {
          await unlink(path.join(this.dir, file)).catch(() => {});
          continue;
        }
        const info = await stat(path.join(this.dir, file)).catch(() => null);
        if (info?.isFile()) found.push({ key: file, file, size: info.size, mtime: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const entry of found) {
      this.#entries.set(entry.key, { file: entry.file, size: entry.size });
      this.#total += entry.size;
    }
    await this.#evict();
  }

  get totalBytes() {
    return this.#total;
  }

  has(key: string, ext: string): boolean {
    return this.#entries.has(DiskCache.fileName(key, ext));
  }

  /** The absolute path of a cached file (marked as just used), or null. */
  async lookup(key: string, ext: string): Promise<string | null> {
    await this.ready();
    const name = DiskCache.fileName(key, ext);
    const entry = this.#entries.get(name);
    if (!entry) return null;
    this.#entries.delete(name);
    this.#entries.set(name, entry);
    return path.join(this.dir, entry.file);
  }

  async put(key: string, ext: string, data: Uint8Array): Promise<string> {
    await this.ready();
    const name = DiskCache.fileName(key, ext);
    const target = path.join(this.dir, name);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
    await writeFile(temp, data);
    await rename(temp, target);
    const previous = this.#entries.get(name);
    if (previous) this.#total -= previous.size;
    this.#entries.delete(name);
    this.#entries.set(name, { file: name, size: data.byteLength });
    this.#total += data.byteLength;
    await this.#evict(name);
    return target;
  }

  /** Deletes a cached file (a picture whose original was deleted); false when there was none. */
  async remove(key: string, ext: string): Promise<boolean> {
    await this.ready();
    const name = DiskCache.fileName(key, ext);
    const entry = this.#entries.get(name);
    if (!entry) return false;
    this.#entries.delete(name);
    this.#total -= entry.size;
    await unlink(path.join(this.dir, entry.file)).catch(() => {});
    return true;
  }

  async #evict(keep?: string) {
    for (const [name, entry] of this.#entries) {
      if (this.#total <= this.maxBytes) break;
      if (name === keep) continue;
      this.#entries.delete(name);
      this.#total -= entry.size;
      await unlink(path.join(this.dir, entry.file)).catch(() => {});
    }
  }
}
