import { data } from "react-router";
import type { Route } from "./+types/route";
import { organisationContext } from "#app/platform/context.ts";
import { articleHead } from "#app/features/articles/server/head.server.ts";
import { notFound } from "#app/features/seo/server/not-found.server.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { happyEndsFor } from "#app/features/journey/happy-ends/public.server.ts";
import { NotFoundView } from "#app/ui/not-found-view.tsx";
import { HappyEndGone, HappyEndStory } from "../sections.tsx";

/**
 * One happy end (docs/product/journey.md#happy-ends): the dog's name, the first photo, the family's
 * words and the other photos; search engines and social previews read it like a blog post.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const happyEnds = happyEndsFor(context);
  const { locale, sites } = happyEnds;
  const story = await happyEnds.bySlug(params.slug).catch((error: unknown) => {
    happyEnds.logger.error({ err: error }, "happy end could not be read");
    return null;
  });
  const copy = happyEndCopy[locale].pages;
  if (!story) {
    // A story taken down answers 410 with a kind page (a shared link stays understandable).
    const gone = await happyEnds.retired(params.slug).catch(() => null);
    if (!gone) return notFound(context, url);
    const head = seo(pageContext(context), { title: copy.goneTitle, description: copy.goneRemoved, routeKey: null, noIndex: true });
    return data({ head, gone, copy }, { status: 410 });
  }
  const { head, url: pageUrl } = articleHead(
    { locale, sites, organisation: context.get(organisationContext) },
    {
      key: "happyEnd",
      listKey: "happyEnds",
      listTitle: copy.listTitle,
      // The same address in both languages: the story's slug is the dog's name.
      slugs: { de: story.slug, es: story.slug },
      title: story.title,
      description: story.excerpt,
      bodyHtml: "",
      image: story.image,
      imageAlt: story.alt,
      published: story.date,
      modified: story.modified,
      category: copy.listTitle,
    },
  );
  return { head, story, copy, url: pageUrl };
}

export const meta = metaFromLoader;

export default function HappyEndPage({ loaderData }: Route.ComponentProps) {
  if ("gone" in loaderData && loaderData.gone) return <HappyEndGone copy={loaderData.copy} reason={loaderData.gone} />;
  if (!("story" in loaderData) || !loaderData.story) return <NotFoundView />;
  return <HappyEndStory copy={loaderData.copy} story={loaderData.story} url={loaderData.url} />;
}
