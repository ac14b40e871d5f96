import { asc, desc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import type { Services } from "#app/services.server.ts";
import { blogPosts, guides } from "#app/platform/db/schema.ts";
import { resolveImageUrl, sanitizeGuideHtml, sanitizeHtml } from "#app/platform/html/index.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { bodyImage, type ImageRef } from "#app/platform/images/rules/refs.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { storedFileHashes } from "#app/platform/storage/files.server.ts";
import { SLUG_PATTERN } from "../rules/format.ts";

export type PostRow = typeof blogPosts.$inferSelect;
export type GuideRow = typeof guides.$inferSelect;

export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  image: ImageRef | null;
  date: string;
  /** The date as the page writes it ('18. März 2025'), made on the server: the browser never builds a date formatter. */
  dateLabel: string;
}

/**
 * Every published post (newest first) and guide (in display order), read once per
 * change of their table (decision 018): there are tens of them, so pages pick
 * from the whole list in memory, and no visitor input becomes a cache key.
 */
export function allPosts(services: Pick<Services, "db" | "readCache">): Promise<PostRow[]> {
  return services.readCache.get("blog-posts", ["blog_posts"], () =>
    services.db.select().from(blogPosts).where(eq(blogPosts.status, PUBLISHED)).orderBy(desc(blogPosts.publishedDate)),
  );
}

export function allGuides(services: Pick<Services, "db" | "readCache">): Promise<GuideRow[]> {
  return services.readCache.get("guides", ["guides"], () =>
    services.db.select().from(guides).where(eq(guides.status, PUBLISHED)).orderBy(asc(guides.displayOrder)),
  );
}

export const pick = <T>(locale: Locale, de: T, es: T): T => (locale === "de" ? de : es);

/** How a stored image value (a bucket path or an address) becomes what a page shows. */
export type ArticleImageResolver = (value: string | null, bucket: "blog-images" | "guide-images") => ImageRef | null;

/**
 * A stored image goes through our image pipeline (docs/product/content.md#images), at the
 * version of its content (`hashes`: every stored file's SHA-256); an external address (an
 * `http…` value, or a STORAGE_PUBLIC_URL bucket) is used as it is. A picture that is not
 * stored is left out.
 */
export function articleImages(services: Pick<Services, "env" | "images">, hashes: ReadonlyMap<string, string>): ArticleImageResolver {
  return (value, bucket) => {
    if (!value) return null;
    const external = services.env.STORAGE_PUBLIC_URL;
    if (external || /^https?:\/\//i.test(value.trim())) {
      const src = resolveImageUrl(value, bucket, external ?? "/storage");
      return src ? { src } : null;
    }
    const local = resolveImageUrl(value, bucket, "");
    if (!local) return null;
    const storagePath = local.slice(1).split("/").map(decodeURIComponent).join("/");
    const sha256 = hashes.get(storagePath);
    const base = sha256 ? services.images.storedBase(storagePath, sha256) : null;
    return base ? { base } : null;
  };
}

type ArticleServices = Pick<Services, "env" | "images" | "db" | "readCache">;

/** The views of one language, with the stored pictures' versions read (once per change of the files). */
export async function articleViewsWithImages(services: ArticleServices, locale: Locale, siteOrigins: string[]) {
  return articleViews(locale, articleImages(services, await storedFileHashes(services)), siteOrigins);
}

/**
 * How a post or guide row becomes what its page shows, in one language: the
 * public pages and the back office's preview use the same functions, so the
 * preview is sanitised and rendered exactly as the published page.
 */
