/** Cookie consent record in local storage (docs/product/content.md#consent-and-analytics). */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;
export const BANNER_DELAY_MS = 3000;
export const CONSENT_GRANTED_EVENT = "consent-granted";

export interface ConsentRecord {
  analytics: boolean;
  timestamp: number;
  expiry: number;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The stored choice, or null when there is none, it is unreadable, or it has expired. */
export function readConsent(storage: StorageLike, now: number): ConsentRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (typeof value.analytics !== "boolean" || typeof value.timestamp !== "number" || typeof value.expiry !== "number") {
      return null;
    }
    if (value.expiry <= now) return null;
    return { analytics: value.analytics, timestamp: value.timestamp, expiry: value.expiry };
  } catch {
    return null;
  }
}

export function writeConsent(storage: StorageLike, analytics: boolean, now: number): ConsentRecord {
  const record = { analytics, timestamp: now, expiry: now + CONSENT_VALIDITY_MS };
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Storage may be full or disabled; the choice then holds for this page view.
  }
  return record;
}

/** Loads the configured analytics script once; only ever called after consent. */
export function loadAnalytics(src: string | null): void {
  if (!src || document.querySelector(`script[data-analytics]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.defer = true;
  script.dataset.analytics = "true";
  document.head.append(script);
}
