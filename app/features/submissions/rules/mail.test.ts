import { describe, expect, it } from "vitest";
import { buildMail, formatValue, labelledFields, messageIdFor, type StoredSubmission } from "./mail.ts";
import { senderDomain } from "#app/platform/mail/message.ts";

const settings = { from: "Puente Canino <no-reply@puente-canino.example>", associationEmail: "kontakt@puente-canino.example" };

const adoption: StoredSubmission = {
  id: "0b9a4c2e-1111-4222-8333-444455556666",
  formType: "adoption",
  locale: "de",
  createdAt: new Date("2026-11-21T10:15:00Z"),
  data: {
    dog: "Luna",
    name: "Anna Beispiel",
    email: "anna@example.org",
    phone: "+49 151 2345678",
    livingSituation: "Haus mit Garten",
    experience: "Zwei Hunde bisher",
    message: "Zeile eins\nZeile zwei",
  },
};

describe("senderDomain / messageIdFor", () => {
  it("takes the domain of the sender", () => {
    expect(senderDomain(settings.from)).toBe("puente-canino.example");
    expect(senderDomain("mail@verein.example")).toBe("verein.example");
    expect(senderDomain("no address")).toBe("localhost");
  });
  it("is stable per submission and kind", () => {
    expect(messageIdFor("abc", "notification", settings.from)).toBe("<abc.notification@puente-canino.example>");
    expect(messageIdFor("abc", "confirmation", settings.from)).not.toBe(messageIdFor("abc", "notification", settings.from));
  });
});

describe("notification", () => {
  const mail = buildMail("notification", adoption, settings);
  it("goes to the association; a request with a status page is answered in the back office, so a reply stays with the association (decision 033)", () => {
    expect(mail.to).toBe("kontakt@puente-canino.example");
    expect(mail.replyTo).toBe("kontakt@puente-canino.example");
    expect(buildMail("notification", { ...adoption, formType: "contact" }, settings).replyTo).toBe("anna@example.org");
    expect(mail.subject).toBe("Adoptionsanfrage für Luna von Anna Beispiel");
    expect(mail.messageId).toBe(`<${adoption.id}.notification@puente-canino.example>`);
  });
  it("labels every field in the association's language", () => {
    for (const line of [
      "Hund: Luna", "Name: Anna Beispiel", "E-Mail: anna@example.org", "Telefon: +49 151 2345678",
      "Wohnsituation: Haus mit Garten", "Erfahrung mit Hunden: Zwei Hunde bisher", "Nachricht:\n  Zeile eins\n  Zeile zwei",
    ]) expect(mail.text).toContain(line);
    expect(mail.text).toContain(`Vorgangsnummer: ${adoption.id}`);
    expect(mail.text).toContain("21. November 2026 um 11:15");
  });
  it("keeps line breaks out of the subject", () => {
    const evil = buildMail("notification", { ...adoption, data: { ...adoption.data, name: "A\r\nBcc: x@y" } }, settings);
    expect(evil.subject).not.toMatch(/[\r\n]/);
  });
  it("writes Spanish labels for the Spanish site", () => {
    const es = buildMail("notification", {
      ...adoption, formType: "sponsorship", locale: "es",
      data: { dogName: "Luna", yourName: "Ana", email: "ana@example.org", amount: 15, publishName: true },
    }, { ...settings, associationEmail: "contacto@puente-canino.example" });
    expect(es.subject).toBe("Solicitud de apadrinamiento para Luna de Ana");
    expect(es.text).toMatch(/15,00\s€/);
    expect(es.text).toMatch(/: Sí/);
  });
});

describe("confirmation", () => {
  const mail = buildMail("confirmation", adoption, settings);
  it("goes to the applicant in their language without their free text", () => {
    expect(mail.to).toBe("anna@example.org");
    expect(mail.replyTo).toBe("kontakt@puente-canino.example");
    expect(mail.text).toContain("Hallo,");
    expect(mail.text).toContain("deine Adoptionsanfrage");
    // Nothing the sender typed: not even the name.
    expect(mail.text).not.toContain("Anna");
    expect(mail.subject).not.toContain("Anna");
    expect(mail.text).not.toContain("Zeile eins");
    expect(mail.text).not.toContain("Haus mit Garten");
  });
  it("is Spanish for the Spanish site", () => {
    const es = buildMail("confirmation", { ...adoption, locale: "es" }, settings);
    expect(es.subject).toBe("Puente Canino: Hemos recibido tu solicitud de adopción");
    expect(es.text).toContain("Hola:");
    expect(es.text).not.toContain("Anna");
  });
});

describe("a waiting-list request's confirmation (docs/product/journey.md#waiting-list)", () => {
  it("says the dog is reserved and the request is on its waiting list, in both languages, naming the dog as our list does", () => {
    const de = buildMail("confirmation", { ...adoption, dogName: "Luna", waitlist: true }, settings).text;
    expect(de).toContain("Wir haben deine Adoptionsanfrage erhalten. Luna ist gerade für eine andere Familie reserviert. Deine Anfrage steht deshalb auf der Warteliste");
    expect(de).not.toContain("innerhalb weniger Tage");
    const es = buildMail("confirmation", { ...adoption, locale: "es", dogName: "Luna", waitlist: true }, settings).text;
    expect(es).toContain("Hemos recibido tu solicitud de adopción. Ahora mismo Luna tiene una reserva de otra familia. Por eso tu solicitud queda en la lista de espera");
    expect(es).not.toContain("en pocos días");
  });
  it("says nothing of a waiting list for a request that is on none", () => {
    expect(buildMail("confirmation", { ...adoption, dogName: "Luna" }, settings).text).not.toContain("Warteliste");
    expect(buildMail("confirmation", { ...adoption, locale: "es", dogName: "Luna", waitlist: false }, settings).text).not.toContain("lista de espera");
  });
});

