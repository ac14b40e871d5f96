/**
 * Our own texts of the dogs (docs/product/dogs.md#our-texts), in the table
 * `dog_texts` keyed by upstream id: read with the snapshot, saved from the
 * back office with the same sanitiser as upstream descriptions, audited.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogTexts } from "#app/platform/db/schema.ts";
import { sanitizeHtml } from "#app/platform/html/index.ts";
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

export async function readOwnTexts(db: Reader, dogId: string): Promise<OwnDogTexts | null> {
  const [row] = await db.select(columns).from(dogTexts).where(eq(dogTexts.dogId, dogId));
  if (!row) return null;
  const { dogId: _id, ...texts } = row;
  return texts;
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

/**
 * Checks and cleans posted texts: trimmed, one line for headlines,
 * descriptions through the sanitiser of docs/product/content.md#sanitised-html; empty is "not set".
 */
export function cleanOwnTexts(
  input: Record<string, unknown>,
  siteOrigins: readonly string[],
): { ok: true; texts: OwnDogTexts } | { ok: false; errors: Partial<Record<OwnTextsField, OwnTextsProblem>> } {
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
  const description = (field: "descriptionDe" | "descriptionEs") => {
    const value = text(field);
    if (value.length > OWN_DESCRIPTION_MAX) {
      errors[field] = "descriptionTooLong";
      return null;
    }
    const clean = value ? sanitizeHtml(value, { siteOrigins }).trim() : "";
    return clean || null;
  };
  const texts: OwnDogTexts = {
    headlineDe: headline("headlineDe"),
    descriptionDe: description("descriptionDe"),
    headlineEs: headline("headlineEs"),
    descriptionEs: description("descriptionEs"),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, texts };
}

/**
 * Stores a dog's texts (or removes the row when none is set) and writes the
 * audit entry in one transaction. Returns the fields that changed.
 */
export async function saveOwnTexts(
  db: Database,
  actor: Actor,
  dogId: string,
  texts: OwnDogTexts,
  now: Date = new Date(),
): Promise<OwnTextsField[]> {
  return db.transaction(async (tx) => {
    const before = await readOwnTexts(tx, dogId);
    const changed = OWN_TEXT_FIELDS.filter((field) => (before?.[field] ?? null) !== texts[field]);
    if (changed.length === 0) return [];
    if (hasOwnTexts(texts)) {
      await tx
        .insert(dogTexts)
        .values({ dogId, ...texts, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({ target: dogTexts.dogId, set: { ...texts, updatedAt: now, updatedBy: actor.id } });
    } else {
      await tx.delete(dogTexts).where(eq(dogTexts.dogId, dogId));
    }
    await audit(tx, actor, {
      action: "dog.texts",
      targetType: "dog",
      targetId: dogId,
      details: Object.fromEntries(changed.map((field) => [field, texts[field] === null ? "removed" : before?.[field] ? "changed" : "added"])),
    }, now);
    return changed;
  });
}
