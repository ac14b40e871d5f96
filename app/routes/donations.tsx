import type { Route } from "./+types/donations";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { pageUrl } from "#app/seo/seo.ts";
import { faqPageJsonLd } from "#app/seo/page-jsonld.ts";
import { donationsCopy } from "#app/content/pages/donations.ts";
import { DonationsPage } from "#app/components/pages/donations/donations-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = pageContext(context);
  const url = pageUrl(sites, locale, "donations") ?? sites[locale];
  const faq = donationsCopy[locale].faq.items.map((item) => ({
    id: item.id,
    question: item.question,
    answer: item.answer.join(" "),
  }));
  return { head: staticPageHead(context, "donations", { jsonLd: [faqPageJsonLd(url, faq)] }) };
}

export const meta = metaFromLoader;

export default function DonationsRoute() {
  return <DonationsPage />;
}
