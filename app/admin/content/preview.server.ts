/** Posts and guides as their public pages would show them, in both languages, for the back office's previews. */
import type { Services } from "#app/services.server.ts";
import { articleViewsWithImages } from "#app/features/articles/server/read.server.ts";
import { singleImageUrl, type ImageRef } from "#app/platform/images/rules/refs.ts";
import type { ArticleRow } from "#app/features/articles/server/store.server.ts";
import { LANGS, type Lang } from "#app/features/articles/rules/editing.ts";
import type { ArticleView } from "./article-view.tsx";

function viewsFor(services: Services, lang: Lang) {
  const { env } = services;
  return articleViewsWithImages(services, lang, [env.SITE_URL_DE, env.SITE_URL_ES]);
}

const url = (ref: ImageRef | null) => (ref ? singleImageUrl(ref) : null);

/** The page's view of an item in one language (the same functions as the public pages). */
export async function articleView(services: Services, item: ArticleRow, lang: Lang): Promise<ArticleView> {
  const views = await viewsFor(services, lang);
  if (item.kind === "blog") {
    const v = views.postView(item.row);
    const gallery = v.gallery.map((g) => ({ url: singleImageUrl(g.image), caption: g.caption }));
    return { lang, title: v.title, category: v.category, excerpt: v.excerpt, image: url(v.image), date: v.date, bodyHtml: v.bodyHtml, gallery };
  }
  const v = views.guideView(item.row);
  return { lang, title: v.title, category: v.category, excerpt: v.excerpt, image: url(v.image), date: null, bodyHtml: v.bodyHtml, gallery: [] };
}

export function articleViewsBoth(services: Services, item: ArticleRow): Promise<ArticleView[]> {
  return Promise.all(LANGS.map((lang) => articleView(services, item, lang)));
}

/** A body being written (Markdown), rendered as its page would show it. */
export async function renderBody(services: Services, kind: "blog" | "guide", lang: Lang, html: string, gallery: { url: string; de: string; es: string }[]): Promise<string> {
  const views = await viewsFor(services, lang);
  return kind === "blog" ? views.postBody(html) : views.guideBody(html, gallery.map((g) => g.url), gallery.map((g) => ({ de: g.de, es: g.es })));
}
