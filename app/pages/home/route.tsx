import { Link } from "react-router";
import { HandHeart, House, PawPrint } from "lucide-react";
import type { Route } from "./+types/route";
import { servicesContext } from "#app/platform/context.ts";
import { homeCopy, type HomePageCopy } from "#app/pages/home/copy.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { organisationJsonLd, websiteJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import { homeDogBlock } from "#app/features/dogs/server/blocks.server.ts";
import { HomeDogs } from "#app/features/dogs/ui/home-dogs.tsx";
import { articlesFor } from "#app/features/articles/server/read.server.ts";
import { FeaturedGuides } from "#app/features/articles/ui/featured-guides.tsx";
import { StatsStrip } from "#app/ui/stats-strip.tsx";
import { WhyUs } from "#app/pages/home/why-us.tsx";
import { pageImages, type PageImage } from "#app/ui/pictures/page-images.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import { primaryButton } from "#app/ui/styles.ts";

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

const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-white bg-stone-900/30 px-6 py-3 text-base font-semibold text-white no-underline hover:bg-stone-900/50";

function Hero({ copy, image }: { copy: HomePageCopy["hero"]; image: PageImage }) {
  const path = usePathFor();
  return (
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-[600px] items-center overflow-hidden bg-sea-800">
      <ResponsiveImage
        image={image}
        priority
        decorative
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/80 via-stone-950/55 to-stone-950/10" />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <p className="font-semibold tracking-wide text-orange-200 uppercase">{copy.eyebrow}</p>
        <h1 id="hero-title" className="mt-3 max-w-2xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          {copy.title}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-100">{copy.text}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={path("dogs")} className={primaryButton}>
            {copy.ctaDogs}
          </Link>
          <Link to={path("fosterHome")} className={secondaryButton}>
            {copy.ctaFoster}
          </Link>
          <Link to={path("donations")} className={secondaryButton}>
            {copy.ctaDonate}
          </Link>
        </div>
      </div>
    </section>
  );
}

function HowToHelp({ copy, ctas }: { copy: HomePageCopy["help"]; ctas: HomePageCopy["hero"] }) {
  const path = usePathFor();
  const cards = [
    { to: path("dogs"), title: copy.dogsTitle, text: copy.dogsText, cta: ctas.ctaDogs, Icon: PawPrint },
    { to: path("fosterHome"), title: copy.fosterTitle, text: copy.fosterText, cta: ctas.ctaFoster, Icon: House },
    { to: path("donations"), title: copy.donateTitle, text: copy.donateText, cta: ctas.ctaDonate, Icon: HandHeart },
  ];
  return (
    <section aria-labelledby="help-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="help-title" className="text-3xl font-bold tracking-tight">{copy.heading}</h2>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">{copy.intro}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map(({ to, title, text, cta, Icon }) => (
          <li key={to} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-10 w-10 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold">{title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-700">{text}</p>
            <Link to={to} className="mt-6 font-semibold">
              {cta} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  return (
    <>
      <Hero copy={copy.hero} image={loaderData.hero} />
      <StatsStrip />
      <HomeDogs dogs={loaderData.dogs} total={loaderData.dogTotal} />
      <WhyUs copy={copy.whyUs} />
      <HowToHelp copy={copy.help} ctas={copy.hero} />
      <FeaturedGuides guides={loaderData.featuredGuides} />
    </>
  );
}
