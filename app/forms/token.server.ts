/**
 * Form time tokens: the moment a form was rendered, signed so a client cannot
 * forge it. Used for the time trap (too fast is a bot, too old is refused and
 * re-rendered with a fresh token).
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { appSettings } from "#app/db/schema.ts";

const SETTING_KEY = "form_token_secret";

function sign(secret: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`form-token:${issuedAt}`).digest("base64url");
}

export function issueFormToken(secret: string, now: Date = new Date()): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export type TokenCheck =
  | { ok: true; ageMs: number }
  | { ok: false; reason: "missing" | "invalid" | "expired" };

export function checkFormToken(
  secret: string,
  token: unknown,
  options: { now?: Date; maxAgeMs: number },
): TokenCheck {
  if (typeof token !== "string" || token.trim() === "") return { ok: false, reason: "missing" };
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return { ok: false, reason: "invalid" };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  const ageMs = (options.now ?? new Date()).getTime() - issuedAt;
  // A token from the future (clock skew between servers) counts as fresh, not as a bot.
  if (ageMs > options.maxAgeMs) return { ok: false, reason: "expired" };
  return { ok: true, ageMs: Math.max(0, ageMs) };
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

/** What every page hands its forms: a fresh time token and an idempotency key for a form posted without JavaScript. */
export function formFacts(secret: string, now: Date = new Date()): { token: string; key: string } {
  return { token: issueFormToken(secret, now), key: randomUUID() };
}
