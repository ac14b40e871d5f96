/** Back-office accounts: invitations, roles, removal, the account's own settings. */
import { asc, eq } from "drizzle-orm";
import { isUuid } from "./input.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminLoginLinks, adminPasskeys, adminUsers } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { createLoginLink, DEFAULT_INVITATION_DAYS } from "./links.server.ts";
import { signInMail } from "./mail.server.ts";
import { toAdminUser, type AdminUser } from "./sessions.server.ts";
import type { Role } from "./roles.ts";
import type { AdminSite } from "./site.server.ts";

export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

export async function findUserByEmail(db: Database, email: string): Promise<AdminUser | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return row ? toAdminUser(row) : null;
}

export async function findUser(db: Database, id: string): Promise<AdminUser | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ? toAdminUser(row) : null;
}

export async function listUsers(db: Database): Promise<AdminUser[]> {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.email));
  return rows.map(toAdminUser);
}

/** Where an account stands: signed in at least once (a passkey, or a used link), invited until a day, or its invitation ran out. */
export type AccountState = { state: "active" } | { state: "invited"; until: Date } | { state: "expired" };

export async function accountStates(db: Database, now = new Date()): Promise<Map<string, AccountState>> {
  const [users, links, passkeys] = await Promise.all([
    db.select({ id: adminUsers.id }).from(adminUsers),
    db.select({ userId: adminLoginLinks.userId, purpose: adminLoginLinks.purpose, usedAt: adminLoginLinks.usedAt, expiresAt: adminLoginLinks.expiresAt }).from(adminLoginLinks),
    db.select({ userId: adminPasskeys.userId }).from(adminPasskeys),
  ]);
  const states = new Map<string, AccountState>();
  for (const { id } of users) {
    const own = links.filter((l) => l.userId === id);
    if (passkeys.some((p) => p.userId === id) || own.some((l) => l.usedAt)) states.set(id, { state: "active" });
    else {
      const open = own.find((l) => l.purpose === "invitation" && !l.usedAt && l.expiresAt > now);
      // An account created before sign-in links were kept, without a passkey: it has never signed in.
      states.set(id, open ? { state: "invited", until: open.expiresAt } : { state: "expired" });
    }
  }
  return states;
}

export interface InviteResult {
  user: AdminUser;
  link: string;
  /** Whether the e-mail was handed to the transport. */
  sent: boolean;
}

/**
 * Creates the account (or, for an existing one, a fresh link), and sends the
 * invitation link. A role change of an existing account is not done here.
 */
export async function invite(
  deps: { db: Database; site: AdminSite; transport: MailTransport | null; from: string; invitationDays?: number },
  actor: Actor,
  input: { email: string; role: Role; name?: string; locale?: "de" | "es" },
): Promise<InviteResult> {
  const { db } = deps;
  let user = await findUserByEmail(db, input.email);
  if (!user) {
    const [row] = await db
      .insert(adminUsers)
      .values({ email: input.email, role: input.role, name: input.name ?? "", locale: input.locale ?? "de" })
      .returning();
    user = toAdminUser(row!);
    await audit(db, actor, { action: "account.invited", targetType: "account", targetId: user.id, details: { role: input.role } });
  } else {
    await audit(db, actor, { action: "account.invitation_renewed", targetType: "account", targetId: user.id });
  }
  const days = deps.invitationDays ?? DEFAULT_INVITATION_DAYS;
  const link = await createLoginLink(db, deps.site, user.id, "invitation", new Date(), user.locale, days);
  let sent = false;
  if (deps.transport) {
    await deps.transport.send(signInMail({ from: deps.from, to: user.email, locale: user.locale, purpose: "invitation", link, role: user.role, days }));
    sent = true;
  }
  return { user, link, sent };
}

export async function changeRole(db: Database, actor: Actor, userId: string, role: Role): Promise<boolean> {
  const [before] = await db.select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, userId));
  if (!before || before.role === role) return false;
  await db.update(adminUsers).set({ role }).where(eq(adminUsers.id, userId));
  await audit(db, actor, { action: "account.role_changed", targetType: "account", targetId: userId, details: { from: before.role, to: role } });
  return true;
}

export async function removeUser(db: Database, actor: Actor, userId: string): Promise<boolean> {
  const deleted = await db.delete(adminUsers).where(eq(adminUsers.id, userId)).returning({ id: adminUsers.id });
  if (deleted.length === 0) return false;
  await audit(db, actor, { action: "account.removed", targetType: "account", targetId: userId });
  return true;
}

export async function updateOwnAccount(db: Database, actor: Actor, userId: string, input: { name: string; locale: "de" | "es" }) {
  await db.update(adminUsers).set({ name: input.name, locale: input.locale }).where(eq(adminUsers.id, userId));
  await audit(db, actor, { action: "account.settings_changed", targetType: "account", targetId: userId, details: { locale: input.locale } });
}

/** Whether the account gets the daily e-mail of what waits for it (docs/product/journey.md#nothing-waits-unseen). */
export async function dailySummaryOf(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: adminUsers.dailySummary }).from(adminUsers).where(eq(adminUsers.id, userId));
  return row?.on ?? false;
}

export async function setDailySummary(db: Database, actor: Actor, userId: string, on: boolean): Promise<void> {
  await db.update(adminUsers).set({ dailySummary: on }).where(eq(adminUsers.id, userId));
  await audit(db, actor, { action: "account.settings_changed", targetType: "account", targetId: userId, details: { dailySummary: on } });
}

export async function countOwners(db: Database): Promise<number> {
  const rows = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "owner"));
  return rows.length;
}
