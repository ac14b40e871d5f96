/**
 * Decision 033 (one channel for a conversation): no e-mail invites the family to answer by e-mail;
 * every e-mail to the family about a request with a status page leads to its status page; the
 * association's notices lead to the request in the back office, never "answer this e-mail".
 */
import { describe, expect, it } from "vitest";
import { buildMail, type StoredSubmission } from "#app/features/submissions/rules/mail.ts";
import { SUBMISSION_KINDS } from "#app/features/submissions/rules/kinds.ts";
import { contractMail, noticeMail, replyMail, statusLinkMail } from "./mail.ts";
import { followupMail } from "./happy-end-mail.ts";
import { hasStatusPage } from "#app/features/journey/request/rules/stages.ts";
import { defaultFollowupTemplates } from "#app/features/journey/request/rules/templates.ts";
import { transportMail } from "#app/features/journey/transport/rules/transport-copy.ts";

const from = "Puente Canino <no-reply@puente-canino.example>";
const association = "kontakt@puente-canino.example";
const submissionId = "7f3c2a90-1b2c-4d5e-8f90-0a1b2c3d4e5f";
const statusUrl = "https://puente-canino.example/anfrage/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const inboxUrl = `https://puente-canino.example/verwaltung/eingang/${submissionId}`;
const LOCALES = ["de", "es"] as const;

/** An invitation to answer by e-mail, in either language. */
const REPLY_BY_MAIL = /antworte[^.\n]*(auf|direkt)[^.\n]*(diese|dieser) E-Mail|auf diese E-Mail|responde[^.\n]*(a )?este correo|respóndenos a este|directamente a este correo/i;

function family(locale: "de" | "es") {
  return [
    replyMail({ submissionId, messageId: "m-1", locale, from, to: "anna@example.org", replyTo: association, body: "Hallo {firstName},\n\nText.", firstName: "Anna", dogName: "Luna", statusUrl }),
    statusLinkMail({ submissionId, outboxId: "o-1", locale, from, to: "anna@example.org", replyTo: association, formType: "adoption", createdAt: new Date("2027-03-01T10:00:00Z"), statusUrl }),
    ...(["transport_update", "transport_reminder"] as const).map((kind) =>
      transportMail({ kind, submissionId, outboxId: "o-2", locale, from, to: "anna@example.org", replyTo: association, firstName: "Anna", dogName: "Luna", statusUrl, departure: "2027-03-04", arrival: "2027-03-05", point: "karlsruhe", time: "09:30" }),
    ),
    contractMail({ kind: "contract_ready", submissionId, outboxId: "o-3", locale, from, to: "anna@example.org", replyTo: association, dogName: "Luna", link: statusUrl }),
    ...(["two_weeks", "three_months", "retest"] as const).map((which) =>
      followupMail({
        which, submissionId, locale, from, to: "anna@example.org", replyTo: association, template: defaultFollowupTemplates[locale][`followup.${which}`],
        firstName: "Anna", dogName: "Luna", coordinator: "Olga", contacts: { email: association, phone: "+49 1" }, newsUrl: `${statusUrl}/neuigkeiten`, statusUrl,
      }),
    ),
  ];
}

