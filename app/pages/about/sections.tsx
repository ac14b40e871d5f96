import { Link } from "react-router";
import { Handshake, Heart, Hourglass, MessageCircle, PawPrint, ShieldCheck, type LucideIcon } from "lucide-react";
import { facts, shownFigures } from "#app/features/organisation/rules/facts.ts";
import type { AboutPageCopy } from "#app/pages/about/copy.ts";
import { fill } from "#app/platform/i18n/format.ts";
import type { RouteKey } from "#app/platform/i18n/routes.ts";
import { useLocale, useMessages, useOrganisation, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { outlineButton, primaryButton, sectionHeading } from "#app/ui/styles.ts";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";
import { FigureList } from "#app/ui/figure-list.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";


/** Icons of the value cards, in the order of the copy. */
const valueIcons: LucideIcon[] = [MessageCircle, Handshake, ShieldCheck, Heart, Hourglass, PawPrint];

/** "Monika Beispiel" → "MB": first letters of the first and the last name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "";
  return (first + last).toLocaleUpperCase();
}

export function Mission({ copy: c, cities }: { copy: AboutPageCopy["mission"]; cities: AboutCities }) {
  const shown = shownFigures(useLocale());
  const figures = [
    { value: shown.activeSince, label: c.factActiveSince },
    { value: shown.rescued, label: c.factRescued },
    { value: shown.rescuedLastYear, label: fill(c.factRescuedYear, { year: facts.lastYear }) },
    { value: shown.experience, label: c.factExperience },
  ];
  return (
    <ContentSection titleId="about-mission-title" heading={c.heading}>
      <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-stone-700">
        {c.paragraphs.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph, cities)}</p>
        ))}
      </div>
      <h3 className="mt-10 text-xl font-bold text-stone-900">{c.factsHeading}</h3>
      <FigureList figures={figures} look="tiles" className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4" />
    </ContentSection>
  );
}

export function Values({ copy: c }: { copy: AboutPageCopy["values"] }) {
  return (
    <ContentSection titleId="about-values-title" heading={c.heading} width="7xl" band="white">
      <IconCardGrid
        items={c.items.map((item, index) => ({ key: item.title, icon: valueIcons[index] ?? Heart, ...item }))}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        cardClassName="rounded-xl border border-stone-200 bg-stone-50 p-6"
      />
    </ContentSection>
  );
}

export function Places({ copy: c }: { copy: AboutPageCopy["places"] }) {
  const d = useMessages().dogs;
  const path = usePathFor();
  const places: { key: RouteKey; title: string; text: string }[] = [
    { key: "fosterHome", title: d.whereFoster, text: d.whereFosterText },
    { key: "fincaChaos", title: d.whereFinca, text: d.whereFincaText },
    { key: "residenciaMonika", title: d.whereMonika, text: d.whereMonikaText },
    { key: "hospice", title: d.whereHospice, text: d.whereHospiceText },
  ];
  return (
    <ContentSection titleId="about-places-title" heading={c.heading} intro={c.intro} width="7xl">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {places.map((place) => (
          <li key={place.key} className="rounded-xl border border-stone-200 bg-white p-6">
            <h3 className="text-lg font-bold">
              <Link to={path(place.key)} className="inline-flex min-h-11 items-center">
                {place.title}
              </Link>
            </h3>
            <p className="mt-1 leading-relaxed text-stone-700">{place.text}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function Team({ copy: c }: { copy: AboutPageCopy["team"] }) {
  const roles = useMessages().board;
  const { board } = useOrganisation();
  return (
    <ContentSection titleId="about-team-title" heading={c.heading} intro={c.intro} width="7xl" band="white">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {board.map((member) => (
          <li key={member.role} className="flex flex-col items-center rounded-xl border border-stone-200 bg-stone-50 p-6 text-center">
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-sea-700 text-2xl font-bold tracking-wide text-white"
            >
              {initials(member.name)}
            </span>
            <h3 className="mt-4 text-lg font-bold text-stone-900">{member.name}</h3>
            <p className="mt-1 text-stone-700">{roles[member.role]}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function Join({ copy: c }: { copy: AboutPageCopy["join"] }) {
  const path = usePathFor();
  return (
    <section aria-labelledby="about-join-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl bg-brand-50 p-6 sm:p-10">
        <h2 id="about-join-title" className={sectionHeading}>
          {c.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-800">{c.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={path("membership")} className={primaryButton}>
            {c.cta}
          </Link>
          <Link to={path("contact")} className={outlineButton}>
            {c.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** About page (docs/product/content.md#about-contact-and-legal-pages): mission, values, places, board, membership. */
/** Where the two associations are based (both countries' details, from the page's loader). */
export type AboutCities = {
  deCity: string;
  esCity: string;
};
