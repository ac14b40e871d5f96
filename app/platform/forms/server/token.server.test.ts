import { describe, expect, it } from "vitest";
import { checkFormToken, formFacts, issueFormToken } from "./token.server.ts";

const SECRET = "a-secret-of-at-least-sixteen";
const DE = "puente.example.de";
const ES = "puente.example.es";
const now = new Date("2026-11-22T12:00:00Z");
const check = (token: unknown, host = DE, extra: { idempotencyKey?: unknown; at?: Date } = {}) =>
  checkFormToken(SECRET, token, { host, maxAgeMs: 8 * 3_600_000, now: extra.at ?? now, idempotencyKey: extra.idempotencyKey });

describe("form tokens", () => {
  it("carry their idempotency key and their age", () => {
    const { token, key } = formFacts(SECRET, DE, new Date(now.getTime() - 5000));
    expect(check(token)).toEqual({ ok: true, ageMs: 5000, idempotencyKey: key });
  });

  it("are valid on their own host only (either language's site, not the other's)", () => {
    const token = issueFormToken(SECRET, DE, now);
    expect(check(token, ES)).toEqual({ ok: false, reason: "invalid" });
    expect(check(token, "PUENTE.example.de").ok).toBe(true);
  });

  it("refuse a key sent beside them that is not their own", () => {
    const { token, key } = formFacts(SECRET, DE, now);
    expect(check(token, DE, { idempotencyKey: key }).ok).toBe(true);
    expect(check(token, DE, { idempotencyKey: "another-key-1234" })).toEqual({ ok: false, reason: "invalid" });
  });

  it("cannot be given another key, host or time without the secret", () => {
    const token = issueFormToken(SECRET, DE, now, "first-key-12345");
    const [issued, , signature] = token.split(".");
    expect(check(`${issued}.second-key-12345.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    expect(check(`${Number(issued) - 60_000}.first-key-12345.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    expect(check(issueFormToken("another-secret-entirely", DE, now, "first-key-12345"))).toEqual({ ok: false, reason: "invalid" });
  });

  it("expire after the maximum age; a token from a little in the future counts as fresh", () => {
    const token = issueFormToken(SECRET, DE, now);
    expect(check(token, DE, { at: new Date(now.getTime() + 8 * 3_600_000 + 1) })).toEqual({ ok: false, reason: "expired" });
    expect(check(issueFormToken(SECRET, DE, new Date(now.getTime() + 2000)))).toMatchObject({ ok: true, ageMs: 0 });
  });

  it.each([undefined, null, "", "   ", 42, "abc", "1.2.3", `${now.getTime()}.${"A".repeat(43)}`])("treat %j as missing or invalid", (token) => {
    const result = check(token);
    expect(result.ok).toBe(false);
  });

  it("every page view and every token request gets a new key", () => {
    const keys = new Set(Array.from({ length: 50 }, () => formFacts(SECRET, DE, now).key));
    expect(keys.size).toBe(50);
  });
});
