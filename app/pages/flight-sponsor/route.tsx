import { FileText, HeartHandshake, PlaneTakeoff, Ticket, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { howToJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { FlightSponsorForm, type FlightSponsorFormFacts } from "#app/features/submissions/ui/flight-sponsor-form.tsx";
import { DOGS_PER_FLIGHT_MAX, GERMAN_AIRPORTS, SPANISH_AIRPORTS, airportName } from "#app/platform/forms/rules/airports.ts";
import { flightDateBounds } from "#app/platform/forms/rules/flight-sponsor.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { flightSponsorCopy, type FlightSponsorPointIcon } from "#app/pages/flight-sponsor/copy.ts";
import { paragraphText } from "#app/ui/rich-text-model.ts";
import { CopyLinkView } from "#app/ui/rich-text.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { JumpButtons } from "#app/ui/jump-buttons.tsx";
import { StepList } from "#app/ui/step-list.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";

/** The form's airports and dates in the page's language, made on the server (one language, no lists in the page's JavaScript). */
function formFacts(locale: Locale, now: Date): FlightSponsorFormFacts {
  const option = (code: string) => ({ value: code, label: airportName(code, locale) });
  return {
    airports: { from: SPANISH_AIRPORTS.map(option), to: GERMAN_AIRPORTS.map(option) },
    flightDate: flightDateBounds(now),
    dogsMax: DOGS_PER_FLIGHT_MAX,
  };
}

export function loader({ context }: Route.LoaderArgs) {
  const { locale, sites } = pageContext(context);
  const copy = flightSponsorCopy[locale];
  const address = pageAddress({ locale, sites }, "flightSponsor");
  const howTo = howToJsonLd({
    name: copy.howTo.name,
    description: copy.howTo.description,
    steps: copy.process.steps.map((step) => ({ name: step.title, text: paragraphText(step.text), url: `${address}#${step.id}` })),
  });
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    head: staticPageHead(context, "flightSponsor", { ...copy.head, jsonLd: [howTo] }),
    form: formFacts(locale, new Date()),
  };
}

export const meta = metaFromLoader;

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["flight_sponsor"]);
}

const icons: Record<FlightSponsorPointIcon, LucideIcon> = {
  booking: Ticket,
  airport: PlaneTakeoff,
  papers: FileText,
  family: HeartHandshake,
};

/**
 * Flight sponsors (docs/product/travel.md#flight-sponsors): a traveller flying from Spain to Germany
 * takes a dog along. What it is, how it goes, what to know, and the offer's form.
 */
export default function FlightSponsorPage({ loaderData }: Route.ComponentProps) {
  const { copy, form } = loaderData;
  const { what, process, know, offer } = copy;
  return (
    <>
      <PageHero title={copy.heroTitle} intro={copy.heroIntro}>
        <JumpButtons main={{ to: offer.id, text: copy.heroCta }} second={{ to: process.id, text: process.heading }} />
      </PageHero>
      <ContentSection id={what.id} titleId={`${what.id}-title`} heading={what.heading} intro={what.intro} size="large">
        <IconCardGrid
          items={what.points.map((point) => ({ key: point.icon, icon: icons[point.icon], title: point.title, text: point.text }))}
          className="mt-10 grid gap-6 sm:grid-cols-2"
          look="badge"
        />
        <p className="mt-8 max-w-3xl rounded-xl bg-brand-50 p-5 text-lg leading-relaxed font-semibold text-stone-900">{what.free}</p>
      </ContentSection>
      <ContentSection id={process.id} titleId={`${process.id}-title`} heading={process.heading} intro={process.intro} band="white" size="large">
        <StepList steps={process.steps} />
      </ContentSection>
      <ContentSection id={know.id} titleId={`${know.id}-title`} heading={know.heading} size="large">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {know.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-stone-200 bg-white p-6">
              <h3 className="text-xl font-bold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{item.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-xl border border-stone-200 bg-white p-6">
          <h3 className="text-xl font-bold">{know.papersHeading}</h3>
          <p className="mt-2 leading-relaxed text-stone-700">{know.papersIntro}</p>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-stone-700">
            {know.papers.map((paper) => (
              <li key={paper}>{paper}</li>
            ))}
          </ul>
        </div>
        <p className="mt-6">
          <CopyLinkView link={know.travelLink} />
        </p>
      </ContentSection>
      <ContentSection id={offer.id} titleId={`${offer.id}-title`} heading={offer.heading} width="3xl" band="brand" size="large">
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{offer.intro}</p>
        <p className="mt-3 text-stone-700">
          {offer.questionsLead} <CopyLinkView link={offer.questionsLink} />
        </p>
        <div className="mt-8">
          <FlightSponsorForm facts={form} />
        </div>
      </ContentSection>
    </>
  );
}
