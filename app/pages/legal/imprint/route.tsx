import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { imprintHtml } from "#app/pages/legal/render.server.tsx";
import { StaticHtml } from "#app/ui/static-html.tsx";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "imprint"), html: imprintHtml(pageContext(context).locale, pageContext(context).organisation) };
}

export const meta = metaFromLoader;

export default function ImprintPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.imprint.title} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <StaticHtml html={loaderData.html} />
      </div>
    </>
  );
}
