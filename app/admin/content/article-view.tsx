/** A post or guide in one language as its page shows it (back-office previews of drafts and revisions). */

export interface ArticleView {
  kind: "blog" | "guide";
  lang: "de" | "es";
  title: string;
  category: string | null;
  /** Shown under a guide's title (a post's page does not show it). */
  excerpt: string | null;
  image: string | null;
  imageAlt: string;
  /** "Veröffentlicht am 3. März 2026" as the post's page says it (null for guides). */
  dateLine: string | null;
  bodyHtml: string;
  /** The public page's heading of a post's gallery ("Bildergalerie" / "Galería de imágenes"). */
  galleryTitle: string;
  gallery: { url: string; caption: string | null }[];
}

/** The body styles of the public post and guide pages. */
export const ARTICLE_BODY_CLASS =
  "space-y-4 text-lg leading-relaxed text-stone-800 [&_a]:underline [&_figure]:my-6 [&_figure_img]:w-full [&_figure_img]:rounded-xl [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc";

/** The page's parts in the page's order and words, so what an editor checks here is what a visitor will see. */
export function ArticlePreview({ view, heading }: { view: ArticleView; heading: string }) {
  const picture = view.image ? (
    <img src={view.image} alt={view.imageAlt} width={1200} height={630} className="mt-4 aspect-[1200/630] w-full rounded-xl bg-stone-100 object-cover" />
  ) : null;
  return (
    <article lang={view.lang} className="min-w-0 rounded-lg border border-stone-300 bg-white p-4 sm:p-6" data-preview={view.lang}>
      <p className="text-sm font-semibold text-stone-700">{heading}</p>
      {view.kind === "guide" ? picture : null}
      {view.category ? <p className="mt-2 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{view.category}</p> : null}
      <h2 className="mt-2 text-2xl font-bold text-stone-900">{view.title}</h2>
      {view.dateLine ? <p className="mt-1 text-stone-700">{view.dateLine}</p> : null}
      {view.kind === "guide" && view.excerpt ? <p className="mt-3 text-lg text-stone-700">{view.excerpt}</p> : null}
      {view.kind === "blog" ? picture : null}
      <div className={`mt-6 ${ARTICLE_BODY_CLASS}`} dangerouslySetInnerHTML={{ __html: view.bodyHtml }} />
      {view.gallery.length > 0 ? (
        <section aria-label={view.galleryTitle} className="mt-8">
          <h3 className="text-xl font-bold">{view.galleryTitle}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {view.gallery.map((image) => (
              <li key={image.url}>
                <figure>
                  <img src={image.url} alt={image.caption ?? ""} width={800} height={600} loading="lazy" className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover" />
                  {image.caption ? <figcaption className="mt-2 text-sm text-stone-700">{image.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
