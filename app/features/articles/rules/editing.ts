/**
 * The rules of editing posts and guides in the back office
 * (docs/product/content.md#editing-in-the-back-office), without I/O or React:
 * the editor's form, slug suggestion and uniqueness, language completeness,
 * the featured limit, versions and conflicts, revisions.
 */
import { z } from "#app/platform/zod.ts";
import type { ArticleKind } from "./format.ts";
import { LANGS, slugProblem, type Lang } from "./slug.ts";

export { LANGS, MAX_SLUG_LENGTH, slugProblem, suggestSlug, type Lang, type SlugProblem } from "./slug.ts";

export const STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof STATUSES)[number];

/** The home page shows three featured guides: no more may be marked. */
export const MAX_FEATURED_GUIDES = 3;

/** A form sent from an older version than the stored one would overwrite someone's work: refused. */
export function isConflict(formVersion: number, storedVersion: number): boolean {
  return formVersion !== storedVersion;
}

/** A fourth featured guide is refused; `othersFeatured` counts the featured guides other than this one. */
export function featuredAllowed(wantFeatured: boolean, othersFeatured: number): boolean {
  return !wantFeatured || othersFeatured < MAX_FEATURED_GUIDES;
}

/** The texts of one language that make it complete. */
export interface LanguageTexts {
  title: string | null;
  slug: string | null;
  excerpt: string | null;
  body: string | null;
  metaDescription?: string | null;
}

export type CompletenessField = "title" | "slug" | "excerpt" | "body" | "metaDescription";

/** Which texts a language still lacks (a guide also wants its meta description); empty: complete. */
export function missingTexts(kind: ArticleKind, texts: LanguageTexts): CompletenessField[] {
  const fields: CompletenessField[] = ["title", "slug", "excerpt", "body"];
  if (kind === "guide") fields.push("metaDescription");
  return fields.filter((f) => !(texts[f] ?? "").trim());
}

/** One picture of a gallery in the editor: its stored path and, per language, a caption (posts) or alt text (guides). */
export interface GalleryItem {
  url: string;
  de: string;
  es: string;
}

const text = (max: number) => z.string().trim().max(max, "tooLong");
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((v) => v || null);

const languageFields = (lang: Lang) => ({
  [`title_${lang}`]: text(200).min(1, "required"),
  [`slug_${lang}`]: z.string().trim(),
  [`excerpt_${lang}`]: optional(1000),
  [`category_${lang}`]: optional(100),
  [`meta_description_${lang}`]: optional(300),
  [`image_alt_${lang}`]: optional(300),
  [`body_${lang}`]: z.string().max(200_000, "tooLong").default("").transform((v) => v.replace(/\r\n?/g, "\n").trim()),
});

const formSchema = z.object({
  ...languageFields("de"),
  ...languageFields("es"),
  status: z.enum(STATUSES, { error: "required" }),
  version: z.coerce.number().int().min(0).default(0),
  published_date: z.string().trim().optional(),
  featured: z.literal("on").optional(),
  image_remove: z.literal("on").optional(),
  display_order: z.string().trim().optional(),
});

/** What a post or guide says in each language, as the editor writes it and a revision keeps it. */
export interface ArticleTexts {
  title: Record<Lang, string>;
  slug: Record<Lang, string>;
  excerpt: Record<Lang, string | null>;
  category: Record<Lang, string | null>;
  metaDescription: Record<Lang, string | null>;
  /** Markdown as written (in a revision: the stored HTML where none was written). */
  body: Record<Lang, string>;
}

export interface ArticleInput extends ArticleTexts {
  status: ArticleStatus;
  /** The version the form was loaded with (0 for a new one). */
  version: number;
  /** Posts: the day shown with the post. */
  publishedDate: Date;
  /** Guides. */
  featured: boolean;
  displayOrder: number;
  gallery: GalleryItem[];
  removeImage: boolean;
  /** What the main picture shows, per language. */
  imageAlt: Record<Lang, string | null>;
}

export type FieldErrors = Record<string, string>;

