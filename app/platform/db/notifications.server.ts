/**
 * Listening on a channel of the database for as long as the process runs (decisions 018, 038): the
 * read cache's change notice and the outbox's wake-up both listen through this. On PostgreSQL a lost
 * listening connection (restart, failover, an administrator) is opened again after `retryMs`, and
 * `onResumed` is told, since whatever was notified meanwhile did not arrive; PGlite never loses it.
 */
import type { Logger } from "pino";
import type { ChangeConnection } from "./client.server.ts";

export interface Listening {
  /** Whether the channel is heard now (false between a lost connection and the next try). */
  readonly listening: boolean;
  close(): Promise<void>;
}

export async function keepListening(
  connection: Pick<ChangeConnection, "listen">,
  channel: string,
  options: {
    onNotice(payload: string): void;
    /** Listening again after a lost connection: notifications of the time between were missed. */
    onResumed?(): void;
    logger?: Pick<Logger, "warn" | "info">;
    /** How long to wait before listening again, and between tries. */
    retryMs?: number;
  },
): Promise<Listening> {
  const retryMs = options.retryMs ?? 1000;
  const state = { stop: null as (() => Promise<void>) | null, closed: false, timer: null as NodeJS.Timeout | null };

  const lost = (error: Error) => {
    state.stop = null;
    if (state.closed) return;
    options.logger?.warn({ err: error, channel }, "database notifications lost; listening again shortly");
    retry();
  };
  const listen = async () => {
    state.stop = await connection.listen(channel, (payload) => options.onNotice(payload), lost);
  };
  // One try at a time, each after retryMs, until one succeeds (a failed try is not logged: the loss was).
  const retry = () => {
    if (state.closed || state.timer) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      listen().then(
        async () => {
          if (state.closed) {
            await state.stop?.();
            state.stop = null;
            return;
          }
          options.logger?.info({ channel }, "listening for database notifications again");
          options.onResumed?.();
        },
        () => retry(),
      );
    }, retryMs);
    state.timer.unref();
  };

  await listen();
  return {
    get listening() {
      return state.stop !== null;
    },
    async close() {
      state.closed = true;
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      await state.stop?.();
      state.stop = null;
    },
  };
}
