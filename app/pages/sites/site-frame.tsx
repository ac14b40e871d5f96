import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LucideIcon } from "lucide-react";
import type { RouteKey } from "#app/platform/i18n/routes.ts";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { SiteSection } from "#app/ui/site-section.tsx";
import type { PageImage } from "#app/ui/pictures/page-images.ts";
import type { DonationPurpose } from "#app/features/submissions/ui/donation-box.tsx";
import { TeamRoles } from "./team-roles.tsx";
import { SiteDonation, type SiteDonationCopy } from "./site-donation.tsx";

interface SiteFrameCopy {
  heroIntro: string;
  team: { id: string; heading: string; intro: string; members: readonly { role: string; text: string }[] };
  donation: SiteDonationCopy;
}

/**
 * What the pages of the association's sites in Spain share (docs/product/content.md#our-sites):
 * the hero, the team on site, the donation for the site; each page brings its own sections
 * before and after the team. One page per site: each loads only its own sections' code.
 */
export function SiteFrame({
  site,
  copy,
  hero,
  teamIcons,
  before,
  after,
  donationExtra,
}: {
  site: Extract<DonationPurpose, "fincaChaos" | "residenciaMonika">;
  copy: SiteFrameCopy;
  hero: PageImage;
  teamIcons: readonly LucideIcon[];
  before: ReactNode;
  after: ReactNode;
  donationExtra?: ReactNode;
}) {
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages[site].title} intro={copy.heroIntro} image={hero} />
      {before}
      <SiteSection id={copy.team.id} heading={copy.team.heading} intro={copy.team.intro}>
        <TeamRoles members={copy.team.members} icons={teamIcons} />
      </SiteSection>
      {after}
      <SiteDonation copy={copy.donation} purpose={site}>
        {donationExtra}
      </SiteDonation>
    </>
  );
}

/** Paragraphs of running text. */
export function Paragraphs({ paragraphs, className = "leading-relaxed" }: { paragraphs: readonly string[]; className?: string }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph} className={`mt-4 ${className} text-stone-700 first:mt-0`}>
      {paragraph}
    </p>
  ));
}

/** A link on to another page under the running text, with an arrow. */
export function OnwardLink({ link }: { link: { text: string; linkKey: RouteKey } }) {
  const path = usePathFor();
  return (
    <p className="mt-6">
      <Link to={path(link.linkKey)} className="font-semibold">
        {link.text} <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}

/**
 * Running text beside a titled box (the facts of Finca Chaos, the history of Residencia Monika).
 * The box is white on a plain band, stone-coloured on a white one (`onWhite`).
 */
export function TextBesideBox({ text, boxTitle, onWhite = false, children }: { text: ReactNode; boxTitle: string; onWhite?: boolean; children: ReactNode }) {
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div>{text}</div>
      <div className={onWhite ? "self-start rounded-xl border border-stone-200 bg-stone-50 p-6" : "self-start rounded-xl border border-stone-200 bg-white p-6"}>
        <h3 className="font-bold text-stone-900">{boxTitle}</h3>
        {children}
      </div>
    </div>
  );
}
