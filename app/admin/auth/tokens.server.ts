import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: the secret part of a session cookie or an e-mail link. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256 hash (a stolen table opens no session). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
