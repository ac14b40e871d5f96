import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { faqPageJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { donationsCopy } from "#app/pages/donations/copy.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { outlineButton, primaryButton } from "#app/ui/styles.ts";
import { Purposes, BankDetails, Monthly, MoreWays, Faq, ClosingCta } from "./sections.tsx";

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

/** Donations page (docs/product/content.md#donations). */
export default function DonationsPage({ loaderData }: Route.ComponentProps) {
  const c = loaderData.copy;
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.donations.title} intro={c.heroIntro} image={pageImages.donationsHero}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={`#${c.ids.bank}`} className={primaryButton}>
            {c.heroDonate}
          </a>
          <a href={`#${c.ids.monthly}`} className={outlineButton}>
            {c.heroMonthly}
          </a>
        </div>
      </PageHero>
      <Purposes copy={c} />
      <BankDetails copy={c} />
      <Monthly copy={c} />
      <MoreWays copy={c} />
      <Faq copy={c} />
      <ClosingCta copy={c} />
    </>
  );
}

