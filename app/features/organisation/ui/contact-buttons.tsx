import { Mail } from "lucide-react";
import { whatsappLink } from "#app/features/organisation/rules/links.ts";
import { useMessages, useOrganisation } from "#app/platform/i18n/use-locale.ts";
import { outlineButton, whatsappButton } from "#app/ui/styles.ts";

/** Mail (organisation address) and WhatsApp (number of this site) buttons with prefilled texts. */
export function ContactButtons({
  mailLabel,
  mailSubject,
  whatsappLabel,
  whatsappText,
}: {
  mailLabel: string;
  mailSubject?: string;
  whatsappLabel: string;
  whatsappText: string;
}) {
  const m = useMessages();
  const org = useOrganisation();
  const email = org.email;
  const mailHref = mailSubject ? `mailto:${email}?subject=${encodeURIComponent(mailSubject)}` : `mailto:${email}`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <a href={mailHref} className={outlineButton}>
        <Mail aria-hidden="true" className="size-5" />
        {mailLabel}
      </a>
      <a href={whatsappLink(org.whatsapp, whatsappText)} target="_blank" rel="noopener noreferrer" className={whatsappButton}>
        <span aria-hidden="true" className="icon-message" />
        {whatsappLabel}
        <span className="sr-only"> {m.layout.opensInNewTab}</span>
      </a>
    </div>
  );
}
