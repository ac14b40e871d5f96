import { ClipboardList, HeartHandshake, Repeat } from "lucide-react";
import type { Route } from "./+types/route";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { useOrganisation } from "#app/platform/i18n/use-locale.ts";
import { SiteSection } from "#app/ui/site-section.tsx";
import { primaryButton } from "#app/ui/styles.ts";
import { NewTabMark } from "#app/ui/new-tab-mark.tsx";
import { BoxHeading } from "#app/ui/box-heading.tsx";
import { residenciaMonikaCopy } from "./copy.ts";
import { siteLoader } from "../site.server.ts";
import { OnwardLink, Paragraphs, SiteFrame, TextBesideBox } from "../site-frame.tsx";
import { Impressions } from "../impressions.tsx";

/** Residencia Monika in Amposta (docs/product/content.md#our-sites). */
export function loader({ context }: Route.LoaderArgs) {
  return siteLoader(context, {
    key: "residenciaMonika",
    name: "Residencia Monika",
    copy: residenciaMonikaCopy,
    hero: pageImages.residenciaHero,
    foundingDate: "2008",
    address: { locality: "Amposta", region: "Tarragona", country: "ES" },
  });
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
  const copy = loaderData.copy;
  const teaming = copy.donation.teaming;
  const { links } = useOrganisation();
  return (
    <SiteFrame
      site="residenciaMonika"
      copy={copy}
      hero={pageImages.residenciaHero}
      teamIcons={[ClipboardList, HeartHandshake]}
      before={
        <>
          <SiteSection id={copy.description.id} heading={copy.description.heading}>
            <div className="mt-6 max-w-3xl">
              <Paragraphs paragraphs={copy.description.paragraphs} className="text-lg leading-relaxed" />
              <OnwardLink link={copy.description.dogsLink} />
            </div>
          </SiteSection>
          <SiteSection id={copy.history.id} heading={copy.history.heading} tone="white">
            <TextBesideBox text={<Paragraphs paragraphs={copy.history.paragraphs} />} boxTitle={copy.history.timelineLabel} onWhite>
              <ol className="mt-4 space-y-4 border-l-2 border-brand-700 pl-5">
                {copy.history.timeline.map((entry) => (
                  <li key={entry.year}>
                    <span className="block text-xl font-bold text-brand-800">{entry.year}</span>
                    <span className="block text-stone-700">{entry.text}</span>
                  </li>
                ))}
              </ol>
            </TextBesideBox>
          </SiteSection>
        </>
      }
      after={
        <SiteSection id={copy.impressions.id} heading={copy.impressions.heading} intro={copy.impressions.intro} tone="white">
          <Impressions images={impressionImages} captions={copy.impressions.captions} />
        </SiteSection>
      }
      donationExtra={
        <div className="mt-10 rounded-xl border border-stone-200 bg-white p-6">
          <BoxHeading Icon={Repeat} iconClassName="h-6 w-6 text-brand-700">
            {teaming.heading}
          </BoxHeading>
          <p className="mt-3 max-w-3xl leading-relaxed text-stone-700">{teaming.text}</p>
          <a href={links.teamingResidencia} target="_blank" rel="noopener noreferrer" className={`mt-5 ${primaryButton}`}>
            {teaming.link}
            <NewTabMark iconClassName="h-5 w-5" />
          </a>
        </div>
      }
    />
  );
}
