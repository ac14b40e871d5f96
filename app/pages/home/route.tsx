import type { Route } from "./+types/route";
import { servicesContext } from "#app/platform/context.ts";
import { homeCopy } from "#app/pages/home/copy.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { organisationJsonLd, websiteJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { homeDogBlock } from "#app/features/dogs/server/blocks.server.ts";
import { HomeDogs } from "#app/features/dogs/ui/home-dogs.tsx";
import { articlesFor } from "#app/features/articles/server/read.server.ts";
import { FeaturedGuides } from "#app/features/articles/ui/featured-guides.tsx";
import { StatsStrip } from "#app/features/organisation/ui/stats-strip.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { WatchButton } from "#app/features/watchlist/ui/watch-button.tsx";
import { Hero, HowToHelp, WhyUs } from "./sections.tsx";
import { CARD_CORNER } from "#app/features/dogs/ui/dog-card.tsx";
import type { DogCardData } from "#app/features/dogs/rules/view.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { locale, m } = ctx;
  const [dogBlock, featuredGuides] = await Promise.all([
    homeDogBlock(context, m.dogs.itemListName),
    articlesFor(context)
      .guides({ featuredOnly: true, limit: 3 })
      .catch((error: unknown) => {
        // The start page shows without its guides rather than not at all.
        context.get(servicesContext).logger.error({ err: error }, "featured guides could not be read");
        return [];
      }),
  ]);
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy: homeCopy[locale],
    // The banner as page data: the record of every page's pictures stays out of this page's JavaScript.
    hero: pageImages.homeHero,
    head: seo(ctx, {
      title: m.home.title,
      description: m.home.description,
      routeKey: "home",
      jsonLd: [
        organisationJsonLd(ctx),
        websiteJsonLd(ctx, m.home.description),
        ...(dogBlock.itemList ? [dogBlock.itemList] : []),
      ],
    }),
    dogs: dogBlock.dogs,
    featuredGuides,
    dogTotal: dogBlock.total,
  };
}

export const meta = metaFromLoader;

/** The watch list's heart in the corner of each dog card. */
function cardHeart(dog: DogCardData) {
  return <WatchButton slug={dog.slug} name={dog.name} className={CARD_CORNER} />;
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  return (
    <>
      <Hero copy={copy.hero} image={loaderData.hero} />
      <StatsStrip />
      <HomeDogs dogs={loaderData.dogs} total={loaderData.dogTotal} watch={cardHeart} />
      <WhyUs copy={copy.whyUs} />
      <HowToHelp copy={copy.help} ctas={copy.hero} />
      <FeaturedGuides guides={loaderData.featuredGuides} />
    </>
  );
}
