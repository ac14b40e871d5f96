import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { faqPageJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { donationsCopy } from "#app/pages/donations/copy.ts";
import { DonationsPage } from "#app/pages/donations/donations-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = pageContext(context);
  const copy = donationsCopy[locale];
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    head: staticPageHead(context, "donations", {
      jsonLd: [faqPageJsonLd(pageAddress({ locale, sites }, "donations"), copy.faq.items)],
    }),
  };
}

export const meta = metaFromLoader;

export default function DonationsRoute({ loaderData }: Route.ComponentProps) {
  return <DonationsPage copy={loaderData.copy} />;
}