describe("the association's labels", () => {
  it("speak of the applicant, not to them, and name no unit the value repeats", () => {
    const sponsorship = { ...adoption, formType: "sponsorship" as const, data: { dogName: "Luna", yourName: "Anna", email: "anna@example.org", amount: 25, publishName: true } };
    const de = buildMail("notification", sponsorship, settings).text;
    expect(de).toContain("Name der Patin / des Paten: Anna");
    expect(de).toContain("Monatlicher Betrag: 25,00\u00a0€");
    expect(de).not.toContain("Dein Name");
    expect(de).not.toContain("(€)");
    const es = buildMail("notification", { ...sponsorship, locale: "es" }, settings).text;
    expect(es).toContain("Nombre del padrino o la madrina: Anna");
    expect(es).toContain("Importe mensual: 25,00\u00a0€");
    expect(es).not.toContain("Tu nombre");
    expect(es).not.toContain("(€)");
  });
});

describe("membership values", () => {
  it("shows options, countries and dates as words", () => {
    expect(formatValue("membershipType", "supporting", "de")).toBe("Fördermitglied");
    expect(formatValue("paymentInterval", "quarterly", "es")).toBe("Trimestral");
    expect(formatValue("country", "ES", "de")).toBe("Spanien");
    expect(formatValue("entryDate", "2027-01-01", "de")).toBe("1. Januar 2027");
    expect(formatValue("facebookUsername", "", "de")).toBe("–");
    const text = labelledFields({
      ...adoption, formType: "membership",
      data: { membershipType: "active", firstName: "Anna", lastName: "B", country: "DE", entryDate: "2027-01-01" },
    });
    expect(text.split("\n")).toEqual([
      "Art der Mitgliedschaft: Aktives Mitglied", "Vorname: Anna", "Nachname: B", "Land: Deutschland", "Eintrittsdatum: 1. Januar 2027",
    ]);
  });
});

describe("a flight sponsor's offer (docs/product/travel.md#flight-sponsors)", () => {
  const offer: StoredSubmission = {
    id: "7c1d2e3f-1111-4222-8333-444455556666",
    formType: "flight_sponsor",
    locale: "de",
    createdAt: new Date("2027-03-10T10:15:00Z"),
    data: {
      name: "Anna Beispiel", email: "anna@example.org", phone: "+49 151 2345678", fromAirport: "VLC", toAirport: "MUC",
      flightDate: "2027-04-09", flightNumber: "VY 1816", dogsAllowed: 2, message: "",
    },
  };

  it("the association's copy names the airports, the day and the dogs in its words; a reply goes to the association (the traveller's page is the one channel)", () => {
    const de = buildMail("notification", offer, settings);
    expect(de.subject).toBe("Angebot als Flugpate von Anna Beispiel");
    expect(de.replyTo).toBe("kontakt@puente-canino.example");
    for (const line of [
      "Abflughafen in Spanien: Valencia (VLC)", "Zielflughafen in Deutschland: München (MUC)", "Flugdatum: 9. April 2027",
      "Flugnummer: VY 1816", "Hunde erlaubt (laut Fluggesellschaft): 2", "Nachricht: –",
    ]) expect(de.text).toContain(line);
    expect(de.text).not.toContain("Wie viele Hunde darfst du");
    const es = buildMail("notification", { ...offer, locale: "es" }, settings);
    expect(es.subject).toBe("Oferta de padrino de vuelo de Anna Beispiel");
    for (const line of [
      "Salida desde España: Valencia (VLC)", "Llegada a Alemania: Múnich (MUC)", "Fecha del vuelo: 9 de abril de 2027",
      "Número de vuelo: VY 1816", "Perros permitidos (según la aerolínea): 2",
    ]) expect(es.text).toContain(line);
  });

  it("the confirmation is the fixed text of the form in the traveller's language, with nothing typed", () => {
    const de = buildMail("confirmation", offer, settings);
    expect(de.to).toBe("anna@example.org");
    expect(de.subject).toBe("Puente Canino: Dein Angebot als Flugpatin oder Flugpate ist angekommen");
    expect(de.text).toContain("Wir haben dein Angebot als Flugpatin oder Flugpate erhalten");
    const es = buildMail("confirmation", { ...offer, locale: "es" }, settings);
    expect(es.subject).toBe("Puente Canino: Hemos recibido tu oferta como padrino o madrina de vuelo");
    expect(es.text).toContain("tu oferta como padrino o madrina de vuelo");
    for (const mail of [de, es]) for (const typed of ["Anna", "VY 1816", "VLC", "+49"]) expect(mail.text).not.toContain(typed);
  });
});
