/**
 * Our own texts of the dogs (docs/product/dogs.md#our-texts), in the table
 * `dog_texts` keyed by upstream id: read with the snapshot, saved from the
 * back office, audited. Descriptions are typed in Markdown (as posts are),
 * kept as typed for the next edit, and stored as HTML through the sanitiser
 * of upstream descriptions; texts saved as HTML before keep working, since
 * Markdown passes HTML through.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogTexts } from "#app/platform/db/schema.ts";
import { sanitizeHtml } from "#app/platform/html/index.ts";
import { markdownToHtml } from "#app/platform/html/markdown.ts";
import { hasOwnTexts, OWN_DESCRIPTION_MAX, OWN_HEADLINE_MAX, type OwnDogTexts } from "#app/features/dogs/rules/index.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";

type Reader = Pick<Database, "select">;

const columns = {
  dogId: dogTexts.dogId,
  headlineDe: dogTexts.headlineDe,
  descriptionDe: dogTexts.descriptionDe,
  headlineEs: dogTexts.headlineEs,
  descriptionEs: dogTexts.descriptionEs,
};

export async function readAllOwnTexts(db: Reader): Promise<Map<string, OwnDogTexts>> {
  const rows = await db.select(columns).from(dogTexts);
  return new Map(rows.map(({ dogId, ...texts }) => [dogId, texts]));
}

/** A dog's texts as the site shows them (descriptions as HTML), or null. */
export async function readOwnTexts(db: Reader, dogId: string): Promise<OwnDogTexts | null> {
  const [row] = await db.select(columns).from(dogTexts).where(eq(dogTexts.dogId, dogId));
  if (!row) return null;
  const { dogId: _id, ...texts } = row;
  return texts;
}

/** A dog's texts as they were typed (descriptions in Markdown, or the stored HTML where none was typed), for the editor. */
export async function readOwnSources(db: Reader, dogId: string): Promise<OwnDogTexts | null> {
  const [row] = await db
    .select({ ...columns, markdownDe: dogTexts.markdownDe, markdownEs: dogTexts.markdownEs })
    .from(dogTexts)
    .where(eq(dogTexts.dogId, dogId));
  if (!row) return null;
  return {
    headlineDe: row.headlineDe,
    descriptionDe: row.markdownDe ?? row.descriptionDe,
    headlineEs: row.headlineEs,
    descriptionEs: row.markdownEs ?? row.descriptionEs,
  };
}

/** Changes whenever a text is saved or removed: part of the dog snapshot's version, so every server copy reloads. */
export async function ownTextsVersion(db: Reader): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${dogTexts.updatedAt})::text` })
    .from(dogTexts);
  return `${row?.count ?? 0}|${row?.latest ?? ""}`;
}

export type OwnTextsField = keyof OwnDogTexts;
export const OWN_TEXT_FIELDS: OwnTextsField[] = ["headlineDe", "descriptionDe", "headlineEs", "descriptionEs"];

export type OwnTextsProblem = "headlineTooLong" | "descriptionTooLong";

/** What is saved: the texts as the site shows them, and the descriptions as they were typed. */
export interface CleanOwnTexts {
  texts: OwnDogTexts;
  /** The descriptions in Markdown as typed (null where not set). */
  sources: Pick<OwnDogTexts, "descriptionDe" | "descriptionEs">;
}

/** No texts at all: saving it removes the dog's row, and the upstream's texts show again. */
export const NO_OWN_TEXTS: CleanOwnTexts = {
  texts: { headlineDe: null, descriptionDe: null, headlineEs: null, descriptionEs: null },
  sources: { descriptionDe: null, descriptionEs: null },
};

/**
 * Checks and cleans posted texts: trimmed, one line for headlines;
 * descriptions are Markdown, rendered by the posts' renderer and cleaned by
 * the sanitiser of docs/product/content.md#sanitised-html; empty is "not set".
 */
export function cleanOwnTexts(
  input: Record<string, unknown>,
  siteOrigins: readonly string[],
): ({ ok: true } & CleanOwnTexts) | { ok: false; errors: Partial<Record<OwnTextsField, OwnTextsProblem>> } {
  const errors: Partial<Record<OwnTextsField, OwnTextsProblem>> = {};
  const text = (field: OwnTextsField) => {
    const value = input[field];
    return typeof value === "string" ? value.normalize("NFC").replace(/\r\n?/g, "\n").trim() : "";
  };
  const headline = (field: "headlineDe" | "headlineEs") => {
    const value = text(field).replace(/\s+/g, " ");
    if (value.length > OWN_HEADLINE_MAX) errors[field] = "headlineTooLong";
    return value || null;
  };
  const source = (field: "descriptionDe" | "descriptionEs") => {
    const value = text(field);
    if (value.length > OWN_DESCRIPTION_MAX) errors[field] = "descriptionTooLong";
    return value || null;
  };
  const headlines = { headlineDe: headline("headlineDe"), headlineEs: headline("headlineEs") };
  const sources = { descriptionDe: source("descriptionDe"), descriptionEs: source("descriptionEs") };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const html = (markdown: string | null) => (markdown ? describedHtml(markdown, siteOrigins) : null);
  const texts: OwnDogTexts = {
    headlineDe: headlines.headlineDe,
    descriptionDe: html(sources.descriptionDe),
    headlineEs: headlines.headlineEs,
    descriptionEs: html(sources.descriptionEs),
  };
  // A description that the sanitiser empties entirely (only a script, say) is not set.
  return {
    ok: true,
    texts,
    sources: { descriptionDe: texts.descriptionDe ? sources.descriptionDe : null, descriptionEs: texts.descriptionEs ? sources.descriptionEs : null },
  };
}

/** A description typed in Markdown as the dog page shows it (also the editor's live preview). */
export function describedHtml(markdown: string, siteOrigins: readonly string[]): string | null {
  return sanitizeHtml(markdownToHtml(markdown), { siteOrigins }).trim() || null;
}

/**
 * Stores a dog's texts (or removes the row when none is set) and writes the
 * audit entry in one transaction. Returns the fields that changed (as typed).
 */
export async function saveOwnTexts(
  db: Database,
  actor: Actor,
  dogId: string,
  { texts, sources }: CleanOwnTexts,
  now: Date = new Date(),
): Promise<OwnTextsField[]> {
  const typed: OwnDogTexts = { ...texts, ...sources };
  return db.transaction(async (tx) => {
    const before = await readOwnSources(tx, dogId);
    const changed = OWN_TEXT_FIELDS.filter((field) => (before?.[field] ?? null) !== typed[field]);
    if (changed.length === 0) return [];
    if (hasOwnTexts(texts)) {
      const values = { ...texts, markdownDe: sources.descriptionDe, markdownEs: sources.descriptionEs, updatedAt: now, updatedBy: actor.id };
      await tx.insert(dogTexts).values({ dogId, ...values }).onConflictDoUpdate({ target: dogTexts.dogId, set: values });
    } else {
      await tx.delete(dogTexts).where(eq(dogTexts.dogId, dogId));
    }
    await audit(tx, actor, {
      action: "dog.texts",
      targetType: "dog",
      targetId: dogId,
      details: Object.fromEntries(changed.map((field) => [field, typed[field] === null ? "removed" : before?.[field] ? "changed" : "added"])),
    }, now);
    return changed;
  });
}