export function articleViews(locale: Locale, image: ArticleImageResolver, siteOrigins: string[]) {

  const postCard = (p: PostRow): ArticleCard => ({
    id: p.id,
    slug: pick(locale, p.slugDe, p.slugEs),
    title: pick(locale, p.titleDe, p.titleEs),
    excerpt: pick(locale, p.excerptDe, p.excerptEs),
    category: pick(locale, p.categoryDe, p.categoryEs),
    image: image(p.imageUrl, "blog-images"),
    date: p.publishedDate.toISOString(),
    dateLabel: formatLongDate(p.publishedDate.toISOString(), locale),
  });
  const guideCard = (g: GuideRow): ArticleCard => ({
    id: g.id,
    slug: pick(locale, g.slugDe, g.slugEs),
    title: pick(locale, g.titleDe, g.titleEs),
    excerpt: pick(locale, g.excerptDe, g.excerptEs),
    category: pick(locale, g.categoryDe, g.categoryEs),
    image: image(g.imageUrl, "guide-images"),
    date: g.updatedAt.toISOString(),
    dateLabel: formatLongDate(g.updatedAt.toISOString(), locale),
  });
  /** A post body's HTML as its page shows it. */
  const postBody = (html: string) => sanitizeHtml(html, { siteOrigins });
  /** A guide body's HTML as its page shows it, each image placeholder becoming its gallery picture. */
  const guideBody = (html: string, galleryPaths: string[], alts: { de: string; es: string }[]) =>
    sanitizeGuideHtml(html, {
      gallery: galleryPaths.map((p) => {
        const ref = image(p, "guide-images");
        return ref ? bodyImage(ref) : "";
      }),
      // What the picture shows, from the content file (empty: a picture without a description is decorative).
      alt: (index) => pick(locale, alts[index]?.de, alts[index]?.es) ?? "",
      siteOrigins,
      figureClass: "guide-figure",
    });

  return {
    postCard,
    guideCard,
    postBody,
    guideBody,
    postView(p: PostRow) {
      const body = pick(locale, p.contentDe, p.contentEs) ?? "";
      return {
        ...postCard(p),
        slugs: { de: p.slugDe, es: p.slugEs },
        /** What the main picture shows ("" where none was given: then it is decorative). */
        imageAlt: pick(locale, p.imageAltDe, p.imageAltEs) ?? "",
        bodyHtml: postBody(body),
        updatedAt: p.updatedAt.toISOString(),
        gallery: p.galleryImages
          .map((g) => ({ image: image(g.url, "blog-images"), caption: pick(locale, g.caption_de, g.caption_es) ?? null }))
          .filter((g): g is { image: ImageRef; caption: string | null } => g.image !== null),
      };
    },
    guideView(g: GuideRow) {
      return {
        ...guideCard(g),
        slugs: { de: g.slugDe, es: g.slugEs },
        imageAlt: pick(locale, g.imageAltDe, g.imageAltEs) ?? "",
        metaDescription: pick(locale, g.metaDescriptionDe, g.metaDescriptionEs),
        bodyHtml: guideBody(pick(locale, g.contentDe, g.contentEs) ?? "", g.galleryImages, g.galleryAlt),
        updatedAt: g.updatedAt.toISOString(),
        createdAt: g.createdAt.toISOString(),
      };
    },
  };
}

/** Only published posts and guides reach the public site (docs/product/content.md#editing-in-the-back-office). */
export const PUBLISHED = "published";

/** Per-request access to the published posts and guides in the visitor's language. */
export function articlesFor(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const { locale, sites } = context.get(localeContext);
  let loading: ReturnType<typeof articleViewsWithImages> | null = null;
  const views = () => (loading ??= articleViewsWithImages(services, locale, [sites.de, sites.es]));

  /** A row by this language's slug, or by the other language's slug (then `moved` is set, for a 301). */
  async function findBySlug<T extends PostRow | GuideRow>(rows: Promise<T[]>, slug: string) {
    // No stored slug has another form, so anything else (`%00`, a path, 10 KB of text) is not looked for.
    if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null;
    const list = await rows;
    const mine = list.find((row) => pick(locale, row.slugDe, row.slugEs) === slug);
    if (mine) return { row: mine, moved: false };
    const theirs = list.find((row) => pick(locale, row.slugEs, row.slugDe) === slug);
    return theirs ? { row: theirs, moved: true } : null;
  }

  return {
    locale,
    sites,
    logger: services.logger,
    async posts(limit?: number) {
      const [rows, { postCard }] = await Promise.all([allPosts(services), views()]);
      return (limit ? rows.slice(0, limit) : rows).map(postCard);
    },
    /** A post by this language's slug, or by the other language's (then `moved` is set). */
    post: (slug: string) => findBySlug(allPosts(services), slug),
    postView: async (row: PostRow) => (await views()).postView(row),
    async guides(options: { featuredOnly?: boolean; limit?: number } = {}) {
      const [rows, { guideCard }] = await Promise.all([allGuides(services), views()]);
      const filtered = options.featuredOnly ? rows.filter((g) => g.featured) : rows;
      return (options.limit ? filtered.slice(0, options.limit) : filtered).map(guideCard);
    },
    guide: (slug: string) => findBySlug(allGuides(services), slug),
    guideView: async (row: GuideRow) => (await views()).guideView(row),
  };
}
