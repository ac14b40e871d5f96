/**
 * The happy ends' pages (docs/product/journey.md#happy-ends): the list of stories as cards, and one
 * story with its first photo, the family's words, the other photos, sharing and the way to the dogs
 * that still wait. Every word comes from the loader.
 */
import { Link } from "react-router";
import type { HappyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import type { HappyEndCard, HappyEndView } from "#app/features/journey/happy-ends/public.server.ts";
import { ArticlePicture } from "#app/features/articles/ui/article-picture.tsx";
import { ShareBlock } from "#app/features/articles/ui/share.tsx";
import { fill } from "#app/platform/i18n/format.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { outlineButton, primaryButton } from "#app/ui/styles.ts";

type Copy = HappyEndCopy["pages"];

export function HappyEndList({ copy, cards }: { copy: Copy; cards: readonly HappyEndCard[] }) {
  const path = usePathFor();
  return (
    <>
      <PageHero title={copy.listTitle} intro={copy.listIntro} />
      <section aria-labelledby="stories" className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h2 id="stories" className="sr-only">{copy.listTitle}</h2>
        {cards.length === 0 ? (
          <p role="status" className="rounded-xl border border-stone-200 bg-white p-6">{copy.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-happy-ends>
            {cards.map((card, index) => (
              <li key={card.slug}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm hover:shadow-md">
                  {/* The first card's photo is the page's largest picture on a phone: loaded at once, the others when near. */}
                  {card.image ? <ArticlePicture image={card.image} layout="articleCard" alt="" priority={index === 0} className="aspect-[1200/630] w-full bg-stone-100 object-cover" /> : null}
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <p className="self-start rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">{card.dogName}</p>
                    <h3 className="line-clamp-2 text-lg font-bold">
                      <Link to={path("happyEnd", { slug: card.slug })} className="text-stone-900 no-underline after:absolute after:inset-0 group-hover:underline">
                        {card.title}
                      </Link>
                    </h3>
                    <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">{card.excerpt}</p>
                    <p className="mt-auto pt-2 text-sm text-stone-600">
                      <time dateTime={card.date}>{card.dateLabel}</time>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        <MoreDogs copy={copy} />
      </section>
    </>
  );
}

export function HappyEndStory({ copy, story, url }: { copy: Copy; story: HappyEndView; url: string }) {
  const m = useMessages();
  const path = usePathFor();
  const [main, ...more] = story.photos;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12" data-happy-end={story.slug}>
      <nav aria-label={m.articles.breadcrumb}>
        <ol className="flex flex-wrap gap-2 text-sm text-stone-600">
          <li><Link to="/">{copy.breadcrumbHome}</Link> <span aria-hidden="true">/</span></li>
          <li><Link to={path("happyEnds")}>{copy.listTitle}</Link> <span aria-hidden="true">/</span></li>
          <li aria-current="page" className="text-stone-800">{story.dogName}</li>
        </ol>
      </nav>
      <header className="mt-6">
        <p className="inline-block rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">{copy.listTitle}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{story.title}</h1>
        <p className="mt-3 text-stone-600">
          {copy.published} <time dateTime={story.date}>{story.dateLabel}</time>
        </p>
      </header>
      {main ? <ArticlePicture image={main} layout="articleHero" alt={story.alt} priority className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-stone-100 object-cover" /> : null}
      <section aria-labelledby="story-words" className="mt-8">
        <h2 id="story-words" className="text-xl font-bold text-stone-900">{fill(copy.storyBy, { dog: story.dogName })}</h2>
        <blockquote className="mt-4 space-y-4 border-l-4 border-emerald-600 pl-5 text-lg leading-relaxed text-stone-800">
          {story.paragraphs.map((paragraph, index) => (
            <p key={index} className="break-words whitespace-pre-line">{paragraph}</p>
          ))}
        </blockquote>
      </section>
      {more.length > 0 ? (
        <section aria-labelledby="story-gallery" className="mt-10">
          <h2 id="story-gallery" className="text-xl font-bold">{copy.gallery}</h2>
          <ul className={`mt-4 grid gap-4 ${more.length > 1 ? "sm:grid-cols-2" : ""}`}>
            {more.map((image, index) => (
              <li key={"base" in image ? image.base : image.src}>
                <ArticlePicture image={image} layout="articleGallery" alt={fill(copy.photoOf, { n: index + 2, dog: story.dogName })} className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ShareBlock url={url} title={story.title} />
      <MoreDogs copy={copy} />
    </article>
  );
}

/** Where a reader goes next: the dogs that still wait, and how an adoption goes. */
function MoreDogs({ copy }: { copy: Copy }) {
  const path = usePathFor();
  return (
    <aside className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 className="text-xl font-bold">{copy.ctaTitle}</h2>
      <p className="mt-2 text-stone-800">{copy.ctaText}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={path("dogs")} className={primaryButton}>{copy.ctaDogs}</Link>
        <Link to={path("adoption")} className={outlineButton}>{copy.ctaAdoption}</Link>
      </div>
    </aside>
  );
}

/**
 * A shared link to a story that was taken down (answered 410): why, kindly, and the way to the other
 * stories and to the dogs that still wait. Nothing of the story itself.
 */
export function HappyEndGone({ copy, reason }: { copy: Copy; reason: "withdrawn" | "removed" }) {
  const path = usePathFor();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6" data-happy-end-gone={reason}>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{copy.goneTitle}</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-800">{reason === "withdrawn" ? copy.goneWithdrawn : copy.goneRemoved}</p>
      <p className="mt-2 text-lg leading-relaxed text-stone-800">{copy.goneMore}</p>
      <p className="mt-8">
        <Link to={path("happyEnds")} className={primaryButton}>{copy.goneLink}</Link>
      </p>
      <MoreDogs copy={copy} />
    </section>
  );
}
