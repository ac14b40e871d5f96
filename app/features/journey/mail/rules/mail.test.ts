import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUBMISSION_KINDS } from "#app/features/submissions/rules/kinds.ts";
import { journeyCopy } from "#app/features/journey/request/rules/copy.ts";
import { contractMailCopy } from "#app/features/journey/contract/rules/contract-copy.ts";
import {
  journeyMessageId,
  noticeMail,
  replyMail,
  staffMailCopy,
  statusLinkMail,
  summaryMail,
  type NoticeMail,
  type ReplyMail,
  type StatusLinkMail,
  type SummaryMail,
} from "./mail.ts";
import { WAITING_REASONS } from "#app/features/journey/request/rules/waiting.ts";

const from = "Puente Canino <no-reply@puente-canino.example>";
const submissionId = "7f3c2a90-1b2c-4d5e-8f90-0a1b2c3d4e5f";
const statusUrl = "https://puente-canino.example/anfrage/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const inboxUrl = `https://puente-canino.example/verwaltung/eingang/${submissionId}`;
const LOCALES = ["de", "es"] as const;
const FORMS = [...SUBMISSION_KINDS];

describe("journey message ids (decision 023)", () => {
  it("a message id starts with the submission's id, then the kind and the discriminator, at the sender's domain", () => {
    expect(journeyMessageId(from, submissionId, "reply", "m-1")).toBe(`<${submissionId}.reply.m-1@puente-canino.example>`);
    expect(journeyMessageId(from, submissionId, "withdrawn")).toBe(`<${submissionId}.withdrawn@puente-canino.example>`);
    expect(journeyMessageId(from, submissionId, "withdrawn", "")).toBe(`<${submissionId}.withdrawn@puente-canino.example>`);
    expect(journeyMessageId("no-reply@puente-canino.example.es", submissionId, "answer", "x")).toBe(`<${submissionId}.answer.x@puente-canino.example.es>`);
    expect(journeyMessageId("no address", submissionId, "reply")).toBe(`<${submissionId}.reply@localhost>`);
  });

  it("property: every message id of a submission is found by its id (erasure), and is the same every attempt", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom("reply", "answer", "withdrawn", "status-link"), fc.option(fc.uuid()), (id, kind, discriminator) => {
        const messageId = journeyMessageId(from, id, kind, discriminator ?? undefined);
        expect(messageId.startsWith(`<${id}.${kind}`)).toBe(true);
        expect(messageId.endsWith("@puente-canino.example>")).toBe(true);
        expect(journeyMessageId(from, id, kind, discriminator ?? undefined)).toBe(messageId);
      }),
    );
  });
});

