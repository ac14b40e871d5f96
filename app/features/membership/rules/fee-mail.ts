/**
 * The e-mails about one fee (pure), in the member's language: the pre-notification of a debit
 * (amount, collection date, mandate reference and creditor identifier, as the SEPA rulebook asks)
 * and the notice of a returned debit with what comes next. Never an account number (decision 043).
 */
import { fill } from "#app/platform/i18n/format.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { oneLine, senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import { formatEuroCents } from "./mail.ts";
import { isReturnReason, type ReturnReason } from "./fees.ts";
import type { PaymentMethod } from "./workflow.ts";

export interface FeeMailFacts {
  feeId: string;
  membershipId: string;
  locale: Locale;
  email: string;
  firstName: string;
  memberNumber: number;
  amountCents: number;
  dueDate: string;
  reference: string;
  pageUrl: string;
}

export interface PrenotificationFacts extends FeeMailFacts {
  collectionDate: string;
  mandateReference: string;
  creditor: { name: string; id: string };
}

export interface ReturnFacts extends FeeMailFacts {
  reason: string;
  nextTry: PaymentMethod;
  /** For a next try by transfer: the association's account and the member's reference. */
  account: { beneficiary: string; iban: string };
  transferReference: string | null;
}

interface FeeMailCopy {
  prenotification: { subject: string; greeting: string; intro: string; amount: string; date: string; mandate: string; creditorId: string; creditor: string; reference: string; note: string };
  returned: {
    subject: string;
    greeting: string;
    intro: string;
    reason: string;
    reasons: Record<ReturnReason, string> & { other: string };
    debitAgain: string;
    transferNow: string;
    beneficiary: string;
    iban: string;
    reference: string;
    amount: string;
  };
  pageLine: string;
  closing: string;
}

const COPY: Record<Locale, FeeMailCopy> = {
  de: {
    prenotification: {
      subject: "Ankündigung: dein Mitgliedsbeitrag wird am {date} abgebucht",
      greeting: "Hallo {name},",
      intro: "wie vereinbart ziehen wir deinen Mitgliedsbeitrag per SEPA-Lastschrift ein:",
      amount: "Betrag",
      date: "Abbuchung am",
      mandate: "Mandatsreferenz",
      creditorId: "Gläubiger-Identifikationsnummer",
      creditor: "Zahlungsempfänger",
      reference: "Verwendungszweck",
      note: "Bitte sorge dafür, dass dein Konto an diesem Tag gedeckt ist. Danke!",
    },
    returned: {
      subject: "Dein Mitgliedsbeitrag konnte nicht abgebucht werden",
      greeting: "Hallo {name},",
      intro: "deine Bank hat die Lastschrift für deinen Mitgliedsbeitrag ({amount}, fällig am {date}) zurückgegeben.",
      reason: "Grund laut Bank",
      reasons: {
        AM04: "Das Konto war nicht gedeckt.",
        MS03: "Die Bank hat keinen Grund genannt.",
        AC01: "Die Kontonummer ist nicht richtig.",
        AC04: "Das Konto ist aufgelöst.",
        AC06: "Das Konto ist gesperrt.",
        AG01: "Auf diesem Konto sind keine Lastschriften möglich.",
        MD01: "Die Bank kennt kein Mandat dafür.",
        MD06: "Du hast die Erstattung bei deiner Bank verlangt.",
        MD07: "Die Person, der das Konto gehört, ist verstorben.",
        MS02: "Der Lastschrift wurde widersprochen.",
        SL01: "Die Bank hat die Lastschrift für uns gesperrt.",
        other: "Die Bank hat einen anderen Grund genannt.",
      },
      debitAgain: "Wir versuchen es noch einmal und kündigen dir die neue Abbuchung mit Datum vorher an. Es fallen für dich keine Gebühren von uns an.",
      transferNow: "Bitte überweise den Beitrag auf unser Konto; deine weiteren Beiträge überweist du ebenso, bis du uns ein neues Konto gibst (auf deiner persönlichen Seite):",
      beneficiary: "Empfänger",
      iban: "IBAN",
      reference: "Verwendungszweck",
      amount: "Betrag",
    },
    pageLine: "Deine persönliche Seite:",
    closing: "Herzliche Grüße\nDein Team von Puente Canino",
  },
  es: {
    prenotification: {
      subject: "Aviso: el {date} cargaremos tu cuota de socio",
      greeting: "Hola, {name}:",
      intro: "Tal como acordamos, cobraremos tu cuota por adeudo directo SEPA:",
      amount: "Importe",
      date: "Fecha de cargo",
      mandate: "Referencia de la orden",
      creditorId: "Identificador del acreedor",
      creditor: "Acreedor",
      reference: "Concepto",
      note: "Asegúrate, por favor, de tener saldo en la cuenta ese día. ¡Gracias!",
    },
    returned: {
      subject: "No hemos podido cobrar tu cuota de socio",
      greeting: "Hola, {name}:",
      intro: "Tu banco ha devuelto el adeudo de tu cuota ({amount}, con vencimiento el {date}).",
      reason: "Motivo según el banco",
      reasons: {
        AM04: "No había saldo suficiente.",
        MS03: "El banco no ha indicado el motivo.",
        AC01: "El número de cuenta no es correcto.",
        AC04: "La cuenta está cancelada.",
        AC06: "La cuenta está bloqueada.",
        AG01: "La cuenta no admite adeudos directos.",
        MD01: "El banco no tiene constancia de la orden.",
        MD06: "Pediste el reembolso a tu banco.",
        MD07: "La persona titular ha fallecido.",
        MS02: "Se ha rechazado el adeudo.",
        SL01: "El banco ha bloqueado nuestros adeudos.",
        other: "El banco ha indicado otro motivo.",
      },
      debitAgain: "Lo intentaremos otra vez y te avisaremos antes de la nueva fecha de cargo. Por nuestra parte no te cobramos ningún gasto.",
      transferNow: "Por favor, haz una transferencia con la cuota a nuestra cuenta; paga así también las siguientes hasta que nos des una cuenta nueva (en tu página personal):",
      beneficiary: "Titular",
      iban: "IBAN",
      reference: "Concepto",
      amount: "Importe",
    },
    pageLine: "Tu página personal:",
    closing: "Un abrazo,\nel equipo de Puente Canino",
  },
};

