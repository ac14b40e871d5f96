import { Link } from "react-router";
import { CalendarHeart, HandCoins, HandHeart, Heart, House, Quote, Sofa, Sunset, type LucideIcon } from "lucide-react";
import type { HospiceCopy } from "#app/pages/hospice/copy.ts";
import { useOrganisation, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { DonationBox } from "#app/features/submissions/ui/donation-box.tsx";
import { SectionPicture } from "#app/ui/section-picture.tsx";
import type { PageImage } from "#app/ui/pictures/page-images.ts";
import { NewTabMark } from "#app/ui/new-tab-mark.tsx";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { HelpCard } from "#app/ui/help-card.tsx";

const cardLink = "mt-4 inline-flex min-h-11 items-center gap-2 font-semibold";

/** Icons of the "how it works" cards, in the order of the copy. */
const howIcons: LucideIcon[] = [House, Sofa, Heart, Sunset];

export function TextSection({
  id,
  heading,
  paragraphs,
  tinted = false,
  image,
}: {
  id: string;
  heading: string;
  paragraphs: string[];
  tinted?: boolean;
  image?: PageImage;
}) {
  return (
    <ContentSection titleId={id} heading={heading} band={tinted ? "white" : "clear"}>
      <div className={image ? "mt-6 grid items-start gap-8 md:grid-cols-[3fr_2fr]" : "mt-6"}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-stone-700">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {image ? <SectionPicture image={image} /> : null}
      </div>
    </ContentSection>
  );
}

export function HowItWorks({ copy: c }: { copy: HospiceCopy["how"] }) {
  return (
    <ContentSection titleId="hospice-how-title" heading={c.heading} width="7xl">
      <IconCardGrid
        items={c.items.map((item, index) => ({ key: item.title, icon: howIcons[index] ?? Heart, ...item }))}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-700">{c.funding}</p>
    </ContentSection>
  );
}

export function HowToHelp({ copy, contactFormId }: { copy: HospiceCopy; contactFormId: string }) {
  const c = copy.help;
  const path = usePathFor();
  const { links } = useOrganisation();
  return (
    <ContentSection titleId="hospice-help-title" heading={c.heading} width="7xl" band="white">
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        <HelpCard Icon={HandHeart} title={c.sponsorshipTitle} text={c.sponsorshipText}>
          <Link to={`${path("contact")}#${contactFormId}`} className={cardLink}>
            {c.sponsorshipCta} <span aria-hidden="true">→</span>
          </Link>
        </HelpCard>
        <HelpCard Icon={HandCoins} title={c.donationTitle} text={c.donationText}>
          <a href={`#${copy.ids.donate}`} className={cardLink}>
            {c.donationCta} <span aria-hidden="true">→</span>
          </a>
        </HelpCard>
        <HelpCard Icon={CalendarHeart} title={c.teamingTitle} text={c.teamingText}>
          <a href={links.teamingGeneral} target="_blank" rel="noopener noreferrer" className={cardLink}>
            {c.teamingCta}
            <NewTabMark />
          </a>
        </HelpCard>
      </ul>
    </ContentSection>
  );
}

export function ThankYou({ copy: c }: { copy: HospiceCopy["quote"] }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <figure className="rounded-2xl bg-sea-800 p-8 text-white sm:p-12">
        <Quote aria-hidden="true" className="size-10 text-white/70" />
        <blockquote className="mt-4 text-xl leading-relaxed font-semibold sm:text-2xl">
          <p>{c.text}</p>
        </blockquote>
        <figcaption className="mt-6 text-stone-100">– {c.attribution}</figcaption>
      </figure>
    </div>
  );
}

export function Donate({ copy }: { copy: HospiceCopy }) {
  const c = copy.donate;
  return (
    <ContentSection id={copy.ids.donate} titleId="hospice-donate-title" heading={c.heading} intro={c.text}>
      <div className="mt-8">
        <DonationBox purpose="hospice" />
      </div>
    </ContentSection>
  );
}
