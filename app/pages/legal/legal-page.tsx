import { PageHero } from "#app/ui/page-hero.tsx";
import { StaticHtml } from "#app/ui/static-html.tsx";

/** The page of a legal text (imprint, privacy notice): its title, then the text its loader rendered to HTML (render.server.tsx). */
export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <>
      <PageHero title={title} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <StaticHtml html={html} />
      </div>
    </>
  );
}
