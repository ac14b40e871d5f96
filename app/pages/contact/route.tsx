import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { contactCopy } from "#app/pages/contact/copy.ts";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { telLink, whatsappDisplay, whatsappLink } from "#app/features/organisation/rules/links.ts";
import { useMessages, useOrganisation, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { ContactForm } from "#app/features/submissions/ui/contact-form.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { NewTabMark } from "#app/ui/new-tab-mark.tsx";

const cardClass =
  "flex min-h-11 items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 text-stone-900 no-underline shadow-sm hover:border-brand-700";
const socialClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 no-underline hover:border-brand-700";
const h2Class = "text-2xl font-bold tracking-tight text-stone-900";

/** One way to reach the association, as a card: its icon, what it is, and the address or number. */
function ContactOption({
  href,
  Icon,
  label,
  valueClassName = "block text-sm text-stone-700",
  newTab = false,
  children,
}: {
  href: string;
  Icon: LucideIcon;
  label: string;
  valueClassName?: string;
  newTab?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a className={cardClass} href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
        <span>
          <span className="block font-semibold">{label}</span>
          <span className={valueClassName}>{children}</span>
        </span>
      </a>
    </li>
  );
}

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy: contactCopy[locale],
    head: staticPageHead(context, "contact"),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["contact"]);
}

export const meta = metaFromLoader;

/** Contact page (docs/product/content.md#about-contact-and-legal-pages): e-mail, phone, WhatsApp, social links, address and the contact form. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const c = loaderData.copy;
  const m = useMessages();
  const path = usePathFor();
  const org = useOrganisation();
  return (
    <>
      <PageHero title={m.pages.contact.title} intro={m.pages.contact.description} image={pageImages.contactHero} />
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <section aria-labelledby="contact-options-title" className="py-10">
          <h2 id="contact-options-title" className={h2Class}>
            {c.options.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{c.options.intro}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            <ContactOption href={`mailto:${org.email}`} Icon={Mail} label={m.layout.email} valueClassName="block break-all text-sm text-stone-700">
              {org.email}
            </ContactOption>
            <ContactOption href={telLink(org.phone)} Icon={Phone} label={m.layout.phone}>
              {org.phone}
            </ContactOption>
            <ContactOption href={whatsappLink(org.whatsapp)} Icon={MessageCircle} label={m.layout.whatsapp} newTab>
              {whatsappDisplay(org.whatsapp)} <span className="sr-only">{m.layout.opensInNewTab}</span>
            </ContactOption>
          </ul>
          <p className="mt-6 text-stone-700">
            {c.faqHint}{" "}
            <Link to={path("faq")} className="font-semibold">
              {c.faqLink}
            </Link>
          </p>
        </section>

        <div className="grid gap-10 border-t border-stone-200 py-10 md:grid-cols-2">
          <section aria-labelledby="contact-social-title">
            <h2 id="contact-social-title" className={h2Class}>
              {m.layout.socialHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-stone-700">{c.social.intro}</p>
            <ul className="mt-4 flex flex-wrap gap-3">
              <li>
                <a href={org.links.facebook} target="_blank" rel="noopener noreferrer" className={socialClass}>
                  {c.social.facebook}
                  <NewTabMark />
                </a>
              </li>
              <li>
                <a href={org.links.instagram} target="_blank" rel="noopener noreferrer" className={socialClass}>
                  {c.social.instagram}
                  <NewTabMark />
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="contact-address-title">
            <h2 id="contact-address-title" className={h2Class}>
              {c.address.heading}
            </h2>
            <address className="mt-3 not-italic leading-relaxed text-stone-700">
              <strong className="text-stone-900">{org.legalName}</strong>
              <br />
              {org.street}
              <br />
              {org.postalCode} {org.city}, {org.country}
            </address>
          </section>
        </div>

        <section id={c.formId} aria-labelledby="contact-form-title" className="border-t border-stone-200 py-10">
          <h2 id="contact-form-title" className={h2Class}>
            {c.form.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{c.form.intro}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}

