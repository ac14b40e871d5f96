/**
 * The e-mails of a submission (pure): the association's copy with every field
 * labelled in the association's language, and a short confirmation to the
 * applicant in their language. The confirmation repeats nothing the applicant
 * typed (no name, no message: a fixed text per form and language), so the
 * form cannot be used to send someone else a message from our domain.
 */
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { fill, perLocale } from "#app/platform/i18n/format.ts";
import { siteTimeZone } from "#app/platform/i18n/dates.ts";
import { getMessages, fieldLabels } from "#app/platform/forms/rules/index.ts";
import { airportName } from "#app/platform/forms/rules/airports.ts";
import type { SubmissionKind } from "./kinds.ts";
import { oneLine, senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import type { KindsOf } from "#app/platform/mail/kinds.ts";
import { journeyCopy, hasStatusPage } from "#app/features/journey/request/public.ts";

/** The e-mails of a submission, as the registry names them (app/platform/mail/kinds.ts). */
export type SubmissionMailKind = KindsOf<"submissions">;

export interface StoredSubmission {
  id: string;
  formType: SubmissionKind;
  locale: Locale;
  data: Record<string, unknown>;
  createdAt: Date;
  /** The dog as our list named it when the request came (the confirmation's subject; never the sender's text). */
  dogName?: string | null;
  /** An adoption request sent while its dog was reserved (docs/product/journey.md#waiting-list). */
  waitlist?: boolean;
}

export interface MailSettings {
  from: string;
  /** The association's address for the submission's language. */
  associationEmail: string;
  /** The back office's address of this submission (in the association's copy). */
  inboxUrl?: string;
  /** The applicant's status page (docs/product/journey.md#status-page), in the confirmation of the forms that have one. */
  statusUrl?: string | null;
}

/** The line that leads from the association's copy to the submission in the back office. */
const inboxLine = { de: "In der Verwaltung öffnen", es: "Abrir en la administración" } as const;

export function messageIdFor(submissionId: string, kind: SubmissionMailKind, from: string): string {
  return `<${submissionId}.${kind}@${senderDomain(from)}>`;
}


function applicantName(submission: StoredSubmission): string {
  const d = submission.data;
  if (submission.formType === "membership") return `${String(d.firstName ?? "")} ${String(d.lastName ?? "")}`.trim();
  if (submission.formType === "sponsorship") return String(d.yourName ?? "");
  return String(d.name ?? "");
}

function dogName(submission: StoredSubmission): string {
  const d = submission.data;
  return String(d.dog ?? d.dogName ?? "");
}

const dayFormat = perLocale((l) => new Intl.DateTimeFormat(intlLocale[l], { dateStyle: "long", timeZone: "UTC" }));
const euroFormat = perLocale((l) => new Intl.NumberFormat(intlLocale[l], { style: "currency", currency: "EUR" }));
const receivedFormat = perLocale(
  (l) => new Intl.DateTimeFormat(intlLocale[l], { dateStyle: "long", timeStyle: "short", timeZone: siteTimeZone[l] }),
);

function formatDate(value: string, locale: Locale): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return dayFormat(locale).format(date);
}

/** One field's value as the association reads it. */
export function formatValue(field: string, value: unknown, locale: Locale): string {
  const m = getMessages(locale);
  if (typeof value === "boolean") return value ? m.mail.yes : m.mail.no;
  if (value === undefined || value === null || value === "") return m.mail.empty;
  if (field === "amount" && typeof value === "number") {
    return euroFormat(locale).format(value);
  }
  if (field === "feeCents" && typeof value === "number") return euroFormat(locale).format(value / 100);
  const text = String(value);
  const options = m.options;
  if (field === "membershipType") return options.membershipTypes[text as keyof typeof options.membershipTypes] ?? text;
  if (field === "salutation") return options.salutations[text as keyof typeof options.salutations] ?? text;
  if (field === "paymentInterval") return options.paymentIntervals[text as keyof typeof options.paymentIntervals] ?? text;
  if (field === "paymentMethod") return options.paymentMethods[text as keyof typeof options.paymentMethods] ?? text;
  if (field === "country") return options.countries[text as keyof typeof options.countries] ?? text;
  if (field === "birthday" || field === "entryDate" || field === "flightDate") return formatDate(text, locale);
  // A flight sponsor's airports: "Valencia (VLC)", in the reader's language.
  if (field === "fromAirport" || field === "toAirport") return airportName(text, locale);
  return text;
}

