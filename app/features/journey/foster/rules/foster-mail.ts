/**
 * The foster homes' e-mails (docs/product/foster.md#e-mails), built when they are sent (pure): the
 * foster family's page link, a meeting proposed or cancelled (to the foster family), a meeting
 * confirmed (to the applicant), the foster family's answer about a meeting (to the coordinator:
 * that it answered, never its words), news for the editors (a link, never the words).
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { formatDateTime } from "#app/platform/i18n/dates.ts";
import { oneLine, senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import type { FosterRegion } from "./foster-home.ts";

export const fosterMailCopy = {
  de: {
    greeting: "Hallo {name},",
    closing: "Viele Grüße\nDein Team von Puente Canino",
    welcome: {
      subject: "Puente Canino: Deine Seite als Pflegestelle",
      intro: "schön, dass du Pflegestelle bei uns bist! Auf deiner eigenen Seite siehst du die Hunde, die bei dir wohnen oder zu dir kommen, kannst uns Neuigkeiten mit Fotos schicken und Kennenlern-Termine mit interessierten Familien bestätigen.",
      link: "Deine Seite (bitte gib den Link nicht weiter, er öffnet sie ohne Passwort):",
    },
    proposed: {
      subject: "Puente Canino: Eine Familie möchte {dog} kennenlernen",
      intro: "eine Familie interessiert sich für {dog} und möchte {dog} bei dir kennenlernen. Auf deiner Seite findest du ihren Vornamen, ihren Ort und ihre Telefonnummer. Bitte ruf sie an und trag den vereinbarten Termin dort ein.",
      link: "Zu deiner Seite:",
    },
    cancelled: {
      subject: "Puente Canino: Das Kennenlernen mit {dog} findet nicht statt",
      intro: "das geplante Kennenlernen mit {dog} ist abgesagt. Die Kontaktdaten der Familie sind von deiner Seite entfernt. Danke, dass du dir die Zeit genommen hast!",
      link: "Zu deiner Seite:",
    },
    confirmed: {
      subject: "Puente Canino: Dein Termin, um {dog} kennenzulernen",
      intro: "die Pflegestelle von {dog} hat euer Kennenlernen bestätigt:",
      when: "Wann: {when}",
      where: "Wo: in {city} (PLZ-Gebiet {area}); die Pflegestelle sagt dir am Telefon, wo genau ihr euch trefft.",
      link: "Alles zu deiner Anfrage:",
    },
    report: {
      subject: "Pflegestelle: Antwort zum Kennenlernen mit {dog}",
      declined: "Die Pflegestelle kann das vorgeschlagene Kennenlernen mit {dog} nicht übernehmen. Bitte schlag ein neues vor oder sprich mit der Familie.",
      done: "Die Pflegestelle hat eingetragen, wie das Kennenlernen mit {dog} gelaufen ist.",
      link: "Zur Anfrage in der Verwaltung:",
    },
    news: {
      subject: "Pflegestelle: Neuigkeiten über einen Hund",
      intro: "Eine Pflegestelle hat Neuigkeiten über einen Hund geschickt. Ob sie auf die Hundeseite dürfen, siehst du in der Verwaltung:",
    },
  },
  es: {
    greeting: "Hola, {name}:",
    closing: "Un saludo,\nel equipo de Puente Canino",
    welcome: {
      subject: "Puente Canino: Tu página como casa de acogida",
      intro: "¡qué bien que seas casa de acogida con nosotros! En tu propia página ves los perros que viven contigo o que van a llegar, puedes enviarnos novedades con fotos y confirmar las citas con las familias interesadas.",
      link: "Tu página (no compartas el enlace: la abre sin contraseña):",
    },
    proposed: {
      subject: "Puente Canino: Una familia quiere conocer a {dog}",
      intro: "una familia se interesa por {dog} y quiere conocer a {dog} en tu casa. En tu página encontrarás su nombre, su localidad y su teléfono. Llámala, por favor, y anota allí la cita que acordéis.",
      link: "Ir a tu página:",
    },
    cancelled: {
      subject: "Puente Canino: Se cancela la visita para conocer a {dog}",
      intro: "la visita prevista para conocer a {dog} se ha cancelado. Los datos de contacto de la familia ya no aparecen en tu página. ¡Gracias por tu tiempo!",
      link: "Ir a tu página:",
    },
    confirmed: {
      subject: "Puente Canino: Tu cita para conocer a {dog}",
      intro: "la casa de acogida de {dog} ha confirmado vuestra cita:",
      when: "Cuándo: {when}",
      where: "Dónde: en {city} (zona postal {area}); la casa de acogida te dirá por teléfono el lugar exacto.",
      link: "Todo sobre tu solicitud:",
    },
    report: {
      subject: "Casa de acogida: respuesta sobre la visita para conocer a {dog}",
      declined: "La casa de acogida no puede recibir la visita propuesta para conocer a {dog}. Propón otra o habla con la familia.",
      done: "La casa de acogida ha anotado cómo fue la visita para conocer a {dog}.",
      link: "Ver la solicitud en la administración:",
    },
    news: {
      subject: "Casa de acogida: novedades sobre un perro",
      intro: "Una casa de acogida ha enviado novedades sobre un perro. En la administración ves si se pueden publicar en la página del perro:",
    },
  },
} as const satisfies Record<Locale, unknown>;

interface Envelope {
  from: string;
  to: string;
  replyTo: string;
  locale: Locale;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";
const message = (env: Envelope, subject: string, lines: string[], messageId: string): MailMessage => ({
  from: env.from,
  to: env.to,
  replyTo: env.replyTo,
  subject: oneLine(subject),
  text: [...lines, ""].join("\n"),
  messageId: `<${messageId}@${senderDomain(env.from)}>`,
});

/** The Message-ID prefix of a foster home's own e-mails (erasure forgets their copies by it). */
export function fosterMessagePrefix(homeId: string): string {
  return `foster.${homeId}.`;
}