/** The texts the editor's form sends once each, by name (the names of `formSchema`). */
const LANGUAGE_TEXTS = ["title", "slug", "excerpt", "category", "meta_description", "image_alt", "body"] as const;
export type ArticleTextField = `${(typeof LANGUAGE_TEXTS)[number]}_${Lang}` | "status" | "version" | "published_date" | "featured" | "image_remove" | "display_order";
export const ARTICLE_TEXT_FIELDS: readonly ArticleTextField[] = [
  ...LANGS.flatMap((lang) => LANGUAGE_TEXTS.map((name) => `${name}_${lang}` as const)),
  "status",
  "version",
  "published_date",
  "featured",
  "image_remove",
  "display_order",
];

/** The gallery's rows: each of these names comes once per picture. */
const GALLERY_LISTS = ["gallery_url", "gallery_de", "gallery_es", "gallery_position", "gallery_remove"] as const;

/**
 * The editor's form as the form kit reads it (decision 037): each text of `formSchema` once, the
 * gallery's rows as lists. What the texts mean (required, lengths, slugs) is `parseArticleForm`'s,
 * which names each problem by a message key.
 */
export const articleFormFields = z.object({
  ...(Object.fromEntries(ARTICLE_TEXT_FIELDS.map((name) => [name, z.string().optional()])) as Record<ArticleTextField, z.ZodOptional<z.ZodString>>),
  ...(Object.fromEntries(GALLERY_LISTS.map((name) => [name, z.array(z.string())])) as Record<(typeof GALLERY_LISTS)[number], z.ZodArray<z.ZodString>>),
});

/** The editor's fields as read: a text by name, a gallery row's list by name. */
export type ArticleFields = Readonly<Record<string, unknown>>;

function strings(fields: ArticleFields, name: string): string[] {
  const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => (typeof v === "string" ? v : ""));
}

/**
 * The gallery as sent: one row per picture (`gallery_url`, `gallery_de`,
 * `gallery_es`, `gallery_position`), minus those ticked in `gallery_remove`,
 * ordered by position (ties keep their order).
 */
export function galleryFromForm(fields: ArticleFields): GalleryItem[] {
  const urls = strings(fields, "gallery_url");
  const de = strings(fields, "gallery_de");
  const es = strings(fields, "gallery_es");
  const positions = strings(fields, "gallery_position");
  const removed = new Set(strings(fields, "gallery_remove"));
  return urls
    .map((url, index) => ({
      item: { url: url.trim(), de: (de[index] ?? "").trim(), es: (es[index] ?? "").trim() },
      position: Number.parseInt(positions[index] ?? "", 10),
      index,
    }))
    .filter(({ item }) => item.url !== "" && !removed.has(item.url))
    .sort((a, b) => (Number.isFinite(a.position) ? a.position : a.index + 1) - (Number.isFinite(b.position) ? b.position : b.index + 1) || a.index - b.index)
    .map(({ item }) => item);
}

/** A stored gallery path that the form may send back: a path in the bucket, or an address. */
export function isGalleryPath(value: string): boolean {
  return /^https?:\/\//.test(value) || (value.length <= 300 && !value.startsWith("/") && !value.split("/").includes("..") && !/[\\\0]/.test(value));
}

export type ParsedForm = { ok: true; input: ArticleInput } | { ok: false; errors: FieldErrors; input: ArticleInput };

/**
 * The editor's form → the post (guide), with a message key per field:
 * titles are required, slugs must be of the slug form and free in their
 * language, a published item needs a body in both languages, and its main
 * picture (when it has one: `hasImage`, the stored one not removed or a new
 * upload) what it shows in both languages; guide pictures need an alt text
 * in both languages.
 */
