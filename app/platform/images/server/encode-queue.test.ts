import { describe, expect, it } from "vitest";
import { EncodeQueue, QueueFullError } from "./encode-queue.server.ts";

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe("EncodeQueue", () => {
  it("never runs more than its concurrency at once", async () => {
    const queue = new EncodeQueue({ concurrency: 2, maxWaiting: 100 });
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        queue.run(async () => {
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(most).toBe(2);
    expect(queue.stats().maxActive).toBe(2);
  });

  it("refuses visitors beyond the waiting line at once, and takes them again when there is room", async () => {
    const queue = new EncodeQueue({ concurrency: 1, maxWaiting: 2 });
    const settled = Array.from({ length: 5 }, () => queue.run(() => tick(20)).then(() => "ok", (e: unknown) => e));
    const outcomes = await Promise.all(settled);
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(3);
    expect(outcomes.filter((o) => o instanceof QueueFullError)).toHaveLength(2);
    // The refusals are counted (the metrics' puente_image_queue_refused_total).
    expect(queue.stats().refused).toBe(2);
    await expect(queue.run(async () => "again")).resolves.toBe("again");
    expect(queue.stats().refused).toBe(2);
  });

  it("runs background work only when no visitor waits, and background work is never refused", async () => {
    const queue = new EncodeQueue({ concurrency: 1, maxWaiting: 0 });
    const order: string[] = [];
    const first = queue.run(async () => {
      await tick();
      order.push("visitor 1");
    });
    const low = Array.from({ length: 3 }, (_, i) => queue.run(async () => void order.push(`background ${i}`), "low"));
    await first;
    await Promise.all(low);
    expect(order).toEqual(["visitor 1", "background 0", "background 1", "background 2"]);

    const order2: string[] = [];
    const blocker = queue.run(() => tick(20), "low");
    const waitingLow = queue.run(async () => void order2.push("background"), "low");
    await tick(1);
    // The slot is taken by background work and the visitor line is 0 long: the visitor is refused…
    await expect(queue.run(async () => void order2.push("visitor"))).rejects.toBeInstanceOf(QueueFullError);
    await Promise.all([blocker, waitingLow, queue.idle()]);
    expect(order2).toEqual(["background"]);
  });

  it("a failing job frees its slot", async () => {
    const queue = new EncodeQueue({ concurrency: 1, maxWaiting: 5 });
    await expect(queue.run(async () => { throw new Error("broken"); })).rejects.toThrow("broken");
    await expect(queue.run(async () => 1)).resolves.toBe(1);
    await queue.idle();
    expect(queue.stats()).toMatchObject({ active: 0, waiting: 0, background: 0 });
  });
});
