/**
 * The e-mails after the handover (docs/product/journey.md#after-the-handover): the follow-ups to the
 * family, the retest reminder among them (their text is the owners' template, framed by the link to the news page and the status
 * link) and the association's notice that a family sent news (a link into the inbox, never the
 * family's words). Built when the outbox sends them. Pure.
 */
import { fill } from "#app/platform/i18n/format.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { Followup } from "#app/features/journey/aftercare/public.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { journeyMessage, signedOff, staffMailCopy, type ApplicantMail, type RequestMail } from "./mail.ts";
import { fillTemplate, forEmail } from "#app/features/journey/request/public.ts";
import type { DogSex } from "#app/features/dogs/rules/sex.ts";

export interface FollowupMail {
  which: Followup;
  submissionId: string;
  locale: Locale;
  from: string;
  to: string;
  /** The association's address of the request's country. */
  replyTo: string;
  /** The template's text as it is now. */
  template: string;
  firstName: string | null;
  /** The dog as our list named it (never the sender's text). */
  dogName: string | null;
  /** The dog's sex from our list: it chooses the text's forms ({ihm|ihr}); null → the neutral ones. */
  dogSex?: DogSex | null;
  /** The first name of whoever handles the request, or null (then the team signs). */
  coordinator: string | null;
  contacts: { email: string; phone: string };
  newsUrl: string;
  statusUrl: string;
}

/** Each follow-up's part of its Message-ID (`<request>.followup-2w@…`): one e-mail per request and follow-up. */
const FOLLOWUP_MESSAGE_KINDS: Record<Followup, string> = { two_weeks: "2w", three_months: "3m", retest: "retest" };

/** A follow-up (the two questions, or the retest reminder): the template with its placeholders filled, the news page's link and the status link. One per request and kind. */
export function followupMail(mail: FollowupMail): MailMessage {
  const c = happyEndCopy[mail.locale].mail;
  const body = fillTemplate(mail.template, {
    dog: mail.dogName ?? (mail.locale === "de" ? "dein Hund" : "tu perro"),
    coordinator: mail.coordinator ?? c.team,
    email: mail.contacts.email,
    phone: mail.contacts.phone,
  }, mail.dogSex ?? null);
  const lines = signedOff([forEmail(body, mail.firstName), "", fill(c.newsLink, { link: mail.newsUrl })], fill(c.statusLink, { link: mail.statusUrl }));
  const subject = mail.dogName ? fill(c.subjects[mail.which], { dog: mail.dogName }) : mail.which === "retest" ? c.retestNoDog : c.subjectNoDog;
  return journeyMessage(mail, subject, lines, `followup-${FOLLOWUP_MESSAGE_KINDS[mail.which]}`);
}

/** Each news is its own notice. */
export interface NewsNoticeMail extends RequestMail {
  dogName: string | null;
  /** Whether the family allowed the news to be published (the editors will find it). */
  consent: boolean;
  /** The request in the inbox. */
  link: string;
}

/** The association's notice of a family's news: that there is news, whether it may be published, and a link; never the words. */
export function newsNoticeMail(mail: NewsNoticeMail): MailMessage {
  const c = happyEndCopy[mail.locale].staff;
  const dog = mail.dogName ? ` (${mail.dogName})` : "";
  const body = [fill(c.body, { link: mail.link }), ...(mail.consent ? ["", c.consent] : [])];
  return journeyMessage(mail, fill(c.subject, { dog }), signedOff(body, staffMailCopy[mail.locale].footer), "news", mail.outboxId);
}

/** Each story is its own e-mail. */
export interface HappyEndPublishedMail extends ApplicantMail {
  firstName: string | null;
  dogName: string | null;
  /** The published story in the request's language. */
  storyUrl: string;
  /** The family's news page, where it can take its consent back. */
  newsUrl: string;
}

/** The family's news: its story is published, with the link to it and how to take the consent back. Once per news. */
export function happyEndPublishedMail(mail: HappyEndPublishedMail): MailMessage {
  const c = happyEndCopy[mail.locale].published;
  const greeting = mail.firstName ? fill(c.greeting, { name: mail.firstName }) : c.greetingNoName;
  const lines = [greeting, "", fill(c.body, { link: mail.storyUrl }), "", fill(c.withdraw, { news: mail.newsUrl }), "", c.signature, ""];
  return journeyMessage(mail, mail.dogName ? fill(c.subject, { dog: mail.dogName }) : c.subjectNoDog, lines, "happy-end-published", mail.outboxId);
}

/** Each notice is its own e-mail, in the recipient's back-office language. */
export interface EditorNoticeMail extends RequestMail {
  kind: "news_editor_notice" | "consent_withdrawn_notice";
  dogName: string | null;
  /** Where the recipient acts: the happy ends for an editor, the request in the inbox for its coordinator. */
  link: string;
}

/**
 * A volunteer's notice around happy ends: news an editor may publish, or a family's withdrawn
 * consent (to the coordinator and the editors). Ids and links only, never the family's words.
 */
export function editorNoticeMail(mail: EditorNoticeMail): MailMessage {
  const c = happyEndCopy[mail.locale].staff;
  const dog = mail.dogName ? ` (${mail.dogName})` : "";
  const news = mail.kind === "news_editor_notice";
  const body = fill(news ? c.editorBody : c.withdrawnBody, { link: mail.link });
  return journeyMessage(mail, fill(news ? c.editorSubject : c.withdrawnSubject, { dog }), signedOff([body], staffMailCopy[mail.locale].footer), news ? "news-editor" : "consent-withdrawn", mail.outboxId);
}
