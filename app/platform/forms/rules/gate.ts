/**
 * The checks every public form makes before its own schema, in this order
 * (docs/product/forms.md#spam-protection): the honeypot, the form token, then
 * text that could not be read. Pure: the caller checks the token and passes
 * the result in, and decides what a refusal as spam stores.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import type { TokenCheck } from "../server/token.server.ts";
import type { Messages } from "./messages.ts";
import type { FieldErrors } from "./parse.ts";
import { honeypotVerdict, type SpamReason } from "./spam.ts";

/** What the server side of a public form post is given (submissionSettings in app/platform/forms/server/post.server.ts). */
export interface FormPostSettings {
  db: Database;
  secret: string;
  minFillMs: number;
  maxTokenAgeMs: number;
  /** Confirmations sent to one address in 24 hours at the most; later posts reach the association only. */
  confirmationsPerAddressPerDay: number;
  now?: Date;
}

export type GateRefusal =
  | { status: "spam"; reason: SpamReason; message: string }
  | { status: "expired"; message: string }
  | { status: "invalid"; fieldErrors: FieldErrors };

export type Gate = { passed: true; ageMs: number; idempotencyKey: string } | { passed: false; refusal: GateRefusal };

/** `fields` as normalised, `malformed` the fields whose text could not be read (normaliseFields). */
export function formGate(
  fields: Record<string, unknown>,
  malformed: readonly string[],
  token: TokenCheck,
  m: Pick<Messages, "status" | "guard">,
): Gate {
  const honeypot = honeypotVerdict(fields);
  if (honeypot) return { passed: false, refusal: { status: "spam", reason: honeypot, message: m.status.honeypotBlocked } };
  if (!token.ok && token.reason === "expired") return { passed: false, refusal: { status: "expired", message: m.guard.tokenExpired } };
  if (!token.ok) {
    const reason = token.reason === "missing" ? "token_missing" : "token_invalid";
    return { passed: false, refusal: { status: "spam", reason, message: m.status.honeypotBlocked } };
  }
  if (malformed.length > 0) {
    return { passed: false, refusal: { status: "invalid", fieldErrors: Object.fromEntries(malformed.map((f) => [f, [m.guard.unreadableText]])) } };
  }
  return { passed: true, ageMs: token.ageMs, idempotencyKey: token.idempotencyKey };
}