describe("replyMail: the association's message to the applicant", () => {
  const reply: ReplyMail = {
    submissionId,
    messageId: "9a8b7c6d",
    locale: "de",
    from,
    to: "ana@example.org",
    replyTo: "info@puente-canino.example",
    body: "Hallo {firstName},\n\nwir freuen uns auf dich!\n\nViele Grüße\nMarta",
    firstName: "Ana",
    dogName: "Luna",
    statusUrl,
  };

  it("fills in the first name and adds the status link under the signature line", () => {
    const mail = replyMail(reply);
    expect(mail).toEqual({
      from,
      to: "ana@example.org",
      replyTo: "info@puente-canino.example",
      subject: "Puente Canino: Neues zu deiner Anfrage für Luna",
      text:
        "Hallo Ana,\n\nwir freuen uns auf dich!\n\nViele Grüße\nMarta\n\n--\n" +
        `Deine Anfrage und alle Nachrichten findest du hier. Dort kannst du uns auch antworten, dann liest das ganze Team mit:\n${statusUrl}\n`,
      messageId: `<${submissionId}.reply.9a8b7c6d@puente-canino.example>`,
    });
    expect(mail.text).not.toContain("{firstName}");
  });

  it("speaks the request's language", () => {
    const mail = replyMail({ ...reply, locale: "es", body: "Hola {firstName}:\n\n¡Gracias!" });
    expect(mail.subject).toBe("Puente Canino: novedades sobre tu solicitud para Luna");
    expect(mail.text).toBe(
      `Hola Ana:\n\n¡Gracias!\n\n--\nAquí tienes tu solicitud y todos los mensajes. También puedes respondernos allí, así lo lee todo el equipo:\n${statusUrl}\n`,
    );
  });

  it("without a dog the subject names none", () => {
    expect(replyMail({ ...reply, dogName: null }).subject).toBe("Puente Canino: Neues zu deiner Anfrage");
    expect(replyMail({ ...reply, dogName: null, locale: "es" }).subject).toBe("Puente Canino: novedades sobre tu solicitud");
    expect(replyMail({ ...reply, dogName: "" }).subject).toBe("Puente Canino: Neues zu deiner Anfrage");
  });

  it("without a first name the greeting leaves it out", () => {
    expect(replyMail({ ...reply, firstName: null }).text.startsWith("Hallo,\n\nwir freuen uns")).toBe(true);
    expect(replyMail({ ...reply, firstName: "" }).text.startsWith("Hallo,\n\nwir freuen uns")).toBe(true);
  });

  it("without a status page there is no footer", () => {
    expect(replyMail({ ...reply, statusUrl: null }).text).toBe("Hallo Ana,\n\nwir freuen uns auf dich!\n\nViele Grüße\nMarta\n");
  });

  it("keeps a name with replacement patterns literally", () => {
    expect(replyMail({ ...reply, firstName: "$&$'" }).text.startsWith("Hallo $&$',")).toBe(true);
  });

  it("a dog name with line breaks cannot break the subject", () => {
    expect(replyMail({ ...reply, dogName: "Lu\r\nBcc: evil@example.org" }).subject).toBe("Puente Canino: Neues zu deiner Anfrage für Lu Bcc: evil@example.org");
  });

  it("property: the subject is one line, the text has the first name, the link and the message id in both languages", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.option(fc.string()),
        fc.string({ minLength: 1 }).filter((s) => !/[{}$\s]/.test(s)),
        fc.uuid(),
        (locale, dogName, firstName, messageId) => {
          const mail = replyMail({ ...reply, locale, dogName, firstName, messageId, body: "Hi {firstName}! {firstName}" });
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(mail.subject).toBe(mail.subject.trim());
          expect(mail.text.startsWith(`Hi ${firstName}! ${firstName}\n`)).toBe(true);
          expect(mail.text).toContain(`\n${statusUrl}\n`);
          expect(mail.text).toContain(journeyCopy[locale].mail.replyFooter.split("\n")[0]);
          expect(mail.messageId).toBe(`<${submissionId}.reply.${messageId}@puente-canino.example>`);
        },
      ),
    );
  });
});

describe("statusLinkMail: the status link asked for again", () => {
  const ask: StatusLinkMail = {
    submissionId,
    outboxId: "out-42",
    locale: "de",
    from,
    to: "ana@example.org",
    replyTo: "info@puente-canino.example",
    formType: "adoption",
    createdAt: new Date("2025-03-18T10:00:00.000Z"),
    statusUrl,
  };

  it("names the form and the day and carries the link, nothing the sender typed", () => {
    const mail = statusLinkMail(ask);
    expect(mail).toEqual({
      from,
      to: "ana@example.org",
      replyTo: "info@puente-canino.example",
      subject: "Der Link zu deiner Anfrage bei Puente Canino",
      text:
        "Hallo,\n\ndu hast den Link zu deiner Anfrage angefordert (Adoptionsanfrage, eingegangen am 18. März 2025). " +
        `Hier siehst du, wo sie steht, liest unsere Nachrichten und kannst uns antworten:\n\n${statusUrl}\n\n` +
        "Herzliche Grüße\nDein Team von Puente Canino\n\n--\n" +
        "Du erhältst diese E-Mail, weil jemand auf unserer Website den Link zu einer Anfrage mit deiner Adresse angefordert hat. Warst du das nicht, kannst du sie einfach löschen.\n",
      messageId: `<${submissionId}.status-link.out-42@puente-canino.example>`,
    });
  });

  it("in Spanish", () => {
    const mail = statusLinkMail({ ...ask, locale: "es", formType: "foster_home" });
    expect(mail.subject).toBe("El enlace a tu solicitud en Puente Canino");
    expect(mail.text).toContain("(solicitud de casa de acogida, recibida el 18 de marzo de 2025)");
    expect(mail.text).toContain(`\n\n${statusUrl}\n\nUn abrazo\nEl equipo de Puente Canino\n\n--\n`);
  });

  it("gives the day in the site's time zone", () => {
    const late = new Date("2025-03-18T23:30:00.000Z");
    expect(statusLinkMail({ ...ask, createdAt: late }).text).toContain("eingegangen am 19. März 2025");
    expect(statusLinkMail({ ...ask, createdAt: late, locale: "es" }).text).toContain("recibida el 19 de marzo de 2025");
  });

  it("names every form in both languages", () => {
    for (const locale of LOCALES) {
      for (const formType of ["adoption", "foster_home", "sponsorship", "contact", "membership"] as const) {
        expect(statusLinkMail({ ...ask, locale, formType }).text).toContain(`(${journeyCopy[locale].mail.forms[formType]}, `);
      }
    }
  });

  it("each request of the link is its own e-mail", () => {
    expect(statusLinkMail({ ...ask, outboxId: "out-43" }).messageId).toBe(`<${submissionId}.status-link.out-43@puente-canino.example>`);
  });
});

