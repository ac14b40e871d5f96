/** What the editor's form shows: a stored item, a new one, or what was sent back after a refused save. */
import type { ArticleInput, ArticleSnapshot, GalleryItem, Lang } from "#app/features/articles/rules/editing.ts";

export interface EditorValues {
  version: number;
  status: "draft" | "published";
  title: Record<Lang, string>;
  slug: Record<Lang, string>;
  excerpt: Record<Lang, string>;
  category: Record<Lang, string>;
  metaDescription: Record<Lang, string>;
  body: Record<Lang, string>;
  /** yyyy-mm-dd */
  publishedDate: string;
  featured: boolean;
  displayOrder: number;
  imageUrl: string | null;
  imageAlt: Record<Lang, string>;
  gallery: GalleryItem[];
}

const both = (v: Record<Lang, string | null>) => ({ de: v.de ?? "", es: v.es ?? "" });
const day = (d: Date) => d.toISOString().slice(0, 10);

export function valuesOfSnapshot(s: ArticleSnapshot, version: number): EditorValues {
  return {
    version,
    status: s.status,
    title: s.title,
    slug: s.slug,
    excerpt: both(s.excerpt),
    category: both(s.category),
    metaDescription: both(s.metaDescription),
    body: s.body,
    publishedDate: s.publishedDate ? s.publishedDate.slice(0, 10) : day(new Date()),
    featured: s.featured,
    displayOrder: s.displayOrder,
    imageUrl: s.imageUrl,
    imageAlt: both(s.imageAlt),
    gallery: s.gallery,
  };
}

export function valuesOfInput(input: ArticleInput, imageUrl: string | null): EditorValues {
  return {
    version: input.version,
    status: input.status,
    title: input.title,
    slug: input.slug,
    excerpt: both(input.excerpt),
    category: both(input.category),
    metaDescription: both(input.metaDescription),
    body: input.body,
    publishedDate: day(input.publishedDate),
    featured: input.featured,
    displayOrder: input.displayOrder,
    imageUrl: input.removeImage ? null : imageUrl,
    imageAlt: both(input.imageAlt),
    gallery: input.gallery,
  };
}

export function emptyValues(today: Date = new Date()): EditorValues {
  const none = { de: "", es: "" };
  return {
    version: 0,
    status: "draft",
    title: none,
    slug: none,
    excerpt: none,
    category: none,
    metaDescription: none,
    body: none,
    publishedDate: day(today),
    featured: false,
    displayOrder: 0,
    imageUrl: null,
    imageAlt: none,
    gallery: [],
  };
}
