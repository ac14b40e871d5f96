/** What the two site pages' loaders share: the site's copy in the request's language, and its head with the shelter's JSON-LD. */
import type { RouterContextProvider } from "react-router";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { animalShelterJsonLd } from "#app/features/seo/rules/json-ld.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { PageImage } from "#app/ui/pictures/page-images.ts";

export interface SiteFacts<C extends { jsonLdDescription: string }> {
  key: "fincaChaos" | "residenciaMonika";
  name: string;
  copy: Record<Locale, C>;
  hero: PageImage;
  foundingDate?: string;
  address: { locality: string; region: string; country: string };
}

export function siteLoader<C extends { jsonLdDescription: string }>(context: Readonly<RouterContextProvider>, site: SiteFacts<C>) {
  const ctx = pageContext(context);
  const copy = site.copy[ctx.locale];
  const shelter = animalShelterJsonLd(ctx, {
    name: site.name,
    description: copy.jsonLdDescription,
    url: pageAddress(ctx, site.key),
    ...(site.foundingDate ? { foundingDate: site.foundingDate } : {}),
    image: site.hero.src,
    address: site.address,
  });
  // The page copy travels as page data (one language), not as JavaScript (both languages).
  return { copy, head: staticPageHead(context, site.key, { jsonLd: [shelter] }) };
}
