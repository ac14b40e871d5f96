/**
 * The membership's settings as saved by an owner (docs/product/membership.md#settings), laid over
 * the defaults, and what the membership form needs of them. Pages read them through the read cache
 * (decision 018): a change shows within a second on every server copy.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import type { ReadCache } from "#app/platform/db/read-cache.server.ts";
import { membershipSettings } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { MembershipTerms } from "#app/platform/forms/rules/membership.ts";
import {
  collectsDirectDebits, settingsFormValues, storedMembershipSettings, type MembershipSettings,
} from "../rules/settings.ts";

type Reader = Pick<Database, "select">;

export async function loadMembershipSettings(db: Reader): Promise<MembershipSettings> {
  const [row] = await db.select({ values: membershipSettings.values }).from(membershipSettings);
  return storedMembershipSettings(row?.values);
}

/** The settings, read once per change of `membership_settings` (for pages). */
export function cachedMembershipSettings(services: { db: Reader; readCache: ReadCache }): Promise<MembershipSettings> {
  return services.readCache.get("membership-settings", ["membership_settings"], () => loadMembershipSettings(services.db));
}

/** The form's terms: direct debit only when a creditor is set up and this server can seal account numbers. */
export function membershipTerms(settings: MembershipSettings, canSealAccounts: boolean): MembershipTerms {
  return { minimumFees: settings.minimumFees, directDebit: canSealAccounts && collectsDirectDebits(settings) };
}

/**
 * Saves the settings and writes the audit entry (old and new value of each changed field: the
 * association's own data) in one transaction. Returns the changed fields.
 */
export async function saveMembershipSettings(db: Database, actor: Actor, settings: MembershipSettings, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = settingsFormValues(await loadMembershipSettings(tx));
    const after = settingsFormValues(settings);
    const changed = Object.keys(after).filter((field) => before[field] !== after[field]);
    if (changed.length === 0) return [];
    const values = { ...settings } as unknown as Record<string, unknown>;
    await tx
      .insert(membershipSettings)
      .values({ id: 1, values, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: membershipSettings.id, set: { values, updatedAt: now, updatedBy: actor.id } });
    const details: Record<string, string> = {};
    for (const field of changed) {
      details[`${field}.old`] = before[field]!;
      details[`${field}.new`] = after[field]!;
    }
    await audit(tx, actor, { action: "settings.membership", targetType: "membership_settings", details }, now);
    return changed;
  });
}
