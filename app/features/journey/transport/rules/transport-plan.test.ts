import { describe, expect, it } from "vitest";
import { transferPointsText } from "#app/features/organisation/rules/transport.ts";
import { checkDates, checkEntry, earlyArrival, isDay, normaliseTime, normaliseTraces, reminderDue, showsPublicly, TRANSFER_POINTS, transferPointNames } from "./transport-plan.ts";
import { dayInWords, handoverKind, monthInWords, publicTravelNote, transportMail, transportStatusLines } from "./transport-copy.ts";

describe("transfer points", () => {
  it("are the adoption page's German stops plus the Spanish pick-up, in both languages", () => {
    expect(TRANSFER_POINTS[0]).toBe("benicarlo");
    for (const locale of ["de", "es"] as const) {
      for (const point of TRANSFER_POINTS.slice(1)) {
        const name = transferPointNames[locale][point].split(" ")[0]!.replace(/[(),]/g, "");
        expect(transferPointsText[locale]).toContain(name);
      }
    }
  });
});

describe("dates", () => {
  const today = "2027-03-01";
  it("takes real days, arrival not before departure, within a week, not past, within a year", () => {
    expect(checkDates({ departure: "2027-03-03", arrival: "2027-03-05" }, today)).toEqual({ ok: true, value: { departure: "2027-03-03", arrival: "2027-03-05" } });
    expect(checkDates({ departure: "2027-03-03", arrival: "2027-03-03" }, today).ok).toBe(true);
    expect(checkDates({ departure: "2027-02-30", arrival: "2027-03-05" }, today)).toEqual({ ok: false, errors: { departure: true } });
    expect(checkDates({ departure: "", arrival: "x" }, today)).toEqual({ ok: false, errors: { departure: true, arrival: true } });
    expect(checkDates({ departure: "2027-03-05", arrival: "2027-03-03" }, today)).toEqual({ ok: false, errors: { order: true } });
    expect(checkDates({ departure: "2027-03-03", arrival: "2027-03-11" }, today)).toEqual({ ok: false, errors: { tooLong: true } });
    expect(checkDates({ departure: "2027-02-20", arrival: "2027-02-22" }, today)).toEqual({ ok: false, errors: { past: true } });
    expect(checkDates({ departure: "2028-03-10", arrival: "2028-03-12" }, today)).toEqual({ ok: false, errors: { tooFar: true } });
    expect(checkDates({ departure: 5, arrival: null }, today).ok).toBe(false);
  });
  it("knows a day and a time", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2027-02-29")).toBe(false);
    expect(normaliseTime("9:05")).toBe("09:05");
    expect(normaliseTime("14.30")).toBe("14:30");
    expect(normaliseTime("24:00")).toBeNull();
    expect(normaliseTime("12:60")).toBeNull();
    expect(normaliseTime("noon")).toBeNull();
  });
});

describe("entries", () => {
  it("need a transfer point and a time; a chip number is digits and letters; a note at most 500 characters", () => {
    expect(checkEntry({ point: "karlsruhe", time: "14:30", chip: "276 0981 0012 3456", traces: " intra.es.2027.0012345 ", note: " Leine ", showPublic: "1" })).toEqual({
      ok: true,
      value: { point: "karlsruhe", time: "14:30", chip: "276098100123456", traces: "INTRA.ES.2027.0012345", note: "Leine", showPublic: true },
    });
    expect(checkEntry({ point: "karlsruhe", time: "14:30", chip: "", note: "", showPublic: null })).toMatchObject({ ok: true, value: { showPublic: false } });
    expect(checkEntry({ point: "paris", time: "25:00", chip: "12-34", traces: "INTRA;ES", note: "x".repeat(501), showPublic: null })).toEqual({
      ok: false,
      errors: { point: true, time: true, chip: true, traces: true, note: true },
    });
  });

  it("take a TRACES reference of letters, digits, dots, hyphens and slashes, at most 40, or none", () => {
    expect(normaliseTraces(undefined)).toBe("");
    expect(normaliseTraces("")).toBe("");
    expect(normaliseTraces("intra.es.2027/001-2")).toBe("INTRA.ES.2027/001-2");
    expect(normaliseTraces("A".repeat(40))).toBe("A".repeat(40));
    expect(normaliseTraces("A".repeat(41))).toBeNull();
    expect(normaliseTraces("INTRA_ES")).toBeNull();
  });
});