describe("noticeMail: the association's notices carry no applicant text", () => {
  const notice: NoticeMail = {
    kind: "answer_notice",
    submissionId,
    messageId: "msg-5",
    locale: "de",
    from,
    to: "marta@puente-canino.example",
    formType: "adoption",
    dogName: "Luna",
    inboxUrl,
  };
  const footer = {
    de: "Diese E-Mail enthält keine Angaben der Person; alles Weitere steht in der Verwaltung.",
    es: "Este correo no contiene datos de la persona; todo lo demás está en la administración.",
  };

  it("an answer notice links into the inbox", () => {
    expect(noticeMail(notice)).toEqual({
      from,
      to: "marta@puente-canino.example",
      replyTo: from,
      subject: "Neue Nachricht auf der Statusseite: Adoption (Luna)",
      text: `Die Person hat auf ihrer Statusseite geantwortet. Die Antwort steht im Eingang:\n${inboxUrl}\n\n--\n${footer.de}\n`,
      messageId: `<${submissionId}.answer.msg-5@puente-canino.example>`,
    });
  });

  it("a withdrawal notice, once per request", () => {
    const mail = noticeMail({ ...notice, kind: "withdrawn_notice", messageId: null, formType: "foster_home", dogName: null });
    expect(mail.subject).toBe("Anfrage zurückgezogen: Pflegestelle");
    expect(mail.text).toBe(
      `Die Person hat ihre Anfrage auf ihrer Statusseite zurückgezogen. Die Anfrage ist als „zurückgezogen“ abgeschlossen:\n${inboxUrl}\n\n--\n${footer.de}\n`,
    );
    expect(mail.messageId).toBe(`<${submissionId}.withdrawn@puente-canino.example>`);
  });

  it("in Spanish", () => {
    const answer = noticeMail({ ...notice, locale: "es", formType: "sponsorship" });
    expect(answer.subject).toBe("Nuevo mensaje en la página de seguimiento: Apadrinamiento (Luna)");
    expect(answer.text).toBe(`La persona ha respondido en su página de seguimiento. La respuesta está en la bandeja de entrada:\n${inboxUrl}\n\n--\n${footer.es}\n`);
    const withdrawn = noticeMail({ ...notice, kind: "withdrawn_notice", locale: "es", messageId: null });
    expect(withdrawn.subject).toBe("Solicitud retirada: Adopción (Luna)");
    expect(withdrawn.text.startsWith("La persona ha retirado su solicitud en su página de seguimiento. La solicitud queda cerrada como «retirada»:\n")).toBe(true);
  });

  it("names every form, and an unknown one by its key", () => {
    expect(FORMS.map((formType) => noticeMail({ ...notice, formType, dogName: null }).subject)).toEqual(
      FORMS.map((formType) => `Neue Nachricht auf der Statusseite: ${staffMailCopy.de.forms[formType]}`),
    );
    for (const formType of FORMS) for (const locale of LOCALES) expect(staffMailCopy[locale].forms[formType]).toBeTruthy();
    expect(noticeMail({ ...notice, formType: "newsletter", dogName: null }).subject).toBe("Neue Nachricht auf der Statusseite: newsletter");
  });

  it("the subject stays on one line", () => {
    expect(noticeMail({ ...notice, dogName: "Lu\nna\t" }).subject).toBe("Neue Nachricht auf der Statusseite: Adoption (Lu na )");
  });

  it("property: whatever the dog is called, the text is the fixed notice with the inbox link, and the dog is only in the subject", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("answer_notice" as const, "withdrawn_notice" as const),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...FORMS, "other"),
        fc.option(fc.string({ minLength: 3 }).filter((s) => !/\s/.test(s))),
        (kind, locale, formType, dogName) => {
          const mail = noticeMail({ ...notice, kind, locale, formType, dogName });
          const c = staffMailCopy[locale];
          const body = (kind === "answer_notice" ? c.answerBody : c.withdrawnBody).replace("{link}", inboxUrl);
          expect(mail.text).toBe(`${body}\n\n--\n${c.footer}\n`);
          const leaked = dogName !== null && !`${body}${c.footer}`.includes(dogName) && mail.text.includes(dogName);
          expect(leaked).toBe(false);
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(mail.messageId.startsWith(`<${submissionId}.${kind === "answer_notice" ? "answer" : "withdrawn"}`)).toBe(true);
          expect(mail.replyTo).toBe(from);
        },
      ),
    );
  });
});

