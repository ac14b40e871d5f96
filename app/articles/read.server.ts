import { asc, desc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/context.ts";
import { blogPosts, guides } from "#app/db/schema.ts";
import { resolveImageUrl, sanitizeGuideHtml, sanitizeHtml } from "#app/domain/html/index.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { SLUG_PATTERN } from "./format.ts";

type PostRow = typeof blogPosts.$inferSelect;
type GuideRow = typeof guides.$inferSelect;

export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  image: string | null;
  date: string;
}

export const pick = <T>(locale: Locale, de: T, es: T): T => (locale === "de" ? de : es);

/** Per-request access to posts and guides in the visitor's language. */
export function articlesFor(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const { locale, sites } = context.get(localeContext);
  const storageBase = services.env.STORAGE_PUBLIC_URL ?? "/storage";
  const siteOrigins = [sites.de, sites.es];
  const image = (value: string | null, bucket: "blog-images" | "guide-images") =>
    value ? resolveImageUrl(value, bucket, storageBase) : null;

  const postCard = (p: PostRow): ArticleCard => ({
    id: p.id,
    slug: pick(locale, p.slugDe, p.slugEs),
    title: pick(locale, p.titleDe, p.titleEs),
    excerpt: pick(locale, p.excerptDe, p.excerptEs),
    category: pick(locale, p.categoryDe, p.categoryEs),
    image: image(p.imageUrl, "blog-images"),
    date: p.publishedDate.toISOString(),
  });
  const guideCard = (g: GuideRow): ArticleCard => ({
    id: g.id,
    slug: pick(locale, g.slugDe, g.slugEs),
    title: pick(locale, g.titleDe, g.titleEs),
    excerpt: pick(locale, g.excerptDe, g.excerptEs),
    category: pick(locale, g.categoryDe, g.categoryEs),
    image: image(g.imageUrl, "guide-images"),
    date: g.updatedAt.toISOString(),
  });

  /** A row by this language's slug, or by the other language's slug (then `moved` is set, for a 301). */
  async function findBySlug<T extends typeof blogPosts | typeof guides>(table: T, slug: string) {
    // No stored slug has another form, so anything else (`%00`, a path, 10 KB of text) is not asked of the database.
    if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null;
    const [mine, theirs] = locale === "de" ? [table.slugDe, table.slugEs] : [table.slugEs, table.slugDe];
    for (const [column, moved] of [[mine, false], [theirs, true]] as const) {
      const [row] = await services.db.select().from(table as typeof blogPosts).where(eq(column, slug)).limit(1);
      if (row) return { row: row as T["$inferSelect"], moved };
    }
    return null;
  }

  return {
    locale,
    sites,
    logger: services.logger,
    async posts(limit?: number) {
      const query = services.db.select().from(blogPosts).orderBy(desc(blogPosts.publishedDate));
      return (limit ? await query.limit(limit) : await query).map(postCard);
    },
    /** A post by this language's slug, or by the other language's (then `moved` is set). */
    post: (slug: string) => findBySlug(blogPosts, slug),
    postView(p: PostRow) {
      const body = pick(locale, p.contentDe, p.contentEs) ?? "";
      return {
        ...postCard(p),
        slugs: { de: p.slugDe, es: p.slugEs },
        bodyHtml: sanitizeHtml(body, { siteOrigins }),
        updatedAt: p.updatedAt.toISOString(),
        gallery: p.galleryImages
          .map((g) => ({ url: image(g.url, "blog-images"), caption: pick(locale, g.caption_de, g.caption_es) ?? null }))
          .filter((g): g is { url: string; caption: string | null } => g.url !== null),
      };
    },
    async guides(options: { featuredOnly?: boolean; limit?: number } = {}) {
      const base = services.db.select().from(guides);
      const filtered = options.featuredOnly ? base.where(eq(guides.featured, true)) : base;
      const ordered = filtered.orderBy(asc(guides.displayOrder));
      return (options.limit ? await ordered.limit(options.limit) : await ordered).map(guideCard);
    },
    guide: (slug: string) => findBySlug(guides, slug),
    guideView(g: GuideRow) {
      const gallery = g.galleryImages.map((p) => image(p, "guide-images") ?? "");
      return {
        ...guideCard(g),
        slugs: { de: g.slugDe, es: g.slugEs },
        metaDescription: pick(locale, g.metaDescriptionDe, g.metaDescriptionEs),
        bodyHtml: sanitizeGuideHtml(pick(locale, g.contentDe, g.contentEs) ?? "", {
          gallery,
          // What the picture shows, from the content file (empty: a picture without a description is decorative).
          alt: (index) => pick(locale, g.galleryAlt[index]?.de, g.galleryAlt[index]?.es) ?? "",
          siteOrigins,
          figureClass: "guide-figure",
        }),
        updatedAt: g.updatedAt.toISOString(),
        createdAt: g.createdAt.toISOString(),
      };
    },
  };
}