describe("the reminder", () => {
  it("is due from two days before arrival until the day, once per arrival day", () => {
    expect(reminderDue("2027-03-05", "2027-03-02", null)).toBe(false);
    expect(reminderDue("2027-03-05", "2027-03-03", null)).toBe(true);
    expect(reminderDue("2027-03-05", "2027-03-05", null)).toBe(true);
    expect(reminderDue("2027-03-05", "2027-03-06", null)).toBe(false);
    expect(reminderDue("2027-03-05", "2027-03-04", "2027-03-05")).toBe(false);
    // The arrival moved: reminded anew.
    expect(reminderDue("2027-03-06", "2027-03-04", "2027-03-05")).toBe(true);
  });
});

describe("the public line", () => {
  it("names the arrival month in both languages, only when allowed and not yet arrived", () => {
    expect(publicTravelNote("2027-03-05", "de")).toBe("Reserviert – reist im März nach Deutschland");
    expect(publicTravelNote("2027-03-05", "es")).toBe("Reservado – viaja a Alemania en marzo");
    expect(monthInWords("2027-12-31", "de")).toBe("Dezember");
    expect(showsPublicly({ showPublic: true, arrival: "2027-03-05" }, "2027-03-05")).toBe(true);
    expect(showsPublicly({ showPublic: true, arrival: "2027-03-05" }, "2027-03-06")).toBe(false);
    expect(showsPublicly({ showPublic: false, arrival: "2027-03-05" }, "2027-03-01")).toBe(false);
  });
});

describe("the family's texts", () => {
  const facts = { departure: "2027-03-03", arrival: "2027-03-05", point: "karlsruhe" as const, time: "14:30" };
  it("the status page says departure, arrival, place and time", () => {
    expect(dayInWords("2027-03-05", "de")).toBe("5. März 2027");
    expect(transportStatusLines(facts, "de").lines).toEqual(["Abfahrt in Benicarló: 3. März 2027", "Ankunft: 5. März 2027", "Übergabe: Karlsruhe, voraussichtlich um 14:30 Uhr"]);
    expect(transportStatusLines(facts, "es").lines).toEqual(["Salida de Benicarló: 3 de marzo de 2027", "Llegada: 5 de marzo de 2027", "Entrega: Karlsruhe, hacia las 14:30"]);
  });
  it("the e-mail is in the request's language, with first name, dog and status link, and a Message-ID per row", () => {
    const base = { ...facts, submissionId: "s1", outboxId: "o1", from: "Puente Canino <no-reply@puente-canino.example>", to: "a@example.org", replyTo: "info@example.org", firstName: "Ana", dogName: "Luna", statusUrl: "https://x/anfrage/T" };
    const de = transportMail({ ...base, kind: "transport_update", locale: "de" });
    expect(de.subject).toBe("Puente Canino: Die Reise von Luna");
    expect(de.text).toContain("Hallo Ana,");
    expect(de.text).toContain("Ankunft: 5. März 2027");
    expect(de.text).toContain("Übergabe: Karlsruhe, voraussichtlich um 14:30 Uhr");
    expect(de.text).toContain("https://x/anfrage/T");
    expect(de.messageId).toBe("<s1.transport.o1@puente-canino.example>");
    const es = transportMail({ ...base, kind: "transport_reminder", locale: "es", point: "seevetal", firstName: null, statusUrl: null });
    expect(es.subject).toBe("Puente Canino: Dentro de dos días llega el momento");
    expect(es.text).toContain("Hola:");
    expect(es.text).toContain("Entrega: Seevetal (cerca de Hamburgo), hacia las 14:30");
    expect(es.messageId).toBe("<s1.transport-reminder.o1@puente-canino.example>");
  });
});

