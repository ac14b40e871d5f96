/**
 * Building blocks for the legal texts (imprint and privacy notice), so both
 * languages share one look: readable prose, sections starting at <h2> (the
 * page renders the <h1>), sub-sections at <h3>, and meaningful link texts.
 */
import type { ReactNode } from "react";
import type { CountryOrganisation } from "#app/features/organisation/rules/defaults.ts";
import { telLink } from "#app/features/organisation/rules/links.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";
import { perLocale } from "#app/platform/i18n/format.ts";
import { siteTimeZone } from "#app/platform/i18n/dates.ts";

const stampFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "es-ES", { dateStyle: "long", timeZone: siteTimeZone[locale] }),
);
/** YYYY-MM-DD in the site's zone, for `<time dateTime>`. */
const isoDayFormat = perLocale(
  (locale) => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: siteTimeZone[locale] }),
);

export const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Wrapper of a whole legal text. */
export function LegalText({ children }: { children: ReactNode }) {
  return <div className="space-y-6 leading-relaxed text-stone-800">{children}</div>;
}

/** A top-level section with its <h2>. The id (if any) is the anchor of the section. */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="space-y-4">
      <h2 className="mt-10 text-xl font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** A sub-section with its <h3>; only inside a <Section>. */
export function SubSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="space-y-3">
      <h3 className="mt-6 text-lg font-semibold text-stone-900">{title}</h3>
      {children}
    </div>
  );
}

/** A framed box for information the law wants set apart (e.g. the right to object, Art. 21(4) GDPR). */
export function Highlight({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      {children}
    </div>
  );
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1 pl-6">{children}</ul>;
}

/** Label/value pairs such as the imprint data. */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode] | null | false)[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {items.map((item) =>
        item ? (
          <div key={item[0]} className="contents">
            <dt className="font-semibold text-stone-900">{item[0]}</dt>
            <dd className="mb-2 sm:mb-0">{item[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** Postal address of an association, as an <address> block. */
export function PostalAddress({ org, withName = true }: { org: CountryOrganisation; withName?: boolean }) {
  return (
    <address className="not-italic">
      {withName ? (
        <>
          {org.legalName}
          <br />
        </>
      ) : null}
      {org.street}
      <br />
      {org.postalCode} {org.city}
      <br />
      {org.region}, {org.country}
    </address>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a className={linkClass} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className={linkClass} href={telLink(phone)}>
      {phone}
    </a>
  );
}

/**
 * A link to another page of this site, in the given language. A plain anchor:
 * the legal texts are rendered to HTML on the server (see render.server.tsx),
 * and `StaticHtml` turns clicks on internal links into client navigation.
 */
export function PageLink({ to, locale, hash, children }: { to: RouteKey; locale: Locale; hash?: string; children: ReactNode }) {
  return (
    <a className={linkClass} href={`${pathFor(to, locale)}${hash ? `#${hash}` : ""}`}>
      {children}
    </a>
  );
}

/** A link to a public website outside this site (opens in the same tab). */
export function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={linkClass} href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Reopens the consent banner, like the footer link, so a choice can be changed right here. */
export function CookieSettingsButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      // The consent island reopens the banner (app/islands/consent.ts).
      data-cookie-settings=""
      className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {children}
    </button>
  );
}

/** Table of contents of a long legal text: links to the sections' anchors. */
export function Contents({ label, items }: { label: string; items: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label={label} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <p className="font-semibold text-stone-900">{label}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item.id}>
            <a className={linkClass} href={`#${item.id}`}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The date stamp ('Stand: …' / 'Fecha de actualización: …'), long format in the
 * language's locale. The time zone is fixed so server and browser render the same day.
 */
export function DateStamp({ locale, date, label }: { locale: Locale; date: Date; label: string }) {
  const text = stampFormat(locale).format(date);
  const iso = isoDayFormat(locale).format(date);
  return (
    <p className="mt-10 border-t border-stone-200 pt-6 text-sm text-stone-600">
      {label}: <time dateTime={iso}>{text}</time>
    </p>
  );
}

/**
 * An optional text field the organisation module may gain later (e.g. `taxId`
 * for the Spanish NIF, `vatId` for a German VAT number). Read defensively so
 * the legal texts show it as soon as it is configured, and nothing before.
 */
export function optionalOrgText(org: CountryOrganisation, key: "taxId" | "vatId"): string | null {
  const value: unknown = (org as unknown as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
