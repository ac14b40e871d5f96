import { House, Siren, Stethoscope, type LucideIcon } from "lucide-react";
import type { MembershipPageCopy } from "#app/pages/membership/copy.ts";
import { faqItems } from "#app/ui/rich-text.tsx";
import { FaqList } from "#app/ui/faq-list.tsx";
import { MembershipWizard } from "#app/features/submissions/ui/membership-wizard.tsx";
import { primaryButton, sectionHeading } from "#app/ui/styles.ts";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";


/** Icons of the three impact cards, in the order of the copy. */
const impactIcons: LucideIcon[] = [Siren, Stethoscope, House];

type Copy = MembershipPageCopy;

export function Impact({ copy: c }: { copy: Copy["impact"] }) {
  return (
    <section aria-labelledby="membership-impact-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="membership-impact-title" className={sectionHeading}>
        {c.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{c.intro}</p>
      <IconCardGrid
        items={c.items.map((item, index) => ({ key: item.title, icon: impactIcons[index] ?? House, ...item }))}
        className="mt-8 grid gap-6 md:grid-cols-3"
        look="largeXl"
      />
    </section>
  );
}

export function Steps({ copy }: { copy: Copy }) {
  const c = copy.steps;
  return (
    <section aria-labelledby="membership-steps-title" className="bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="membership-steps-title" className={sectionHeading}>
          {c.heading}
        </h2>
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
        <div className="mt-8">
          <a href={`#${copy.ids.form}`} className={primaryButton}>
            {c.cta}
          </a>
        </div>
      </div>
    </section>
  );
}

export function FormSection({ copy }: { copy: Copy }) {
  const c = copy.form;
  return (
    <section id={copy.ids.form} aria-labelledby="membership-form-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h2 id="membership-form-title" className={sectionHeading}>
        {c.heading}
      </h2>
      <div className="mt-3 max-w-3xl space-y-3 text-lg leading-relaxed text-stone-700">
        {c.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-8">
        <MembershipWizard />
      </div>
    </section>
  );
}

export function Faq({ copy }: { copy: Copy }) {
  const items = faqItems(copy.faq.items);
  return (
    <section id={copy.ids.faq} aria-labelledby="membership-faq-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h2 id="membership-faq-title" className={sectionHeading}>
        {copy.faq.heading}
      </h2>
      <div className="mt-8">
        <FaqList items={items} name="membership-faq" />
      </div>
    </section>
  );
}
