import { Link } from "react-router";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "./page-hero.tsx";

/**
 * A page of the route table whose own content has not been written yet: its
 * real title and description, and the way to reach the association meanwhile.
 */
export function ComingSoonPage({ routeKey }: { routeKey: keyof ReturnType<typeof useMessages>["pages"] }) {
  const m = useMessages();
  const path = usePathFor();
  const page = m.pages[routeKey];
  return (
    <>
      <PageHero title={page.title} intro={page.description} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <p className="max-w-3xl text-stone-700">{m.placeholder.comingSoon}</p>
        {routeKey !== "contact" ? (
          <p className="mt-6">
            <Link to={path("contact")} className="font-semibold">
              {m.placeholder.contactLink}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
