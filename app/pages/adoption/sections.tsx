import { Link } from "react-router";
import { ArrowRight, CircleCheck, MapPin } from "lucide-react";
import type { AdoptionPageCopy } from "#app/pages/adoption/copy.ts";
import { adoptionPlatforms } from "#app/features/organisation/rules/facts.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import { FaqList } from "#app/ui/faq-list.tsx";
import { CopyLinkView, RichInline, faqItems } from "#app/ui/rich-text.tsx";
import { ContactButtons } from "#app/features/organisation/ui/contact-buttons.tsx";
import { StepList } from "#app/ui/step-list.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { SectionPicture } from "#app/ui/section-picture.tsx";
import { NewTabMark } from "#app/ui/new-tab-mark.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";

/** The seven steps, the link to "why Spain" and the mail / WhatsApp buttons (docs/product/content.md#adoption). */
export function AdoptionProcess({ copy }: { copy: AdoptionPageCopy["process"] }) {
  return (
    <ContentSection id={copy.id} titleId={`${copy.id}-title`} heading={copy.heading} intro={copy.intro} size="large">
      <StepList steps={copy.steps} />
      <p className="mt-6 max-w-3xl text-stone-700" data-status-link>
        {copy.statusLead} <CopyLinkView link={copy.statusLink} />
      </p>
      <div className="mt-8 grid items-center gap-8 md:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-lg text-stone-700">
          <p>
            {copy.whySpainLead}{" "}
            <CopyLinkView link={copy.whySpain} />
          </p>
          <p data-flight-sponsor-link>
            {copy.flightSponsorLead}{" "}
            <CopyLinkView link={copy.flightSponsor} />
          </p>
        </div>
        <SectionPicture image={pageImages.transportVan} />
      </div>
      <div className="mt-10 grid items-center gap-8 rounded-xl bg-brand-50 p-6 sm:p-8 md:grid-cols-[3fr_2fr]">
        <div>
          <h3 className="text-xl font-bold">{copy.contactHeading}</h3>
          <p className="mt-2 text-stone-700">{copy.contactText}</p>
          <div className="mt-6">
            <ContactButtons
              mailLabel={copy.mail}
              mailSubject={copy.mailSubject}
              whatsappLabel={copy.whatsapp}
              whatsappText={copy.whatsappText}
            />
          </div>
        </div>
        <SectionPicture image={pageImages.adoptionWelcome} />
      </div>
    </ContentSection>
  );
}

export function HealthTransparency({ copy }: { copy: AdoptionPageCopy["health"] }) {
  return (
    <ContentSection id={copy.id} titleId={`${copy.id}-title`} heading={copy.heading} intro={copy.intro} band="white" size="large">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {copy.points.map((point) => (
          <li key={point.title} className="flex gap-4">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-sea-700" />
            <div>
              <h3 className="font-bold">{point.title}</h3>
              <p className="mt-1 leading-relaxed text-stone-700">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <HealthLineMeaning copy={copy.line} />
      <p className="mt-8">
        <CopyLinkView link={copy.faqLink} />
      </p>
    </ContentSection>
  );
}

/** What each fact of a dog page's health line means, at the anchor that page links to (docs/product/travel.md#health-line). */
function HealthLineMeaning({ copy }: { copy: AdoptionPageCopy["health"]["line"] }) {
  const titleId = `${copy.id}-title`;
  return (
    <section id={copy.id} aria-labelledby={titleId} className="mt-10 rounded-xl border border-stone-200 bg-stone-50 p-6 sm:p-8">
      <h3 id={titleId} className="text-xl font-bold">{copy.heading}</h3>
      <p className="mt-2 max-w-3xl leading-relaxed text-stone-700">{copy.intro}</p>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2">
        {copy.facts.map((fact) => (
          <div key={fact.title}>
            <dt className="font-bold">{fact.title}</dt>
            <dd className="mt-1 leading-relaxed text-stone-700">{fact.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 max-w-3xl leading-relaxed text-stone-800" data-health-responsibility>{copy.responsibility}</p>
    </section>
  );
}

export function Shelters({ copy }: { copy: AdoptionPageCopy["shelters"] }) {
  const path = usePathFor();
  return (
    <ContentSection id={copy.id} titleId={`${copy.id}-title`} heading={copy.heading} intro={copy.intro} size="large">
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {copy.items.map((item) => (
          <li key={item.linkKey} className="flex flex-col rounded-xl border border-stone-200 bg-white p-6">
            <h3 className="text-xl font-bold">{item.title}</h3>
            <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-stone-700">
              <MapPin aria-hidden="true" className="size-4 text-brand-700" />
              {item.place}
            </p>
            <p className="mt-3 flex-1 leading-relaxed text-stone-700">{item.text}</p>
            <Link to={path(item.linkKey)} className="mt-5 inline-flex min-h-11 items-center gap-1 font-semibold">
              {item.linkText}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function AdoptionPlatforms({ copy }: { copy: AdoptionPageCopy["platforms"] }) {
  const headingId = `${copy.id}-title`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
      <p className="mt-3 text-stone-700">{copy.text}</p>
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
        {adoptionPlatforms.map((platform) => (
          <li key={platform.url}>
            <a
              href={platform.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
            >
              {platform.name}
              <NewTabMark />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdoptionFaq({ copy }: { copy: AdoptionPageCopy["faq"] }) {
  return (
    <ContentSection id={copy.id} titleId={`${copy.id}-title`} heading={copy.heading} band="white" size="large">
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{copy.intro}</p>
      <div className="mt-8">
        <FaqList items={faqItems(copy.entries)} name={copy.accordionName} />
      </div>
      <p className="mt-6 text-stone-700">
        <RichInline paragraph={copy.more} />
      </p>
    </ContentSection>
  );
}
