/**
 * Posts and guides as the back office reads and writes them
 * (docs/product/content.md#editing-in-the-back-office): the list, one item,
 * saving with a version check and a revision of what it replaces, restoring,
 * deleting. Every change is audit-logged with ids and slugs only.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { blogPosts, contentRevisions, guides } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import { ARTICLE_BUCKETS, type ArticleKind } from "../rules/format.ts";
import { keepRevision, snapshotOfRow, columnsOf, tableOf, TARGET_TYPE, type ArticleRow, type GuideRow, type Tx } from "./store.server.ts";
import {
  featuredAllowed,
  isConflict,
  LANGS,
  missingTexts,
  restoredState,
  type ArticleInput,
  type ArticleSnapshot,
  type Lang,
} from "../rules/editing.ts";
import type { NormalisedImage } from "#app/platform/images/server/uploads.server.ts";

export interface ListedArticle {
  kind: ArticleKind;
  id: string;
  title: string;
  slugs: Record<Lang, string>;
  status: string;
  updatedAt: Date;
  /** Per language, the texts still missing. */
  missing: Record<Lang, string[]>;
  featured: boolean;
}

function listed(item: ArticleRow, locale: Lang): ListedArticle {
  const s = snapshotOfRow(item);
  const missing = Object.fromEntries(
    LANGS.map((l) => [l, missingTexts(item.kind, { title: s.title[l], slug: s.slug[l], excerpt: s.excerpt[l], body: s.body[l], metaDescription: s.metaDescription[l] })]),
  ) as Record<Lang, string[]>;
  return {
    kind: item.kind,
    id: item.row.id,
    title: s.title[locale] || s.title[locale === "de" ? "es" : "de"],
    slugs: s.slug,
    status: s.status,
    updatedAt: item.row.updatedAt,
    missing,
    featured: s.featured,
  };
}

/** Every post and guide, newest change first, filtered by a search in titles and slugs of both languages. */
export async function listArticles(db: Database, options: { q?: string; kind?: ArticleKind | null; locale: Lang }): Promise<ListedArticle[]> {
  const q = (options.q ?? "").trim().toLowerCase();
  const match = (s: ListedArticle, row: { titleDe: string; titleEs: string }) =>
    !q || [row.titleDe, row.titleEs, s.slugs.de, s.slugs.es].some((v) => v.toLowerCase().includes(q));
  const out: ListedArticle[] = [];
  if (options.kind !== "guide") {
    for (const row of await db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt))) {
      const item = listed({ kind: "blog", row }, options.locale);
      if (match(item, row)) out.push(item);
    }
  }
  if (options.kind !== "blog") {
    for (const row of await db.select().from(guides).orderBy(asc(guides.displayOrder))) {
      const item = listed({ kind: "guide", row }, options.locale);
      if (match(item, row)) out.push(item);
    }
  }
  return out;
}

export async function loadArticle(db: Database | Tx, kind: ArticleKind, id: string): Promise<ArticleRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(tableOf(kind)).where(eq(tableOf(kind).id, id)).limit(1);
  if (!row) return null;
  return kind === "blog" ? { kind, row } : { kind, row: row as unknown as GuideRow };
}

/** The slugs other posts (guides) use, per language: the editor checks against them as you type. */
export async function takenSlugs(db: Database, kind: ArticleKind, exceptId: string | null): Promise<Record<Lang, Set<string>>> {
  const table = tableOf(kind);
  const rows = await db
    .select({ de: table.slugDe, es: table.slugEs })
    .from(table)
    .where(exceptId ? ne(table.id, exceptId) : undefined);
  return { de: new Set(rows.map((r) => r.de)), es: new Set(rows.map((r) => r.es)) };
}

/** How many guides other than this one are featured. */
export async function otherFeaturedGuides(db: Database | Tx, exceptId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(guides)
    .where(exceptId ? and(eq(guides.featured, true), ne(guides.id, exceptId)) : eq(guides.featured, true));
  return row?.n ?? 0;
}

export interface Uploads {
  main?: NormalisedImage;
  gallery?: { image: NormalisedImage; de: string; es: string };
}

