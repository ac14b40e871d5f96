/**
 * What the family reads of its transport (docs/product/journey.md#transports): the sentence on the
 * status page, the e-mail when date, place or time are set or change, the reminder two days before
 * arrival, and the public line on the dog's page ("Reserviert – reist im März nach Deutschland").
 * The words follow where the dog is and where the family meets it (`handoverKind`): a journey from
 * Spain to a German stop, a pick-up in Benicarló, or a handover of a dog already in Germany (no
 * journey, no "travels"). Built on the server only: the pages get the finished text. Pure.
 */
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import { journeyMessage, signedOff, type ApplicantMail } from "#app/features/journey/mail/public.ts";
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
    statusHeadingPickup: "Die Abholung",
    statusHeadingLocal: "Die Übergabe",
    pickupLine: "Abholung in Benicarló am {day}, voraussichtlich um {time} Uhr",
    localLine: "Übergabe in {place} am {day}, voraussichtlich um {time} Uhr",
    statusNoteStill: "Ändert sich etwas, schreiben wir dir.",
    bringStill: "Bitte bring ein gut sitzendes Geschirr, eine Leine und etwas Wasser mit. Ändert sich etwas, schreiben wir dir.",
    updateSubjectHandover: "Puente Canino: Die Übergabe von {dog}",
    updateSubjectHandoverNoDog: "Puente Canino: Die Übergabe deines Hundes",
    updateIntroHandover: "Hallo{name},\n\nhier sind die Angaben zur Übergabe{dog} – neu oder geändert:",
    reminderIntroHandover: "Hallo{name},\n\nbald ist es so weit! Zur Erinnerung die Angaben zur Übergabe{dog}:",
    publicNoteHandover: "Reserviert – Übergabe im {month}",
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
    statusHeadingPickup: "La recogida",
    statusHeadingLocal: "La entrega",
    pickupLine: "Recogida en Benicarló el {day}, hacia las {time}",
    localLine: "Entrega en {place} el {day}, hacia las {time}",
    statusNoteStill: "Si algo cambia, te escribimos.",
    bringStill: "Trae, por favor, un arnés bien ajustado, una correa y un poco de agua. Si algo cambia, te escribimos.",
    updateSubjectHandover: "Puente Canino: La entrega de {dog}",
    updateSubjectHandoverNoDog: "Puente Canino: La entrega de tu perro",
    updateIntroHandover: "Hola{name}:\n\naquí tienes los datos de la entrega{dog}, nuevos o cambiados:",
    reminderIntroHandover: "Hola{name}:\n\n¡ya queda poco! Te recordamos los datos de la entrega{dog}:",
    publicNoteHandover: "Reservado – entrega en {month}",
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
  /** The dog lives in Germany already (our list: a German foster home, `livesInGermany`), so it does not travel from Spain. */
  dogInGermany?: boolean;
}

/**
 * How the family meets its dog: "journey" (from Spain to a German stop: departure, arrival, the time
 * may move on the way), "pickup" (the family collects the dog in Benicarló on the departure day) or
 * "local" (the dog is in Germany already: a handover at the stop on the arrival day, no journey).
 */
export type HandoverKind = "journey" | "pickup" | "local";

export function handoverKind(facts: Pick<TransportFacts, "point" | "dogInGermany">): HandoverKind {
  if (facts.dogInGermany) return "local";
  return facts.point === "benicarlo" ? "pickup" : "journey";
}

/** The lines of place, day and time, in the words of the handover's kind. */
function factLines(facts: TransportFacts, locale: Locale, kind: HandoverKind, status: boolean): string[] {
  const c = transportCopy[locale];
  const place = transferPointNames[locale][facts.point];
  if (kind === "pickup") return [fill(c.pickupLine, { day: dayInWords(facts.departure, locale), time: facts.time })];
  if (kind === "local") return [fill(c.localLine, { place, day: dayInWords(facts.arrival, locale), time: facts.time })];
  return [
    fill(status ? c.statusDeparture : c.departure, { departure: dayInWords(facts.departure, locale) }),
    fill(status ? c.statusArrival : c.arrival, { arrival: dayInWords(facts.arrival, locale) }),
    fill(status ? c.statusPlace : c.place, { place, time: facts.time }),
  ];
}

/**
 * The status page's lines: place, day and time in the handover's words, and what may still change.
 * Once the dog has arrived (`arrived`), no promise about the day is left: no note.
 */
export function transportStatusLines(facts: TransportFacts, locale: Locale, arrived = false): { heading: string; lines: string[]; note: string | null } {
  const c = transportCopy[locale];
  const kind = handoverKind(facts);
  return {
    heading: kind === "journey" ? c.statusHeading : kind === "pickup" ? c.statusHeadingPickup : c.statusHeadingLocal,
    lines: factLines(facts, locale, kind, true),
    note: arrived ? null : kind === "journey" ? c.statusNote : c.statusNoteStill,
  };
}

/** Every change and every reminder is its own e-mail. */
export interface TransportMail extends TransportFacts, ApplicantMail {
  kind: "transport_update" | "transport_reminder";
  firstName: string | null;
  /** The dog as our list named it (never the sender's text). */
  dogName: string | null;
  statusUrl: string | null;
}

/** The family's e-mail about its transport, in the request's language. */
export function transportMail(mail: TransportMail): MailMessage {
  const c = transportCopy[mail.locale];
  const reminder = mail.kind === "transport_reminder";
  const kind = handoverKind(mail);
  const journey = kind === "journey";
  const vars = {
    name: mail.firstName ? ` ${mail.firstName}` : "",
    dog: mail.dogName ? (mail.locale === "de" ? ` von ${mail.dogName}` : ` de ${mail.dogName}`) : "",
  };
  const body = [
    fill(journey ? (reminder ? c.reminderIntro : c.updateIntro) : reminder ? c.reminderIntroHandover : c.updateIntroHandover, vars),
    "",
    ...factLines(mail, mail.locale, kind, false),
    "",
    journey ? c.bring : c.bringStill,
    "",
    c.signature,
  ];
  const subject = reminder
    ? c.reminderSubject
    : mail.dogName
      ? fill(journey ? c.updateSubject : c.updateSubjectHandover, { dog: mail.dogName })
      : journey ? c.updateSubjectNoDog : c.updateSubjectHandoverNoDog;
  const lines = mail.statusUrl ? signedOff(body, fill(c.link, { link: mail.statusUrl })) : [...body, ""];
  return journeyMessage(mail, subject, lines, reminder ? "transport-reminder" : "transport", mail.outboxId);
}

/** The public line on the dog's page, e.g. "Reserviert – reist im März nach Deutschland"; a dog in Germany already does not travel: "Reserviert – Übergabe im März". */
export function publicTravelNote(arrival: string, locale: Locale, dogInGermany = false): string {
  return fill(dogInGermany ? transportCopy[locale].publicNoteHandover : transportCopy[locale].publicNote, { month: monthInWords(arrival, locale) });
}
