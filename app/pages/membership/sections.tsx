import { House, Siren, Stethoscope, type LucideIcon } from "lucide-react";
import type { MembershipPageCopy } from "#app/pages/membership/copy.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { faqItems } from "#app/ui/rich-text.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { FaqList } from "#app/ui/faq-list.tsx";
import { MembershipWizard } from "#app/features/submissions/ui/membership-wizard.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { outlineButton, primaryButton, sectionHeading } from "#app/ui/styles.ts";


/** Icons of the three impact cards, in the order of the copy. */
const impactIcons: LucideIcon[] = [Siren, Stethoscope, House];

type Copy = MembershipPageCopy;

function Impact({ copy: c }: { copy: Copy["impact"] }) {
  return (
    <section aria-labelledby="membership-impact-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="membership-impact-title" className={sectionHeading}>
        {c.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{c.intro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {c.items.map((item, index) => {
          const Icon = impactIcons[index] ?? House;
          return (
            <li key={item.title} className="rounded-xl border border-stone-200 bg-white p-6">
              <Icon aria-hidden="true" className="size-9 text-brand-700" />
              <h3 className="mt-4 text-xl font-bold text-stone-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Steps({ copy }: { copy: Copy }) {
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

function FormSection({ copy }: { copy: Copy }) {
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

function Faq({ copy }: { copy: Copy }) {
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

/** Membership page (docs/product/content.md#membership). */
export function MembershipPage({ copy: c }: { copy: Copy }) {
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.membership.title} intro={c.heroIntro} image={pageImages.membershipHero}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={`#${c.ids.form}`} className={primaryButton}>
            {c.heroCta}
          </a>
          <a href={`#${c.ids.faq}`} className={outlineButton}>
            {c.heroFaq}
          </a>
        </div>
      </PageHero>
      <Impact copy={c.impact} />
      <Steps copy={c} />
      <FormSection copy={c} />
      <Faq copy={c} />
    </>
  );
}
