/** Thrown when the waiting line is full: the route answers 503 with Retry-After. */
export class QueueFullError extends Error {
  constructor() {
    super("image encode queue is full");
  }
}

type Job = { run: () => Promise<void> };

/**
 * Runs image encodes at most `concurrency` at a time (decision 019). Visitors' requests ("high")
 * wait in a line of at most `maxWaiting`; beyond it they are refused at once (QueueFullError).
 * Background work ("low") runs only when no visitor waits, and its line is unbounded but lazy:
 * each job is a closure, nothing is read until it runs.
 */
export class EncodeQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  #active = 0;
  #maxActive = 0;
  #refused = 0;
  #high: Job[] = [];
  #low: Job[] = [];
  #idle: (() => void)[] = [];

  constructor(options: { concurrency: number; maxWaiting: number }) {
    this.concurrency = Math.max(1, options.concurrency);
    this.maxWaiting = Math.max(0, options.maxWaiting);
  }

  /** Current and highest observed numbers of running jobs, the waiting lines, and the visitors' requests refused since start. */
  stats() {
    return { active: this.#active, maxActive: this.#maxActive, waiting: this.#high.length, background: this.#low.length, refused: this.#refused };
  }

  run<T>(task: () => Promise<T>, priority: "high" | "low" = "high"): Promise<T> {
    if (priority === "high" && this.#active >= this.concurrency && this.#high.length >= this.maxWaiting) {
      this.#refused += 1;
      return Promise.reject(new QueueFullError());
    }
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        run: () => task().then(resolve, reject),
      };
      (priority === "high" ? this.#high : this.#low).push(job);
      this.#next();
    });
  }

  /** Resolves when nothing runs or waits (tests, the benchmark's warm-up, shutdown). */
  idle(): Promise<void> {
    if (this.#active === 0 && this.#high.length === 0 && this.#low.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Drops background work that has not started (shutdown). */
  clearBackground() {
    this.#low = [];
    this.#next();
  }

  #next() {
    while (this.#active < this.concurrency) {
      const job = this.#high.shift() ?? this.#low.shift();
      if (!job) break;
      this.#active++;
      this.#maxActive = Math.max(this.#maxActive, this.#active);
      void job.run().finally(() => {
        this.#active--;
        this.#next();
      });
    }
    if (this.#active === 0 && this.#high.length === 0 && this.#low.length === 0) {
      for (const resolve of this.#idle.splice(0)) resolve();
    }
  }
}
