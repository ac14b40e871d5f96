import { redirect, type RouterContextProvider } from "react-router";
import { organisationContext } from "#app/platform/context.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import type { ImageRef } from "#app/platform/images/rules/refs.ts";
import { articleHead } from "./head.server.ts";
import { articlesFor, type GuideRow, type PostRow } from "./read.server.ts";

type Articles = ReturnType<typeof articlesFor>;

/** What the head of an article's page reads of its view. */
interface ArticleViewForHead {
  slugs: { de: string; es: string };
  title: string;
  bodyHtml: string;
  image: ImageRef | null;
  imageAlt: string;
  updatedAt: string;
  category: string | null;
}

/** How one kind of article (a post, a guide) is found, shown and described. */
interface ArticleKind<Row, View extends ArticleViewForHead> {
  key: "blogPost" | "guideDetail";
  listKey: "blog" | "guides";
  /** What the log calls it when it cannot be read. */
  logName: string;
  find(articles: Articles, slug: string): Promise<{ row: Row; moved: boolean } | null>;
  view(articles: Articles, row: Row): Promise<View>;
  /** The description (null: from the body) and the publication date of its head. */
  describe(view: View): { description: string | null; published: string };
}

const post: ArticleKind<PostRow, Awaited<ReturnType<Articles["postView"]>>> = {
  key: "blogPost", listKey: "blog", logName: "blog post",
  find: (articles, slug) => articles.post(slug),
  view: (articles, row) => articles.postView(row),
  describe: (view) => ({ description: view.excerpt, published: view.date }),
};

const guide: ArticleKind<GuideRow, Awaited<ReturnType<Articles["guideView"]>>> = {
  key: "guideDetail", listKey: "guides", logName: "guide",
  find: (articles, slug) => articles.guide(slug),
  view: (articles, row) => articles.guideView(row),
  describe: (view) => ({ description: view.metaDescription ?? view.excerpt, published: view.createdAt }),
};

/**
 * The page of one article by its slug (docs/product/content.md#blog, docs/product/content.md#guides):
 * its view and head in the visitor's language. null when there is none, or it could not be read
 * (logged), for the page's 404; the other language's slug is moved permanently (301) to this language's.
 */
async function articlePage<Row, View extends ArticleViewForHead>(
  context: Readonly<RouterContextProvider>,
  slug: string,
  kind: ArticleKind<Row, View>,
) {
  const articles = articlesFor(context);
  let found: { row: Row; moved: boolean } | null;
  try {
    found = await kind.find(articles, slug);
  } catch (error) {
    articles.logger.error({ err: error }, `${kind.logName} could not be read`);
    found = null;
  }
  if (!found) return null;
  const { locale, sites } = articles;
  const view = await kind.view(articles, found.row);
  if (found.moved) throw redirect(pathFor(kind.key, locale, { slug: view.slugs[locale] }), 301);
  const { head, url, localizedPaths } = articleHead(
    { locale, sites, organisation: context.get(organisationContext) },
    {
      key: kind.key,
      listKey: kind.listKey,
      slugs: view.slugs,
      title: view.title,
      ...kind.describe(view),
      bodyHtml: view.bodyHtml,
      image: view.image,
      imageAlt: view.imageAlt,
      modified: view.updatedAt,
      category: view.category,
    },
  );
  return { view, head, url, localizedPaths, locale, sites };
}

/** A blog post's page (see `articlePage`). */
export const postPage = (context: Readonly<RouterContextProvider>, slug: string) => articlePage(context, slug, post);

/** A guide's page (see `articlePage`). */
export const guidePage = (context: Readonly<RouterContextProvider>, slug: string) => articlePage(context, slug, guide);
