/**
 * The journey's e-mails (docs/product/journey.md#e-mails), built when the outbox sends them: a
 * reply to the applicant (the association's message, in the request's language, with the status
 * link), the status link asked for again, and the notices for the association (an answer waits, a
 * request was withdrawn, the daily summary), which carry a link into the inbox and never the
 * applicant's words. Pure.
 */
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { oneLine, senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import { journeyCopy, forEmail, type WaitingReason } from "#app/features/journey/request/public.ts";
import { contractMailCopy } from "#app/features/journey/contract/public.ts";

/** The same for every attempt of one e-mail; starts with the submission's id, so erasure finds its copies (docs/product/forms.md#retention). */
export function journeyMessageId(from: string, submissionId: string, kind: string, discriminator?: string): string {
  return `<${submissionId}.${kind}${discriminator ? `.${discriminator}` : ""}@${senderDomain(from)}>`;
}

/**
 * One of the journey's e-mails about a request: its subject on one line, its lines joined, the same
 * Message-ID on every attempt (`journeyMessageId`). Without a reply-to of its own (a notice to a
 * volunteer), replies go to the sender.
 */
export function journeyMessage(
  mail: { from: string; to: string; replyTo?: string; submissionId: string },
  subject: string,
  lines: readonly string[],
  kind: string,
  discriminator?: string,
): MailMessage {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? mail.from,
    subject: oneLine(subject),
    text: lines.join("\n"),
    messageId: journeyMessageId(mail.from, mail.submissionId, kind, discriminator),
  };
}

/** A text's lines, then the footer's after the signature dashes. */
export function signedOff(body: readonly string[], ...footer: string[]): string[] {
  return [...body, "", "--", ...footer, ""];
}

/** An e-mail about a request: its outbox row (each row is its own e-mail), the reader's language, sender and recipient. */
export interface RequestMail {
  submissionId: string;
  outboxId: string;
  locale: Locale;
  from: string;
  to: string;
}

/** An e-mail to the applicant: replies go to the association's address of the request's country. */
export interface ApplicantMail extends RequestMail {
  replyTo: string;
}

export interface ReplyMail {
  submissionId: string;
  messageId: string;
  locale: Locale;
  from: string;
  /** The applicant's address, as the form stored it. */
  to: string;
  /** The association's address of the request's country. */
  replyTo: string;
  /** The message as stored ({firstName} still in it). */
  body: string;
  firstName: string | null;
  dogName: string | null;
  statusUrl: string | null;
}

export function replyMail(mail: ReplyMail): MailMessage {
  const c = journeyCopy[mail.locale].mail;
  const subject = mail.dogName ? fill(c.replySubject, { dog: mail.dogName }) : c.replySubjectNoDog;
  const body = [forEmail(mail.body, mail.firstName)];
  return journeyMessage(mail, subject, mail.statusUrl ? signedOff(body, fill(c.replyFooter, { link: mail.statusUrl })) : [...body, ""], "reply", mail.messageId);
}

export interface StatusLinkMail extends ApplicantMail {
  formType: keyof (typeof journeyCopy)["de"]["mail"]["forms"];
  createdAt: Date;
  statusUrl: string;
}

export function statusLinkMail(mail: StatusLinkMail): MailMessage {
  const c = journeyCopy[mail.locale].mail;
  const date = formatLongDate(mail.createdAt.toISOString(), mail.locale);
  // Nothing the sender typed: the form's name, the date and the link.
  const body = [fill(c.statusLinkBody, { form: c.forms[mail.formType], date, link: mail.statusUrl }), "", c.signature];
  return journeyMessage(mail, c.statusLinkSubject, signedOff(body, c.statusLinkFooter), "status-link", mail.outboxId);
}

