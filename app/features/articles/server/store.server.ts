/**
 * The one store of posts and guides: how a row becomes the editable state
 * (a snapshot), an import file's record, and back; and the revisions a change
 * keeps. The back office's saves (editing.server.ts) and the content files'
 * import and export (import.server.ts) both write through it.
 */
import { sql, eq, or } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { blogPosts, contentRevisions, guides } from "#app/platform/db/schema.ts";
import { markdownToHtml } from "#app/platform/html/markdown.ts";
import type { ArticleKind, ArticleRecord } from "../rules/format.ts";
import type { ArticleSnapshot } from "../rules/editing.ts";

export type PostRow = typeof blogPosts.$inferSelect;
export type GuideRow = typeof guides.$inferSelect;
export type ArticleRow = { kind: "blog"; row: PostRow } | { kind: "guide"; row: GuideRow };

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const tableOf = (kind: ArticleKind) => (kind === "blog" ? blogPosts : guides) as typeof blogPosts;
export const TARGET_TYPE: Record<ArticleKind, string> = { blog: "blog_post", guide: "guide" };

/** The editable state of a stored row (bodies: the Markdown written, else the stored HTML, which Markdown keeps). */
export function snapshotOfRow(item: ArticleRow): ArticleSnapshot {
  const r = item.row;
  const gallery =
    item.kind === "blog"
      ? item.row.galleryImages.map((g) => ({ url: g.url, de: g.caption_de ?? "", es: g.caption_es ?? "" }))
      : item.row.galleryImages.map((url, i) => ({ url, de: item.row.galleryAlt[i]?.de ?? "", es: item.row.galleryAlt[i]?.es ?? "" }));
  return {
    status: r.status === "draft" ? "draft" : "published",
    title: { de: r.titleDe, es: r.titleEs },
    slug: { de: r.slugDe, es: r.slugEs },
    excerpt: { de: r.excerptDe, es: r.excerptEs },
    category: { de: r.categoryDe, es: r.categoryEs },
    metaDescription: item.kind === "guide" ? { de: item.row.metaDescriptionDe, es: item.row.metaDescriptionEs } : { de: null, es: null },
    body: { de: r.markdownDe ?? r.contentDe ?? "", es: r.markdownEs ?? r.contentEs ?? "" },
    imageUrl: r.imageUrl,
    imageAlt: { de: r.imageAltDe, es: r.imageAltEs },
    gallery,
    publishedDate: item.kind === "blog" ? item.row.publishedDate.toISOString() : null,
    featured: item.kind === "guide" ? item.row.featured : false,
    displayOrder: item.kind === "guide" ? item.row.displayOrder : 0,
  };
}

/** The columns a snapshot writes. */
export function columnsOf(kind: ArticleKind, s: ArticleSnapshot) {
  const common = {
    status: s.status,
    titleDe: s.title.de,
    titleEs: s.title.es,
    slugDe: s.slug.de,
    slugEs: s.slug.es,
    excerptDe: s.excerpt.de,
    excerptEs: s.excerpt.es,
    categoryDe: s.category.de,
    categoryEs: s.category.es,
    markdownDe: s.body.de,
    markdownEs: s.body.es,
    contentDe: markdownToHtml(s.body.de),
    contentEs: markdownToHtml(s.body.es),
    imageUrl: s.imageUrl,
    imageAltDe: s.imageUrl ? s.imageAlt.de : null,
    imageAltEs: s.imageUrl ? s.imageAlt.es : null,
    updatedAt: new Date(),
  };
  if (kind === "blog") {
    return {
      ...common,
      publishedDate: s.publishedDate ? new Date(s.publishedDate) : new Date(),
      galleryImages: s.gallery.map((g) => ({ url: g.url, ...(g.de ? { caption_de: g.de } : {}), ...(g.es ? { caption_es: g.es } : {}) })),
    };
  }
  return {
    ...common,
    metaDescriptionDe: s.metaDescription.de,
    metaDescriptionEs: s.metaDescription.es,
    featured: s.featured,
    displayOrder: s.displayOrder,
    galleryImages: s.gallery.map((g) => g.url),
    galleryAlt: s.gallery.map((g) => ({ de: g.de, es: g.es })),
  };
}