describe("summaryMail: the daily summary per account and day", () => {
  const summary: SummaryMail = {
    accountId: "acc-1",
    day: "2025-06-15",
    locale: "de",
    from,
    to: "marta@puente-canino.example",
    accountUrl: "https://puente-canino.example/verwaltung/konto",
    items: [
      { formType: "adoption", dogName: "Luna", reason: "answer", days: 3, url: `${inboxUrl}?a=1` },
      { formType: "contact", dogName: null, reason: "new", days: 2, url: "https://puente-canino.example/verwaltung/eingang/2" },
      { formType: "foster_home", dogName: null, reason: "stalled", days: 15, url: "https://puente-canino.example/verwaltung/eingang/3" },
    ],
  };

  it("lists each waiting request with its reason, days and link", () => {
    expect(summaryMail(summary)).toEqual({
      from,
      to: "marta@puente-canino.example",
      replyTo: from,
      subject: "Heute warten 3 Anfragen auf Sie",
      text: [
        "Guten Morgen! Diese Anfragen warten auf Sie:",
        "",
        "- Adoption (Luna): Antwort wartet seit 3 Tagen",
        `  ${inboxUrl}?a=1`,
        "- Kontakt: neu seit 2 Tagen",
        "  https://puente-canino.example/verwaltung/eingang/2",
        "- Pflegestelle: seit 15 Tagen ohne neue Stufe",
        "  https://puente-canino.example/verwaltung/eingang/3",
        "",
        "--",
        "Die tägliche Übersicht schalten Sie unter „Mein Konto“ aus:",
        "https://puente-canino.example/verwaltung/konto",
        "Diese E-Mail enthält keine Angaben der Person; alles Weitere steht in der Verwaltung.",
        "",
      ].join("\n"),
      messageId: "<summary.acc-1.2025-06-15@puente-canino.example>",
    });
  });

  it("in Spanish", () => {
    const mail = summaryMail({ ...summary, locale: "es" });
    expect(mail.subject).toBe("Hoy le esperan 3 solicitudes");
    expect(mail.text).toContain("¡Buenos días! Estas solicitudes le esperan:\n\n- Adopción (Luna): respuesta esperando desde hace 3 días\n");
    expect(mail.text).toContain("- Contacto: nueva desde hace 2 días\n");
    expect(mail.text).toContain("- Casa de acogida: 15 días sin nueva etapa\n");
    expect(mail.text).toContain("El resumen diario se desactiva en «Mi cuenta»:\nhttps://puente-canino.example/verwaltung/konto\n");
  });

  it("counts the requests in the subject, singular for one", () => {
    const one = { ...summary, items: summary.items.slice(0, 1) };
    expect(summaryMail(one).subject).toBe("Heute wartet 1 Anfrage auf Sie");
    expect(summaryMail({ ...one, locale: "es" }).subject).toBe("Hoy le espera 1 solicitud");
    expect(summaryMail({ ...summary, items: summary.items.slice(0, 2), locale: "es" }).subject).toBe("Hoy le esperan 2 solicitudes");
  });

  it("one e-mail per account and day: the message id names both", () => {
    expect(summaryMail({ ...summary, day: "2025-06-16" }).messageId).toBe("<summary.acc-1.2025-06-16@puente-canino.example>");
    expect(summaryMail({ ...summary, accountId: "acc-2" }).messageId).toBe("<summary.acc-2.2025-06-15@puente-canino.example>");
    expect(summaryMail({ ...summary, items: [] }).messageId).toBe(summaryMail(summary).messageId);
  });

  it("an unknown form is named by its key", () => {
    const mail = summaryMail({ ...summary, items: [{ formType: "newsletter", dogName: null, reason: "new", days: 4, url: "u" }] });
    expect(mail.text).toContain("- newsletter: neu seit 4 Tagen\n  u\n");
  });

  it("has a text for every waiting reason in both languages", () => {
    for (const locale of LOCALES) {
      for (const reason of WAITING_REASONS) {
        expect(staffMailCopy[locale].reasons[reason]).toContain("{days}");
        const mail = summaryMail({ ...summary, locale, items: [{ formType: "adoption", dogName: null, reason, days: 17, url: "u" }] });
        expect(mail.text).toContain(staffMailCopy[locale].reasons[reason].replace("{days}", "17"));
      }
    }
  });

  it("property: one entry per item, in order, and no line break in the subject", () => {
    const item = fc.record({
      formType: fc.constantFrom(...FORMS),
      dogName: fc.option(fc.constantFrom("Luna", "Max", "Kira")),
      reason: fc.constantFrom(...WAITING_REASONS),
      days: fc.integer({ min: 2, max: 400 }),
      url: fc.uuid().map((id) => `https://puente-canino.example/verwaltung/eingang/${id}`),
    });
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(item, { maxLength: 8 }), (locale, items) => {
        const mail = summaryMail({ ...summary, locale, items });
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.subject).toContain(String(items.length));
        const entries = mail.text.split("\n").filter((line) => line.startsWith("- "));
        expect(entries.length).toBe(items.length);
        items.forEach((entry, i) => {
          expect(entries[i]!.startsWith(`- ${staffMailCopy[locale].forms[entry.formType]}${entry.dogName ? ` (${entry.dogName})` : ""}: `)).toBe(true);
          expect(entries[i]).toContain(String(entry.days));
        });
        expect(mail.text.endsWith(`${staffMailCopy[locale].footer}\n`)).toBe(true);
      }),
    );
  });
});