export type SaveResult =
  | { ok: true; id: string; version: number }
  | { ok: false; reason: "conflict"; storedVersion: number }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "featured" }
  | { ok: false; reason: "slugTaken"; field: string };

/** Stores the uploaded pictures in the save's transaction (decision 028): they exist only if the save commits. */
async function storeUploads(tx: Tx, kind: ArticleKind, actor: Actor, uploads: Uploads): Promise<{ main?: string; gallery?: string }> {
  const put = async (image: NormalisedImage) => {
    const stored = await fileStore.put(tx, `${ARTICLE_BUCKETS[kind]}/${image.name}`, image.data, { createdBy: actor.id, replace: false });
    // The name is a random UUID: a clash is a fault, never a reason to replace another picture.
    if (!stored) throw new Error("a stored picture has this generated name already");
    return image.name;
  };
  return {
    main: uploads.main ? await put(uploads.main) : undefined,
    gallery: uploads.gallery ? await put(uploads.gallery.image) : undefined,
  };
}

/**
 * Creates (id null) or updates a post or guide. An update is refused when
 * the form's version is not the stored one (someone saved in between), or
 * when a fourth guide would be featured; otherwise the stored row becomes a
 * revision, the new one gets the next version. Uploaded pictures are stored
 * in the same transaction: a refused or failed save leaves none behind.
 */
export async function saveArticle(
  db: Database,
  actor: Actor,
  kind: ArticleKind,
  id: string | null,
  input: ArticleInput,
  uploads: Uploads,
): Promise<SaveResult> {
  try {
    return await db.transaction(async (tx) => {
      const table = tableOf(kind);
      const current = id ? await loadArticle(tx, kind, id) : null;
      if (id && !current) return { ok: false, reason: "notFound" } as const;
      if (current && isConflict(input.version, current.row.version)) {
        return { ok: false, reason: "conflict", storedVersion: current.row.version } as const;
      }
      if (kind === "guide" && !featuredAllowed(input.featured, await otherFeaturedGuides(tx, id))) {
        return { ok: false, reason: "featured" } as const;
      }
      for (const l of LANGS) {
        const column = l === "de" ? table.slugDe : table.slugEs;
        const [clash] = await tx
          .select({ id: table.id })
          .from(table)
          .where(id ? and(eq(column, input.slug[l]), ne(table.id, id)) : eq(column, input.slug[l]))
          .limit(1);
        if (clash) return { ok: false, reason: "slugTaken", field: `slug_${l}` } as const;
      }
      const files = await storeUploads(tx, kind, actor, uploads);
      const gallery = [...input.gallery];
      if (files.gallery && uploads.gallery) gallery.push({ url: files.gallery, de: uploads.gallery.de, es: uploads.gallery.es });
      const before = current ? snapshotOfRow(current) : null;
      const snapshot: ArticleSnapshot = {
        status: input.status,
        title: input.title,
        slug: input.slug,
        excerpt: input.excerpt,
        category: input.category,
        metaDescription: input.metaDescription,
        body: input.body,
        imageUrl: files.main ?? (input.removeImage ? null : (before?.imageUrl ?? null)),
        imageAlt: input.imageAlt,
        gallery,
        publishedDate: input.publishedDate.toISOString(),
        featured: input.featured,
        displayOrder: input.displayOrder,
      };
      const values = columnsOf(kind, snapshot);
      let savedId: string;
      let version: number;
      if (current) {
        await keepRevision(tx, current, actor.label);
        version = current.row.version + 1;
        const updated = await tx
          .update(table)
          .set({ ...values, version } as never)
          .where(and(eq(table.id, current.row.id), eq(table.version, current.row.version)))
          .returning({ id: table.id });
        if (updated.length !== 1) throw new ConflictDuringSave(current.row.version);
        savedId = current.row.id;
      } else {
        version = 1;
        const [inserted] = await tx.insert(table).values({ ...values, version } as never).returning({ id: table.id });
        savedId = inserted!.id;
      }
      const targetType = TARGET_TYPE[kind];
      const slug = input.slug.de;
      await audit(tx, actor, { action: current ? "content.updated" : "content.created", targetType, targetId: savedId, details: { slug, version, status: input.status } });
      if (before && before.status !== input.status) {
        await audit(tx, actor, { action: input.status === "published" ? "content.published" : "content.unpublished", targetType, targetId: savedId, details: { slug } });
      } else if (!before && input.status === "published") {
        await audit(tx, actor, { action: "content.published", targetType, targetId: savedId, details: { slug } });
      }
      if (files.main) await audit(tx, actor, { action: "content.image_uploaded", targetType, targetId: savedId, details: { image: files.main, place: "main" } });
      if (files.gallery) await audit(tx, actor, { action: "content.image_uploaded", targetType, targetId: savedId, details: { image: files.gallery, place: "gallery" } });
      return { ok: true, id: savedId, version } as const;
    });
  } catch (error) {
    if (error instanceof ConflictDuringSave) return { ok: false, reason: "conflict", storedVersion: error.storedVersion };
    // Two editors taking the same free slug at once: the unique index decides.
    if (/unique|duplicate key/i.test(String((error as Error).message ?? ""))) return { ok: false, reason: "slugTaken", field: "slug_de" };
    throw error;
  }
}

