import { Mail, MessageCircle, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { externalLinks, organisation, telLink, whatsappLink } from "#app/config/organisation.ts";
import { useLocale, useMessages } from "#app/i18n/use-locale.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "contact") };
}

export const meta = metaFromLoader;

const cardClass =
  "flex min-h-11 items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 text-stone-900 no-underline shadow-sm hover:border-brand-700";

export default function ContactPage() {
  const locale = useLocale();
  const m = useMessages();
  const org = organisation[locale];
  return (
    <>
      <PageHero title={m.pages.contact.title} intro={m.pages.contact.description} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-3">
          <li>
            <a className={cardClass} href={`mailto:${org.email}`}>
              <Mail aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold">{m.layout.email}</span>
                <span className="block break-all text-sm text-stone-700">{org.email}</span>
              </span>
            </a>
          </li>
          <li>
            <a className={cardClass} href={telLink(org.phone)}>
              <Phone aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold">{m.layout.phone}</span>
                <span className="block text-sm text-stone-700">{org.phone}</span>
              </span>
            </a>
          </li>
          <li>
            <a className={cardClass} href={whatsappLink(locale)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold">{m.layout.whatsapp}</span>
                <span className="block text-sm text-stone-700">
                  {org.phone} <span className="sr-only">{m.layout.opensInNewTab}</span>
                </span>
              </span>
            </a>
          </li>
        </ul>
        <h2 className="mt-12 text-xl font-bold">{m.layout.socialHeading}</h2>
        <ul className="mt-4 flex gap-6">
          <li>
            <a href={externalLinks.facebook} target="_blank" rel="noopener noreferrer" className="font-semibold">
              Facebook <span className="sr-only">{m.layout.opensInNewTab}</span>
            </a>
          </li>
          <li>
            <a href={externalLinks.instagram} target="_blank" rel="noopener noreferrer" className="font-semibold">
              Instagram <span className="sr-only">{m.layout.opensInNewTab}</span>
            </a>
          </li>
        </ul>
        <address className="mt-12 not-italic leading-relaxed text-stone-700">
          <strong className="text-stone-900">{org.legalName}</strong>
          <br />
          {org.street}
          <br />
          {org.postalCode} {org.city}, {org.country}
        </address>
      </div>
    </>
  );
}
