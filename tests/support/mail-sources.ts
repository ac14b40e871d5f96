/** The outbox's mail sources as app/services.server.ts registers them, for the data-layer tests that run the outbox themselves. */
import type { MailSource } from "#app/platform/mail/outbox.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { submissionMailSource } from "#app/features/submissions/server/mail-source.server.ts";
import { dogAlertMailSource } from "#app/features/dog-alerts/server/mail-source.server.ts";
import { journeyMailSource } from "#app/features/journey/mail/server/mail-source.server.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";

const TEST_SITES = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

export function mailSources(from: string, alerts?: { sites: SiteUrls; secret: string }, journey?: { secret: string }): MailSource[] {
  return [
    submissionMailSource({ from, organisation: loadOrganisation }),
    ...(journey
      ? [
          journeyMailSource({
            from,
            secret: journey.secret,
            sites: alerts?.sites ?? TEST_SITES,
            inboxUrl: "http://localhost:3000/verwaltung/eingang",
            accountUrl: "http://localhost:3000/verwaltung/konto",
            prechecksUrl: "http://localhost:3000/verwaltung/vorkontrollen",
            happyEndsUrl: "http://localhost:3000/verwaltung/happy-ends",
            organisation: loadOrganisation,
          }),
        ]
      : []),
    ...(alerts ? [dogAlertMailSource({ from, ...alerts, organisation: loadOrganisation })] : []),
  ];
}
