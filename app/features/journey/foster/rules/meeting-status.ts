/**
 * What the applicant's status page says of meeting the dog in its foster home
 * (docs/product/foster.md#meeting-the-dog): while it is proposed, that the foster family will call to
 * arrange a day; once confirmed, the day, the time and the region (the postcode's first two digits and
 * the city), never the foster family's name or address, which it says on the phone; once it took
 * place, that it did, never the foster family's report. Read on the server only (the page gets the
 * sentences). Pure.
 */
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { fill, perLocale } from "#app/platform/i18n/format.ts";
import { siteTimeZone } from "#app/platform/i18n/dates.ts";
import type { FosterRegion } from "./foster-home.ts";
import type { MeetingStage } from "./foster-workflow.ts";

export const meetingStatusCopy = {
  de: {
    heading: "Kennenlernen mit {dog}",
    headingDone: "Ihr habt {dog} kennengelernt",
    proposed: "{dog} wohnt gerade in einer Pflegestelle, und du kannst {dog} dort kennenlernen. Die Pflegestelle ruft dich an, um einen Tag mit dir zu vereinbaren.",
    proposedData: "Dafür sieht sie deinen Vornamen, deinen Wohnort und deine Telefonnummer, bis ihr euch getroffen habt.",
    confirmed: "Die Pflegestelle hat euer Kennenlernen bestätigt.",
    when: "Wann: {when}",
    where: "Wo: in {city} (PLZ-Gebiet {area})",
    whereExactly: "Wo genau ihr euch trefft, sagt dir die Pflegestelle am Telefon.",
    moveTime: "Passt der Termin nicht mehr, sag der Pflegestelle bitte rechtzeitig Bescheid.",
    done: "Danke, dass du dir die Zeit genommen hast! Wie es weitergeht, besprechen wir mit dir.",
    cancelled: "Das geplante Kennenlernen mit {dog} findet nicht statt. Wir melden uns bei dir, wie es weitergeht.",
    at: "{day} um {time} Uhr",
  },
  es: {
    heading: "Conocer a {dog}",
    headingDone: "Ya habéis conocido a {dog}",
    proposed: "{dog} vive ahora en una casa de acogida, y allí podéis conoceros. La casa de acogida te llamará para acordar el día de la visita.",
    proposedData: "Para ello tiene tu nombre, tu localidad y tu teléfono hasta que os hayáis visto.",
    confirmed: "La casa de acogida ha confirmado vuestra cita.",
    when: "Cuándo: {when}",
    where: "Dónde: en {city} (zona postal {area})",
    whereExactly: "La casa de acogida te dirá por teléfono el lugar exacto.",
    moveTime: "Si la cita ya no te viene bien, avisa a la casa de acogida con tiempo, por favor.",
    done: "¡Gracias por dedicarnos tu tiempo! Hablaremos contigo sobre los siguientes pasos.",
    cancelled: "La visita prevista para conocer a {dog} no se realizará. Te escribiremos para contarte cómo seguimos.",
    at: "{day}, a las {time}",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** What the status page shows of the request's newest meeting. */
export interface MeetingStatus {
  stage: MeetingStage;
  heading: string;
  /** The first sentence. */
  intro: string;
  /** The confirmed day and time ("Wann: …"), with its moment for `<time dateTime>`. */
  when: { iso: string; text: string } | null;
  /** What else to know: the region, that the foster family says where exactly; who sees what. */
  lines: string[];
}

// The foster family enters the day and time as Germany's clock shows them (readMeetingTime): shown so.
const dayFormat = perLocale((locale) => new Intl.DateTimeFormat(intlLocale[locale], { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: siteTimeZone.de }));
const timeFormat = perLocale((locale) => new Intl.DateTimeFormat(intlLocale[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: siteTimeZone.de }));

/** A meeting's day and time in words: "Samstag, 5. Dezember 2026 um 15:30 Uhr", "sábado, 5 de diciembre de 2026, a las 15:30". */
export function meetingTimeText(at: Date, locale: Locale): string {
  return fill(meetingStatusCopy[locale].at, { day: dayFormat(locale).format(at), time: timeFormat(locale).format(at) });
}

/**
 * The status page's block of the request's newest meeting, or null: an open one only while the
 * request is open; a cancelled one a short line while the request is open (a closed request says so
 * itself); one that took place stays told, without what the foster family reported.
 */
export function meetingStatus(
  meeting: { stage: string; meetingAt: Date | null; region: FosterRegion | null; dogName: string } | null,
  locale: Locale,
  requestOpen: boolean,
): MeetingStatus | null {
  if (!meeting) return null;
  const c = meetingStatusCopy[locale];
  const dog = { dog: meeting.dogName };
  const heading = fill(c.heading, dog);
  switch (meeting.stage) {
    case "proposed":
      return requestOpen ? { stage: "proposed", heading, intro: fill(c.proposed, dog), when: null, lines: [c.proposedData] } : null;
    case "confirmed": {
      if (!requestOpen || !meeting.meetingAt) return null;
      const region = meeting.region;
      return {
        stage: "confirmed",
        heading,
        intro: c.confirmed,
        when: { iso: meeting.meetingAt.toISOString(), text: fill(c.when, { when: meetingTimeText(meeting.meetingAt, locale) }) },
        lines: [...(region ? [fill(c.where, { city: region.city, area: region.area })] : []), c.whereExactly, c.moveTime],
      };
    }
    case "done":
      return { stage: "done", heading: fill(c.headingDone, dog), intro: c.done, when: null, lines: [] };
    case "cancelled":
      return requestOpen ? { stage: "cancelled", heading, intro: fill(c.cancelled, dog), when: null, lines: [] } : null;
    default:
      return null;
  }
}
