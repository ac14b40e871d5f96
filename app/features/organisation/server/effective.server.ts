/**
 * The association's effective details: the defaults of
 * app/features/organisation/rules/defaults.ts with what an owner saved in the back office
 * laid over them (docs/product/organisation.md, decision 017). This is the
 * only module that reads the defaults; every page, e-mail and JSON-LD block
 * gets the details from here, through the request context
 * (`organisationContext`, set by the root middleware) or, outside a request,
 * by calling `loadOrganisation`. Pages read it through the read cache
 * (`cachedOrganisation`, decision 018): once per change of the table, and a
 * change shows within a second on every server copy.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import type { ReadCache } from "#app/platform/db/read-cache.server.ts";
import { organisationSettings } from "#app/platform/db/schema.ts";
import { organisationDefaults, type Organisation } from "#app/features/organisation/rules/defaults.ts";
import { isLocale, locales, type Locale } from "#app/platform/i18n/locale.ts";
import {
  changedFields, mergeOrganisation, settingsOf, storedSettings, type OrganisationSettings,
} from "#app/features/organisation/rules/settings.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";

export type { Organisation };

type Reader = Pick<Database, "select">;

/** Both countries' effective details. */
export async function loadOrganisation(db: Reader): Promise<Organisation> {
  const rows = await db.select({ locale: organisationSettings.locale, values: organisationSettings.values }).from(organisationSettings);
  const saved = new Map(rows.filter((row) => isLocale(row.locale)).map((row) => [row.locale as Locale, storedSettings(row.values)]));
  return Object.fromEntries(
    locales.map((locale) => [locale, mergeOrganisation(organisationDefaults[locale], saved.get(locale) ?? {})]),
  ) as Organisation;
}

/** Both countries' effective details, read once per change of `organisation_settings` (for pages). */
export function cachedOrganisation(services: { db: Reader; readCache: ReadCache }): Promise<Organisation> {
  return services.readCache.get("organisation", ["organisation_settings"], () => loadOrganisation(services.db));
}

/** The defaults alone (the back office shows them next to each field). */
export function defaultSettings(locale: Locale): OrganisationSettings {
  return settingsOf(organisationDefaults[locale]);
}

/**
 * Saves one country's details and writes the audit entry (old and new value
 * of each changed field: the association's own data) in one transaction.
 * Returns the changed fields.
 */
export async function saveOrganisationSettings(
  db: Database,
  actor: Actor,
  locale: Locale,
  values: OrganisationSettings,
  now: Date = new Date(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = settingsOf((await loadOrganisation(tx))[locale]);
    const changed = changedFields(before, values);
    if (changed.length === 0) return [];
    await tx
      .insert(organisationSettings)
      .values({ locale, values, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: organisationSettings.locale, set: { values, updatedAt: now, updatedBy: actor.id } });
    const details: Record<string, string> = { locale };
    for (const field of changed) {
      details[`${field}.old`] = before[field];
      details[`${field}.new`] = values[field];
    }
    await audit(tx, actor, { action: "settings.update", targetType: "organisation", targetId: locale, details }, now);
    return changed;
  });
}

/** When and by whom a country's details were last saved (null: never, the defaults apply). */
export async function settingsStamp(db: Reader, locale: Locale) {
  const [row] = await db
    .select({ updatedAt: organisationSettings.updatedAt, updatedBy: organisationSettings.updatedBy })
    .from(organisationSettings)
    .where(eq(organisationSettings.locale, locale));
  return row ?? null;
}
