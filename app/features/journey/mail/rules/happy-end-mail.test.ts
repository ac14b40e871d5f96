import { describe, expect, it } from "vitest";
import { followupMail, newsNoticeMail } from "./happy-end-mail.ts";
import { defaultFollowupTemplates } from "#app/features/journey/request/rules/templates.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/rules/happy-end-copy.ts";

const FROM = "Puente Canino <no-reply@puente-canino.example>";
const base = {
  submissionId: "11111111-2222-3333-4444-555555555555",
  from: FROM,
  to: "erika@example.org",
  replyTo: "info@puente-canino.example",
  firstName: "Erika",
  dogName: "Luna",
  coordinator: "Ana",
  contacts: { email: "info@puente-canino.example", phone: "+49 30 1234567" },
  newsUrl: "https://puente-canino.example/anfrage/TOKEN/neuigkeiten",
  statusUrl: "https://puente-canino.example/anfrage/TOKEN",
};

describe("the follow-up e-mails (docs/product/journey.md#follow-up-e-mails)", () => {
  it.each(["de", "es"] as const)("in %s: the owners' text with the first name, the dog and the coordinator, then the news link and the status link", (locale) => {
    for (const which of ["two_weeks", "three_months", "retest"] as const) {
      const mail = followupMail({ ...base, which, locale, template: defaultFollowupTemplates[locale][`followup.${which}`] });
      expect(mail.subject).toBe(happyEndCopy[locale].mail.subjects[which].replace("{dog}", "Luna"));
      expect(mail.text).toContain("Erika");
      expect(mail.text).toContain("Luna");
      expect(mail.text.trimEnd().endsWith(base.statusUrl)).toBe(true);
      expect(mail.text).toContain(base.newsUrl);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.replyTo).toBe(base.replyTo);
      expect(mail.messageId).toBe(`<${base.submissionId}.followup-${{ two_weeks: "2w", three_months: "3m", retest: "retest" }[which]}@puente-canino.example>`);
    }
  });

  it.each(["de", "es"] as const)("in %s: the retest reminder names the four diseases, asks to test again at the vet and to send the result", (locale) => {
    const mail = followupMail({ ...base, which: "retest", locale, template: defaultFollowupTemplates[locale]["followup.retest"] });
    expect(mail.subject).toBe(locale === "de" ? "Erinnerung: Nachtest für Luna" : "Recordatorio: nuevo test de Luna");
    const words = locale === "de" ? ["Leishmaniose", "Ehrlichiose", "Anaplasmose", "Herzwurm", "Tierarztpraxis", "noch einmal", "Warum?", "Ergebnis"] : ["leishmaniosis", "ehrlichiosis", "anaplasmosis", "filaria", "clínica veterinaria", "repetir", "¿Por qué?", "resultado"];
    for (const word of words) expect(mail.text, word).toContain(word);
    // The result goes through the news page, which the link right below the text opens.
    expect(mail.text.indexOf(base.newsUrl)).toBeGreaterThan(mail.text.indexOf(locale === "de" ? "Ergebnis" : "resultado"));
    expect(followupMail({ ...base, which: "retest", locale, template: "x", dogName: null }).subject).toBe(happyEndCopy[locale].mail.retestNoDog);
  });

  it("without a coordinator the team signs; without a first name the greeting has none; without a dog the subject asks of 'your dog'", () => {
    const mail = followupMail({ ...base, which: "two_weeks", locale: "de", template: "Hallo {firstName},\n\nwie geht es {dog}?\n\n{coordinator}", firstName: null, dogName: null, coordinator: null });
    expect(mail.text.startsWith("Hallo,\n")).toBe(true);
    expect(mail.text).toContain("wie geht es dein Hund?");
    expect(mail.text).toContain(happyEndCopy.de.mail.team);
    expect(mail.subject).toBe(happyEndCopy.de.mail.subjectNoDog);
  });

  it("an owner's text can name the association's contacts", () => {
    const mail = followupMail({ ...base, which: "three_months", locale: "es", template: "Escríbenos a {email} o llama al {phone}." });
    expect(mail.text).toContain("Escríbenos a info@puente-canino.example o llama al +49 30 1234567.");
  });
});

describe("the association's notice of news", () => {
  it.each(["de", "es"] as const)("in %s: a link into the inbox, the dog, whether it may be published; never the family's words", (locale) => {
    const withConsent = newsNoticeMail({ submissionId: base.submissionId, outboxId: "o1", locale, from: FROM, to: "ana@example.org", dogName: "Luna", consent: true, link: "https://x.example/verwaltung/eingang/1" });
    expect(withConsent.subject).toContain("Luna");
    expect(withConsent.text).toContain("https://x.example/verwaltung/eingang/1");
    expect(withConsent.text).toContain(happyEndCopy[locale].staff.consent);
    expect(withConsent.messageId).toBe(`<${base.submissionId}.news.o1@puente-canino.example>`);
    const without = newsNoticeMail({ submissionId: base.submissionId, outboxId: "o2", locale, from: FROM, to: "ana@example.org", dogName: null, consent: false, link: "https://x.example/verwaltung/eingang/1" });
    expect(without.text).not.toContain(happyEndCopy[locale].staff.consent);
    expect(without.subject).not.toContain("(");
  });
});