/** Stores a revision of the row as it is now (before a change). */
export async function keepRevision(tx: Tx, item: ArticleRow, savedBy: string) {
  await tx.insert(contentRevisions).values({
    kind: item.kind,
    articleId: item.row.id,
    version: item.row.version,
    data: snapshotOfRow(item) as unknown as Record<string, unknown>,
    savedBy,
  });
}

/** The columns an import file's record writes (its bodies as imported: HTML stays HTML, Markdown is kept beside it). */
export function columnsOfRecord(record: ArticleRecord) {
  const common = {
    slugDe: record.slug_de,
    slugEs: record.slug_es,
    titleDe: record.title_de,
    titleEs: record.title_es,
    excerptDe: record.excerpt_de,
    excerptEs: record.excerpt_es,
    contentDe: record.content_de,
    contentEs: record.content_es,
    categoryDe: record.category_de,
    categoryEs: record.category_es,
    imageUrl: record.image_url,
    imageAltDe: record.image_alt_de,
    imageAltEs: record.image_alt_es,
    status: record.status,
    markdownDe: record.markdown_de,
    markdownEs: record.markdown_es,
    updatedAt: new Date(),
  };
  if (record.kind === "blog") {
    return { ...common, publishedDate: record.published_date, galleryImages: record.gallery_images };
  }
  return {
    ...common,
    galleryImages: record.gallery_images.map((g) => g.url),
    galleryAlt: record.gallery_images.map((g) => ({ de: g.alt_de, es: g.alt_es })),
    metaDescriptionDe: record.meta_description_de,
    metaDescriptionEs: record.meta_description_es,
    featured: record.featured,
    displayOrder: record.display_order,
  };
}

/**
 * Writes an import file's record by its slugs: a new row, or, as a save in the back office does,
 * the replaced state kept as a revision and the version counted up (a form opened before is refused).
 */
export async function upsertRecord(tx: Tx, record: ArticleRecord, savedBy: string): Promise<void> {
  const table = tableOf(record.kind);
  const values = columnsOfRecord(record);
  const [existing] = await tx
    .select()
    .from(table)
    .where(or(eq(table.slugDe, record.slug_de), eq(table.slugEs, record.slug_es)));
  if (existing) {
    await keepRevision(tx, { kind: record.kind, row: existing } as ArticleRow, savedBy);
    await tx.update(table).set({ ...values, version: sql`${table.version} + 1` } as never).where(eq(table.id, existing.id));
  } else await tx.insert(table).values(values as never);
}

/** A stored row as an import file's record (for the export). */
export function recordOfRow(item: ArticleRow): ArticleRecord {
  const r = item.row;
  const common = {
    slug_de: r.slugDe,
    slug_es: r.slugEs,
    title_de: r.titleDe,
    title_es: r.titleEs,
    excerpt_de: r.excerptDe,
    excerpt_es: r.excerptEs,
    category_de: r.categoryDe,
    category_es: r.categoryEs,
    image_url: r.imageUrl,
    image_alt_de: r.imageAltDe,
    image_alt_es: r.imageAltEs,
    status: r.status === "draft" ? ("draft" as const) : ("published" as const),
    content_de: r.contentDe ?? "",
    content_es: r.contentEs ?? "",
    markdown_de: r.markdownDe,
    markdown_es: r.markdownEs,
  };
  if (item.kind === "blog") {
    const p = item.row;
    return {
      kind: "blog",
      ...common,
      published_date: p.publishedDate,
      gallery_images: p.galleryImages.map((g) => ({ url: g.url, caption_de: g.caption_de, caption_es: g.caption_es })),
    };
  }
  const g = item.row;
  return {
    kind: "guide",
    ...common,
    meta_description_de: g.metaDescriptionDe,
    meta_description_es: g.metaDescriptionEs,
    featured: g.featured,
    display_order: g.displayOrder,
    gallery_images: g.galleryImages.map((url, i) => ({ url, alt_de: g.galleryAlt[i]?.de ?? "", alt_es: g.galleryAlt[i]?.es ?? "" })),
  };
}
