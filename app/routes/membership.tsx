import type { Route } from "./+types/membership";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { pageUrl } from "#app/seo/seo.ts";
import { faqPageJsonLd, offerJsonLd } from "#app/seo/page-jsonld.ts";
import { organisation } from "#app/config/organisation.ts";
import { formAction } from "#app/forms/action.server.ts";
import { membershipCopy } from "#app/content/pages/membership.ts";
import { MembershipPage } from "#app/components/pages/membership/membership-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = pageContext(context);
  const copy = membershipCopy[locale];
  const url = pageUrl(sites, locale, "membership") ?? sites[locale];
  const faq = copy.faq.items.map((item) => ({ id: item.id, question: item.question, answer: item.answer.join(" ") }));
  return {
    head: staticPageHead(context, "membership", {
      jsonLd: [
        offerJsonLd({
          name: copy.offer.name,
          description: copy.offer.description,
          url,
          price: "5.00",
          priceCurrency: "EUR",
          sellerName: organisation[locale].legalName,
        }),
        faqPageJsonLd(url, faq),
      ],
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["membership"]);
}

export const meta = metaFromLoader;

export default function MembershipRoute() {
  return <MembershipPage />;
}
