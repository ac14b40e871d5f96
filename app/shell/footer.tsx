import { Link } from "react-router";
import { telLink, whatsappLink } from "#app/features/organisation/rules/links.ts";
import { useMessages, useOrganisation, usePathFor, useRootData } from "#app/platform/i18n/use-locale.ts";

const linkClass = "text-stone-100 underline decoration-stone-500 underline-offset-4 hover:decoration-white";

/** Footer on every page (docs/product/content.md#about-contact-and-legal-pages). */
export function Footer() {
  const { year } = useRootData();
  const m = useMessages();
  const path = usePathFor();
  const org = useOrganisation();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{org.siteName}</p>
          <p className="mt-2 text-sm leading-relaxed text-stone-300">{m.layout.footerAbout}</p>
        </div>
        <div>
          <h2 className="text-base font-bold">{m.layout.contactHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              {m.layout.email}: <a className={linkClass} href={`mailto:${org.email}`}>{org.email}</a>
            </li>
            <li>
              {m.layout.phone}: <a className={linkClass} href={telLink(org.phone)}>{org.phone}</a>
            </li>
            <li>
              <a className={linkClass} href={whatsappLink(org.whatsapp)} target="_blank" rel="noopener noreferrer">
                {m.layout.whatsapp} <span className="sr-only">{m.layout.opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={m.layout.footerNavigation}>
          <h2 className="text-base font-bold">{m.layout.linksHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className={linkClass} to={path("blog")}>{m.layout.blog}</Link></li>
            <li><Link className={linkClass} to={path("imprint")}>{m.layout.imprint}</Link></li>
            <li><Link className={linkClass} to={path("privacy")}>{m.layout.privacy}</Link></li>
            <li>
              <a
                className={linkClass}
                href={`${path("privacy")}#cookies`}
                // The consent island reopens the banner; without JavaScript the link leads to the cookie section.
                data-cookie-settings=""
              >
                {m.layout.cookieSettings}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-bold">{m.layout.socialHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className={linkClass} href={org.links.facebook} target="_blank" rel="noopener noreferrer">
                Facebook <span className="sr-only">{m.layout.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <a className={linkClass} href={org.links.instagram} target="_blank" rel="noopener noreferrer">
                Instagram <span className="sr-only">{m.layout.opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-700">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-stone-300 sm:px-6">
          © {year} {org.legalName} · {m.layout.copyright}
        </p>
      </div>
    </footer>
  );
}