describe("the family's e-mails lead to the status page, never to a reply by e-mail (decision 033)", () => {
  it.each(LOCALES)("every journey e-mail to the family names its status page and invites no e-mail reply (%s)", (locale) => {
    for (const mail of family(locale)) {
      expect(mail.text, mail.subject).toContain(statusUrl);
      expect(mail.text, mail.subject).not.toMatch(REPLY_BY_MAIL);
      // A reply by e-mail still reaches a person (the association), but nothing asks for it.
      expect(mail.replyTo).toBe(association);
    }
  });

  const submission = (formType: StoredSubmission["formType"], locale: "de" | "es"): StoredSubmission => ({ id: submissionId, formType, locale, data: { email: "anna@example.org", name: "Anna" }, createdAt: new Date("2027-03-01T10:00:00Z") });
  const withPage = SUBMISSION_KINDS.filter(hasStatusPage);
  const withoutPage = SUBMISSION_KINDS.filter((kind) => !hasStatusPage(kind));

  it.each(LOCALES)("every form's confirmation invites no e-mail reply; a form with a status page sends the family there to add something (%s)", (locale) => {
    for (const formType of SUBMISSION_KINDS) {
      const mail = buildMail("confirmation", submission(formType, locale), { from, associationEmail: association, statusUrl: hasStatusPage(formType) ? statusUrl : null });
      expect(mail.text, formType).not.toMatch(REPLY_BY_MAIL);
    }
    for (const formType of withPage) {
      const mail = buildMail("confirmation", submission(formType, locale), { from, associationEmail: association, statusUrl });
      expect(mail.text, formType).toContain(statusUrl);
      expect(mail.text, formType).toMatch(locale === "de" ? /ergänzen oder uns antworten\? Das geht auf deiner Statusseite/ : /añadir algo o respondernos\? Hazlo en tu página de seguimiento/);
    }
  });

  it.each(LOCALES)("the association's copy of a new request says to answer in the back office, links there, and a reply to it stays with the association (%s)", (locale) => {
    const notification = (formType: StoredSubmission["formType"]) => buildMail("notification", submission(formType, locale), { from, associationEmail: association, inboxUrl });
    for (const formType of SUBMISSION_KINDS) {
      const mail = notification(formType);
      expect(mail.text, formType).not.toMatch(REPLY_BY_MAIL);
      expect(mail.text, formType).not.toMatch(/Antworte direkt|Responde directamente/);
      expect(mail.text, formType).toContain(inboxUrl);
    }
    for (const formType of withPage) {
      expect(notification(formType).text, formType).toContain(locale === "de" ? "Bitte antworte in der Verwaltung" : "Responde desde la administración");
      expect(notification(formType).replyTo, formType).toBe(association);
    }
    // A contact or membership form has no status page: a reply by e-mail is how it is answered.
    for (const formType of withoutPage) expect(notification(formType).replyTo, formType).toBe("anna@example.org");
  });
});

describe("a confirmation's subject names the form and the dog of our list (issue 34, item 19)", () => {
  const base = { id: submissionId, locale: "de" as const, data: { email: "anna@example.org", name: "Anna", dog: "Lunita, typed" }, createdAt: new Date("2027-03-01T10:00:00Z") };
  it("German: the form and, where there is one, the dog as our list names it (never the typed text)", () => {
    const subject = (formType: StoredSubmission["formType"], dogName: string | null) => buildMail("confirmation", { ...base, formType, dogName }, { from, associationEmail: association }).subject;
    expect(subject("adoption", "Luna")).toBe("Puente Canino: Deine Adoptionsanfrage für Luna ist angekommen");
    expect(subject("adoption", null)).toBe("Puente Canino: Deine Adoptionsanfrage ist angekommen");
    expect(subject("sponsorship", "Luna")).toBe("Puente Canino: Deine Patenschaftsanfrage für Luna ist angekommen");
    expect(subject("foster_home", null)).toBe("Puente Canino: Deine Bewerbung als Pflegestelle ist angekommen");
    expect(subject("contact", null)).toBe("Puente Canino: Deine Nachricht ist angekommen");
    expect(subject("membership", null)).toBe("Puente Canino: Dein Mitgliedsantrag ist angekommen");
    expect(subject("adoption", "Luna")).not.toContain("typed");
  });
  it("Spanish: the form and the dog", () => {
    const subject = (formType: StoredSubmission["formType"], dogName: string | null) => buildMail("confirmation", { ...base, locale: "es", formType, dogName }, { from, associationEmail: association }).subject;
    expect(subject("adoption", "Luna")).toBe("Puente Canino: Hemos recibido tu solicitud de adopción de Luna");
    expect(subject("sponsorship", null)).toBe("Puente Canino: Hemos recibido tu solicitud de apadrinamiento");
    expect(subject("foster_home", null)).toBe("Puente Canino: Hemos recibido tu solicitud de casa de acogida");
    expect(subject("contact", null)).toBe("Puente Canino: Hemos recibido tu mensaje");
  });
});

describe("the notice of a family's answer is titled for what it is (issue 34, item 19)", () => {
  it.each([
    ["de", "Neue Nachricht auf der Statusseite: Adoption (Luna)"],
    ["es", "Nuevo mensaje en la página de seguimiento: Adopción (Luna)"],
  ] as const)("%s", (locale, subject) => {
    const mail = noticeMail({ kind: "answer_notice", submissionId, messageId: "m-2", locale, from, to: association, formType: "adoption", dogName: "Luna", inboxUrl });
    expect(mail.subject).toBe(subject);
    expect(mail.subject).not.toMatch(/Antwort auf Ihre Nachricht|Respuesta a su mensaje/);
    expect(mail.text).toContain(inboxUrl);
  });
});