export function fosterWelcomeMail(env: Envelope & { homeId: string; outboxId: string; name: string; pageUrl: string }): MailMessage {
  const c = fosterMailCopy[env.locale];
  return message(env, c.welcome.subject, [fill(c.greeting, { name: firstName(env.name) }), "", c.welcome.intro, "", c.welcome.link, env.pageUrl, "", c.closing], `${fosterMessagePrefix(env.homeId)}welcome.${env.outboxId}`);
}

export function meetingProposedMail(env: Envelope & { homeId: string; outboxId: string; name: string; dogName: string; pageUrl: string; cancelled?: boolean }): MailMessage {
  const c = fosterMailCopy[env.locale];
  const part = env.cancelled ? c.cancelled : c.proposed;
  return message(
    env,
    fill(part.subject, { dog: env.dogName }),
    [fill(c.greeting, { name: firstName(env.name) }), "", fill(part.intro, { dog: env.dogName }), "", part.link, env.pageUrl, "", c.closing],
    `${fosterMessagePrefix(env.homeId)}meeting.${env.outboxId}`,
  );
}

/** To the applicant: its request's Message-ID prefix, so erasing the request forgets it too. */
export function meetingConfirmedMail(env: Envelope & { requestId: string; outboxId: string; firstName: string | null; dogName: string; meetingAt: Date; region: FosterRegion | null; statusUrl: string }): MailMessage {
  const c = fosterMailCopy[env.locale];
  const when = formatDateTime(env.meetingAt.toISOString(), env.locale);
  return message(
    env,
    fill(c.confirmed.subject, { dog: env.dogName }),
    [
      env.firstName ? fill(c.greeting, { name: env.firstName }) : env.locale === "de" ? "Hallo," : "Hola:",
      "",
      fill(c.confirmed.intro, { dog: env.dogName }),
      "",
      fill(c.confirmed.when, { when }),
      ...(env.region ? [fill(c.confirmed.where, { city: env.region.city, area: env.region.area })] : []),
      "",
      c.confirmed.link,
      env.statusUrl,
      "",
      c.closing,
    ],
    `${env.requestId}.foster-meeting.${env.outboxId}`,
  );
}

export function meetingReportMail(env: Envelope & { requestId: string; outboxId: string; dogName: string; declined: boolean; link: string }): MailMessage {
  const c = fosterMailCopy[env.locale];
  return message(
    env,
    fill(c.report.subject, { dog: env.dogName }),
    [fill(env.declined ? c.report.declined : c.report.done, { dog: env.dogName }), "", c.report.link, env.link],
    `${env.requestId}.foster-report.${env.outboxId}`,
  );
}

export function fosterNewsNoticeMail(env: Envelope & { homeId: string; outboxId: string; link: string }): MailMessage {
  const c = fosterMailCopy[env.locale];
  return message(env, c.news.subject, [c.news.intro, env.link], `${fosterMessagePrefix(env.homeId)}news.${env.outboxId}`);
}
