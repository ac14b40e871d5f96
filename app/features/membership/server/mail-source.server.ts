/**
 * The members' e-mails for the outbox (app/platform/mail/outbox.server.ts): each row names its
 * membership, which holds what the e-mail says; built when it is sent, in the member's language.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { membershipFees, membershipReceipts, memberships } from "#app/platform/db/schema.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { MailSource, OutboxChore } from "#app/platform/mail/outbox.server.ts";
import type { Logger } from "pino";
import type { MembershipType, PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { welcomeMail } from "../rules/mail.ts";
import { prenotificationMail, receiptMail, returnedDebitMail } from "../rules/fee-mail.ts";
import { nextTryAfterReturn } from "../rules/fees.ts";
import type { PaymentMethod } from "../rules/workflow.ts";
import { loadMembershipSettings } from "./settings.server.ts";
import { deleteExpiredApplications, endMembershipsDue, retireEndedMemberships, membershipMessagePrefix, memberPageUrl } from "./membership.server.ts";
import { runFeeDay } from "./fees.server.ts";

export interface MembershipMailSettings {
  from: string;
  secret: string;
  sites: Record<Locale, string>;
  organisation(db: Database): Promise<Organisation>;
}

export function membershipMailSource(settings: MembershipMailSettings): MailSource<"membership"> {
  return {
    name: "membership",
    async prepare(db, rows) {
      const ids = [...new Set(rows.flatMap((r) => (r.membership_id ? [r.membership_id] : [])))];
      const feeIds = [...new Set(rows.flatMap((r) => (r.fee_id ? [r.fee_id] : [])))];
      const receiptIds = [...new Set(rows.flatMap((r) => (r.receipt_id ? [r.receipt_id] : [])))];
      const [found, fees, receipts] = await Promise.all([
        ids.length > 0 ? db.select().from(memberships).where(inArray(memberships.id, ids)) : [],
        feeIds.length > 0 ? db.select().from(membershipFees).where(inArray(membershipFees.id, feeIds)) : [],
        receiptIds.length > 0 ? db.select().from(membershipReceipts).where(inArray(membershipReceipts.id, receiptIds)) : [],
      ]);
      const byId = new Map(found.map((m) => [m.id, m]));
      const feeById = new Map(fees.map((f) => [f.id, f]));
      const receiptById = new Map(receipts.map((r) => [r.id, r]));
      // A new try after a return, to tell the member how it goes on.
      const retries = feeIds.length > 0 ? await db.select({ retryOf: membershipFees.retryOf, method: membershipFees.method }).from(membershipFees).where(inArray(membershipFees.retryOf, feeIds)) : [];
      const retryOf = new Map(retries.map((r) => [r.retryOf, r.method as PaymentMethod]));
      const [organisation, terms] = await Promise.all([settings.organisation(db), loadMembershipSettings(db)]);
      const gone = () => Object.assign(new Error("membership missing"), { code: "ENOMEMBERSHIP" });
      return (row) => {
        const m = row.membership_id ? byId.get(row.membership_id) : undefined;
        // An erased member is written to no more.
        if (!m || !m.person || m.memberNumber === null || !m.firstDueDate) throw gone();
        const locale = m.locale as Locale;
        // Fees go to the association in Germany: its account, whatever the member's language.
        const bank = organisation.de.bank;
        const sender = { from: settings.from, replyTo: organisation.de.email };
        const pageUrl = memberPageUrl(settings.secret, settings.sites, { id: m.id, locale });
        const person = { email: m.person.email!, firstName: m.person.firstName! };
        if (row.kind === "membership_prenotification" || row.kind === "membership_debit_returned") {
          const fee = row.fee_id ? feeById.get(row.fee_id) : undefined;
          if (!fee) throw gone();
          const facts = { feeId: fee.id, membershipId: m.id, locale, ...person, memberNumber: m.memberNumber, amountCents: fee.amountCents, dueDate: fee.dueDate, reference: fee.reference, pageUrl };
          if (row.kind === "membership_prenotification") {
            return prenotificationMail(
              { ...facts, collectionDate: fee.collectionDate ?? fee.dueDate, mandateReference: fee.mandateReference ?? m.mandateReference ?? "", creditor: { name: terms.creditorName, id: terms.creditorId } },
              sender,
            );
          }
          const reason = fee.returnReason ?? "NARR";
          return returnedDebitMail(
            { ...facts, reason, nextTry: retryOf.get(fee.id) ?? nextTryAfterReturn(reason), account: { beneficiary: bank.beneficiary, iban: bank.iban }, transferReference: m.transferReference },
            sender,
          );
        }
        if (row.kind === "membership_receipt") {
          const receipt = row.receipt_id ? receiptById.get(row.receipt_id) : undefined;
          if (!receipt) throw gone();
          return receiptMail(
            { receiptId: receipt.id, membershipId: m.id, locale, ...person, number: receipt.number, periodFrom: receipt.periodFrom, periodTo: receipt.periodTo, totalCents: receipt.totalCents, pdf: receipt.pdf, pageUrl },
            sender,
          );
        }
        return welcomeMail(
          {
            id: m.id,
            locale,
            ...person,
            memberNumber: m.memberNumber,
            membershipType: m.membershipType as MembershipType,
            paymentInterval: m.paymentInterval as PaymentInterval,
            feeCents: m.feeCents,
            firstDueDate: m.firstDueDate,
            paymentMethod: m.paymentMethod as "debit" | "transfer",
            mandateReference: m.mandateReference,
            mandateSignedOn: m.mandateSignedOn,
            transferReference: m.transferReference,
            creditor: { name: terms.creditorName, id: terms.creditorId },
            account: { beneficiary: bank.beneficiary, iban: bank.iban },
            pageUrl,
          },
          sender,
        );
      };
    },
  };
}

/**
 * The site's daily work on members, checked every `everyMs` (an hour): fees kept as records ahead,
 * debits pre-notified the agreed days before their collection, debits past their collection date
 * collected, and cancelled memberships past their last day ended.
 */
export function membershipFeeChore(options: { db: Database; logger: Logger; everyMs?: number }): OutboxChore {
  return {
    name: "membership fees",
    everyMs: options.everyMs ?? 3_600_000,
    async run() {
      const settings = await loadMembershipSettings(options.db);
      const ended = await endMembershipsDue(options.db);
      const done = await runFeeDay(options.db, settings);
      if (ended + done.scheduled + done.announced + done.collected > 0) options.logger.info({ ended, ...done }, "membership fees run");
    },
  };
}

/** Declined applications go after the retention period (SUBMISSION_RETENTION_DAYS), checked once an hour, with their e-mails' copies. */
export function membershipRetentionChore(options: {
  db: Database;
  logger: Logger;
  days: number;
  /** How many years after the end of the year it ended in an ended membership's booking records are kept. */
  recordYears: number;
  forget: (prefixes: string[]) => Promise<void>;
  everyMs?: number;
}): OutboxChore {
  return {
    name: "membership retention",
    everyMs: options.everyMs ?? 3_600_000,
    async run() {
      const removed = await deleteExpiredApplications(options.db, options.days);
      const retired = await retireEndedMemberships(options.db, { days: options.days, years: options.recordYears });
      const gone = [...removed, ...retired.scrubbed, ...retired.deleted];
      if (gone.length === 0) return;
      await options.forget(gone.map(membershipMessagePrefix));
      options.logger.info({ removed: removed.length, retired: retired.scrubbed.length, deleted: retired.deleted.length }, "membership retention run");
    },
  };
}
