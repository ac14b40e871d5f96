import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, desc } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { blogPosts, guides } from "#app/platform/db/schema.ts";
import { commandLine } from "#app/platform/audit/log.server.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import { isStoragePath } from "#app/platform/storage/paths.ts";
import { recordOfRow, upsertRecord } from "./store.server.ts";
import { ARTICLE_BUCKETS, parseArticleFile, serializeArticle, type ArticleKind, type ArticleRecord } from "../rules/format.ts";

const BUCKET = ARTICLE_BUCKETS;
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
 * upserts them by slug and stores their images (decision 028), all in one
 * transaction. Any invalid file (missing or duplicate slug, unknown image
 * path, bad front matter) is reported per file and nothing changes.
 */
export async function importContent(db: Database, folder: string): Promise<ImportReport> {
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
          const storagePath = `${BUCKET[kind]}/${image}`;
          if (!isStoragePath(storagePath)) {
            report.errors.push(`image ${image} is not a file name the storage keeps`);
          } else if (!existsSync(inFolder) && !(await fileStore.exists(db, storagePath))) {
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
      await upsertRecord(tx, record, commandLine.label);
      imported[record.kind]++;
      // One picture read at a time; the folder's copy replaces a stored one of the same name.
      for (const image of imagePaths(record)) {
        const from = path.join(folder, "images", BUCKET[record.kind], image);
        if (existsSync(from)) await fileStore.put(tx, `${BUCKET[record.kind]}/${image}`, readFileSync(from));
      }
    }
  });
  return { ok, files, imported };
}

/** Every stored post and guide as records, in list order. */
export async function readAllArticles(db: Database): Promise<ArticleRecord[]> {
  const posts = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedDate));
  const guideRows = await db.select().from(guides).orderBy(asc(guides.displayOrder));
  return [...posts.map((row) => recordOfRow({ kind: "blog", row })), ...guideRows.map((row) => recordOfRow({ kind: "guide", row }))];
}

/** Writes every post and guide (and their stored images) in the import format. */
export async function exportContent(db: Database, folder: string): Promise<{ blog: number; guide: number }> {
  const records = await readAllArticles(db);
  const counts = { blog: 0, guide: 0 };
  for (const record of records) {
    const dir = path.join(folder, FOLDER[record.kind]);
    mkdirSync(dir, { recursive: true });
    counts[record.kind]++;
    const number = String(counts[record.kind]).padStart(2, "0");
    writeFileSync(path.join(dir, `${number}-${record.slug_de}.md`), serializeArticle(record));
    for (const image of imagePaths(record)) {
      const stored = await fileStore.get(db, `${BUCKET[record.kind]}/${image}`);
      if (!stored) continue;
      const to = path.join(folder, "images", BUCKET[record.kind], ...image.split("/"));
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, stored.data);
    }
  }
  return counts;
}
