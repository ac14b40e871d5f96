import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows the limit per window and per address, then tells how long to wait", () => {
    const limiter = new RateLimiter(3, 60_000);
    expect(limiter.take("a", 0).ok).toBe(true);
    expect(limiter.take("a", 1000).ok).toBe(true);
    expect(limiter.take("a", 2000).ok).toBe(true);
    expect(limiter.take("a", 3000)).toEqual({ ok: false, retryAfterSeconds: 57 });
    expect(limiter.take("b", 3000).ok).toBe(true);
    expect(limiter.take("a", 60_000).ok).toBe(true);
  });
  it("forgets expired windows when many addresses were seen", () => {
    const limiter = new RateLimiter(1, 10);
    for (let i = 0; i <= 10_001; i += 1) limiter.take(`k${i}`, 0);
    expect(limiter.size).toBe(10_002);
    // Over 10,000 addresses: the next request sweeps out every expired window first.
    expect(limiter.take("late", 20).ok).toBe(true);
    expect(limiter.size).toBe(1);
    // Windows that have not expired survive the sweep.
    for (let i = 0; i <= 10_001; i += 1) limiter.take(`m${i}`, 100);
    limiter.take("early", 105);
    expect(limiter.size).toBe(10_003);
    expect(limiter.take("m1", 105).ok).toBe(false);
  });
});
