import { Link } from "react-router";
import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { faqCopy, faqEntries } from "#app/pages/faq/copy.ts";
import { faqCounterpartAnchors } from "#app/ui/page-anchors.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { FaqList } from "#app/ui/faq-list.tsx";
import { faqItems, useCopyHref } from "#app/ui/rich-text.tsx";
import { ContactButtons } from "#app/features/organisation/ui/contact-buttons.tsx";
import { primaryButton } from "#app/ui/styles.ts";
import { pageImages } from "#app/ui/pictures/page-images.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  const copy = faqCopy[locale];
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    // The language switch opens the same answer on the other site.
    localizedAnchors: faqCounterpartAnchors(locale),
    head: staticPageHead(context, "faq", { faq: faqEntries(copy) }),
  };
}

export const meta = metaFromLoader;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const href = useCopyHref();
  const ctaHeadingId = `${copy.cta.id}-title`;
  return (
    <>
      <PageHero title={copy.heroTitle} intro={copy.heroIntro} image={pageImages.faqHero}>
        <nav aria-label={copy.topicsLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {copy.groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 no-underline hover:bg-brand-50"
                >
                  {group.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6 sm:py-16">
        {copy.groups.map((group) => {
          const headingId = `${group.id}-title`;
          return (
            // Focusable, so a topic link moves focus here (and the next Tab goes on from here), not to <body>.
            <section key={group.id} id={group.id} aria-labelledby={headingId} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
              <h2 id={headingId} className="text-2xl font-bold tracking-tight">{group.heading}</h2>
              <div className="mt-5">
                {/* One `name` for every group: only one answer of the page is open at a time. */}
                <FaqList items={faqItems(group.entries)} name={copy.accordionName} />
              </div>
            </section>
          );
        })}
      </div>
      <section id={copy.cta.id} aria-labelledby={ctaHeadingId} className="bg-brand-50">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <h2 id={ctaHeadingId} className="text-3xl font-bold tracking-tight">{copy.cta.heading}</h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{copy.cta.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={href(copy.cta.contactLink)} className={primaryButton}>
              {copy.cta.contactLink.text}
            </Link>
            <ContactButtons mailLabel={copy.cta.mail} whatsappLabel={copy.cta.whatsapp} whatsappText={copy.cta.whatsappText} />
          </div>
        </div>
      </section>
    </>
  );
}
