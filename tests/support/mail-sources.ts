/** The outbox's mail sources as app/services.server.ts registers them, for the data-layer tests that run the outbox themselves. */
import type { MailSource } from "#app/platform/mail/outbox.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { submissionMailSource } from "#app/features/submissions/server/mail-source.server.ts";
import { dogAlertMailSource } from "#app/features/dog-alerts/server/mail-source.server.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";

export function mailSources(from: string, alerts?: { sites: SiteUrls; secret: string }): MailSource[] {
  return [
    submissionMailSource({ from, organisation: loadOrganisation }),
    ...(alerts ? [dogAlertMailSource({ from, ...alerts, organisation: loadOrganisation })] : []),
  ];
}
