import matter from "gray-matter";
import { markdownToHtml } from "#app/platform/html/markdown.ts";
import { z } from "#app/platform/zod.ts";

/**
 * The content files of the association (`npm run content -- import|export`):
 * one Markdown file per post or guide holding both languages. The front matter
 * uses the database's column names (docs/product/content.md#blog-posts-and-guides); the body has a German and a
 * Spanish part, each introduced by `<!-- lang: de -->` / `<!-- lang: es -->`.
 * Bodies are Markdown (HTML inside is kept); they are stored as HTML.
 */
export type ArticleKind = "blog" | "guide";

/** The public bucket (a folder of the storage) of each kind's pictures. */
export const ARTICLE_BUCKETS = { blog: "blog-images", guide: "guide-images" } as const satisfies Record<ArticleKind, string>;

import { SLUG_PATTERN } from "./slug.ts";

export { SLUG_PATTERN };

const slug = z
  .string({ error: "is missing" })
  .trim()
  .regex(SLUG_PATTERN, "must be lower-case letters, digits and single hyphens");
const text = z.string({ error: "is missing" }).trim().min(1, "is empty");
const optionalText = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => v || null);
const date = z.union([z.date(), z.string()], { error: "is missing" }).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: "custom", message: "is not a date" });
    return z.NEVER;
  }
  return d;
});
const imagePath = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\//.test(v) || (!v.startsWith("/") && !v.split("/").includes("..")), "must be a URL or a path inside the bucket");

const common = {
  slug_de: slug,
  slug_es: slug,
  title_de: text,
  title_es: text,
  excerpt_de: optionalText,
  excerpt_es: optionalText,
  category_de: optionalText,
  category_es: optionalText,
  image_url: imagePath.optional().nullable().transform((v) => v || null),
  /** What the main picture shows (its alt text), per language. */
  image_alt_de: optionalText,
  image_alt_es: optionalText,
  /** Only published items are on the site; a file without a status is published (docs/product/content.md#editing-in-the-back-office). */
  status: z.enum(["draft", "published"], { error: 'must be "draft" or "published"' }).optional().default("published"),
};

export const blogFrontMatter = z.object({
  ...common,
  published_date: date,
  gallery_images: z
    .array(z.object({ url: imagePath, caption_de: optionalText, caption_es: optionalText }))
    .nullable()
    .optional()
    .transform((v) => (v ?? []).map((g) => ({ url: g.url, caption_de: g.caption_de ?? undefined, caption_es: g.caption_es ?? undefined }))),
});

export const guideFrontMatter = z.object({
  ...common,
  meta_description_de: optionalText,
  meta_description_es: optionalText,
  featured: z.boolean().optional().default(false),
  display_order: z.number({ error: "must be a number" }).int().default(0),
  /**
   * Each image with what it shows, per language (its alt text, read out by
   * screen readers and shown when the picture does not load). Required: a
   * picture in a guide body carries meaning, "<title> (1)" does not.
   */
  gallery_images: z
    .array(
      z.object(
        {
          url: imagePath,
          alt_de: z.string({ error: "is missing: describe what the picture shows" }).trim().min(1, "is empty: describe what the picture shows"),
          alt_es: z.string({ error: "is missing: describe what the picture shows" }).trim().min(1, "is empty: describe what the picture shows"),
        },
        { error: "must be an image with url, alt_de and alt_es" },
      ),
    )
    .nullable()
    .optional()
    .transform((v) => v ?? []),
});

export type BlogFrontMatter = z.output<typeof blogFrontMatter>;
export type GuideFrontMatter = z.output<typeof guideFrontMatter>;
/** Bodies: `content_*` the stored HTML, `markdown_*` the Markdown it was written in (null: none kept, the HTML is the source). */
type Bodies = { content_de: string; content_es: string; markdown_de: string | null; markdown_es: string | null };
export type ArticleRecord = ({ kind: "blog" } & BlogFrontMatter & Bodies) | ({ kind: "guide" } & GuideFrontMatter & Bodies);

const LANG_MARKER = /^<!--\s*lang:\s*(de|es)\s*-->\s*$/m;

/** Splits a body into its German and Spanish parts. */
export function splitLanguages(body: string): { de: string; es: string } | null {
  const parts = body.split(LANG_MARKER);
  // parts: [before, lang, text, lang, text]
  const found: Record<string, string> = {};
  for (let i = 1; i < parts.length; i += 2) found[parts[i]!] = (parts[i + 1] ?? "").trim();
  if (found.de === undefined || found.es === undefined) return null;
  return { de: found.de, es: found.es };
}


export type ParseResult = { ok: true; record: ArticleRecord } | { ok: false; errors: string[] };

/** Reads one content file; every problem is reported with the field it concerns. */
export function parseArticleFile(kind: ArticleKind, source: string): ParseResult {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    return { ok: false, errors: [`front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`] };
  }
  const schema = kind === "blog" ? blogFrontMatter : guideFrontMatter;
  const front = schema.safeParse(parsed.data);
  const errors: string[] = [];
  if (!front.success) {
    for (const issue of front.error.issues) errors.push(`${issue.path.join(".") || "front matter"} ${issue.message}`);
  }
  const bodies = splitLanguages(parsed.content);
  if (!bodies) errors.push("body needs a German and a Spanish part (<!-- lang: de --> and <!-- lang: es -->)");
  if (errors.length > 0 || !front.success || !bodies) return { ok: false, errors };
  const content = { content_de: markdownToHtml(bodies.de), content_es: markdownToHtml(bodies.es), markdown_de: bodies.de, markdown_es: bodies.es };
  return { ok: true, record: { kind, ...front.data, ...content } as ArticleRecord };
}

/** Writes one record in the same format (bodies as the Markdown they were written in, else as HTML, which Markdown keeps as is). */
export function serializeArticle(record: ArticleRecord): string {
  const { kind: _kind, content_de: htmlDe, content_es: htmlEs, markdown_de, markdown_es, ...front } = record;
  const content_de = markdown_de ?? htmlDe;
  const content_es = markdown_es ?? htmlEs;
  const data: Record<string, unknown> = { ...front };
  if (record.kind === "blog") data.published_date = record.published_date.toISOString().slice(0, 10);
  for (const [key, value] of Object.entries(data)) if (value === null || value === undefined) delete data[key];
  if (record.kind === "blog") {
    data.gallery_images = record.gallery_images.map((g) =>
      Object.fromEntries(Object.entries(g).filter(([, v]) => v !== undefined)),
    );
  }
  const body = `<!-- lang: de -->\n${content_de}\n\n<!-- lang: es -->\n${content_es}\n`;
  return matter.stringify(body, data);
}
