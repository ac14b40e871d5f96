import type { Route } from "./+types/privacy";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { privacyHtml } from "#app/content/legal/render.server.tsx";
import { privacyFacts } from "#app/content/legal/policy.ts";
import { servicesContext } from "#app/context.ts";
import { StaticHtml } from "#app/components/page/static-html.tsx";
import { useMessages } from "#app/i18n/use-locale.ts";

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
