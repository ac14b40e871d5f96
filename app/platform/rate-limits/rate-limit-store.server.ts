/**
 * Where the rate limits count. With PostgreSQL several server processes may
 * serve the site, so they count together in the `rate_limits` table (one
 * upsert per request); with the embedded database there is only one process,
 * and it counts in memory. Client addresses are counted under a keyed hash,
 * never stored as they are.
 */
import { createHmac } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { rateLimits } from "#app/platform/db/schema.ts";
import { RateLimiter } from "./rate-limit.ts";

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimits {
  /** Counts one request of `client` against the limit named `name`. */
  take(name: string, client: string, now?: Date): Promise<RateLimitResult>;
  /**
   * Whether `client` has used up the limit named `name`, without counting: for limits that
   * count only failures (wrong `/metrics` tokens), so that a client held back is refused
   * before its next guess is even looked at.
   */
  peek(name: string, client: string, now?: Date): Promise<RateLimitResult>;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

function clientKey(secret: string, name: string, client: string): string {
  return `${name}:${createHmac("sha256", secret).update(`rate-limit\n${client}`).digest("base64url").slice(0, 32)}`;
}

/** One process: fixed windows in memory. */
export function memoryRateLimits(rules: Record<string, RateLimitRule>): RateLimits {
  const limiters = new Map(Object.entries(rules).map(([name, rule]) => [name, new RateLimiter(rule.limit, rule.windowMs)]));
  return {
    async take(name, client, now = new Date()) {
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`no rate limit named ${name}`);
      return limiter.take(client, now.getTime());
    },
    async peek(name, client, now = new Date()) {
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`no rate limit named ${name}`);
      return limiter.exhausted(client, now.getTime());
    },
  };
}

/** Several processes on one PostgreSQL: fixed windows in the `rate_limits` table. */
export function databaseRateLimits(db: Database, secret: string, rules: Record<string, RateLimitRule>): RateLimits {
  let lastSweep = 0;
  return {
    async take(name, client, now = new Date()) {
      const rule = rules[name];
      if (!rule) throw new Error(`no rate limit named ${name}`);
      const key = clientKey(secret, name, client);
      const resetAt = new Date(now.getTime() + rule.windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      // Expired windows are deleted now and then (at most once a minute per process).
      if (now.getTime() - lastSweep > 60_000) {
        lastSweep = now.getTime();
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
      }
      if (!row || row.count <= rule.limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)) };
    },
    async peek(name, client, now = new Date()) {
      const rule = rules[name];
      if (!rule) throw new Error(`no rate limit named ${name}`);
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, clientKey(secret, name, client)), gt(rateLimits.resetAt, now)));
      // `take` counts a request in and then compares, so the window is used up once the count reaches the limit.
      if (!row || row.count < rule.limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)) };
    },
  };
}
