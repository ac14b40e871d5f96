/**
 * Back-office sessions, stored in the database. The cookie holds a random
 * token; the row is keyed by its hash. A session ends after 12 hours without
 * a request or 7 days after sign-in, whichever comes first, or when revoked.
 */
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminSessions, adminUsers } from "#app/platform/db/schema.ts";
import { isRole, type Role } from "./roles.ts";
import { hashToken, randomToken } from "./tokens.server.ts";
import type { AdminSite } from "./site.server.ts";
import { localeOf } from "#app/platform/i18n/locale.ts";

export const SESSION_IDLE_MS = 12 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3_600_000;
/** lastSeenAt is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  locale: "de" | "es";
}

export interface SignedIn {
  user: AdminUser;
  /** The session's row id (the token's hash). */
  sessionId: string;
}

export function toAdminUser(row: typeof adminUsers.$inferSelect): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isRole(row.role) ? row.role : "editor",
    locale: localeOf(row.locale),
  };
}

/** A short, non-identifying description of the browser for the account page. */
export function clientLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrom(e|ium)\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "Browser";
  const system = /Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS" : /Windows/.test(ua) ? "Windows" : /Mac OS X/.test(ua) ? "macOS" : /Linux/.test(ua) ? "Linux" : "";
  return system ? `${browser} · ${system}` : browser;
}

export async function createSession(
  db: Database,
  userId: string,
  method: "passkey" | "link",
  client: string,
  now: Date = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(adminSessions).values({
    id: hashToken(token),
    userId,
    method,
    client,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The account behind a session token, or null when there is none or it has expired (then it is deleted). */
export async function loadSession(db: Database, token: string, now: Date = new Date()): Promise<SignedIn | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id));
  if (!row) return null;
  const idle = now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idle || row.session.expiresAt <= now) {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
  }
  return { user: toAdminUser(row.user), sessionId: id };
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/** Ends one of the account's own sessions; false when it is not theirs. */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, userId)))
    .returning({ id: adminSessions.id });
  return deleted.length > 0;
}

export async function revokeAllSessions(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(adminSessions).where(eq(adminSessions.userId, userId)).returning({ id: adminSessions.id });
  return deleted.length;
}

export async function listSessions(db: Database, userId: string, now: Date = new Date()) {
  await deleteExpiredSessions(db, now);
  return db
    .select({
      id: adminSessions.id,
      method: adminSessions.method,
      client: adminSessions.client,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .where(eq(adminSessions.userId, userId))
    .orderBy(sql`${adminSessions.lastSeenAt} desc`);
}

export async function deleteExpiredSessions(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}

/** The Set-Cookie value that carries a new session. */
export function sessionCookie(site: AdminSite, token: string): string {
  const parts = [`${site.cookieName}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${SESSION_ABSOLUTE_MS / 1000}`];
  if (site.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(site: AdminSite): string {
  const parts = [`${site.cookieName}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (site.secure) parts.push("Secure");
  return parts.join("; ");
}

export function sessionToken(request: Request, site: AdminSite): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === site.cookieName) {
      const value = rest.join("=");
      return /^[\w-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}
