import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { offerJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { membershipCopy } from "#app/pages/membership/copy.ts";
import { servicesContext } from "#app/platform/context.ts";
import { intlLocale } from "#app/platform/i18n/locale.ts";
import { fill, fillDeep } from "#app/platform/i18n/format.ts";
import { cachedMembershipSettings, membershipTerms } from "#app/features/membership/server/settings.server.ts";
import { collectsDirectDebits, lowestMonthlyFee } from "#app/features/membership/rules/settings.ts";
import type { MembershipFormTerms } from "#app/features/submissions/ui/membership-wizard.tsx";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { JumpButtons } from "#app/ui/jump-buttons.tsx";
import { FaqSection } from "#app/ui/faq-section.tsx";
import { Impact, Steps, FormSection } from "./sections.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, sites, organisation } = pageContext(context);
  const services = context.get(servicesContext);
  const settings = await cachedMembershipSettings(services);
  const lowest = lowestMonthlyFee(settings);
  // "From 5 € a month": the smallest monthly fee of the settings, wherever the copy names it.
  const minimum = new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency: "EUR", maximumFractionDigits: lowest % 100 === 0 ? 0 : 2 }).format(lowest / 100);
  const copy = fillDeep(membershipCopy[locale], { minimum });
  const page = pageContext(context).m.pages.membership;
  const terms: MembershipFormTerms = {
    ...membershipTerms(settings, services.membership.bankKeys !== null),
    creditor: collectsDirectDebits(settings) ? { name: settings.creditorName, id: settings.creditorId } : null,
  };
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    terms,
    head: staticPageHead(context, "membership", {
      title: page.title,
      description: fill(page.description, { minimum }),
      jsonLd: [
        offerJsonLd({
          name: copy.offer.name,
          description: copy.offer.description,
          url: pageAddress({ locale, sites }, "membership"),
          price: (lowest / 100).toFixed(2),
          priceCurrency: "EUR",
          sellerName: organisation[locale].legalName,
        }),
      ],
      faq: copy.faq.items,
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["membership"]);
}

export const meta = metaFromLoader;

/** Membership page (docs/product/content.md#membership). */
export default function MembershipPage({ loaderData }: Route.ComponentProps) {
  const c = loaderData.copy;
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.membership.title} intro={c.heroIntro} image={pageImages.membershipHero}>
        <JumpButtons main={{ to: c.ids.form, text: c.heroCta }} second={{ to: c.ids.faq, text: c.heroFaq }} />
      </PageHero>
      <Impact copy={c.impact} />
      <Steps copy={c} />
      <FormSection copy={c} terms={loaderData.terms} />
      <FaqSection id={c.ids.faq} titleId="membership-faq-title" heading={c.faq.heading} entries={c.faq.items} name="membership-faq" />
    </>
  );
}

