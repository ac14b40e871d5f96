/** The outbox's mail sources as app/services.server.ts registers them, for the data-layer tests that run the outbox themselves. */
import type { MailSources } from "#app/platform/mail/outbox.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { submissionMailSource } from "#app/features/submissions/server/mail-source.server.ts";
import { dogAlertMailSource } from "#app/features/dog-alerts/server/mail-source.server.ts";
import { journeyMailSource, type JourneyMailSettings } from "#app/features/journey/mail/server/mail-source.server.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";
import { membershipMailSource } from "#app/features/membership/server/mail-source.server.ts";
import { statusUrl } from "#app/features/journey/request/public.server.ts";
import { fosterMailSource } from "#app/features/journey/foster/server/mail-source.server.ts";

const TEST_SITES = { de: "http://localhost:3000", es: "http://es.localhost:3000" };
/** The secret the links are made with when a test does not care which (the status links' and alerts' texts do not depend on it). */
const ANY_SECRET = "test-secret-test-secret";

/** Every source, as the server registers them; `journey.dogs`: our dog list as the journey's e-mails read it. */
export function mailSources(
  from: string,
  alerts?: { sites: SiteUrls; secret: string },
  journey?: { secret: string; dogs?: JourneyMailSettings["dogs"]; authorityAddress?: JourneyMailSettings["authorityAddress"] },
): MailSources {
  return {
    submissions: submissionMailSource({ from, organisation: loadOrganisation }),
    journey: journeyMailSource({
      from,
      secret: journey?.secret ?? ANY_SECRET,
      sites: alerts?.sites ?? TEST_SITES,
      inboxUrl: "http://localhost:3000/verwaltung/eingang",
      accountUrl: "http://localhost:3000/verwaltung/konto",
      prechecksUrl: "http://localhost:3000/verwaltung/vorkontrollen",
      happyEndsUrl: "http://localhost:3000/verwaltung/happy-ends",
      flightsUrl: "http://localhost:3000/verwaltung/flugpaten",
      organisation: loadOrganisation,
      ...(journey?.authorityAddress ? { authorityAddress: journey.authorityAddress } : {}),
      ...(journey?.dogs ? { dogs: journey.dogs } : {}),
    }),
    "dog-alerts": dogAlertMailSource({ from, sites: alerts?.sites ?? TEST_SITES, secret: alerts?.secret ?? ANY_SECRET, organisation: loadOrganisation }),
    membership: membershipMailSource({ from, secret: alerts?.secret ?? ANY_SECRET, sites: alerts?.sites ?? TEST_SITES, organisation: loadOrganisation }),
    foster: fosterMailSource({
      from,
      secret: journey?.secret ?? alerts?.secret ?? ANY_SECRET,
      sites: alerts?.sites ?? TEST_SITES,
      inboxUrl: "http://localhost:3000/verwaltung/eingang",
      fosterNewsUrl: "http://localhost:3000/verwaltung/pflegestellen/neuigkeiten",
      organisation: loadOrganisation,
      statusUrl: (request) => statusUrl(journey?.secret ?? ANY_SECRET, alerts?.sites ?? TEST_SITES, request),
    }),
  };
}
