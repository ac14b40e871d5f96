import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** The dogs as last synced from the upstream dog function (SPEC §3 Dog), one row per dog. */
export const dogs = pgTable("dogs", {
  id: text("id").primaryKey(),
  /** The upstream record, descriptions already sanitised. */
  data: jsonb("data").notNull(),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** One row (id 1): when and from where the dog snapshot was last replaced. */
export const dogSyncState = pgTable("dog_sync_state", {
  id: integer("id").primaryKey(),
  source: text("source").notNull(),
  cacheTimestamp: text("cache_timestamp"),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull(),
  dogCount: integer("dog_count").notNull(),
});

/** Blog posts (SPEC §3 Blog post), both languages in one row. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slugDe: text("slug_de").notNull(),
    slugEs: text("slug_es").notNull(),
    titleDe: text("title_de").notNull(),
    titleEs: text("title_es").notNull(),
    excerptDe: text("excerpt_de"),
    excerptEs: text("excerpt_es"),
    contentDe: text("content_de"),
    contentEs: text("content_es"),
    categoryDe: text("category_de"),
    categoryEs: text("category_es"),
    publishedDate: timestamp("published_date", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** A value starting with http is used as is, otherwise a path in the bucket blog-images. */
    imageUrl: text("image_url"),
    /** Items: { url, caption_de, caption_es }. */
    galleryImages: jsonb("gallery_images").$type<{ url: string; caption_de?: string; caption_es?: string }[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_de_idx").on(t.slugDe),
    uniqueIndex("blog_posts_slug_es_idx").on(t.slugEs),
    index("blog_posts_published_date_idx").on(t.publishedDate),
  ],
);

/** Guides (SPEC §3 Guide), both languages in one row. */
export const guides = pgTable(
  "guides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slugDe: text("slug_de").notNull(),
    slugEs: text("slug_es").notNull(),
    titleDe: text("title_de").notNull(),
    titleEs: text("title_es").notNull(),
    excerptDe: text("excerpt_de"),
    excerptEs: text("excerpt_es"),
    categoryDe: text("category_de"),
    categoryEs: text("category_es"),
    /** Full URL or a path in the public bucket guide-images. */
    imageUrl: text("image_url"),
    contentDe: text("content_de"),
    contentEs: text("content_es"),
    /** Storage paths in the bucket guide-images, referenced by [image:N] in the bodies. */
    galleryImages: text("gallery_images").array().notNull().default(sql`'{}'::text[]`),
    metaDescriptionDe: text("meta_description_de"),
    metaDescriptionEs: text("meta_description_es"),
    featured: boolean("featured").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("guides_slug_de_idx").on(t.slugDe),
    uniqueIndex("guides_slug_es_idx").on(t.slugEs),
    index("guides_display_order_idx").on(t.displayOrder),
    index("guides_featured_display_order_idx").on(t.featured, t.displayOrder),
  ],
);
