import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  Bone,
  CalendarHeart,
  Handshake,
  HandHeart,
  Landmark,
  Mail,
  MapPin,
  PlaneTakeoff,
  Receipt,
  Stethoscope,
  Truck,
  Users,
  Wallet,
} from "lucide-react";
import type { DonationPurposeId, DonationsPageCopy } from "#app/pages/donations/copy.ts";
import { useOrganisation, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { CopyButton } from "#app/ui/copy-button.tsx";
import { outlineButton, primaryButton, sectionHeading } from "#app/ui/styles.ts";
import { NewTabMark } from "#app/ui/new-tab-mark.tsx";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { HelpCard } from "#app/ui/help-card.tsx";
import { BoxHeading } from "#app/ui/box-heading.tsx";

const card = "rounded-xl border border-stone-200 bg-white p-6";

const purposeIcons: Record<DonationPurposeId, typeof Bone> = {
  food: Bone,
  medical: Stethoscope,
  transport: Truck,
  mediation: Handshake,
};

type Copy = DonationsPageCopy;

export function ExternalButton({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <NewTabMark iconClassName="size-4 shrink-0" />
    </a>
  );
}

export function Purposes({ copy: c }: { copy: Copy }) {
  return (
    <ContentSection id={c.ids.purposes} titleId="donations-purposes-title" heading={c.purposes.heading} intro={c.purposes.intro} width="7xl">
      <IconCardGrid
        items={c.purposes.items.map((item) => ({ key: item.id, icon: purposeIcons[item.id], title: item.title, text: item.text }))}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName={card}
      />
      <p className="mt-6 max-w-3xl text-stone-700">{c.purposes.sharesNote}</p>
    </ContentSection>
  );
}

/** One line of bank details: term, value and (optionally) a copy button. */
export function Detail({ term, value, copy, copyLabel, mono = false }: { term: string; value: string; copy?: string; copyLabel?: string; mono?: boolean }) {
  return (
    <div className="py-3">
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd className="mt-1 flex items-center justify-between gap-3">
        <span className={`min-w-0 break-words text-stone-900 ${mono ? "font-mono tracking-wide" : ""}`}>{value}</span>
        {copyLabel ? <CopyButton value={copy ?? value} label={copyLabel} /> : null}
      </dd>
    </div>
  );
}

export function BankDetails({ copy: c, giroCode }: { copy: Copy; giroCode: string | null }) {
  const org = useOrganisation();
  const bank = org.bank;
  const b = c.bank;
  return (
    <ContentSection id={c.ids.bank} titleId="donations-bank-title" heading={b.heading} intro={b.intro} width="7xl" band="white">
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
          <BoxHeading Icon={Landmark}>{b.transferHeading}</BoxHeading>
          <dl className="mt-3 divide-y divide-stone-200">
            <Detail term={b.beneficiary} value={bank.beneficiary} copyLabel={b.copyBeneficiary} />
            <Detail term={b.iban} value={bank.iban} copy={bank.iban.replace(/\s+/g, "")} copyLabel={b.copyIban} mono />
            <Detail term={b.bic} value={bank.bic} copyLabel={b.copyBic} mono />
            <Detail term={b.bankName} value={bank.bankName} />
            <div className="py-3">
              <dt className="text-sm font-semibold text-stone-700">{b.reference}</dt>
              <dd className="mt-1 leading-relaxed text-stone-800">{b.referenceText}</dd>
            </div>
          </dl>
          {giroCode ? (
            <figure className="mt-4 flex items-center gap-4" data-girocode>
              <img
                src={giroCode}
                alt={fill(b.giroAlt, { beneficiary: bank.beneficiary, iban: bank.iban })}
                width={144}
                height={144}
                className="size-36 shrink-0 rounded-md border border-stone-200 bg-white"
              />
              <figcaption className="text-sm leading-relaxed text-stone-700">{b.giroCaption}</figcaption>
            </figure>
          ) : null}
        </div>
        <div className="flex flex-col rounded-xl border border-stone-200 bg-stone-50 p-6">
          <BoxHeading Icon={Wallet}>{b.paypalHeading}</BoxHeading>
          <p className="mt-3 leading-relaxed text-stone-700">{b.paypalText}</p>
          <dl className="mt-3 divide-y divide-stone-200">
            <Detail term={b.paypalAddress} value={bank.paypalEmail} copyLabel={b.copyPaypal} />
          </dl>
          <div className="mt-6">
            <ExternalButton href={bank.paypalMe} className={primaryButton}>
              {b.paypalMe}
            </ExternalButton>
          </div>
        </div>
      </div>
      {c.taxHeading && c.taxText ? (
        <div className="mt-6 flex gap-4 rounded-xl border border-sea-700/30 bg-sea-700/5 p-6">
          <Receipt aria-hidden="true" className="size-6 shrink-0 text-sea-800" />
          <div>
            <h3 className="text-lg font-bold text-stone-900">{c.taxHeading}</h3>
            <p className="mt-2 leading-relaxed text-stone-800">{c.taxText}</p>
            {org.taxNote ? <p className="mt-2 leading-relaxed text-stone-800">{org.taxNote}</p> : null}
          </div>
        </div>
      ) : null}
    </ContentSection>
  );
}

export function Monthly({ copy: c }: { copy: Copy }) {
  const t = c.monthly;
  const { links } = useOrganisation();
  const groups = [
    { key: "general", title: t.generalTitle, text: t.generalText, cta: t.generalCta, href: links.teamingGeneral, Icon: CalendarHeart },
    { key: "sponsor", title: t.sponsorTitle, text: t.sponsorText, cta: t.sponsorCta, href: links.teamingSponsorDogs, Icon: HandHeart },
  ];
  return (
    <ContentSection id={c.ids.monthly} titleId="donations-monthly-title" heading={t.heading} intro={t.intro} width="7xl">
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {groups.map(({ key, title, text, cta, href, Icon }) => (
          <li key={key} className={`${card} flex flex-col`}>
            <Icon aria-hidden="true" className="size-9 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold text-stone-900">{title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-700">{text}</p>
            <div className="mt-6">
              <ExternalButton href={href} className={outlineButton}>
                {cta}
              </ExternalButton>
            </div>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function MoreWays({ copy: c }: { copy: Copy }) {
  const path = usePathFor();
  const t = c.more;
  const linkClass = "inline-flex min-h-11 items-center font-semibold";
  const onSite = [
    { key: "fincaChaos", text: t.onSiteFinca },
    { key: "residenciaMonika", text: t.onSiteMonika },
    { key: "hospice", text: t.onSiteHospice },
    { key: "contact", text: t.onSiteContact },
  ] as const;
  return (
    <ContentSection id={c.ids.more} titleId="donations-more-title" heading={t.heading} width="7xl" band="white">
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        <HelpCard Icon={HandHeart} title={t.sponsorshipTitle} text={t.sponsorshipText}>
          <Link to={`${path("dogs")}?type=sponsorship`} className={`${linkClass} mt-4`}>
            {t.sponsorshipCta} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </HelpCard>
        <HelpCard Icon={Users} title={t.membershipTitle} text={t.membershipText}>
          <Link to={path("membership")} className={`${linkClass} mt-4`}>
            {t.membershipCta} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </HelpCard>
        <HelpCard Icon={PlaneTakeoff} title={t.flightSponsorTitle} text={t.flightSponsorText}>
          <Link to={path("flightSponsor")} className={`${linkClass} mt-4`}>
            {t.flightSponsorCta} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </HelpCard>
        <li className="flex flex-col rounded-xl border border-stone-200 bg-stone-50 p-6">
          <MapPin aria-hidden="true" className="size-9 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold text-stone-900">{t.onSiteTitle}</h3>
          <p className="mt-2 leading-relaxed text-stone-700">{t.onSiteText}</p>
          <ul className="mt-4 flex-1">
            {onSite.map(({ key, text }) => (
              <li key={key}>
                <Link to={path(key)} className={linkClass}>
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </ContentSection>
  );
}

export function ClosingCta({ copy: c }: { copy: Copy }) {
  const org = useOrganisation();
  return (
    <section aria-labelledby="donations-cta-title" className="mx-auto max-w-5xl px-4 pb-4 sm:px-6">
      <div className="rounded-2xl bg-brand-50 p-6 sm:p-10">
        <h2 id="donations-cta-title" className={sectionHeading}>
          {c.cta.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-800">{c.cta.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={`mailto:${org.donationEmail}?subject=${encodeURIComponent(c.cta.mailSubject)}`} className={primaryButton}>
            <Mail aria-hidden="true" className="size-5" />
            {c.cta.mail}
          </a>
          <ExternalButton href={org.links.teamingGeneral} className={outlineButton}>
            {c.cta.monthly}
          </ExternalButton>
        </div>
      </div>
    </section>
  );
}
