/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: registration for a
 * signed-in account, and sign-in without a user name (discoverable
 * credentials, so the sign-in page never asks who you are and cannot tell
 * whether an address has an account). Each challenge is kept in the
 * database for 5 minutes and used once.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminChallenges, adminPasskeys } from "#app/platform/db/schema.ts";
import type { AdminSite } from "./site.server.ts";
import type { AdminUser } from "./sessions.server.ts";

const CHALLENGE_TTL_MS = 5 * 60_000;

async function keepChallenge(db: Database, challenge: string, userId: string | null, now: Date): Promise<string> {
  await db.delete(adminChallenges).where(lt(adminChallenges.expiresAt, now));
  const id = randomUUID();
  await db.insert(adminChallenges).values({ id, challenge, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return id;
}

/** Takes a challenge out (single use); null when unknown, expired or another account's. */
async function takeChallenge(db: Database, id: unknown, userId: string | null, now: Date): Promise<string | null> {
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .delete(adminChallenges)
    .where(and(eq(adminChallenges.id, id), gt(adminChallenges.expiresAt, now)))
    .returning();
  if (!row || row.userId !== userId) return null;
  return row.challenge;
}


/** The name authenticators show next to a passkey ("Puente Canino – Verwaltung"). */
const RP_NAME = "Puente Canino – Verwaltung";

export async function listPasskeys(db: Database, userId: string) {
  return db
    .select({ id: adminPasskeys.id, name: adminPasskeys.name, createdAt: adminPasskeys.createdAt, lastUsedAt: adminPasskeys.lastUsedAt })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, userId))
    .orderBy(adminPasskeys.createdAt);
}

export async function registrationOptions(db: Database, site: AdminSite, user: AdminUser, now: Date = new Date()) {
  const existing = await db.select({ id: adminPasskeys.id, transports: adminPasskeys.transports }).from(adminPasskeys).where(eq(adminPasskeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: site.rpId,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const challengeId = await keepChallenge(db, options.challenge, user.id, now);
  return { challengeId, options };
}

export async function registerPasskey(
  db: Database,
  site: AdminSite,
  user: AdminUser,
  input: { challengeId: unknown; response: unknown; name: string },
  now: Date = new Date(),
): Promise<{ ok: true; id: string } | { ok: false }> {
  const challenge = await takeChallenge(db, input.challengeId, user.id, now);
  if (!challenge) return { ok: false };
  try {
    const result = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false };
    const { credential } = result.registrationInfo;
    await db.insert(adminPasskeys).values({
      id: credential.id,
      userId: user.id,
      name: input.name,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now,
    });
    return { ok: true, id: credential.id };
  } catch {
    return { ok: false };
  }
}

export async function authenticationOptions(db: Database, site: AdminSite, now: Date = new Date()) {
  const options = await generateAuthenticationOptions({ rpID: site.rpId, userVerification: "preferred" });
  const challengeId = await keepChallenge(db, options.challenge, null, now);
  return { challengeId, options };
}

/** Verifies a sign-in; the account's id, or null for anything that does not check out. */
export async function verifyPasskeySignIn(
  db: Database,
  site: AdminSite,
  input: { challengeId: unknown; response: unknown },
  now: Date = new Date(),
): Promise<{ userId: string; passkeyId: string } | null> {
  const challenge = await takeChallenge(db, input.challengeId, null, now);
  if (!challenge) return null;
  const response = input.response as AuthenticationResponseJSON | null;
  if (!response || typeof response.id !== "string") return null;
  const [passkey] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.id, response.id));
  if (!passkey) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    await db
      .update(adminPasskeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(adminPasskeys.id, passkey.id));
    return { userId: passkey.userId, passkeyId: passkey.id };
  } catch {
    return null;
  }
}

export async function renamePasskey(db: Database, userId: string, id: string, name: string): Promise<boolean> {
  const rows = await db.update(adminPasskeys).set({ name }).where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.userId, userId))).returning({ id: adminPasskeys.id });
  return rows.length > 0;
}

export async function removePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(adminPasskeys).where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.userId, userId))).returning({ id: adminPasskeys.id });
  return rows.length > 0;
}
