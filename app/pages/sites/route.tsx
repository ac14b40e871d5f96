import { Link } from "react-router";
import { ClipboardList, Fence, HeartHandshake, Sprout, Trees, Warehouse } from "lucide-react";
import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { pageAddress } from "#app/features/seo/rules/seo.ts";
import { animalShelterJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { fincaChaosCopy } from "#app/pages/finca-chaos/copy.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import { SiteSection } from "#app/ui/site-section.tsx";
import { TeamRoles } from "#app/pages/sites/team-roles.tsx";
import { VideoPlaceholders } from "#app/pages/sites/video-placeholders.tsx";
import { SitePlan } from "#app/pages/sites/site-plan.tsx";
import { SiteDonation } from "#app/pages/sites/site-donation.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { locale } = ctx;
  const copy = fincaChaosCopy[locale];
  const shelter = animalShelterJsonLd(
    ctx,
    {
      name: "Finca Chaos",
      description: copy.jsonLdDescription,
      url: pageAddress(ctx, "fincaChaos"),
      image: pageImages.fincaHero.src,
      address: { locality: "Benicarló", region: "Castellón", country: "ES" },
    },
  );
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy,
    head: staticPageHead(context, "fincaChaos", { jsonLd: [shelter] }),
  };
}

export const meta = metaFromLoader;

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["donation"]);
}

const facilityIcons = { runs: Fence, huts: Warehouse, livingRoom: Trees, goats: Sprout } as const;

export default function FincaChaosPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const path = usePathFor();
  const copy = loaderData.copy;
  const facilities = (Object.keys(facilityIcons) as (keyof typeof facilityIcons)[]).map((key) => ({
    key,
    Icon: facilityIcons[key],
    ...copy.facilities.items[key],
  }));

  return (
    <>
      <PageHero title={m.pages.fincaChaos.title} intro={copy.heroIntro} image={pageImages.fincaHero} />

      <SiteSection id={copy.intro.id} heading={copy.intro.heading}>
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            {copy.intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-stone-700 first:mt-0">
                {paragraph}
              </p>
            ))}
            <p className="mt-6">
              <Link to={path(copy.intro.dogsLink.linkKey)} className="font-semibold">
                {copy.intro.dogsLink.text} <span aria-hidden="true">→</span>
              </Link>
            </p>
          </div>
          <div className="self-start rounded-xl border border-stone-200 bg-white p-6">
            <h3 className="font-bold text-stone-900">{copy.intro.factsLabel}</h3>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5">
              {copy.intro.facts.map((fact) => (
                <div key={fact.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-stone-700">{fact.label}</dt>
                  <dd className="text-xl font-bold text-brand-800 sm:text-2xl">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </SiteSection>

      <SiteSection id={copy.facilities.id} heading={copy.facilities.heading} intro={copy.facilities.intro} tone="white">
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ul className="grid gap-6 sm:grid-cols-2">
            {facilities.map(({ key, Icon, title, text }) => (
              <li key={key} className="rounded-xl border border-stone-200 bg-stone-50 p-6">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold text-stone-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
              </li>
            ))}
          </ul>
          <ResponsiveImage
            image={pageImages.fincaGoats}
            sizes="(min-width: 1024px) 380px, 100vw"
            className="block h-auto w-full rounded-xl border border-stone-200"
          />
        </div>
      </SiteSection>

      <SiteSection id={copy.team.id} heading={copy.team.heading} intro={copy.team.intro}>
        <TeamRoles members={copy.team.members} icons={[HeartHandshake, ClipboardList]} />
      </SiteSection>

      <SiteSection id={copy.videos.id} heading={copy.videos.heading} intro={copy.videos.intro} tone="white">
        <VideoPlaceholders titles={copy.videos.items} placeholder={copy.videos.placeholder} />
      </SiteSection>

      <SiteSection id={copy.sitePlan.id} heading={copy.sitePlan.heading} intro={copy.sitePlan.intro}>
        <SitePlan copy={copy.sitePlan} />
      </SiteSection>

      <SiteDonation copy={copy.donation} purpose="fincaChaos" />
    </>
  );
}
