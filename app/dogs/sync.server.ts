import type { Logger } from "pino";
import type { Database } from "#app/db/client.server.ts";
import { fetchDogAnswer, normaliseDogs, UpstreamError } from "./upstream.server.ts";
import { readSyncState, replaceDogSnapshot } from "./store.server.ts";

export interface DogSyncConfig {
  url: string;
  token?: string;
  intervalMs: number;
  timeoutMs: number;
  siteOrigins: string[];
  fetchImpl?: typeof fetch;
}

export type DogSyncResult =
  | { ok: true; stored: number; skipped: number; duplicates: number }
  | { ok: false; reason: UpstreamError["kind"] | "database"; message: string };

/**
 * One sync: fetch, parse, sanitise, store. Any failure keeps the last good
 * snapshot and is logged (without the token or any dog data). An empty list is
 * treated as a failure while we hold dogs: an upstream glitch must not empty
 * the site.
 */
export async function syncDogsOnce(db: Database, logger: Logger, config: DogSyncConfig): Promise<DogSyncResult> {
  try {
    const answer = await fetchDogAnswer(config.url, {
      token: config.token,
      timeoutMs: config.timeoutMs,
      fetchImpl: config.fetchImpl,
    });
    const { dogs, skipped, duplicates } = normaliseDogs(answer.entries, config.siteOrigins);
    if (dogs.length === 0) {
      const state = await readSyncState(db);
      if (state && state.dogCount > 0) {
        throw new UpstreamError("empty", `answer holds no usable dog (${answer.entries.length} entries)`);
      }
    }
    await replaceDogSnapshot(db, dogs, { source: "upstream", cacheTimestamp: answer.cacheTimestamp });
    logger.info({ stored: dogs.length, skipped, duplicates }, "dog sync stored a new snapshot");
    if (skipped > 0) logger.warn({ skipped }, "dog sync skipped entries without an id");
    return { ok: true, stored: dogs.length, skipped, duplicates };
  } catch (error) {
    if (error instanceof UpstreamError) {
      logger.warn({ reason: error.kind, detail: error.message }, "dog sync failed; keeping the last snapshot");
      return { ok: false, reason: error.kind, message: error.message };
    }
    logger.error({ err: error }, "dog sync could not store the snapshot; keeping the last one");
    return { ok: false, reason: "database", message: (error as Error).message };
  }
}

/** Syncs now and then every interval, one run at a time, until stopped. */
export function startDogSync(db: Database, logger: Logger, config: DogSyncConfig) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<DogSyncResult> | null = null;
  const run = async () => {
    running = syncDogsOnce(db, logger, config);
    await running;
    running = null;
    if (!stopped) timer = setTimeout(run, config.intervalMs);
  };
  const first = run();
  return {
    /** Resolves after the first sync (successful or not). */
    firstRun: first,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
