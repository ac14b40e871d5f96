import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { faqPageJsonLd, offerJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { membershipCopy } from "#app/pages/membership/copy.ts";
import { MembershipPage } from "#app/pages/membership/membership-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites, organisation } = pageContext(context);
  const copy = membershipCopy[locale];
  const url = pageAddress({ locale, sites }, "membership");
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
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
        faqPageJsonLd(url, copy.faq.items),
      ],
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["membership"]);
}

export const meta = metaFromLoader;

export default function MembershipRoute({ loaderData }: Route.ComponentProps) {
  return <MembershipPage copy={loaderData.copy} />;
}