function messageId(facts: FeeMailFacts, what: string, from: string): string {
  return `<membership.${facts.membershipId}.${what}.${facts.feeId}@${senderDomain(from)}>`;
}

export function prenotificationMail(facts: PrenotificationFacts, settings: { from: string; replyTo: string }): MailMessage {
  const c = COPY[facts.locale];
  const p = c.prenotification;
  const date = formatLongDate(facts.collectionDate, facts.locale);
  const text = [
    fill(p.greeting, { name: facts.firstName }),
    "",
    p.intro,
    "",
    `${p.amount}: ${formatEuroCents(facts.amountCents, facts.locale)}`,
    `${p.date}: ${date}`,
    `${p.reference}: ${facts.reference}`,
    `${p.mandate}: ${facts.mandateReference}`,
    `${p.creditor}: ${facts.creditor.name}`,
    `${p.creditorId}: ${facts.creditor.id}`,
    "",
    p.note,
    "",
    c.pageLine,
    facts.pageUrl,
    "",
    c.closing,
    "",
  ].join("\n");
  return { from: settings.from, to: facts.email, replyTo: settings.replyTo, subject: oneLine(fill(p.subject, { date })), text, messageId: messageId(facts, "prenotification", settings.from) };
}

export function returnedDebitMail(facts: ReturnFacts, settings: { from: string; replyTo: string }): MailMessage {
  const c = COPY[facts.locale];
  const r = c.returned;
  const amount = formatEuroCents(facts.amountCents, facts.locale);
  const next =
    facts.nextTry === "debit"
      ? [r.debitAgain]
      : [r.transferNow, `${r.beneficiary}: ${facts.account.beneficiary}`, `${r.iban}: ${facts.account.iban}`, `${r.amount}: ${amount}`, `${r.reference}: ${facts.transferReference ?? facts.reference}`];
  const text = [
    fill(r.greeting, { name: facts.firstName }),
    "",
    fill(r.intro, { amount, date: formatLongDate(facts.dueDate, facts.locale) }),
    `${r.reason}: ${isReturnReason(facts.reason) ? r.reasons[facts.reason] : r.reasons.other} (${facts.reason})`,
    "",
    ...next,
    "",
    c.pageLine,
    facts.pageUrl,
    "",
    c.closing,
    "",
  ].join("\n");
  return { from: settings.from, to: facts.email, replyTo: settings.replyTo, subject: oneLine(r.subject), text, messageId: messageId(facts, "returned", settings.from) };
}

export interface ReceiptMailFacts {
  receiptId: string;
  membershipId: string;
  locale: Locale;
  email: string;
  firstName: string;
  number: string;
  periodFrom: string;
  periodTo: string;
  totalCents: number;
  pdf: Uint8Array;
  pageUrl: string;
}

const RECEIPT_COPY: Record<Locale, { subject: string; greeting: string; body: string; german: string }> = {
  de: {
    subject: "Deine Zuwendungsbestätigung Nr. {number}",
    greeting: "Hallo {name},",
    body: "anbei deine Zuwendungsbestätigung für deine Mitgliedsbeiträge vom {from} bis {to}: {total}. Du kannst sie deiner Steuererklärung beilegen. Danke, dass du unsere Hunde unterstützt!",
    german: "",
  },
  es: {
    subject: "Tu certificado de donación n.º {number}",
    greeting: "Hola, {name}:",
    body: "Te enviamos adjunto el certificado de tus cuotas de socio del {from} al {to}: {total}. ¡Gracias por apoyar a nuestros perros!",
    german: "El certificado sigue el modelo oficial de Hacienda alemana y por eso está en alemán.",
  },
};

/** The e-mail carrying a donation receipt as a PDF (the receipt itself is German, the e-mail in the member's language). */
export function receiptMail(facts: ReceiptMailFacts, settings: { from: string; replyTo: string }): MailMessage {
  const c = COPY[facts.locale];
  const r = RECEIPT_COPY[facts.locale];
  const text = [
    fill(r.greeting, { name: facts.firstName }),
    "",
    fill(r.body, { from: formatLongDate(facts.periodFrom, facts.locale), to: formatLongDate(facts.periodTo, facts.locale), total: formatEuroCents(facts.totalCents, facts.locale) }),
    ...(r.german ? ["", r.german] : []),
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
    subject: oneLine(fill(r.subject, { number: facts.number })),
    text,
    messageId: `<membership.${facts.membershipId}.receipt.${facts.receiptId}@${senderDomain(settings.from)}>`,
    attachments: [{ filename: `Zuwendungsbestaetigung-${facts.number}.pdf`, contentType: "application/pdf", content: facts.pdf }],
  };
}
