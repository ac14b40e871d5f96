import { Link } from "react-router";
import { pictureOf } from "#app/platform/images/rules/picture.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";

export function DogNotFound() {
  const d = useMessages().dogs;
  const path = usePathFor();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{d.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{d.notFoundText}</p>
      <Link
        to={path("dogs")}
        className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white no-underline hover:bg-brand-800"
      >
        <span aria-hidden="true" className="icon-arrow-left" />
        {d.backToList}
      </Link>
    </section>
  );
}

/** The foster family's published news as the loader made it, in the page's language. */
export interface FosterNewsView {
  title: string;
  intro: string;
  items: {
    id: string;
    date: string;
    dateLabel: string;
    paragraphs: string[];
    /** The words' language when it is not the page's, with a note saying so. */
    lang: string | null;
    langNote: string | null;
    photos: { base: string; alt: string; href: string }[];
  }[];
}

/**
 * News from the dog's foster home (docs/product/foster.md#news), newest first: the day, the family's
 * words as plain text in paragraphs, and the photos an editor published, below the fold and lazy.
 */
export function FosterNews({ news }: { news: FosterNewsView }) {
  return (
    <section aria-labelledby="foster-news" className="mt-12 max-w-3xl" data-foster-news>
      <h2 id="foster-news" className="text-2xl font-bold text-stone-900">{news.title}</h2>
      <p className="mt-2 text-stone-700">{news.intro}</p>
      <ol className="mt-4 divide-y divide-stone-200">
        {news.items.map((item) => (
          <li key={item.id} className="py-6 first:pt-4" data-foster-news-item={item.id}>
            <h3 className="text-base font-semibold text-stone-700">
              <time dateTime={item.date}>{item.dateLabel}</time>
            </h3>
            <div lang={item.lang ?? undefined} className="mt-3 space-y-3 text-lg leading-relaxed text-stone-800">
              {item.paragraphs.map((paragraph, index) => (
                <p key={index} className="break-words whitespace-pre-line">{paragraph}</p>
              ))}
            </div>
            {item.langNote ? <p className="mt-2 text-sm text-stone-600 italic">{item.langNote}</p> : null}
            {item.photos.length > 0 ? (
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
                {item.photos.map((photo) => {
                  // The dog's gallery's picture (AVIF, JPEG), lazy: below the fold (hidden when it fails, app/islands/broken-pictures.ts).
                  const p = pictureOf(photo.base, "fosterNews");
                  return (
                    <li key={photo.base}>
                      <a href={photo.href} className="block overflow-hidden rounded-xl">
                        <picture>
                          <source type="image/avif" srcSet={p.avifSrcSet} sizes={p.sizes} />
                          <img src={p.src} srcSet={p.srcSet} sizes={p.sizes} alt={photo.alt} width={p.width} height={p.height} loading="lazy" decoding="async" data-hide-broken="" className="aspect-[4/3] w-full bg-stone-100 object-cover" />
                        </picture>
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
