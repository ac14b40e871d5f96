import { ClipboardList, Fence, HeartHandshake, Sprout, Trees, Warehouse } from "lucide-react";
import type { Route } from "./+types/route";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import { SiteSection } from "#app/ui/site-section.tsx";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";
import { FigureList } from "#app/ui/figure-list.tsx";
import { fincaChaosCopy } from "./copy.ts";
import { siteLoader } from "../site.server.ts";
import { OnwardLink, Paragraphs, SiteFrame, TextBesideBox } from "../site-frame.tsx";
import { VideoPlaceholders } from "../video-placeholders.tsx";
import { SitePlan } from "../site-plan.tsx";

/** Finca Chaos in Benicarló (docs/product/content.md#our-sites). */
export function loader({ context }: Route.LoaderArgs) {
  return siteLoader(context, {
    key: "fincaChaos",
    name: "Finca Chaos",
    copy: fincaChaosCopy,
    hero: pageImages.fincaHero,
    address: { locality: "Benicarló", region: "Castellón", country: "ES" },
  });
}

export const meta = metaFromLoader;

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["donation"]);
}

const facilityIcons = { runs: Fence, huts: Warehouse, livingRoom: Trees, goats: Sprout } as const;

export default function FincaChaosPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const facilities = (Object.keys(facilityIcons) as (keyof typeof facilityIcons)[]).map((key) => ({
    key,
    icon: facilityIcons[key],
    ...copy.facilities.items[key],
  }));
  return (
    <SiteFrame
      site="fincaChaos"
      copy={copy}
      hero={pageImages.fincaHero}
      teamIcons={[HeartHandshake, ClipboardList]}
      before={
        <>
          <SiteSection id={copy.intro.id} heading={copy.intro.heading}>
            <TextBesideBox
              text={
                <>
                  <Paragraphs paragraphs={copy.intro.paragraphs} />
                  <OnwardLink link={copy.intro.dogsLink} />
                </>
              }
              boxTitle={copy.intro.factsLabel}
            >
              <FigureList figures={copy.intro.facts} look="facts" className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5" />
            </TextBesideBox>
          </SiteSection>
          <SiteSection id={copy.facilities.id} heading={copy.facilities.heading} intro={copy.facilities.intro} tone="white">
            <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
              <IconCardGrid items={facilities} className="grid gap-6 sm:grid-cols-2" cardClassName="rounded-xl border border-stone-200 bg-stone-50 p-6" look="compact" />
              <ResponsiveImage
                image={pageImages.fincaGoats}
                sizes="(min-width: 1024px) 380px, 100vw"
                className="block h-auto w-full rounded-xl border border-stone-200"
              />
            </div>
          </SiteSection>
        </>
      }
      after={
        <>
          <SiteSection id={copy.videos.id} heading={copy.videos.heading} intro={copy.videos.intro} tone="white">
            <VideoPlaceholders titles={copy.videos.items} placeholder={copy.videos.placeholder} />
          </SiteSection>
          <SiteSection id={copy.sitePlan.id} heading={copy.sitePlan.heading} intro={copy.sitePlan.intro}>
            <SitePlan copy={copy.sitePlan} />
          </SiteSection>
        </>
      }
    />
  );
}