describe("the contract's e-mails", () => {
  it("tell the applicant the contract is ready, with the status link, and the coordinator that it was signed; never its text", async () => {
    const { contractMail } = await import("./mail.ts");
    const base = { submissionId: "3f1c2a9e-0b7d-4c5e-9f21-7a6b5c4d3e2f", outboxId: "o1", from: "Puente Canino <no-reply@puente-canino.example>", replyTo: "kontakt@puente-canino.example", dogName: "Luna" };
    const ready = contractMail({ ...base, kind: "contract_ready", locale: "es", to: "ana@example.org", link: "https://es.example/solicitud/TOKEN" });
    expect(ready.subject).toBe("Puente Canino: Tu contrato de protección para Luna está listo");
    expect(ready.text).toContain("https://es.example/solicitud/TOKEN");
    expect(ready.messageId).toBe("<3f1c2a9e-0b7d-4c5e-9f21-7a6b5c4d3e2f.contract.o1@puente-canino.example>");
    const signed = contractMail({ ...base, kind: "contract_signed", locale: "de", to: "lea@example.org", link: "https://admin.example/verwaltung/eingang/x" });
    expect(signed.subject).toBe("Schutzvertrag unterschrieben: Luna");
    expect(signed.text).toContain("Diese E-Mail enthält keine Angaben der Person");
  });  it("tell the family, in its language, that the association countersigned and that the fee arrived, with the status link", async () => {
    const { contractMail } = await import("./mail.ts");
    const base = { submissionId: "3f1c2a9e-0b7d-4c5e-9f21-7a6b5c4d3e2f", outboxId: "o2", from: "Puente Canino <no-reply@puente-canino.example>", replyTo: "kontakt@puente-canino.example", dogName: "Luna", to: "ana@example.org" };
    const subjects = {
      de: ["Puente Canino: Dein Schutzvertrag für Luna ist vollständig", "Puente Canino: Deine Schutzgebühr für Luna ist angekommen"],
      es: ["Puente Canino: Tu contrato de protección para Luna está completo", "Puente Canino: Hemos recibido tu cuota de protección para Luna"],
    };
    for (const locale of LOCALES) {
      const link = `https://${locale}.example/status/TOKEN`;
      const countersigned = contractMail({ ...base, kind: "contract_countersigned", locale, link });
      const fee = contractMail({ ...base, kind: "contract_fee_received", locale, link });
      expect([countersigned.subject, fee.subject]).toEqual(subjects[locale]);
      for (const mail of [countersigned, fee]) {
        expect(mail.to).toBe("ana@example.org");
        expect(mail.text).toContain(link);
        expect(mail.text).toContain(contractMailCopy[locale].footer);
      }
      expect(countersigned.messageId).toBe("<3f1c2a9e-0b7d-4c5e-9f21-7a6b5c4d3e2f.contract-countersigned.o2@puente-canino.example>");
      expect(fee.messageId).toBe("<3f1c2a9e-0b7d-4c5e-9f21-7a6b5c4d3e2f.contract-fee.o2@puente-canino.example>");
    }
  });
});
