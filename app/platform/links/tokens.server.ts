/**
 * The tokens of the links the site sends by e-mail and opens without an account (decision 021,
 * decision 025): a keyed hash (HMAC-SHA-256 with the forms' secret) of a purpose and a record's id.
 * The e-mail can be built again for a retry with the same text, while the database keeps only the
 * SHA-256 of each token: a copy of the table opens no link. The new-dog alerts' confirm and
 * unsubscribe links and a request's status page use them.
 */
import { createHash, createHmac } from "node:crypto";

/** 43 characters of base64url (256 bits). */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** The token of `purpose` for the record `id` (`purpose` may hold several lines, e.g. "dog-alert\nconfirm"). */
export function derivedToken(secret: string, purpose: string, id: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${id}`).digest("base64url");
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The stored hash of a token as it came in a link, or null when it cannot be one of ours (looked up nowhere). */
export function lookupHash(token: unknown): string | null {
  return typeof token === "string" && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}
