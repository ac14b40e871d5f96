/**
 * Single-use sign-in links: a recovery link when no passkey is at hand, valid
 * for 15 minutes, and an invitation's first sign-in, valid for
 * ADMIN_INVITATION_DAYS days (read the next morning, not within minutes). The row holds the
 * token's hash; using a link marks it used in the same statement that checks
 * it, so a link opens at most one session. A new link for an account ends
 * its older unused ones.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminLoginLinks } from "#app/platform/db/schema.ts";
import { hashToken, randomToken } from "./tokens.server.ts";
import type { AdminSite } from "./site.server.ts";
import { adminPath } from "#app/admin/route-table.ts";

export const LINK_TTL_MS = 15 * 60_000;
/** An invitation's link, unless the configuration says otherwise (ADMIN_INVITATION_DAYS). */
export const DEFAULT_INVITATION_DAYS = 7;
export type LinkPurpose = "invitation" | "recovery";

export async function createLoginLink(
  db: Database,
  site: AdminSite,
  userId: string,
  purpose: LinkPurpose,
  now: Date = new Date(),
  /** The account's language: the page the link opens speaks it. */
  locale: "de" | "es" = "de",
  /** How long the link works: 15 minutes, or for an invitation this many days. */
  invitationDays = DEFAULT_INVITATION_DAYS,
  /** A back-office page to open after signing in (checked by the caller with safeNext). */
  next: string | null = null,
): Promise<string> {
  const ttlMs = purpose === "invitation" ? invitationDays * 86_400_000 : LINK_TTL_MS;
  const token = randomToken();
  // The newest link is the only one that works: asking again ends the links sent before that were not used.
  await db.transaction(async (tx) => {
    await tx.delete(adminLoginLinks).where(and(eq(adminLoginLinks.userId, userId), isNull(adminLoginLinks.usedAt)));
    await tx.insert(adminLoginLinks).values({
      id: hashToken(token),
      userId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
  });
  const nextParam = next && next !== adminPath("admin-dashboard") ? `&next=${encodeURIComponent(next)}` : "";
  return `${site.origin}${adminPath("admin-link")}?token=${token}${locale === "es" ? "&lang=es" : ""}${nextParam}`;
}

/** Uses a link: the account's id, or null when the token is unknown, expired or used. */
export async function consumeLoginLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ userId: string; purpose: LinkPurpose } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(adminLoginLinks)
    .set({ usedAt: now })
    .where(and(eq(adminLoginLinks.id, hashToken(token)), isNull(adminLoginLinks.usedAt), gt(adminLoginLinks.expiresAt, now)))
    .returning({ userId: adminLoginLinks.userId, purpose: adminLoginLinks.purpose });
  if (!row) return null;
  return { userId: row.userId, purpose: row.purpose === "invitation" ? "invitation" : "recovery" };
}
