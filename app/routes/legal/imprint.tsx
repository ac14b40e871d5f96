import type { Route } from "./+types/imprint";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ImprintContent } from "#app/content/legal/imprint.tsx";
import { useLocale, useMessages } from "#app/i18n/use-locale.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "imprint") };
}

export const meta = metaFromLoader;

export default function ImprintPage() {
  const locale = useLocale();
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.imprint.title} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ImprintContent locale={locale} />
      </div>
    </>
  );
}
