import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { ArticlePicture } from "#app/features/articles/ui/article-picture.tsx";
import type { Route } from "./+types/route";
import { guidePage } from "#app/features/articles/server/page.server.ts";
import { notFound } from "#app/features/seo/server/not-found.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { NotFoundView } from "#app/ui/not-found-view.tsx";
import { StaticHtml } from "#app/ui/static-html.tsx";
import { ShareControl } from "#app/features/articles/ui/share.tsx";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = await guidePage(context, params.slug);
  if (!page) return notFound(context, url);
  return { head: page.head, guide: page.view, url: page.url, localizedPaths: page.localizedPaths };
}

export const meta = metaFromLoader;

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const path = usePathFor();
  if (!("guide" in loaderData) || !loaderData.guide) return <NotFoundView />;
  const { guide, url } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={path("guides")} className="inline-flex min-h-11 items-center gap-2 font-semibold">
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        {m.articles.backToGuides}
      </Link>
      <div className="relative mt-6 overflow-hidden rounded-2xl bg-stone-100">
        {guide.image ? <ArticlePicture image={guide.image} layout="articleHero" alt={guide.imageAlt} priority className="aspect-[1200/630] w-full object-cover" /> : null}
        {guide.category ? (
          <p className="absolute top-4 left-4 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900 shadow">{guide.category}</p>
        ) : null}
      </div>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{guide.title}</h1>
      {guide.excerpt ? <p className="mt-4 text-xl leading-relaxed text-stone-700">{guide.excerpt}</p> : null}
      <div className="mt-6">
        <ShareControl url={url} title={guide.title} />
      </div>
      <StaticHtml
        html={guide.bodyHtml}
        className="mt-8 space-y-4 text-lg leading-relaxed text-stone-800 [&_a]:underline [&_figure]:my-6 [&_figure_img]:w-full [&_figure_img]:rounded-xl [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
      />
    </article>
  );
}
