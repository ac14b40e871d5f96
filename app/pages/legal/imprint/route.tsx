import type { Route } from "./+types/imprint";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { imprintHtml } from "#app/content/legal/render.server.tsx";
import { StaticHtml } from "#app/components/page/static-html.tsx";
import { useMessages } from "#app/i18n/use-locale.ts";

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
