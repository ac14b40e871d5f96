/**
 * What the family reads of its transport (docs/product/journey.md#transports): the sentence on the
 * status page, the e-mail when date, place or time are set or change, the reminder two days before
 * arrival, and the public line on the dog's page ("Reserviert – reist im März nach Deutschland").
 * Built on the server only: the pages get the finished text. Pure.
 */
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { oneLine, type MailMessage } from "#app/platform/mail/message.ts";
import { journeyMessageId } from "./mail.ts";
import { transferPointNames, type TransferPoint } from "./transport-plan.ts";

export const transportCopy = {
  de: {
    statusHeading: "Die Reise",
    statusDeparture: "Abfahrt in Benicarló: {departure}",
    statusArrival: "Ankunft: {arrival}",
    statusPlace: "Übergabe: {place}, voraussichtlich um {time} Uhr",
    statusNote: "Die genaue Uhrzeit kann sich unterwegs verschieben; wir melden uns am Reisetag bei dir.",
    updateSubject: "Puente Canino: Die Reise von {dog}",
    updateSubjectNoDog: "Puente Canino: Die Reise deines Hundes",
    updateIntro: "Hallo{name},\n\nhier sind die Angaben zur Reise{dog} – neu oder geändert:",
    reminderSubject: "Puente Canino: In zwei Tagen ist es so weit",
    reminderIntro: "Hallo{name},\n\nbald ist es so weit! Zur Erinnerung die Angaben zur Reise{dog}:",
    departure: "Abfahrt in Benicarló: {departure}",
    arrival: "Ankunft: {arrival}",
    place: "Übergabe: {place}, voraussichtlich um {time} Uhr",
    bring: "Bitte bring ein gut sitzendes Geschirr, eine Leine und etwas Wasser mit. Die genaue Uhrzeit kann sich unterwegs verschieben; wir melden uns am Reisetag bei dir.",
    link: "Alles zu deiner Anfrage:\n{link}",
    signature: "Herzliche Grüße\nDein Team von Puente Canino",
    publicNote: "Reserviert – reist im {month} nach Deutschland",
  },
  es: {
    statusHeading: "El viaje",
    statusDeparture: "Salida de Benicarló: {departure}",
    statusArrival: "Llegada: {arrival}",
    statusPlace: "Entrega: {place}, hacia las {time}",
    statusNote: "La hora exacta puede cambiar durante el viaje; te avisaremos el día del viaje.",
    updateSubject: "Puente Canino: El viaje de {dog}",
    updateSubjectNoDog: "Puente Canino: El viaje de tu perro",
    updateIntro: "Hola{name}:\n\naquí tienes los datos del viaje{dog}, nuevos o cambiados:",
    reminderSubject: "Puente Canino: Dentro de dos días llega el momento",
    reminderIntro: "Hola{name}:\n\n¡ya queda poco! Te recordamos los datos del viaje{dog}:",
    departure: "Salida de Benicarló: {departure}",
    arrival: "Llegada: {arrival}",
    place: "Entrega: {place}, hacia las {time}",
    bring: "Trae, por favor, un arnés bien ajustado, una correa y un poco de agua. La hora exacta puede cambiar durante el viaje; te avisaremos el día del viaje.",
    link: "Todo sobre tu solicitud:\n{link}",
    signature: "Un saludo cordial\nTu equipo de Puente Canino",
    publicNote: "Reservado – viaja a Alemania en {month}",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A day yyyy-mm-dd in words ("5. März 2027", "5 de marzo de 2027"), the same on both sites' clocks. */
export function dayInWords(day: string, locale: Locale): string {
  return formatLongDate(`${day}T12:00:00Z`, locale);
}

/** The month of a day yyyy-mm-dd in words ("März", "marzo"). */
export function monthInWords(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { month: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

export interface TransportFacts {
  departure: string;
  arrival: string;
  point: TransferPoint;
  time: string;
}

/** The status page's lines: departure, arrival, place and time, and that the time may move. */
export function transportStatusLines(facts: TransportFacts, locale: Locale): { heading: string; lines: string[]; note: string } {
  const c = transportCopy[locale];
  return {
    heading: c.statusHeading,
    lines: [
      fill(c.statusDeparture, { departure: dayInWords(facts.departure, locale) }),
      fill(c.statusArrival, { arrival: dayInWords(facts.arrival, locale) }),
      fill(c.statusPlace, { place: transferPointNames[locale][facts.point], time: facts.time }),
    ],
    note: c.statusNote,
  };
}

export interface TransportMail extends TransportFacts {
  kind: "transport_update" | "transport_reminder";
  submissionId: string;
  /** The outbox row: every change and every reminder is its own e-mail. */
  outboxId: string;
  locale: Locale;
  from: string;
  to: string;
  replyTo: string;
  firstName: string | null;
  /** The dog as our list named it (never the sender's text). */
  dogName: string | null;
  statusUrl: string | null;
}

/** The family's e-mail about its transport, in the request's language. */
export function transportMail(mail: TransportMail): MailMessage {
  const c = transportCopy[mail.locale];
  const reminder = mail.kind === "transport_reminder";
  const vars = {
    name: mail.firstName ? ` ${mail.firstName}` : "",
    dog: mail.dogName ? (mail.locale === "de" ? ` von ${mail.dogName}` : ` de ${mail.dogName}`) : "",
  };
  const text = [
    fill(reminder ? c.reminderIntro : c.updateIntro, vars),
    "",
    fill(c.departure, { departure: dayInWords(mail.departure, mail.locale) }),
    fill(c.arrival, { arrival: dayInWords(mail.arrival, mail.locale) }),
    fill(c.place, { place: transferPointNames[mail.locale][mail.point], time: mail.time }),
    "",
    c.bring,
    "",
    c.signature,
    "",
    ...(mail.statusUrl ? ["--", fill(c.link, { link: mail.statusUrl }), ""] : []),
  ].join("\n");
  const subject = reminder ? c.reminderSubject : mail.dogName ? fill(c.updateSubject, { dog: mail.dogName }) : c.updateSubjectNoDog;
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: oneLine(subject),
    text,
    messageId: journeyMessageId(mail.from, mail.submissionId, reminder ? "transport-reminder" : "transport", mail.outboxId),
  };
}

/** The public line on the dog's page, e.g. "Reserviert – reist im März nach Deutschland". */
export function publicTravelNote(arrival: string, locale: Locale): string {
  return fill(transportCopy[locale].publicNote, { month: monthInWords(arrival, locale) });
}
