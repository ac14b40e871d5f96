/**
 * What the traveller, the family and the coordinator read of a flight (docs/product/travel.md#flight-sponsors):
 * the traveller's page and e-mail (the dog, the handover in Spain, the meeting point, the checklist
 * of papers), the family's status page and e-mail (the airport, the expected landing, the meeting
 * point), and the coordinator's notice of a cancelled flight (ids and facts, never the traveller's
 * words). Built on the server only: the pages get the finished text. Pure.
 */
import { fill } from "#app/platform/i18n/format.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import { airportName } from "#app/platform/forms/rules/airports.ts";
import { journeyMessage, signedOff, type ApplicantMail, type RequestMail } from "#app/features/journey/mail/public.ts";
import { dayInWords } from "#app/features/journey/transport/public.ts";
import { TRAVELLER_CHECKLIST, type ChecklistItem } from "./flight-plan.ts";

export const flightCopy = {
  de: {
    flightLine: "Flug {number} am {day}: {from} → {to}",
    landing: "Landung voraussichtlich um {time} Uhr",
    handoverSpain: "Übergabe des Hundes in Spanien: {text}",
    meetingPoint: "Treffpunkt am Ankunftsflughafen: {text}",
    traces: "TRACES-Bescheinigung: {number}",
    pageHeading: "Dein Angebot als Flugpate",
    travellerHeading: "Dein Flug als Flugpate",
    travellerDog: "Du nimmst {dog} mit.",
    travellerDogs: "Du nimmst diese Hunde mit: {dogs}.",
    checklistHeading: "Was du am Flugtag dabeihast",
    checklist: {
      passport: "Den EU-Heimtierausweis jedes Hundes (wir geben ihn dir bei der Übergabe).",
      traces: "Die Tiergesundheitsbescheinigung aus TRACES, ausgedruckt und unterschrieben (bekommst du mit dem Ausweis).",
      crate: "Die Transportbox nach den Regeln der Fluggesellschaft – wir bringen sie mit dem Hund.",
      checkIn: "Sei früh am Check-in: Hunde werden am Schalter für Sondergepäck angemeldet.",
      noFood: "Der Hund bekommt vier Stunden vor dem Flug kein Futter mehr, Wasser schon – darum kümmern wir uns.",
      meeting: "Nach der Landung wartet die Familie am Treffpunkt; bitte gib den Hund nur ihr.",
    } satisfies Record<ChecklistItem, string>,
    cancelHeading: "Du kannst doch nicht fliegen?",
    cancelText: "Sag es uns bitte sofort: Dann suchen wir für den Hund einen anderen Weg. Die Koordination erfährt es mit dem Absenden.",
    cancelConfirm: "Ja, ich sage diesen Flug ab.",
    cancelConfirmMissing: "Bitte bestätige, dass du den Flug absagst.",
    cancel: "Flug absagen",
    cancelled: "Du hast den Flug abgesagt. Danke, dass du uns Bescheid gegeben hast – wir melden uns bei dir.",
    cancelledLine: "Abgesagt.",
    flownLine: "Geflogen – danke!",
    familyHeading: "Die Reise im Flugzeug",
    familyNote: "Ein Flugpate bringt deinen Hund mit. Flüge können sich verspäten: Bitte verfolge die Ankunft auf der Seite des Flughafens; am Reisetag melden wir uns bei dir.",
    matchedSubject: "Puente Canino: Dein Flug mit {dog}",
    matchedIntro: "Hallo{name},\n\ndanke, dass du einen Hund mitnimmst! Hier ist alles zu deinem Flug:",
    familySubject: "Puente Canino: {dog} kommt mit dem Flugzeug",
    familyIntro: "Hallo{name},\n\n{dog} kommt mit einem Flugpaten nach Deutschland. Hier sind die Angaben:",
    pageLink: "Deine Seite mit allen Angaben, der Checkliste und dem Link zum Absagen:\n{link}",
    statusLink: "Alles zu deiner Anfrage:\n{link}",
    cancelledSubject: "Flug abgesagt: {number} am {day}",
    cancelledText: "Ein Flugpate hat den Flug {number} am {day} ({from} → {to}) auf seiner Seite abgesagt. Betroffen: {dog}.\n\nBitte plane die Reise neu und sag der Familie Bescheid:\n{link}",
    signature: "Herzliche Grüße\nDein Team von Puente Canino",
    noDog: "der Hund",
  },
  es: {
    flightLine: "Vuelo {number} el {day}: {from} → {to}",
    landing: "Llegada prevista a las {time}",
    handoverSpain: "Entrega del perro en España: {text}",
    meetingPoint: "Punto de encuentro en el aeropuerto de llegada: {text}",
    traces: "Certificado TRACES: {number}",
    pageHeading: "Tu oferta como padrino de vuelo",
    travellerHeading: "Tu vuelo como padrino de vuelo",
    travellerDog: "Llevas a {dog}.",
    travellerDogs: "Llevas a estos perros: {dogs}.",
    checklistHeading: "Qué llevas el día del vuelo",
    checklist: {
      passport: "El pasaporte europeo de cada perro (te lo damos en la entrega).",
      traces: "El certificado sanitario de TRACES, impreso y firmado (te lo damos con el pasaporte).",
      crate: "El transportín según las normas de la aerolínea: lo llevamos nosotros con el perro.",
      checkIn: "Llega pronto a facturación: los perros se registran en el mostrador de equipaje especial.",
      noFood: "El perro no come en las cuatro horas antes del vuelo, pero sí bebe agua: de eso nos ocupamos nosotros.",
      meeting: "Tras el aterrizaje, la familia espera en el punto de encuentro; entrega el perro solo a ella.",
    } satisfies Record<ChecklistItem, string>,
    cancelHeading: "¿Al final no puedes volar?",
    cancelText: "Dínoslo enseguida, por favor: así buscamos otro camino para el perro. La coordinación se entera al enviarlo.",
    cancelConfirm: "Sí, cancelo este vuelo.",
    cancelConfirmMissing: "Confirma que cancelas el vuelo.",
    cancel: "Cancelar el vuelo",
    cancelled: "Has cancelado el vuelo. Gracias por avisarnos: te escribiremos.",
    cancelledLine: "Cancelado.",
    flownLine: "Volado: ¡gracias!",
    familyHeading: "El viaje en avión",
    familyNote: "Un padrino de vuelo trae a tu perro. Los vuelos pueden retrasarse: sigue la llegada en la web del aeropuerto; el día del viaje te escribimos.",
    matchedSubject: "Puente Canino: Tu vuelo con {dog}",
    matchedIntro: "Hola{name}:\n\n¡gracias por llevar a un perro! Aquí tienes todo sobre tu vuelo:",
    familySubject: "Puente Canino: {dog} llega en avión",
    familyIntro: "Hola{name}:\n\n{dog} viaja a Alemania con un padrino de vuelo. Estos son los datos:",
    pageLink: "Tu página con todos los datos, la lista de comprobación y el enlace para cancelar:\n{link}",
    statusLink: "Todo sobre tu solicitud:\n{link}",
    cancelledSubject: "Vuelo cancelado: {number} el {day}",
    cancelledText: "Un padrino de vuelo ha cancelado en su página el vuelo {number} del {day} ({from} → {to}). Afecta a: {dog}.\n\nPlanifica de nuevo el viaje y avisa a la familia:\n{link}",
    signature: "Un saludo cordial\nTu equipo de Puente Canino",
    noDog: "el perro",
  },
} as const;

