/**
 * A fixed-window counter per client address, in memory (pure apart from the
 * clock). Each server process counts for itself; behind a load balancer
 * with N processes the effective limit is at most N times the setting.
 * Addresses are kept only for the window and never logged.
 */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** How many addresses are remembered right now. */
  get size(): number {
    return this.#hits.size;
  }

  /** Counts one request; returns false (and the seconds to wait) once the limit is used up. */
  take(key: string, now: number = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (this.#hits.size > 10_000) this.#sweep(now);
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#hits.set(key, { count: 1, resetAt: now + this.#windowMs });
      return { ok: true };
    }
    if (entry.count >= this.#limit) return { ok: false, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) };
    entry.count += 1;
    return { ok: true };
  }

  /** Whether `key` has used up the limit of its current window, without counting a request. */
  exhausted(key: string, now: number = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.#limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) };
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
