/** The reply and follow-up templates as owners edited them (the table `reply_templates`), each falling back to its default (app/features/journey/request/rules/templates.ts). */
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { replyTemplates } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { defaultTemplateText, EDITABLE_TEMPLATE_KEYS, isEditableTemplateKey, type EditableTemplateKey } from "../rules/templates.ts";

export interface EffectiveTemplate {
  body: string;
  /** Saved by an owner (otherwise the default). */
  edited: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export type Templates = Record<Locale, Record<EditableTemplateKey, EffectiveTemplate>>;

export async function loadTemplates(db: Database): Promise<Templates> {
  const rows = await db.select().from(replyTemplates);
  const result = {} as Templates;
  for (const locale of ["de", "es"] as const) {
    result[locale] = {} as Record<EditableTemplateKey, EffectiveTemplate>;
    for (const key of EDITABLE_TEMPLATE_KEYS) {
      const saved = rows.find((r) => r.key === key && r.locale === locale);
      result[locale][key] = saved
        ? { body: saved.body, edited: true, updatedAt: saved.updatedAt, updatedBy: saved.updatedBy }
        : { body: defaultTemplateText(locale, key), edited: false, updatedAt: null, updatedBy: null };
    }
  }
  return result;
}

/** Saves a template's text; the audit log names the template, not its text. */
export async function saveTemplate(db: Database, actor: Actor, key: string, locale: Locale, body: string, now = new Date()): Promise<boolean> {
  if (!isEditableTemplateKey(key)) return false;
  await db
    .insert(replyTemplates)
    .values({ key, locale, body, updatedAt: now, updatedBy: actor.label })
    .onConflictDoUpdate({ target: [replyTemplates.key, replyTemplates.locale], set: { body, updatedAt: now, updatedBy: actor.label } });
  await audit(db, actor, { action: "template.saved", targetType: "template", targetId: `${key}.${locale}` }, now);
  return true;
}

/** Back to the default text. */
export async function resetTemplate(db: Database, actor: Actor, key: string, locale: Locale): Promise<boolean> {
  if (!isEditableTemplateKey(key)) return false;
  const rows = await db.delete(replyTemplates).where(and(eq(replyTemplates.key, key), eq(replyTemplates.locale, locale))).returning({ key: replyTemplates.key });
  if (rows.length === 0) return false;
  await audit(db, actor, { action: "template.reset", targetType: "template", targetId: `${key}.${locale}` });
  return true;
}

/** One template's text as it is now (an owner's, or the default): for the follow-up e-mails, read when they are sent. */
export async function templateText(db: Pick<Database, "select">, key: EditableTemplateKey, locale: Locale): Promise<string> {
  const [row] = await db.select({ body: replyTemplates.body }).from(replyTemplates).where(and(eq(replyTemplates.key, key), eq(replyTemplates.locale, locale)));
  return row?.body ?? defaultTemplateText(locale, key);
}
