import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, or, asc, desc, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { blogPosts, contentRevisions, guides } from "#app/platform/db/schema.ts";
import { commandLine } from "#app/platform/audit/log.server.ts";
import { snapshotOfRow } from "./editing.server.ts";
import { parseArticleFile, serializeArticle, type ArticleKind, type ArticleRecord } from "../rules/format.ts";

export const BUCKET: Record<ArticleKind, "blog-images" | "guide-images"> = { blog: "blog-images", guide: "guide-images" };
const FOLDER: Record<ArticleKind, string> = { blog: "blog", guide: "guides" };

export interface FileReport {
  file: string;
  errors: string[];
}

export interface ImportReport {
  ok: boolean;
  files: FileReport[];
  imported: { blog: number; guide: number };
}

function imagePaths(record: ArticleRecord): string[] {
  const gallery = record.gallery_images.map((g) => g.url);
  return [record.image_url, ...gallery].filter((v): v is string => !!v && !/^https?:\/\//.test(v));
}

/**
 * Reads `<folder>/blog/*.md` and `<folder>/guides/*.md` (images in
 * `<folder>/images/<bucket>/`), checks every file, and only if all are valid
 * upserts them by slug in one transaction and copies their images into the
 * storage folder. Any invalid file (missing or duplicate slug, unknown image
 * path, bad front matter) is reported per file and nothing changes.
 */
export async function importContent(db: Database, folder: string, storageDir: string): Promise<ImportReport> {
  const files: FileReport[] = [];
  const records: { file: string; record: ArticleRecord }[] = [];
  for (const kind of ["blog", "guide"] as const) {
    const dir = path.join(folder, FOLDER[kind]);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".md")).sort()) {
      const file = path.join(FOLDER[kind], name);
      const result = parseArticleFile(kind, readFileSync(path.join(dir, name), "utf8"));
      const report: FileReport = { file, errors: result.ok ? [] : result.errors };
      if (result.ok) {
        for (const image of imagePaths(result.record)) {
          const inFolder = path.join(folder, "images", BUCKET[kind], image);
          const inStorage = path.join(storageDir, BUCKET[kind], image);
          if (!existsSync(inFolder) && !existsSync(inStorage)) {
            report.errors.push(`image ${image} is not in images/${BUCKET[kind]}/ nor in the storage`);
          }
        }
        records.push({ file, record: result.record });
      }
      files.push(report);
    }
  }
  // Slugs are unique per kind and language across the whole import.
  for (const kind of ["blog", "guide"] as const) {
    for (const column of ["slug_de", "slug_es"] as const) {
      const seen = new Map<string, string>();
      for (const { file, record } of records.filter((r) => r.record.kind === kind)) {
        const value = record[column];
        const first = seen.get(value);
        if (first) files.find((f) => f.file === file)!.errors.push(`${column} "${value}" is also used by ${first}`);
        else seen.set(value, file);
      }
    }
  }
  const ok = files.every((f) => f.errors.length === 0);
  const imported = { blog: 0, guide: 0 };
  if (!ok) return { ok, files, imported };

  await db.transaction(async (tx) => {
    for (const { record } of records) {
      if (record.kind === "blog") {
        const values = {
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
          publishedDate: record.published_date,
          imageUrl: record.image_url,
          galleryImages: record.gallery_images,
          status: record.status,
          markdownDe: record.markdown_de,
          markdownEs: record.markdown_es,
          updatedAt: new Date(),
        };
        const [existing] = await tx
          .select()
          .from(blogPosts)
          .where(or(eq(blogPosts.slugDe, record.slug_de), eq(blogPosts.slugEs, record.slug_es)));
        if (existing) {
          // As a save in the back office: the replaced state is kept, and a form opened before the import is refused.
          await tx.insert(contentRevisions).values({ kind: "blog", articleId: existing.id, version: existing.version, data: snapshotOfRow({ kind: "blog", row: existing }) as never, savedBy: commandLine.label });
          await tx.update(blogPosts).set({ ...values, version: sql`${blogPosts.version} + 1` }).where(eq(blogPosts.id, existing.id));
        } else await tx.insert(blogPosts).values(values);
        imported.blog++;
      } else {
        const values = {
          slugDe: record.slug_de,
          slugEs: record.slug_es,
          titleDe: record.title_de,
          titleEs: record.title_es,
          excerptDe: record.excerpt_de,
          excerptEs: record.excerpt_es,
          categoryDe: record.category_de,
          categoryEs: record.category_es,
          imageUrl: record.image_url,
          contentDe: record.content_de,
          contentEs: record.content_es,
          galleryImages: record.gallery_images.map((g) => g.url),
          galleryAlt: record.gallery_images.map((g) => ({ de: g.alt_de, es: g.alt_es })),
          metaDescriptionDe: record.meta_description_de,
          metaDescriptionEs: record.meta_description_es,
          featured: record.featured,
          displayOrder: record.display_order,
          status: record.status,
          markdownDe: record.markdown_de,
          markdownEs: record.markdown_es,
          updatedAt: new Date(),
        };
        const [existing] = await tx
          .select()
          .from(guides)
          .where(or(eq(guides.slugDe, record.slug_de), eq(guides.slugEs, record.slug_es)));
        if (existing) {
          await tx.insert(contentRevisions).values({ kind: "guide", articleId: existing.id, version: existing.version, data: snapshotOfRow({ kind: "guide", row: existing }) as never, savedBy: commandLine.label });
          await tx.update(guides).set({ ...values, version: sql`${guides.version} + 1` }).where(eq(guides.id, existing.id));
        } else await tx.insert(guides).values(values);
        imported.guide++;
      }
    }
  });
  for (const { record } of records) {
    for (const image of imagePaths(record)) {
      const from = path.join(folder, "images", BUCKET[record.kind], image);
      if (!existsSync(from)) continue;
      const to = path.join(storageDir, BUCKET[record.kind], image);
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
  return { ok, files, imported };
}

/** Every stored post and guide as records, in list order. */
export async function readAllArticles(db: Database): Promise<ArticleRecord[]> {
  const posts = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedDate));
  const guideRows = await db.select().from(guides).orderBy(asc(guides.displayOrder));
  return [
    ...posts.map(
      (p): ArticleRecord => ({
        kind: "blog",
        slug_de: p.slugDe,
        slug_es: p.slugEs,
        title_de: p.titleDe,
        title_es: p.titleEs,
        excerpt_de: p.excerptDe,
        excerpt_es: p.excerptEs,
        category_de: p.categoryDe,
        category_es: p.categoryEs,
        image_url: p.imageUrl,
        published_date: p.publishedDate,
        gallery_images: p.galleryImages.map((g) => ({ url: g.url, caption_de: g.caption_de, caption_es: g.caption_es })),
        status: p.status === "draft" ? "draft" : "published",
        content_de: p.contentDe ?? "",
        content_es: p.contentEs ?? "",
        markdown_de: p.markdownDe,
        markdown_es: p.markdownEs,
      }),
    ),
    ...guideRows.map(
      (g): ArticleRecord => ({
        kind: "guide",
        slug_de: g.slugDe,
        slug_es: g.slugEs,
        title_de: g.titleDe,
        title_es: g.titleEs,
        excerpt_de: g.excerptDe,
        excerpt_es: g.excerptEs,
        category_de: g.categoryDe,
        category_es: g.categoryEs,
        image_url: g.imageUrl,
        meta_description_de: g.metaDescriptionDe,
        meta_description_es: g.metaDescriptionEs,
        featured: g.featured,
        display_order: g.displayOrder,
        gallery_images: g.galleryImages.map((url, i) => ({ url, alt_de: g.galleryAlt[i]?.de ?? "", alt_es: g.galleryAlt[i]?.es ?? "" })),
        status: g.status === "draft" ? "draft" : "published",
        content_de: g.contentDe ?? "",
        content_es: g.contentEs ?? "",
        markdown_de: g.markdownDe,
        markdown_es: g.markdownEs,
      }),
    ),
  ];
}

/** Writes every post and guide (and their stored images) in the import format. */
export async function exportContent(db: Database, folder: string, storageDir: string): Promise<{ blog: number; guide: number }> {
  const records = await readAllArticles(db);
  const counts = { blog: 0, guide: 0 };
  for (const record of records) {
    const dir = path.join(folder, FOLDER[record.kind]);
    mkdirSync(dir, { recursive: true });
    counts[record.kind]++;
    const number = String(counts[record.kind]).padStart(2, "0");
    writeFileSync(path.join(dir, `${number}-${record.slug_de}.md`), serializeArticle(record));
    for (const image of imagePaths(record)) {
      const from = path.join(storageDir, BUCKET[record.kind], image);
      if (!existsSync(from)) continue;
      const to = path.join(folder, "images", BUCKET[record.kind], image);
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
  return counts;
}
