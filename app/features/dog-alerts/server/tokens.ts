/**
 * The links of the alert e-mails (docs/product/dog-alerts.md#links): a
 * confirmation token and an unsubscribe token per subscription. Each is a
 * keyed hash of the subscription's id and a purpose, so the e-mail can be
 * built again for a retry (same text, same Message-ID) while the database
 * keeps only the SHA-256 of each token: a copy of the table opens no link.
 */
import { createHash, createHmac } from "node:crypto";

export type AlertTokenPurpose = "confirm" | "unsubscribe";

/** 43 characters of base64url. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

export function alertToken(secret: string, purpose: AlertTokenPurpose, subscriptionId: string): string {
  return createHmac("sha256", secret).update(`dog-alert\n${purpose}\n${subscriptionId}`).digest("base64url");
}

/** What the database keeps of a token. */
export function hashAlertToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The stored hash of a token as it came in a link, or null when it cannot be one of ours. */
export function lookupHash(token: unknown): string | null {
  return typeof token === "string" && TOKEN_PATTERN.test(token) ? hashAlertToken(token) : null;
}