/** "Label: value" lines for every field of the payload, in the form's order; long text on its own lines. */
export function labelledFields(submission: StoredSubmission): string {
  const staff: Partial<Record<string, Record<string, string>>> = getMessages(submission.locale).mail.staffLabels;
  const labels: Record<string, string> = { ...fieldLabels(submission.locale)[submission.formType], ...staff[submission.formType] };
  const keys = [
    ...Object.keys(labels).filter((key) => key in submission.data),
    ...Object.keys(submission.data).filter((key) => !(key in labels)),
  ];
  return keys
    .map((key) => {
      const label = labels[key] ?? key;
      const value = formatValue(key, submission.data[key], submission.locale);
      return value.includes("\n") || value.length > 70
        ? `${label}:\n${value.replace(/\r\n?/g, "\n").split("\n").map((line) => `  ${line}`).join("\n")}`
        : `${label}: ${value}`;
    })
    .join("\n");
}

export function buildMail(kind: SubmissionMailKind, submission: StoredSubmission, settings: MailSettings): MailMessage {
  const m = getMessages(submission.locale).mail;
  const name = applicantName(submission);
  const applicantEmail = String(submission.data.email ?? "");
  const messageId = messageIdFor(submission.id, kind, settings.from);
  const received = receivedFormat(submission.locale).format(submission.createdAt);

  if (kind === "notification") {
    const subject = oneLine(fill(m.subject[submission.formType], { name, dog: dogName(submission) }));
    const text = [
      fill(m.intro, { form: m.formNames[submission.formType], name }),
      // Decision 033: a request with a status page is answered in the back office, never by e-mail.
      ...(hasStatusPage(submission.formType) ? [m.answerInBackOffice] : []),
      "",
      labelledFields(submission),
      "",
      `${m.received}: ${received}`,
      `${m.reference}: ${submission.id}`,
      ...(settings.inboxUrl ? [`${inboxLine[submission.locale]}: ${settings.inboxUrl}`] : []),
      "",
    ].join("\n");
    // A request with a status page is answered there (decision 033): a reply to this copy goes to the association, not the applicant.
    const replyTo = hasStatusPage(submission.formType) ? settings.associationEmail : applicantEmail;
    return { from: settings.from, to: settings.associationEmail, replyTo, subject, text, messageId };
  }

  // Nothing the sender chose goes into the confirmation (not even the name): it is a fixed text per form and language.
  const text = [
    m.confirmationGreeting,
    "",
    // A request for a reserved dog is on its waiting list: no reply "within a few days" is promised.
    submission.waitlist && submission.dogName
      ? fill(m.confirmationWaitlist, { form: m.confirmationForms[submission.formType], dog: submission.dogName })
      : fill(m.confirmationBody, { form: m.confirmationForms[submission.formType] }),
    "",
    ...(settings.statusUrl ? [fill(journeyCopy[submission.locale].mail.confirmationLink, { link: settings.statusUrl }), ""] : []),
    `${m.reference}: ${submission.id}`,
    "",
    m.confirmationSignature,
    settings.associationEmail,
    "",
    "--",
    m.confirmationFooter,
    "",
  ].join("\n");
  return {
    from: settings.from,
    to: applicantEmail,
    replyTo: settings.associationEmail,
    subject: oneLine(fill(m.confirmationSubject[submission.formType], { dog: submission.dogName ? ` ${fill(m.confirmationSubjectDog, { dog: submission.dogName })}` : "" })),
    text,
    messageId,
  };
}
