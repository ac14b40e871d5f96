/**
 * The e-mails to members (pure), in the member's language. No account number is ever in one
 * (decision 043): the mandate is named by creditor, identifier, reference and date; the private
 * page shows the masked account.
 */
import { fill, perLocale } from "#app/platform/i18n/format.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { oneLine, senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import type { MembershipType, PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { membershipCopy } from "./copy.ts";

export interface WelcomeFacts {
  id: string;
  locale: Locale;
  email: string;
  firstName: string;
  memberNumber: number;
  membershipType: MembershipType;
  paymentInterval: PaymentInterval;
  feeCents: number;
  firstDueDate: string;
  paymentMethod: "debit" | "transfer";
  mandateReference: string | null;
  mandateSignedOn: string | null;
  transferReference: string | null;
  creditor: { name: string; id: string };
  /** The association's account for transfers (the German one: fees go to the association). */
  account: { beneficiary: string; iban: string };
  pageUrl: string;
}

const euro = perLocale((l) => new Intl.NumberFormat(intlLocale[l], { style: "currency", currency: "EUR" }));

export function formatEuroCents(cents: number, locale: Locale): string {
  return euro(locale).format(cents / 100);
}


export function welcomeMail(facts: WelcomeFacts, settings: { from: string; replyTo: string }): MailMessage {
  const c = membershipCopy[facts.locale].welcome;
  const options = getMessages(facts.locale).options;
  const fee = `${formatEuroCents(facts.feeCents, facts.locale)} (${options.paymentIntervals[facts.paymentInterval]})`;
  const payment =
    facts.paymentMethod === "debit"
      ? [
          c.debitHeading,
          `${c.creditor}: ${facts.creditor.name}`,
          `${c.creditorId}: ${facts.creditor.id}`,
          `${c.mandateReference}: ${facts.mandateReference ?? ""}`,
          `${c.signedOn}: ${facts.mandateSignedOn ? formatLongDate(facts.mandateSignedOn, facts.locale) : ""}`,
          "",
          c.debitNote,
        ]
      : [
          c.transferHeading,
          c.transferNote,
          `${c.beneficiary}: ${facts.account.beneficiary}`,
          `${c.iban}: ${facts.account.iban}`,
          `${c.reference}: ${facts.transferReference ?? ""}`,
        ];
  const text = [
    fill(c.greeting, { name: facts.firstName }),
    "",
    c.intro,
    "",
    c.facts,
    `${c.memberNumber}: ${facts.memberNumber}`,
    `${c.type}: ${options.membershipTypes[facts.membershipType]}`,
    `${c.fee}: ${fee}`,
    `${c.firstDue}: ${formatLongDate(facts.firstDueDate, facts.locale)}`,
    "",
    ...payment,
    "",
    c.pageLine,
    facts.pageUrl,
    "",
    c.closing,
    "",
  ].join("\n");
  return {
    from: settings.from,
    to: facts.email,
    replyTo: settings.replyTo,
    subject: oneLine(fill(c.subject, { number: facts.memberNumber })),
    text,
    messageId: `<membership.${facts.id}.welcome@${senderDomain(settings.from)}>`,
  };
}
