import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { offerJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { membershipCopy } from "#app/pages/membership/copy.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { JumpButtons } from "#app/ui/jump-buttons.tsx";
import { FaqSection } from "#app/ui/faq-section.tsx";
import { Impact, Steps, FormSection } from "./sections.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites, organisation } = pageContext(context);
  const copy = membershipCopy[locale];
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    head: staticPageHead(context, "membership", {
      jsonLd: [
        offerJsonLd({
          name: copy.offer.name,
          description: copy.offer.description,
          url: pageAddress({ locale, sites }, "membership"),
          price: "5.00",
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
      <FormSection copy={c} />
      <FaqSection id={c.ids.faq} titleId="membership-faq-title" heading={c.faq.heading} entries={c.faq.items} name="membership-faq" />
    </>
  );
}

