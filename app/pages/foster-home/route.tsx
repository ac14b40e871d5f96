import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { fosterCopy } from "#app/pages/foster-home/copy.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { FaqList } from "#app/ui/faq-list.tsx";
import { FosterForm } from "#app/features/submissions/ui/foster-form.tsx";
import { CopyLinkView, faqItems } from "#app/ui/rich-text.tsx";
import { StepList } from "#app/ui/step-list.tsx";
import { JumpButtons } from "#app/ui/jump-buttons.tsx";
import { FosterBenefits } from "#app/pages/foster-home/sections.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";

export function loader({ context }: Route.LoaderArgs) {
  const copy = fosterCopy[pageContext(context).locale];
  // The page copy travels as page data (one language), not as JavaScript (both languages).
  return { copy, head: staticPageHead(context, "fosterHome", { faq: copy.faq.entries }) };
}

export const meta = metaFromLoader;

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["foster_home"]);
}

export default function FosterHomePage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const processHeadingId = `${copy.process.id}-title`;
  const faqHeadingId = `${copy.faq.id}-title`;
  const applicationHeadingId = `${copy.application.id}-title`;
  return (
    <>
      <PageHero title={copy.heroTitle} intro={copy.heroIntro} image={pageImages.fosterHero}>
        <JumpButtons main={{ to: copy.application.id, text: copy.heroCta }} />
      </PageHero>
      <FosterBenefits copy={copy.benefits} />
      <section id={copy.process.id} aria-labelledby={processHeadingId} className="bg-white py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id={processHeadingId} className="text-3xl font-bold tracking-tight">{copy.process.heading}</h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{copy.process.intro}</p>
          <StepList steps={copy.process.steps} />
          <p className="mt-6 max-w-3xl text-stone-700" data-status-link>
            {copy.process.statusLead} <CopyLinkView link={copy.process.statusLink} />
          </p>
        </div>
      </section>
      <section id={copy.faq.id} aria-labelledby={faqHeadingId} className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id={faqHeadingId} className="text-3xl font-bold tracking-tight">{copy.faq.heading}</h2>
        <div className="mt-8">
          <FaqList items={faqItems(copy.faq.entries)} name={copy.faq.accordionName} />
        </div>
      </section>
      <section id={copy.application.id} aria-labelledby={applicationHeadingId} className="bg-brand-50 py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id={applicationHeadingId} className="text-3xl font-bold tracking-tight">{copy.application.heading}</h2>
          <p className="mt-3 text-lg leading-relaxed text-stone-700">{copy.application.intro}</p>
          <div className="mt-8">
            <FosterForm />
          </div>
        </div>
      </section>
    </>
  );
}
