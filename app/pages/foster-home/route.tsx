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
import { ContentSection } from "#app/ui/content-section.tsx";

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
  return (
    <>
      <PageHero title={copy.heroTitle} intro={copy.heroIntro} image={pageImages.fosterHero}>
        <JumpButtons main={{ to: copy.application.id, text: copy.heroCta }} />
      </PageHero>
      <FosterBenefits copy={copy.benefits} />
      <ContentSection id={copy.process.id} titleId={`${copy.process.id}-title`} heading={copy.process.heading} intro={copy.process.intro} band="white" size="large">
        <StepList steps={copy.process.steps} />
        <p className="mt-6 max-w-3xl text-stone-700" data-status-link>
          {copy.process.statusLead} <CopyLinkView link={copy.process.statusLink} />
        </p>
      </ContentSection>
      <ContentSection id={copy.faq.id} titleId={`${copy.faq.id}-title`} heading={copy.faq.heading} size="large">
        <div className="mt-8">
          <FaqList items={faqItems(copy.faq.entries)} name={copy.faq.accordionName} />
        </div>
      </ContentSection>
      <ContentSection id={copy.application.id} titleId={`${copy.application.id}-title`} heading={copy.application.heading} width="3xl" band="brand" size="large">
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{copy.application.intro}</p>
        <div className="mt-8">
          <FosterForm />
        </div>
      </ContentSection>
    </>
  );
}
