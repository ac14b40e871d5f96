import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { donationsCopy } from "#app/pages/donations/copy.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { JumpButtons } from "#app/ui/jump-buttons.tsx";
import { FaqSection } from "#app/ui/faq-section.tsx";
import { Purposes, BankDetails, Monthly, MoreWays, ClosingCta } from "./sections.tsx";
import { organisationContext } from "#app/platform/context.ts";
import { giroCode } from "#app/platform/payments/server/girocode.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  const copy = donationsCopy[locale];
  const { bank } = context.get(organisationContext)[locale];
  // The page copy travels as page data (one language), not as JavaScript (both languages).
  return {
    copy,
    head: staticPageHead(context, "donations", { faq: copy.faq.items }),
    // This site's account as a GiroCode, without an amount (docs/product/content.md#donations).
    giroCode: await giroCode({ name: bank.beneficiary, iban: bank.iban, bic: bank.bic, text: copy.bank.giroText }),
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
        <JumpButtons main={{ to: c.ids.bank, text: c.heroDonate }} second={{ to: c.ids.monthly, text: c.heroMonthly }} />
      </PageHero>
      <Purposes copy={c} />
      <BankDetails copy={c} giroCode={loaderData.giroCode} />
      <Monthly copy={c} />
      <MoreWays copy={c} />
      <FaqSection id={c.ids.faq} titleId="donations-faq-title" heading={c.faq.heading} entries={c.faq.items} name="donations-faq" />
      <ClosingCta copy={c} />
    </>
  );
}

