import type { Route } from "./+types/privacy";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { PrivacyContent } from "#app/content/legal/privacy.tsx";
import { useLocale, useMessages } from "#app/i18n/use-locale.ts";

export function loader({ context }: Route.LoaderArgs) {
  // The date stamp is today's (SPEC §2.10), fixed by the server so the page hydrates unchanged.
  return { head: staticPageHead(context, "privacy"), today: new Date().toISOString().slice(0, 10) };
}

export const meta = metaFromLoader;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.privacy.title} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <PrivacyContent locale={locale} today={new Date(`${loaderData.today}T12:00:00Z`)} />
      </div>
    </>
  );
}