class ConflictDuringSave extends Error {
  readonly storedVersion: number;
  constructor(storedVersion: number) {
    super("conflict");
    this.storedVersion = storedVersion;
  }
}

export async function deleteArticle(db: Database, actor: Actor, kind: ArticleKind, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await loadArticle(tx, kind, id);
    if (!current) return false;
    await tx.delete(tableOf(kind)).where(eq(tableOf(kind).id, id));
    await tx.delete(contentRevisions).where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.articleId, id)));
    await audit(tx, actor, { action: "content.deleted", targetType: TARGET_TYPE[kind], targetId: id, details: { slug: current.row.slugDe } });
    return true;
  });
}

export async function listRevisions(db: Database, kind: ArticleKind, id: string) {
  return db
    .select({ id: contentRevisions.id, version: contentRevisions.version, savedAt: contentRevisions.savedAt, savedBy: contentRevisions.savedBy })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.articleId, id)))
    .orderBy(desc(contentRevisions.id));
}

export async function loadRevision(db: Database, kind: ArticleKind, id: string, revisionId: number) {
  if (!Number.isSafeInteger(revisionId)) return null;
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.articleId, id), eq(contentRevisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes a revision's state back (keeping the current status), as a save:
 * refused when the version shown is no longer the stored one or a slug of
 * the revision is now used by another item.
 */
export async function restoreRevision(
  db: Database,
  actor: Actor,
  kind: ArticleKind,
  id: string,
  snapshot: ArticleSnapshot,
  revision: { id: number; version: number },
  formVersion: number,
): Promise<SaveResult> {
  const table = tableOf(kind);
  try {
    return await db.transaction(async (tx) => {
      const current = await loadArticle(tx, kind, id);
      if (!current) return { ok: false, reason: "notFound" } as const;
      if (isConflict(formVersion, current.row.version)) return { ok: false, reason: "conflict", storedVersion: current.row.version } as const;
      const restored = restoredState(snapshot, { status: current.row.status === "draft" ? "draft" : "published" });
      if (kind === "guide" && !featuredAllowed(restored.featured, await otherFeaturedGuides(tx, id))) return { ok: false, reason: "featured" } as const;
      await keepRevision(tx, current, actor.label);
      const version = current.row.version + 1;
      await tx.update(table).set({ ...columnsOf(kind, restored), version } as never).where(eq(table.id, id));
      await audit(tx, actor, {
        action: "content.restored",
        targetType: TARGET_TYPE[kind],
        targetId: id,
        details: { revision: revision.id, restoredVersion: revision.version, version },
      });
      return { ok: true, id, version } as const;
    });
  } catch (error) {
    if (/unique|duplicate key/i.test(String((error as Error).message ?? ""))) return { ok: false, reason: "slugTaken", field: "slug_de" };
    throw error;
  }
}

/** The row as it would be with a snapshot's state (to show a revision the way its page would). */
export function withSnapshot(item: ArticleRow, snapshot: ArticleSnapshot): ArticleRow {
  return { kind: item.kind, row: { ...item.row, ...columnsOf(item.kind, snapshot) } } as ArticleRow;
}
