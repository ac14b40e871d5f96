/**
 * The travel settings as saved by an owner (docs/product/travel.md#settings), laid over the
 * defaults: the retest reminder's months and the veterinary authority's notice. Who needs them
 * elsewhere (the journey's follow-ups) is given them by app/services.server.ts or the page that
 * shows them; the table is read here only.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { travelSettings } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { storedTravelSettings, travelSettingsFormValues, type TravelSettings } from "../rules/settings.ts";

type Reader = Pick<Database, "select">;

export async function loadTravelSettings(db: Reader): Promise<TravelSettings> {
  const [row] = await db.select({ values: travelSettings.values }).from(travelSettings);
  return storedTravelSettings(row?.values);
}

/**
 * Saves the settings and writes the audit entry (`settings.travel`: old and new value of each
 * changed field, the association's own data) in one transaction. Returns the changed fields.
 */
export async function saveTravelSettings(db: Database, actor: Actor, settings: TravelSettings, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = travelSettingsFormValues(await loadTravelSettings(tx));
    const after = travelSettingsFormValues(settings);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((field) => before[field] !== after[field]);
    if (changed.length === 0) return [];
    const values = { retestMonths: settings.retestMonths, authorityNotice: { ...settings.authorityNotice } } as Record<string, unknown>;
    await tx
      .insert(travelSettings)
      .values({ id: 1, values, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: travelSettings.id, set: { values, updatedAt: now, updatedBy: actor.id } });
    const details: Record<string, string> = {};
    for (const field of changed) {
      details[`${field}.old`] = before[field];
      details[`${field}.new`] = after[field];
    }
    await audit(tx, actor, { action: "settings.travel", targetType: "travel_settings", details }, now);
    return changed;
  });
}