export function parseArticleForm(
  kind: ArticleKind,
  fields: ArticleFields,
  taken: Record<Lang, ReadonlySet<string>>,
  today: Date = new Date(),
  hasImage: (removeImage: boolean) => boolean = () => false,
): ParsedForm {
  const raw: Record<string, unknown> = {};
  for (const key of ARTICLE_TEXT_FIELDS) {
    const value = Object.hasOwn(fields, key) ? fields[key] : undefined;
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") raw[key] = first;
  }
  const errors: FieldErrors = {};
  const result = formSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "form");
      errors[key] ??= issue.message === "tooLong" || issue.message === "required" ? issue.message : "invalid";
    }
  }
  const value = (key: string) => (typeof raw[key] === "string" ? (raw[key] as string).trim() : "");
  const data = result.success ? (result.data as Record<string, unknown>) : null;
  const pick = (key: string) => (data ? (data[key] as string | null) : value(key) || null);
  const lang = (prefix: string) => ({ de: pick(`${prefix}_de`), es: pick(`${prefix}_es`) });
  const dateText = value("published_date");
  const date = /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? new Date(`${dateText}T12:00:00Z`) : null;
  if (kind === "blog" && dateText && (!date || Number.isNaN(date.getTime()))) errors.published_date = "invalid";
  const order = value("display_order");
  const displayOrder = order === "" ? 0 : Number(order);
  if (kind === "guide" && (!Number.isInteger(displayOrder) || Math.abs(displayOrder) > 100_000)) errors.display_order = "invalid";
  const gallery = galleryFromForm(fields);
  const input: ArticleInput = {
    status: value("status") === "published" ? "published" : "draft",
    version: Number.parseInt(value("version") || "0", 10) || 0,
    title: { de: value("title_de"), es: value("title_es") },
    slug: { de: value("slug_de"), es: value("slug_es") },
    excerpt: lang("excerpt") as Record<Lang, string | null>,
    category: lang("category") as Record<Lang, string | null>,
    metaDescription: kind === "guide" ? (lang("meta_description") as Record<Lang, string | null>) : { de: null, es: null },
    body: { de: (pick("body_de") ?? "").replace(/\r\n?/g, "\n").trim(), es: (pick("body_es") ?? "").replace(/\r\n?/g, "\n").trim() },
    publishedDate: date && !Number.isNaN(date.getTime()) ? date : today,
    featured: kind === "guide" && value("featured") === "on",
    displayOrder: Number.isInteger(displayOrder) ? displayOrder : 0,
    gallery,
    removeImage: value("image_remove") === "on",
    imageAlt: lang("image_alt") as Record<Lang, string | null>,
  };
  const withImage = hasImage(input.removeImage);
  for (const l of LANGS) {
    const problem = slugProblem(input.slug[l], taken[l]);
    if (problem) errors[`slug_${l}`] ??= problem;
    if (input.status === "published" && !input.body[l]) errors[`body_${l}`] ??= "requiredToPublish";
    if (input.status === "published" && withImage && !input.imageAlt[l]) errors[`image_alt_${l}`] ??= "altRequiredToPublish";
  }
  gallery.forEach((item, index) => {
    if (!isGalleryPath(item.url)) errors.gallery = "invalid";
    if (kind === "guide") {
      for (const l of LANGS) if (!item[l]) errors[`gallery_${l}_${index}`] = "altRequired";
    }
  });
  return Object.keys(errors).length ? { ok: false, errors, input } : { ok: true, input };
}

/** The editable state of a post or guide, as kept in a revision and restored from it. */
export interface ArticleSnapshot extends ArticleTexts {
  status: ArticleStatus;
  imageUrl: string | null;
  imageAlt: Record<Lang, string | null>;
  gallery: GalleryItem[];
  publishedDate: string | null;
  featured: boolean;
  displayOrder: number;
}

const snapshotSchema = z.object({
  status: z.enum(STATUSES).catch("draft"),
  title: z.object({ de: z.string(), es: z.string() }),
  slug: z.object({ de: z.string(), es: z.string() }),
  excerpt: z.object({ de: z.string().nullable(), es: z.string().nullable() }),
  category: z.object({ de: z.string().nullable(), es: z.string().nullable() }),
  metaDescription: z.object({ de: z.string().nullable(), es: z.string().nullable() }),
  body: z.object({ de: z.string(), es: z.string() }),
  imageUrl: z.string().nullable(),
  // Revisions kept before main pictures had an alt text have none.
  imageAlt: z.object({ de: z.string().nullable(), es: z.string().nullable() }).catch({ de: null, es: null }),
  gallery: z.array(z.object({ url: z.string(), de: z.string(), es: z.string() })),
  publishedDate: z.string().nullable(),
  featured: z.boolean(),
  displayOrder: z.number().int(),
});

/** A stored revision's data, or null when it is not one (never trusted blindly). */
export function readSnapshot(data: unknown): ArticleSnapshot | null {
  const parsed = snapshotSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * What a restore writes: the revision's texts, pictures and settings, but
 * the current status (restoring an old text does not publish or withdraw it).
 */
export function restoredState(revision: ArticleSnapshot, current: Pick<ArticleSnapshot, "status">): ArticleSnapshot {
  return { ...revision, status: current.status };
}
