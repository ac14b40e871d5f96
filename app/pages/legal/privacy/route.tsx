import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { privacyHtml } from "#app/pages/legal/render.server.tsx";
import { privacyFacts } from "#app/pages/legal/policy.ts";
import { servicesContext } from "#app/platform/context.ts";
import { StaticHtml } from "#app/ui/static-html.tsx";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

export function loader({ context }: Route.LoaderArgs) {
  // The date stamp is today's (docs/product/content.md#about-contact-and-legal-pages); retention and the spam protection's
  // window are the running configuration's. Rendered on the server.
  const facts = privacyFacts(context.get(servicesContext).env);
  return { head: staticPageHead(context, "privacy"), html: privacyHtml(pageContext(context).locale, new Date(), facts, pageContext(context).organisation) };
}

export const meta = metaFromLoader;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.privacy.title} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <StaticHtml html={loaderData.html} />
      </div>
    </>
  );
}
