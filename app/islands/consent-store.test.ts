import { describe, expect, it } from "vitest";
import { CONSENT_KEY, CONSENT_VALIDITY_MS, readConsent, writeConsent } from "./consent-store.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("cookie consent record (docs/product/content.md#consent-and-analytics)", () => {
  it("stores analytics, timestamp and an expiry 365 days later", () => {
    const storage = memoryStorage();
    const record = writeConsent(storage, true, 1_000);
    expect(record).toEqual({ analytics: true, timestamp: 1_000, expiry: 1_000 + CONSENT_VALIDITY_MS });
    expect(CONSENT_VALIDITY_MS).toBe(365 * 86_400_000);
    expect(readConsent(storage, 2_000)).toEqual(record);
  });

  it("forgets an expired choice so the banner asks again", () => {
    const storage = memoryStorage();
    writeConsent(storage, false, 0);
    expect(readConsent(storage, CONSENT_VALIDITY_MS - 1)?.analytics).toBe(false);
    expect(readConsent(storage, CONSENT_VALIDITY_MS)).toBeNull();
  });

  it("treats missing or unreadable records as no choice", () => {
    const storage = memoryStorage();
    expect(readConsent(storage, 0)).toBeNull();
    storage.setItem(CONSENT_KEY, "{not json");
    expect(readConsent(storage, 0)).toBeNull();
    storage.setItem(CONSENT_KEY, JSON.stringify({ analytics: "yes", timestamp: 0, expiry: 10 }));
    expect(readConsent(storage, 0)).toBeNull();
    const throwing = { getItem: () => { throw new Error("denied"); }, setItem: () => {} };
    expect(readConsent(throwing, 0)).toBeNull();
  });
});
