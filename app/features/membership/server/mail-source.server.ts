/**
 * The members' e-mails for the outbox (app/platform/mail/outbox.server.ts): each row names its
 * membership, which holds what the e-mail says; built when it is sent, in the member's language.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { memberships } from "#app/platform/db/schema.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { MailSource, OutboxChore } from "#app/platform/mail/outbox.server.ts";
import type { Logger } from "pino";
import type { MembershipType, PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { welcomeMail } from "../rules/mail.ts";
import { loadMembershipSettings } from "./settings.server.ts";
import { deleteExpiredApplications, membershipMessagePrefix, memberPageUrl } from "./membership.server.ts";

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
      const found = ids.length > 0 ? await db.select().from(memberships).where(inArray(memberships.id, ids)) : [];
      const byId = new Map(found.map((m) => [m.id, m]));
      const [organisation, terms] = await Promise.all([settings.organisation(db), loadMembershipSettings(db)]);
      return (row) => {
        const m = row.membership_id ? byId.get(row.membership_id) : undefined;
        // An erased member is written to no more.
        if (!m || !m.person || m.memberNumber === null || !m.firstDueDate) throw Object.assign(new Error("membership missing"), { code: "ENOMEMBERSHIP" });
        const locale = m.locale as Locale;
        // Fees go to the association in Germany: its account, whatever the member's language.
        const bank = organisation.de.bank;
        return welcomeMail(
          {
            id: m.id,
            locale,
            email: m.person.email!,
            firstName: m.person.firstName!,
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
            pageUrl: memberPageUrl(settings.secret, settings.sites, { id: m.id, locale }),
          },
          { from: settings.from, replyTo: organisation.de.email },
        );
      };
    },
  };
}

/** Declined applications go after the retention period (SUBMISSION_RETENTION_DAYS), checked once an hour, with their e-mails' copies. */
export function membershipRetentionChore(options: {
  db: Database;
  logger: Logger;
  days: number;
  forget: (prefixes: string[]) => Promise<void>;
  everyMs?: number;
}): OutboxChore {
  return {
    name: "membership retention",
    everyMs: options.everyMs ?? 3_600_000,
    async run() {
      const removed = await deleteExpiredApplications(options.db, options.days);
      if (removed.length === 0) return;
      await options.forget(removed.map(membershipMessagePrefix));
      options.logger.info({ removed: removed.length }, "declined membership applications deleted");
    },
  };
}