/** The association's side: the texts of its notices, in the reader's language (the back office speaks "Sie"). */
export const staffMailCopy = {
  de: {
    answerSubject: "Neue Nachricht auf der Statusseite: {form}{dog}",
    answerBody: "Die Person hat auf ihrer Statusseite geantwortet. Die Antwort steht im Eingang:\n{link}",
    withdrawnSubject: "Anfrage zurückgezogen: {form}{dog}",
    withdrawnBody: "Die Person hat ihre Anfrage auf ihrer Statusseite zurückgezogen. Die Anfrage ist als „zurückgezogen“ abgeschlossen:\n{link}",
    summarySubject: { one: "Heute wartet {count} Anfrage auf Sie", other: "Heute warten {count} Anfragen auf Sie" },
    summaryIntro: "Guten Morgen! Diese Anfragen warten auf Sie:",
    reasons: {
      answer: "Antwort wartet seit {days} Tagen",
      new: "neu seit {days} Tagen",
      stalled: "seit {days} Tagen ohne neue Stufe",
    } satisfies Record<WaitingReason, string>,
    summaryFooter: "Die tägliche Übersicht schalten Sie unter „Mein Konto“ aus:\n{link}",
    forms: { adoption: "Adoption", foster_home: "Pflegestelle", sponsorship: "Patenschaft", contact: "Kontakt", flight_sponsor: "Flugpate", membership: "Mitgliedschaft" } as Record<string, string>,
    footer: "Diese E-Mail enthält keine Angaben der Person; alles Weitere steht in der Verwaltung.",
    precheckAssignedSubject: "Neue Vorkontrolle{dog}",
    precheckAssignedBody: "Sie haben eine neue Vorkontrolle übernommen. Name, Adresse und Telefon der Familie und die Checkliste finden Sie hier:\n{link}\n\nBitte melden Sie sich bald bei der Familie, um einen Besuch zu vereinbaren. Danke!",
    precheckDoneSubject: "Vorkontrolle erledigt: {form}{dog}",
    precheckDoneBody: "Die Vorkontrolle ist ausgefüllt. Ergebnis und Empfehlung stehen bei der Anfrage:\n{link}",
  },
  es: {
    answerSubject: "Nuevo mensaje en la página de seguimiento: {form}{dog}",
    answerBody: "La persona ha respondido en su página de seguimiento. La respuesta está en la bandeja de entrada:\n{link}",
    withdrawnSubject: "Solicitud retirada: {form}{dog}",
    withdrawnBody: "La persona ha retirado su solicitud en su página de seguimiento. La solicitud queda cerrada como «retirada»:\n{link}",
    summarySubject: { one: "Hoy le espera {count} solicitud", other: "Hoy le esperan {count} solicitudes" },
    summaryIntro: "¡Buenos días! Estas solicitudes le esperan:",
    reasons: {
      answer: "respuesta esperando desde hace {days} días",
      new: "nueva desde hace {days} días",
      stalled: "{days} días sin nueva etapa",
    } satisfies Record<WaitingReason, string>,
    summaryFooter: "El resumen diario se desactiva en «Mi cuenta»:\n{link}",
    forms: { adoption: "Adopción", foster_home: "Casa de acogida", sponsorship: "Apadrinamiento", contact: "Contacto", flight_sponsor: "Padrino de vuelo", membership: "Socio" } as Record<string, string>,
    footer: "Este correo no contiene datos de la persona; todo lo demás está en la administración.",
    precheckAssignedSubject: "Nuevo control previo{dog}",
    precheckAssignedBody: "Se le ha asignado un nuevo control previo. El nombre, la dirección y el teléfono de la familia y la lista de comprobación están aquí:\n{link}\n\nPóngase en contacto pronto con la familia para acordar una visita. ¡Gracias!",
    precheckDoneSubject: "Control previo hecho: {form}{dog}",
    precheckDoneBody: "El control previo está completado. El resultado y la recomendación están en la solicitud:\n{link}",
  },
} as const;

export interface NoticeMail {
  kind: "answer_notice" | "withdrawn_notice";
  submissionId: string;
  /** The answer's message id (answer notices). */
  messageId: string | null;
  locale: Locale;
  from: string;
  to: string;
  formType: string;
  /** The dog as our list named it (never the sender's text). */
  dogName: string | null;
  inboxUrl: string;
}

export function noticeMail(mail: NoticeMail): MailMessage {
  const c = staffMailCopy[mail.locale];
  const vars = { form: c.forms[mail.formType] ?? mail.formType, dog: mail.dogName ? ` (${mail.dogName})` : "", link: mail.inboxUrl };
  const answer = mail.kind === "answer_notice";
  const body = fill(answer ? c.answerBody : c.withdrawnBody, vars);
  return journeyMessage(mail, fill(answer ? c.answerSubject : c.withdrawnSubject, vars), signedOff([body], c.footer), answer ? "answer" : "withdrawn", mail.messageId ?? undefined);
}

