import { Link } from "react-router";
import { ClipboardList, HeartHandshake, Repeat } from "lucide-react";
import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { animalShelterJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { residenciaMonikaCopy } from "#app/pages/residencia-monika/copy.ts";
import { useMessages, useOrganisation, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { SiteSection } from "#app/ui/site-section.tsx";
import { TeamRoles } from "#app/pages/sites/team-roles.tsx";
import { SiteDonation } from "#app/pages/sites/site-donation.tsx";
import { Impressions } from "#app/pages/sites/impressions.tsx";
import { primaryButton } from "#app/ui/styles.ts";
import { NewTabMark } from "#app/ui/new-tab-mark.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { locale } = ctx;
  const copy = residenciaMonikaCopy[locale];
  const shelter = animalShelterJsonLd(
    ctx,
    {
      name: "Residencia Monika",
      description: copy.jsonLdDescription,
      url: pageAddress(ctx, "residenciaMonika"),
      foundingDate: "2008",
      image: pageImages.residenciaHero.src,
      address: { locality: "Amposta", region: "Tarragona", country: "ES" },
    },
  );
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    head: staticPageHead(context, "residenciaMonika", { jsonLd: [shelter] }),
  };
}

export const meta = metaFromLoader;

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["donation"]);
}

const impressionImages = [
  pageImages.residenciaImpressions1,
  pageImages.residenciaImpressions2,
  pageImages.residenciaImpressions3,
  pageImages.residenciaImpressions4,
];


export default function ResidenciaMonikaPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const path = usePathFor();
  const copy = loaderData.copy;
  const teaming = copy.donation.teaming;
  const { links } = useOrganisation();

  return (
    <>
      <PageHero title={m.pages.residenciaMonika.title} intro={copy.heroIntro} image={pageImages.residenciaHero} />

      <SiteSection id={copy.description.id} heading={copy.description.heading}>
        <div className="mt-6 max-w-3xl">
          {copy.description.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-stone-700 first:mt-0">
              {paragraph}
            </p>
          ))}
          <p className="mt-6">
            <Link to={path(copy.description.dogsLink.linkKey)} className="font-semibold">
              {copy.description.dogsLink.text} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </div>
      </SiteSection>

      <SiteSection id={copy.history.id} heading={copy.history.heading} tone="white">
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            {copy.history.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-stone-700 first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="self-start rounded-xl border border-stone-200 bg-stone-50 p-6">
            <h3 className="font-bold text-stone-900">{copy.history.timelineLabel}</h3>
            <ol className="mt-4 space-y-4 border-l-2 border-brand-700 pl-5">
              {copy.history.timeline.map((entry) => (
                <li key={entry.year}>
                  <span className="block text-xl font-bold text-brand-800">{entry.year}</span>
                  <span className="block text-stone-700">{entry.text}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </SiteSection>

      <SiteSection id={copy.team.id} heading={copy.team.heading} intro={copy.team.intro}>
        <TeamRoles members={copy.team.members} icons={[ClipboardList, HeartHandshake]} />
      </SiteSection>

      <SiteSection id={copy.impressions.id} heading={copy.impressions.heading} intro={copy.impressions.intro} tone="white">
        <Impressions images={impressionImages} captions={copy.impressions.captions} />
      </SiteSection>

      <SiteDonation copy={copy.donation} purpose="residenciaMonika">
        <div className="mt-10 rounded-xl border border-stone-200 bg-white p-6">
          <h3 className="flex items-center gap-3 text-xl font-bold text-stone-900">
            <Repeat aria-hidden="true" className="h-6 w-6 text-brand-700" />
            {teaming.heading}
          </h3>
          <p className="mt-3 max-w-3xl leading-relaxed text-stone-700">{teaming.text}</p>
          <a href={links.teamingResidencia} target="_blank" rel="noopener noreferrer" className={`mt-5 ${primaryButton}`}>
            {teaming.link}
            <NewTabMark iconClassName="h-5 w-5" />
          </a>
        </div>
      </SiteDonation>
    </>
  );
}