describe("the words follow where the dog is and where the family meets it (issue 34, item 11)", () => {
  const facts = { departure: "2027-03-03", arrival: "2027-03-05", time: "14:30" };
  const base = { ...facts, submissionId: "s1", outboxId: "o1", from: "Puente Canino <no-reply@puente-canino.example>", to: "a@example.org", replyTo: "info@example.org", firstName: "Ana", dogName: "Luna", statusUrl: "https://x/anfrage/T" };
  const JOURNEY = /Abfahrt|Ankunft|unterwegs|Reise|reist|Salida|Llegada|durante el viaje|viaje|viaja/;

  it("knows three handovers: a journey to a German stop, a pick-up in Benicarló, a dog in Germany already", () => {
    expect(handoverKind({ point: "karlsruhe" })).toBe("journey");
    expect(handoverKind({ point: "benicarlo" })).toBe("pickup");
    expect(handoverKind({ point: "koeln", dogInGermany: true })).toBe("local");
  });

  it("a pick-up in Benicarló: the day and time of the pick-up, no departure, arrival or journey (status page and e-mail, both languages)", () => {
    const de = transportStatusLines({ ...facts, point: "benicarlo" }, "de");
    expect(de).toEqual({ heading: "Die Abholung", lines: ["Abholung in Benicarló am 3. März 2027, voraussichtlich um 14:30 Uhr"], note: "Ändert sich etwas, schreiben wir dir." });
    const es = transportStatusLines({ ...facts, point: "benicarlo" }, "es");
    expect(es).toEqual({ heading: "La recogida", lines: ["Recogida en Benicarló el 3 de marzo de 2027, hacia las 14:30"], note: "Si algo cambia, te escribimos." });
    for (const locale of ["de", "es"] as const) {
      for (const kind of ["transport_update", "transport_reminder"] as const) {
        const mail = transportMail({ ...base, point: "benicarlo", kind, locale });
        expect(mail.text).not.toMatch(JOURNEY);
        expect(mail.subject).not.toMatch(JOURNEY);
        expect(mail.text).toContain(locale === "de" ? "Abholung in Benicarló am 3. März 2027" : "Recogida en Benicarló el 3 de marzo de 2027");
      }
    }
  });

  it("a dog in a German foster home: a handover at the stop on the day, never 'travels to Germany' (status page, e-mail, dog page)", () => {
    const de = transportStatusLines({ ...facts, point: "koeln", dogInGermany: true }, "de");
    expect(de).toEqual({ heading: "Die Übergabe", lines: ["Übergabe in Köln am 5. März 2027, voraussichtlich um 14:30 Uhr"], note: "Ändert sich etwas, schreiben wir dir." });
    expect(transportStatusLines({ ...facts, point: "koeln", dogInGermany: true }, "es").lines).toEqual(["Entrega en Colonia el 5 de marzo de 2027, hacia las 14:30"]);
    for (const locale of ["de", "es"] as const) {
      for (const kind of ["transport_update", "transport_reminder"] as const) {
        const mail = transportMail({ ...base, point: "koeln", dogInGermany: true, kind, locale });
        expect(mail.text).not.toMatch(JOURNEY);
        expect(mail.subject).not.toMatch(JOURNEY);
      }
    }
    expect(transportMail({ ...base, point: "koeln", dogInGermany: true, kind: "transport_update", locale: "de" }).subject).toBe("Puente Canino: Die Übergabe von Luna");
    expect(publicTravelNote("2027-03-05", "de", true)).toBe("Reserviert – Übergabe im März");
    expect(publicTravelNote("2027-03-05", "es", true)).toBe("Reservado – entrega en marzo");
  });

  it("after arrival the status page promises nothing about the travel day", () => {
    expect(transportStatusLines({ ...facts, point: "karlsruhe" }, "de", true).note).toBeNull();
    expect(transportStatusLines({ ...facts, point: "karlsruhe" }, "es", true).note).toBeNull();
    expect(transportStatusLines({ ...facts, point: "karlsruhe" }, "de").note).toMatch(/Reisetag/);
  });
});

describe("arrived before the arrival day", () => {
  const base = { stage: "arrived", current: "travel", arrival: "2027-03-05" };
  it("names the planned day before it, and nothing from that day on, for another stage, without a transport or when already arrived", () => {
    expect(earlyArrival({ ...base, today: "2027-03-04" })).toBe("2027-03-05");
    expect(earlyArrival({ ...base, today: "2027-02-01" })).toBe("2027-03-05");
    expect(earlyArrival({ ...base, today: "2027-03-05" })).toBeNull();
    expect(earlyArrival({ ...base, today: "2027-03-06" })).toBeNull();
    expect(earlyArrival({ ...base, stage: "travel", today: "2027-03-04" })).toBeNull();
    expect(earlyArrival({ ...base, stage: null, today: "2027-03-04" })).toBeNull();
    expect(earlyArrival({ ...base, arrival: null, today: "2027-03-04" })).toBeNull();
    expect(earlyArrival({ ...base, current: "arrived", today: "2027-03-04" })).toBeNull();
  });
});
