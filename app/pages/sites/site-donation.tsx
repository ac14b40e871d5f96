import type { ReactNode } from "react";
import { Link } from "react-router";
import { Info } from "lucide-react";
import { DonationBox, type DonationPurpose } from "#app/features/submissions/ui/donation-box.tsx";
import type { RouteKey } from "#app/platform/i18n/routes.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import { SiteSection } from "#app/ui/site-section.tsx";

export interface SiteDonationCopy {
  /** Anchor of the section ("spenden" / "donar"). */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  purposeLabel: string;
  purpose: string;
  /** That 10 % of the site's donations go to the general projects. */
  shareNote: string;
  moreLink: { text: string; linkKey: RouteKey };
}

/**
 * The donation section of a site page: why, the purpose to give with a
 * transfer, the 10 % note and the donation form. Shared by Finca Chaos and Residencia Monika.
 */
export function SiteDonation({ copy, purpose, children }: { copy: SiteDonationCopy; purpose: DonationPurpose; children?: ReactNode }) {
  const path = usePathFor();
  return (
    <SiteSection id={copy.id} heading={copy.heading} tone="warm">
      {copy.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">
          {paragraph}
        </p>
      ))}
      <dl className="mt-6 inline-flex flex-wrap items-baseline gap-x-2 rounded-lg border border-brand-100 bg-white px-4 py-3">
        <dt className="text-stone-700">{copy.purposeLabel}:</dt>
        <dd className="font-semibold text-stone-900">{copy.purpose}</dd>
      </dl>
      <p className="mt-4 flex max-w-3xl gap-3 leading-relaxed text-stone-700">
        <Info aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
        <span>{copy.shareNote}</span>
      </p>
      <div className="mt-8">
        <DonationBox purpose={purpose} />
      </div>
      {children}
      <p className="mt-10">
        <Link to={path(copy.moreLink.linkKey)} className="font-semibold">
          {copy.moreLink.text} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </SiteSection>
  );
}
