/**
 * Form tokens: one per form shown, signed so a client cannot forge it. A
 * token names the moment the form was rendered (the time trap: too fast is a
 * bot, too old is refused and re-rendered with a fresh token) and carries the
 * submission's idempotency key, and its signature binds both to the host the
 * form was shown on. So a token makes at most one submission (sending it
 * again finds the first), only on its own site, and every new submission
 * needs a new token.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { appSettings } from "#app/platform/db/schema.ts";

const SETTING_KEY = "form_token_secret";
const TOKEN_PATTERN = /^(\d{1,15})\.([\w-]{8,100})\.([\w-]{43})$/;

function sign(secret: string, issuedAt: number, host: string, key: string): string {
  return createHmac("sha256", secret).update(`form-token\n${issuedAt}\n${host.toLowerCase()}\n${key}`).digest("base64url");
}

/** A token for a form on `host`, with a fresh idempotency key (or the one given). */
export function issueFormToken(secret: string, host: string, now: Date = new Date(), key: string = randomUUID()): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${key}.${sign(secret, issuedAt, host, key)}`;
}

export type TokenCheck =
  | { ok: true; ageMs: number; idempotencyKey: string }
  | { ok: false; reason: "missing" | "invalid" | "expired" };

export function checkFormToken(
  secret: string,
  token: unknown,
  options: {
    host: string;
    maxAgeMs: number;
    now?: Date;
    /** A key sent beside the token must be the token's own. */
    idempotencyKey?: unknown;
  },
): TokenCheck {
  if (typeof token !== "string" || token.trim() === "") return { ok: false, reason: "missing" };
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return { ok: false, reason: "invalid" };
  const issuedAt = Number(match[1]);
  const key = match[2]!;
  const expected = Buffer.from(sign(secret, issuedAt, options.host, key));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  const sentKey = options.idempotencyKey;
  if (sentKey !== undefined && sentKey !== null && sentKey !== "" && sentKey !== key) return { ok: false, reason: "invalid" };
  const ageMs = (options.now ?? new Date()).getTime() - issuedAt;
  // A token from the future (clock skew between servers) counts as fresh, not as a bot.
  if (ageMs > options.maxAgeMs) return { ok: false, reason: "expired" };
  return { ok: true, ageMs: Math.max(0, ageMs), idempotencyKey: key };
}

/**
 * The secret from FORM_SECRET, or one kept in the database so every server
 * process signs and checks with the same key. The first process creates it.
 */
export async function loadFormSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (!row) throw new Error("form token secret could not be stored");
  return row.value;
}

/** What a page with forms hands them (app/pages/forms-layout/route.ts): a fresh token and the idempotency key inside it, for `host`. */
export function formFacts(secret: string, host: string, now: Date = new Date()): { token: string; key: string } {
  const key = randomUUID();
  return { token: issueFormToken(secret, host, now, key), key };
}
