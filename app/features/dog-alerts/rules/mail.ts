/**
 * The e-mails of a new-dog alert subscription (docs/product/dog-alerts.md#e-mails), pure.
 * - confirmation: a fixed text per language with the confirmation link; it
 *   repeats nothing the subscriber chose, so the form cannot send anyone a
 *   message of someone else's making;
 * - alert (at once) and digest: the new dogs with their pages, and the
 *   unsubscribe link, also as List-Unsubscribe with one-click (RFC 8058).
 */
import { pathFor } from "#app/platform/i18n/routes.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";
import { oneLine, senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import type { AnnouncedDogFacts } from "#app/features/dog-alerts/rules/rules.ts";

export type AlertMailKind = "confirmation" | "alert" | "digest";

export interface AlertMailing {
  id: string;
  kind: AlertMailKind;
  dogs: AnnouncedDogFacts[];
}

export interface AlertRecipient {
  email: string;
  locale: Locale;
}

export interface AlertMailSettings {
  from: string;
  sites: SiteUrls;
  /** The association's address for the recipient's language (reply-to). */
  associationEmail: string;
  /** The subscription's links (tokens made from its id). */
  confirmToken: string;
  unsubscribeToken: string;
}

const copy = {
  de: {
    confirmationSubject: "Bitte bestätige deine Benachrichtigung über neue Hunde",
    confirmationText: [
      "Hallo,",
      "",
      "jemand – hoffentlich du – möchte an diese Adresse E-Mails über neue Hunde bei Puente Canino bekommen.",
      "Bitte bestätige das mit diesem Link (er gilt 48 Stunden):",
    ],
    confirmationIgnore: "Warst du das nicht? Dann ignoriere diese E-Mail einfach: Ohne Bestätigung schicken wir dir nichts, und die Anfrage wird nach 48 Stunden gelöscht.",
    alertSubject: (names: string) => `Neu bei Puente Canino: ${names}`,
    digestSubject: (count: number) => (count === 1 ? "Ein neuer Hund bei Puente Canino" : `${count} neue Hunde bei Puente Canino`),
    alertIntro: (count: number) => (count === 1 ? "Ein neuer Hund passt zu deiner Benachrichtigung:" : `${count} neue Hunde passen zu deiner Benachrichtigung:`),
    unsubscribe: "Keine E-Mails mehr? Hier abbestellen:",
    signature: "Dein Team von Puente Canino",
    footer: "Diese E-Mail wurde automatisch verschickt.",
  },
  es: {
    confirmationSubject: "Confirma tu aviso de perros nuevos",
    confirmationText: [
      "Hola:",
      "",
      "Alguien (esperamos que tú) quiere recibir en esta dirección correos sobre perros nuevos de Puente Canino.",
      "Confírmalo con este enlace (vale 48 horas):",
    ],
    confirmationIgnore: "¿No has sido tú? Ignora este correo: sin confirmación no te enviamos nada y la solicitud se borra a las 48 horas.",
    alertSubject: (names: string) => `Nuevo en Puente Canino: ${names}`,
    digestSubject: (count: number) => (count === 1 ? "Un perro nuevo en Puente Canino" : `${count} perros nuevos en Puente Canino`),
    alertIntro: (count: number) => (count === 1 ? "Un perro nuevo coincide con tu aviso:" : `${count} perros nuevos coinciden con tu aviso:`),
    unsubscribe: "¿No quieres más correos? Date de baja aquí:",
    signature: "El equipo de Puente Canino",
    footer: "Este correo se ha enviado automáticamente.",
  },
} as const satisfies Record<Locale, unknown>;

export function alertMessageId(mailingId: string, kind: AlertMailKind, from: string): string {
  return `<dog-alert.${mailingId}.${kind}@${senderDomain(from)}>`;
}

export function confirmUrl(sites: SiteUrls, locale: Locale, token: string): string {
  return sites[locale] + pathFor("dogAlertsConfirm", locale, { token });
}

export function unsubscribeUrl(sites: SiteUrls, locale: Locale, token: string): string {
  return sites[locale] + pathFor("dogAlertsUnsubscribe", locale, { token });
}

export function buildAlertMail(mailing: AlertMailing, recipient: AlertRecipient, settings: AlertMailSettings): MailMessage {
  const { locale } = recipient;
  const c = copy[locale];
  const base = {
    from: settings.from,
    to: recipient.email,
    replyTo: settings.associationEmail,
    messageId: alertMessageId(mailing.id, mailing.kind, settings.from),
  };
  if (mailing.kind === "confirmation") {
    const text = [...c.confirmationText, "", confirmUrl(settings.sites, locale, settings.confirmToken), "", c.confirmationIgnore, "", c.signature, "", "--", c.footer, ""].join("\n");
    return { ...base, subject: c.confirmationSubject, text };
  }
  const leave = unsubscribeUrl(settings.sites, locale, settings.unsubscribeToken);
  const dogs = mailing.dogs.flatMap((dog) => {
    const headline = dog.headline[locale];
    return [`• ${dog.name}${headline ? ` – ${oneLine(headline)}` : ""}`, `  ${settings.sites[locale]}${pathFor("dogDetail", locale, { slug: dog.slug })}`, ""];
  });
  const subject = oneLine(
    mailing.kind === "alert" ? c.alertSubject(mailing.dogs.map((d) => d.name).join(", ")) : c.digestSubject(mailing.dogs.length),
  );
  const text = [c.alertIntro(mailing.dogs.length), "", ...dogs, c.signature, "", "--", c.unsubscribe, leave, c.footer, ""].join("\n");
  return {
    ...base,
    subject: subject.length > 150 ? `${subject.slice(0, 149)}…` : subject,
    text,
    headers: { "List-Unsubscribe": `<${leave}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
