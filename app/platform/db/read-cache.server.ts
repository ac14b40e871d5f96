import type { Logger } from "pino";
import type { ChangeConnection } from "./client.server.ts";
import { keepListening, type Listening } from "./notifications.server.ts";
import { CHANGE_CHANNEL, type PublicTable } from "./public-tables.ts";

/** How often the versions are read even without a notification (a lost one, a dropped connection). */
export const FALLBACK_CHECK_MS = 1000;

/**
 * What this process knows of the versions of the tables public pages read
 * (decision 018). A notification from the trigger `content_changed` raises a
 * table's version at once; a check of `content_versions`, at most once a
 * second and outside any request, catches a notification that never came.
 */
export class ChangeNotice {
  #versions = new Map<string, number>();
  #listening: Listening | null = null;
  #timer: NodeJS.Timeout | null = null;
  #checking: Promise<void> | null = null;
  readonly #connection: ChangeConnection;
  readonly #logger: Pick<Logger, "warn" | "info"> | undefined;
  readonly #fallbackMs: number;

  constructor(connection: ChangeConnection, options: { logger?: Pick<Logger, "warn" | "info">; fallbackMs?: number } = {}) {
    this.#connection = connection;
    this.#logger = options.logger;
    this.#fallbackMs = options.fallbackMs ?? FALLBACK_CHECK_MS;
  }

  /** Listens first, then reads the versions, so no change falls between the two. */
  async start(): Promise<this> {
    // A lost connection is opened again on the same rhythm as the check, which covers the time between.
    this.#listening = await keepListening(this.#connection, CHANGE_CHANNEL, {
      onNotice: (payload) => {
        const [table, version] = payload.split(" ");
        if (table && version) this.#raise(table, Number(version));
      },
      logger: this.#logger,
      retryMs: this.#fallbackMs,
    });
    await this.check();
    this.#timer = setInterval(() => void this.#tick(), this.#fallbackMs);
    this.#timer.unref();
    return this;
  }

  /** The versions of these tables as one string: it differs as soon as any of them changed. */
  stamp(tables: readonly PublicTable[]): string {
    let stamp = "";
    for (const table of tables) stamp += `${this.#versions.get(table) ?? 0}|`;
    return stamp;
  }

  /** Reads every table's version from the database (the fallback; also at start). */
  check(): Promise<void> {
    this.#checking ??= this.#connection
      .query<{ table_name: string; version: string | number }>("select table_name, version from content_versions")
      .then((rows) => {
        for (const row of rows) this.#raise(row.table_name, Number(row.version));
      })
      .finally(() => {
        this.#checking = null;
      });
    return this.#checking;
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#listening?.close();
    this.#listening = null;
  }

  /** Versions only go up: an old notification arriving late changes nothing. */
  #raise(table: string, version: number) {
    if (Number.isFinite(version) && version > (this.#versions.get(table) ?? 0)) this.#versions.set(table, version);
  }

  async #tick() {
    try {
      await this.check();
    } catch (error) {
      // The database is away: pages keep what they have; the next tick tries again.
      this.#logger?.warn({ err: error }, "content versions could not be read");
    }
  }
}

/**
 * What pages read from the database, kept in this process until a table it
 * came from changes (decision 018). A read is made once per change, however
 * many pages ask for it at the same time.
 */
export class ReadCache {
  #entries = new Map<string, { stamp: string; value: Promise<unknown> }>();
  readonly #notice: Pick<ChangeNotice, "stamp">;

  constructor(notice: Pick<ChangeNotice, "stamp">) {
    this.#notice = notice;
  }

  /**
   * The cached value of `key`, or `load()`'s. `tables` are every table `load` reads
   * (each must be in app/platform/db/public-tables.ts). Keys must be few and fixed (never
   * visitor input): read whole tables, and pick from them in memory.
   */
  get<T>(key: string, tables: readonly PublicTable[], load: () => Promise<T>): Promise<T> {
    // Taken before the read: a change during it makes the entry old at once.
    const stamp = this.#notice.stamp(tables);
    const entry = this.#entries.get(key);
    if (entry && entry.stamp === stamp) return entry.value as Promise<T>;
    // Settled once: a query builder (a thenable that runs again whenever it is awaited) becomes a plain promise.
    const value = Promise.resolve().then(load);
    const fresh = { stamp, value };
    this.#entries.set(key, fresh);
    // A failed read is not kept: the next page asks again.
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return value;
  }
}