/** One dog on a flight, as the pages and e-mails read it. */
export interface FlightFacts {
  flightDate: string;
  flightNumber: string;
  fromAirport: string;
  toAirport: string;
  arrivalTime: string;
  handoverSpain: string;
  meetingPoint: string;
  traces: string;
  dogName: string | null;
}

const day = (date: string, locale: Locale) => dayInWords(date, locale);

function flightLine(f: FlightFacts, locale: Locale): string {
  return fill(flightCopy[locale].flightLine, { number: f.flightNumber, day: day(f.flightDate, locale), from: airportName(f.fromAirport, locale), to: airportName(f.toAirport, locale) });
}

/** The family's lines: the flight, the landing and the meeting point (never the handover in Spain, which is the traveller's). */
export function familyFlightLines(f: FlightFacts, locale: Locale): { heading: string; lines: string[]; note: string } {
  const c = flightCopy[locale];
  return {
    heading: c.familyHeading,
    lines: [flightLine(f, locale), fill(c.landing, { time: f.arrivalTime }), fill(c.meetingPoint, { text: f.meetingPoint })],
    note: c.familyNote,
  };
}

/** The traveller's lines of one flight: the flight, the handover in Spain, the landing, the meeting point, the certificate. */
export function travellerFlightLines(f: FlightFacts, locale: Locale): string[] {
  const c = flightCopy[locale];
  return [
    flightLine(f, locale),
    fill(c.handoverSpain, { text: f.handoverSpain }),
    fill(c.landing, { time: f.arrivalTime }),
    fill(c.meetingPoint, { text: f.meetingPoint }),
    ...(f.traces ? [fill(c.traces, { number: f.traces })] : []),
  ];
}

