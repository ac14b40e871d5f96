import type { Route } from "./+types/donations";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { pageAddress } from "#app/seo/seo.ts";
import { faqPageJsonLd } from "#app/seo/json-ld.ts";
import { donationsCopy } from "#app/content/pages/donations.ts";
import { DonationsPage } from "#app/components/pages/donations/donations-page.tsx";

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
