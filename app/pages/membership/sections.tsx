import { House, Siren, Stethoscope, type LucideIcon } from "lucide-react";
import type { MembershipPageCopy } from "#app/pages/membership/copy.ts";
import { MembershipWizard, type MembershipFormTerms } from "#app/features/submissions/ui/membership-wizard.tsx";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { JumpButtons } from "#app/ui/jump-buttons.tsx";


/** Icons of the three impact cards, in the order of the copy. */
const impactIcons: LucideIcon[] = [Siren, Stethoscope, House];

type Copy = MembershipPageCopy;

export function Impact({ copy: c }: { copy: Copy["impact"] }) {
  return (
    <ContentSection titleId="membership-impact-title" heading={c.heading} intro={c.intro} width="7xl">
      <IconCardGrid
        items={c.items.map((item, index) => ({ key: item.title, icon: impactIcons[index] ?? House, ...item }))}
        className="mt-8 grid gap-6 md:grid-cols-3"
        look="largeXl"
      />
    </ContentSection>
  );
}

export function Steps({ copy }: { copy: Copy }) {
  const c = copy.steps;
  return (
    <ContentSection titleId="membership-steps-title" heading={c.heading} width="7xl" band="white">
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {c.items.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-stone-200 bg-stone-50 p-6">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-sea-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold text-stone-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <JumpButtons main={{ to: copy.ids.form, text: c.cta }} />
    </ContentSection>
  );
}

export function FormSection({ copy, terms }: { copy: Copy; terms: MembershipFormTerms }) {
  const c = copy.form;
  return (
    <ContentSection id={copy.ids.form} titleId="membership-form-title" heading={c.heading}>
      <div className="mt-3 max-w-3xl space-y-3 text-lg leading-relaxed text-stone-700">
        {c.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-8">
        <MembershipWizard terms={terms} />
      </div>
    </ContentSection>
  );
}
