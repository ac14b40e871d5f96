/** Posts and guides as their public pages would show them, in both languages, for the back office's previews. */
import type { Services } from "#app/services.server.ts";
import { articleViewsWithImages } from "#app/features/articles/server/read.server.ts";
import { singleImageUrl, type ImageRef } from "#app/platform/images/rules/refs.ts";
import type { ArticleRow } from "#app/features/articles/server/store.server.ts";
import { LANGS, type Lang } from "#app/features/articles/rules/editing.ts";
import type { ArticleView } from "./article-view.tsx";
import { messages } from "#app/platform/i18n/messages/index.ts";

function viewsFor(services: Services, lang: Lang) {
  const { env } = services;
  return articleViewsWithImages(services, lang, [env.SITE_URL_DE, env.SITE_URL_ES]);
}

const url = (ref: ImageRef | null) => (ref ? singleImageUrl(ref) : null);

/** The page's view of an item in one language (the same functions and words as the public pages). */
export async function articleView(services: Services, item: ArticleRow, lang: Lang): Promise<ArticleView> {
  const views = await viewsFor(services, lang);
  const words = messages[lang].articles;
  if (item.kind === "blog") {
    const v = views.postView(item.row);
    const gallery = v.gallery.map((g) => ({ url: singleImageUrl(g.image), caption: g.caption }));
    return {
      kind: "blog", lang, title: v.title, category: v.category, excerpt: null, image: url(v.image), imageAlt: v.imageAlt,
      dateLine: `${words.published} ${v.dateLabel}`, bodyHtml: v.bodyHtml, galleryTitle: words.gallery, gallery,
    };
  }
  const v = views.guideView(item.row);
  return {
    kind: "guide", lang, title: v.title, category: v.category, excerpt: v.excerpt, image: url(v.image), imageAlt: v.imageAlt,
    dateLine: null, bodyHtml: v.bodyHtml, galleryTitle: words.gallery, gallery: [],
  };
}

export function articleViewsBoth(services: Services, item: ArticleRow): Promise<ArticleView[]> {
  return Promise.all(LANGS.map((lang) => articleView(services, item, lang)));
}

/** A body being written (Markdown), rendered as its page would show it. */
export async function renderBody(services: Services, kind: "blog" | "guide", lang: Lang, html: string, gallery: { url: string; de: string; es: string }[]): Promise<string> {
  const views = await viewsFor(services, lang);
  return kind === "blog" ? views.postBody(html) : views.guideBody(html, gallery.map((g) => g.url), gallery.map((g) => ({ de: g.de, es: g.es })));
}
