import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { imprintHtml } from "#app/pages/legal/render.server.tsx";
import { LegalPage } from "#app/pages/legal/legal-page.tsx";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { locale, organisation } = pageContext(context);
  return { head: staticPageHead(context, "imprint"), html: imprintHtml(locale, organisation) };
}

export const meta = metaFromLoader;

export default function ImprintPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={useMessages().pages.imprint.title} html={loaderData.html} />;
}
