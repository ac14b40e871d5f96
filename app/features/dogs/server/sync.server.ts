import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import type { Dog } from "#app/features/dogs/rules/index.ts";
import { fetchDogAnswer, normaliseDogs, UpstreamError } from "./upstream.server.ts";
import { readSyncState, replaceDogSnapshot, type DogTransaction } from "./store.server.ts";

/** What is told the dogs new in a sync, in the snapshot's transaction; answers how many e-mails it queued. */
export type NewDogsHandler = (tx: DogTransaction, added: readonly Dog[], now: Date) => Promise<number>;
import { recordSyncAttempt } from "./sync-status.server.ts";

export interface DogSyncConfig {
  url: string;
  token?: string;
  intervalMs: number;
  timeoutMs: number;
  siteOrigins: string[];
  fetchImpl?: typeof fetch;
  /**
   * Told the dogs that are new in this sync, in the snapshot's own transaction (the new-dog alerts
   * queue their e-mails there, connected in app/services.server.ts); answers how many e-mails it queued.
   */
  onNewDogs?: NewDogsHandler;
  /** Called with the stored list after each successful sync (the image pipeline prepares new photos). */
  onStored?: (dogs: readonly Dog[]) => void;
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
  const result = await fetchAndStore(db, logger, config);
  // Every attempt is recorded, so each server process and the back office know the state.
  await recordSyncAttempt(db, {
    upstream: config.url,
    ok: result.ok,
    errorKind: result.ok ? undefined : result.reason,
    errorStatus: result.ok ? null : httpStatusOf(result.message),
  }).catch((error: unknown) => logger.error({ err: error }, "dog sync state could not be recorded"));
  return result;
}

/** The HTTP status of a non-2xx failure ("status 503"), else null. */
function httpStatusOf(message: string): number | null {
  const match = /^status (\d{3})$/.exec(message);
  return match ? Number(match[1]) : null;
}

async function fetchAndStore(db: Database, logger: Logger, config: DogSyncConfig): Promise<DogSyncResult> {
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
    let alerts = 0;
    await replaceDogSnapshot(db, dogs, {
      source: "upstream",
      cacheTimestamp: answer.cacheTimestamp,
      // New dogs reach their subscribers through the outbox, queued in the snapshot's own transaction.
      onAdded: async (tx, added, now) => {
        alerts = (await config.onNewDogs?.(tx, added, now)) ?? 0;
      },
    });
    // The outbox wakes by itself once the snapshot's transaction commits (decision 038).
    if (alerts > 0) logger.info({ alerts }, "dog alerts queued");
    logger.info({ stored: dogs.length, skipped, duplicates }, "dog sync stored a new snapshot");
    config.onStored?.(dogs);
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

/**
 * Syncs now and then every interval, one run at a time, until stopped. The timer and
 * "sync now" share the sync under way: a timer that falls due during a "sync now" waits
 * for it (and counts its interval from its end) instead of starting a second one beside it.
 */
export function startDogSync(db: Database, logger: Logger, config: DogSyncConfig) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<DogSyncResult> | null = null;
  /** The sync under way, or a new one when none is. */
  const shared = (): Promise<DogSyncResult> => {
    running ??= syncDogsOnce(db, logger, config).finally(() => {
      running = null;
    });
    return running;
  };
  const run = async () => {
    await shared();
    if (!stopped) timer = setTimeout(run, config.intervalMs);
  };
  const first = run();
  return {
    /** Resolves after the first sync (successful or not). */
    firstRun: first,
    /** Syncs now (the back office's button); joins a sync already under way instead of starting a second one. */
    runNow: (): Promise<DogSyncResult> => shared(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
