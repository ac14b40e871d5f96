import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { privacyHtml } from "#app/pages/legal/render.server.tsx";
import { LegalPage } from "#app/pages/legal/legal-page.tsx";
import { privacyFacts } from "#app/pages/legal/policy.ts";
import { servicesContext } from "#app/platform/context.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

export function loader({ context }: Route.LoaderArgs) {
  // The date stamp is today's (docs/product/content.md#about-contact-and-legal-pages); retention and the spam protection's
  // window are the running configuration's. Rendered on the server.
  const facts = privacyFacts(context.get(servicesContext).env);
  const { locale, organisation } = pageContext(context);
  return { head: staticPageHead(context, "privacy"), html: privacyHtml(locale, new Date(), facts, organisation) };
}

export const meta = metaFromLoader;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={useMessages().pages.privacy.title} html={loaderData.html} />;
}
