import type { Route } from "./+types/route";
import { staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { itemListJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { happyEndsFor } from "#app/features/journey/happy-ends/public.server.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { HappyEndList } from "../sections.tsx";

/** "Glücklich vermittelt" / "Finales felices" (docs/product/journey.md#happy-ends): every published happy end, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const happyEnds = happyEndsFor(context);
  const { locale, sites } = happyEnds;
  const copy = happyEndCopy[locale].pages;
  const cards = await happyEnds.cards();
  const list = itemListJsonLd(
    copy.listTitle,
    cards.map((card) => ({ name: card.title, url: sites[locale] + pathFor("happyEnd", locale, { slug: card.slug }) })),
  );
  return {
    head: staticPageHead(context, "happyEnds", { title: copy.listTitle, description: copy.listDescription, jsonLd: cards.length > 0 ? [list] : [] }),
    copy,
    cards,
  };
}

export const meta = metaFromLoader;

export default function HappyEndsPage({ loaderData }: Route.ComponentProps) {
  return <HappyEndList copy={loaderData.copy} cards={loaderData.cards} />;
}
