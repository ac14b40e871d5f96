import { describe, expect, it } from "vitest";
import { fosterMessagePrefix, fosterNewsNoticeMail, fosterWelcomeMail, meetingConfirmedMail, meetingProposedMail, meetingReportMail } from "./foster-mail.ts";

const env = { from: "Puente Canino <noreply@puente-canino.example>", replyTo: "info@puente-canino.example" };
const homeId = "11111111-1111-4111-8111-111111111111";
const requestId = "22222222-2222-4222-8222-222222222222";

describe("the foster homes' e-mails", () => {
  it("send the foster family its page's link, greeting it by first name, in its language", () => {
    const de = fosterWelcomeMail({ ...env, to: "anna@example.org", locale: "de", homeId, outboxId: "o1", name: "Anna Beispiel", pageUrl: "http://localhost:3000/meine-pflegestelle/T" });
    expect(de.text).toContain("Hallo Anna,");
    expect(de.text).toContain("http://localhost:3000/meine-pflegestelle/T");
    expect(de.messageId.startsWith(`<${fosterMessagePrefix(homeId)}`)).toBe(true);
    const es = fosterWelcomeMail({ ...env, to: "ana@example.org", locale: "es", homeId, outboxId: "o1", name: "Ana", pageUrl: "http://es.localhost:3000/mi-casa-de-acogida/T" });
    expect(es.subject).toBe("Puente Canino: Tu página como casa de acogida");
  });
  it("tell the foster family of a proposal and of a cancellation without the applicant's data", () => {
    const proposed = meetingProposedMail({ ...env, to: "anna@example.org", locale: "de", homeId, outboxId: "o2", name: "Anna", dogName: "Luna", pageUrl: "P" });
    expect(proposed.subject).toBe("Puente Canino: Eine Familie möchte Luna kennenlernen");
    const cancelled = meetingProposedMail({ ...env, to: "anna@example.org", locale: "es", homeId, outboxId: "o3", name: "Ana", dogName: "Luna", pageUrl: "P", cancelled: true });
    expect(cancelled.subject).toBe("Puente Canino: Se cancela la visita para conocer a Luna");
  });
  it("give the applicant the day, time and region, never the foster family's name or street, under the request's Message-ID prefix", () => {
    const mail = meetingConfirmedMail({ ...env, to: "maria@example.org", locale: "de", requestId, outboxId: "o4", firstName: "Maria", dogName: "Luna", meetingAt: new Date("2026-12-05T14:30:00Z"), region: { area: "50", city: "Köln" }, statusUrl: "S" });
    expect(mail.text).toContain("05.12.2026, 15:30");
    expect(mail.text).toContain("Köln (PLZ-Gebiet 50)");
    expect(mail.messageId.startsWith(`<${requestId}.`)).toBe(true);
    const es = meetingConfirmedMail({ ...env, to: "maria@example.org", locale: "es", requestId, outboxId: "o4", firstName: null, dogName: "Luna", meetingAt: new Date("2026-12-05T14:30:00Z"), region: null, statusUrl: "S" });
    expect(es.text.startsWith("Hola:")).toBe(true);
    expect(es.text).not.toContain("Dónde");
  });
  it("tell the coordinator that the foster family answered, never its words", () => {
    const done = meetingReportMail({ ...env, to: "c@example.org", locale: "de", requestId, outboxId: "o5", dogName: "Luna", declined: false, link: "L" });
    expect(done.text).toContain("hat eingetragen, wie das Kennenlernen mit Luna gelaufen ist");
    expect(meetingReportMail({ ...env, to: "c@example.org", locale: "es", requestId, outboxId: "o5", dogName: "Luna", declined: true, link: "L" }).text).toContain("no puede recibir");
    expect(fosterNewsNoticeMail({ ...env, to: "e@example.org", locale: "de", homeId, outboxId: "o6", link: "N" }).text).toContain("N");
  });
});
