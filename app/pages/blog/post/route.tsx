import { Link } from "react-router";
import { ArticlePicture } from "#app/features/articles/ui/article-picture.tsx";
import type { Route } from "./+types/route";
import { postPage } from "#app/features/articles/server/page.server.ts";
import { notFound } from "#app/features/seo/server/not-found.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { feedLink } from "#app/features/seo/rules/feed.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { NotFoundView } from "#app/ui/not-found-view.tsx";
import { StaticHtml } from "#app/ui/static-html.tsx";
import { ShareBlock } from "#app/features/articles/ui/share.tsx";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = await postPage(context, params.slug);
  if (!page) return notFound(context, url);
  const { locale, sites } = page;
  return { head: [...page.head, feedLink(sites[locale], messages[locale].articles.feedTitle)], post: page.view, url: page.url, localizedPaths: page.localizedPaths };
}

export const meta = metaFromLoader;

const galleryColumns = ["", "grid-cols-1", "sm:grid-cols-2", "sm:grid-cols-2 lg:grid-cols-3"];

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const path = usePathFor();
  if (!("post" in loaderData) || !loaderData.post) return <NotFoundView />;
  const { post, url } = loaderData;
  const columns = galleryColumns[Math.min(post.gallery.length, 3)];
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={m.articles.breadcrumb}>
        <ol className="flex flex-wrap gap-2 text-sm text-stone-600">
          <li><Link to="/">{m.articles.home}</Link> <span aria-hidden="true">/</span></li>
          <li><Link to={path("blog")}>{m.pages.blog.title}</Link> <span aria-hidden="true">/</span></li>
          <li aria-current="page" className="text-stone-800">{post.title}</li>
        </ol>
      </nav>
      <header className="mt-6">
        {post.category ? <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{post.category}</p> : null}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-stone-600">
          {m.articles.published} <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
      </header>
      {post.image ? <ArticlePicture image={post.image} layout="articleHero" alt={post.imageAlt} priority className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-stone-100 object-cover" /> : null}
      <StaticHtml
        html={post.bodyHtml}
        className="prose-article mt-8 space-y-4 text-lg leading-relaxed text-stone-800 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
      />
      {post.gallery.length > 0 ? (
        <section aria-labelledby="gallery" className="mt-10">
          <h2 id="gallery" className="text-xl font-bold">{m.articles.gallery}</h2>
          <ul className={`mt-4 grid gap-4 ${columns}`}>
            {post.gallery.map((image) => (
              <li key={"base" in image.image ? image.image.base : image.image.src}>
                <figure>
                  <ArticlePicture image={image.image} layout="articleGallery" alt={image.caption ?? ""} className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover" />
                  {image.caption ? <figcaption className="mt-2 text-sm text-stone-600">{image.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ShareBlock url={url} title={post.title} />
      <aside className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 className="text-xl font-bold">{m.articles.ctaTitle}</h2>
        <p className="mt-2 text-stone-800">{m.articles.ctaText}</p>
        <Link to={path("blog")} className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white no-underline hover:bg-brand-800">
          {m.articles.ctaButton}
        </Link>
      </aside>
    </article>
  );
}