/** The checklist in the reader's words. */
export function travellerChecklist(locale: Locale): string[] {
  return TRAVELLER_CHECKLIST.map((item) => flightCopy[locale].checklist[item]);
}

const greeting = (firstName: string | null) => (firstName ? ` ${firstName}` : "");

/** To the traveller when a dog is matched to their flight: everything of the day and the link to their page. */
export function flightMatchedMail(mail: ApplicantMail & { firstName: string | null; flight: FlightFacts; pageUrl: string }): MailMessage {
  const c = flightCopy[mail.locale];
  const dog = mail.flight.dogName ?? c.noDog;
  const body = [
    fill(c.matchedIntro, { name: greeting(mail.firstName) }),
    "",
    ...travellerFlightLines(mail.flight, mail.locale),
    "",
    `${c.checklistHeading}:`,
    ...travellerChecklist(mail.locale).map((line) => `- ${line}`),
    "",
    c.signature,
  ];
  return journeyMessage(mail, fill(c.matchedSubject, { dog }), signedOff(body, fill(c.pageLink, { link: mail.pageUrl })), "flight-matched", mail.outboxId);
}

/** To the family when its dog is put on a flight: the airport, the landing, the meeting point. */
export function flightFamilyMail(mail: ApplicantMail & { firstName: string | null; flight: FlightFacts; statusUrl: string | null }): MailMessage {
  const c = flightCopy[mail.locale];
  const dog = mail.flight.dogName ?? c.noDog;
  const part = familyFlightLines(mail.flight, mail.locale);
  const body = [fill(c.familyIntro, { name: greeting(mail.firstName), dog }), "", ...part.lines, "", part.note, "", c.signature];
  return journeyMessage(mail, fill(c.familySubject, { dog }), mail.statusUrl ? signedOff(body, fill(c.statusLink, { link: mail.statusUrl })) : [...body, ""], "flight-family", mail.outboxId);
}

/** To the coordinator at once when a traveller cancels: the flight and the dog, the link to the flights page; never the traveller's words. */
export function flightCancelledMail(mail: RequestMail & { flight: FlightFacts; link: string }): MailMessage {
  const c = flightCopy[mail.locale];
  const f = mail.flight;
  const vars = { number: f.flightNumber, day: day(f.flightDate, mail.locale), from: airportName(f.fromAirport, mail.locale), to: airportName(f.toAirport, mail.locale), dog: f.dogName ?? c.noDog, link: mail.link };
  return journeyMessage(mail, fill(c.cancelledSubject, vars), [fill(c.cancelledText, vars), ""], "flight-cancelled", mail.outboxId);
}
