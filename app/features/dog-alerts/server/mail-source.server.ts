/**
 * The new-dog alerts' e-mails for the outbox (app/platform/mail/outbox.server.ts):
 * confirmations, alerts and digests, built when they are sent; and the chore
 * that queues due digests and deletes requests never confirmed.
 */
import type { Logger } from "pino";
import type { Database } from "#app/platform/db/client.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { MailSource, OutboxChore } from "#app/platform/mail/outbox.server.ts";
import type { AnnouncedDogFacts } from "../rules/rules.ts";
import { buildAlertMail, type AlertMailKind } from "../rules/mail.ts";
import { alertToken } from "./tokens.ts";
import { deleteUnconfirmed, queueDueDigests, readMailings } from "./store.server.ts";

export interface AlertMailSettings {
  from: string;
  /** The sites the e-mails' links lead to. */
  sites: SiteUrls;
  /** The secret the links' tokens are made with (FORM_SECRET). */
  secret: string;
  organisation(db: Database): Promise<Organisation>;
}

/** The e-mails of the kinds registered as the alerts' (app/platform/mail/kinds.ts): each row names its mailing, which holds what it says. */
export function dogAlertMailSource(settings: AlertMailSettings): MailSource<"dog-alerts"> {
  return {
    name: "dog-alerts",
    async prepare(db, rows) {
      const mailings = await readMailings(db, rows.flatMap((r) => (r.mailing_id ? [r.mailing_id] : [])));
      const organisation = await settings.organisation(db);
      return (row) => {
        const mailing = row.mailing_id ? mailings.get(row.mailing_id) : undefined;
        if (!mailing) throw Object.assign(new Error("mailing missing"), { code: "ENOMAILING" });
        const locale = mailing.locale as Locale;
        return buildAlertMail(
          { id: mailing.id, kind: mailing.kind as AlertMailKind, dogs: mailing.dogs as AnnouncedDogFacts[] },
          { email: mailing.email, locale },
          {
            from: settings.from,
            sites: settings.sites,
            associationEmail: organisation[locale].email,
            confirmToken: alertToken(settings.secret, "confirm", mailing.subscriptionId),
            unsubscribeToken: alertToken(settings.secret, "unsubscribe", mailing.subscriptionId),
          },
        );
      };
    },
  };
}

/** On every run of the worker: digests that are due join the outbox; requests never confirmed go after 48 hours. */
export function dogAlertChore(options: { db: Database; logger: Logger }): OutboxChore {
  return {
    name: "dog alert digests and cleanup",
    everyMs: 0,
    async run() {
      const digests = await queueDueDigests(options.db);
      if (digests > 0) options.logger.info({ digests }, "dog alert digests queued");
      const unconfirmed = await deleteUnconfirmed(options.db);
      if (unconfirmed > 0) options.logger.info({ removed: unconfirmed }, "unconfirmed dog alert requests deleted");
    },
  };
}