/** Each assignment and each result is its own e-mail. */
export interface PrecheckMail extends RequestMail {
  kind: "precheck_assigned" | "precheck_done";
  formType: string;
  dogName: string | null;
  /** The volunteer's list of pre-checks, or the request in the inbox. */
  link: string;
}

/** A pre-check's notice: to the volunteer who takes it, or to the coordinator when it is done. Never the family's data. */
export function precheckMail(mail: PrecheckMail): MailMessage {
  const c = staffMailCopy[mail.locale];
  const vars = { form: c.forms[mail.formType] ?? mail.formType, dog: mail.dogName ? `${mail.kind === "precheck_assigned" ? ": " : " ("}${mail.dogName}${mail.kind === "precheck_assigned" ? "" : ")"}` : "", link: mail.link };
  const assigned = mail.kind === "precheck_assigned";
  const body = fill(assigned ? c.precheckAssignedBody : c.precheckDoneBody, vars);
  return journeyMessage(mail, fill(assigned ? c.precheckAssignedSubject : c.precheckDoneSubject, vars), signedOff([body], c.footer), assigned ? "precheck" : "precheck-done", mail.outboxId);
}

export interface SummaryItem {
  formType: string;
  dogName: string | null;
  reason: WaitingReason;
  days: number;
  url: string;
}

export interface SummaryMail {
  accountId: string;
  /** yyyy-mm-dd, the day it is for. */
  day: string;
  locale: Locale;
  from: string;
  to: string;
  items: readonly SummaryItem[];
  accountUrl: string;
}

export function summaryMail(mail: SummaryMail): MailMessage {
  const c = staffMailCopy[mail.locale];
  const lines = mail.items.map(
    (item) => `- ${c.forms[item.formType] ?? item.formType}${item.dogName ? ` (${item.dogName})` : ""}: ${fill(c.reasons[item.reason], { days: item.days })}\n  ${item.url}`,
  );
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.from,
    subject: plural(mail.locale, c.summarySubject, mail.items.length),
    text: [c.summaryIntro, "", ...lines, "", "--", fill(c.summaryFooter, { link: mail.accountUrl }), c.footer, ""].join("\n"),
    messageId: `<summary.${mail.accountId}.${mail.day}@${senderDomain(mail.from)}>`,
  };
}

/** Each generation and each signature is its own e-mail. */
export interface ContractMail extends ApplicantMail {
  kind: "contract_ready" | "contract_signed" | "contract_countersigned" | "contract_fee_received";
  dogName: string | null;
  /** The status page (to the applicant) or the request in the inbox (to the coordinator). */
  link: string;
}

/**
 * The protection contract's e-mails (docs/product/journey.md#protection-contract): to the applicant
 * that it is ready to sign on the status page, to the coordinator that it was signed, to the
 * applicant that the association countersigned it and that the fee arrived. None holds the
 * contract's text.
 */
export function contractMail(mail: ContractMail): MailMessage {
  const c = contractMailCopy[mail.locale];
  const vars = { dog: mail.dogName ?? "–", link: mail.link };
  // To the family when the association countersigned and when the fee arrived (fixed texts, the status link).
  if (mail.kind === "contract_countersigned" || mail.kind === "contract_fee_received") {
    const fee = mail.kind === "contract_fee_received";
    const body = fill(fee ? c.feeBody : c.countersignedBody, vars);
    return journeyMessage(mail, fill(fee ? c.feeSubject : c.countersignedSubject, vars), signedOff([body], c.footer), fee ? "contract-fee" : "contract-countersigned", mail.outboxId);
  }
  const ready = mail.kind === "contract_ready";
  const lines = ready ? signedOff([fill(c.readyBody, vars)], c.footer) : signedOff([fill(c.signedBody, vars)], staffMailCopy[mail.locale].footer);
  return journeyMessage(mail, fill(ready ? c.readySubject : c.signedSubject, vars), lines, ready ? "contract" : "contract-signed", mail.outboxId);
}
