/**
 * Privacy notice (Art. 13 GDPR) of the site's association: 'Datenschutzerklärung'
 * for the German site, 'Política de privacidad' for the Spanish site, each
 * ending with the date stamp of `today`. The page renders the <h1>; this
 * content starts at <h2>. The cookie section has the anchor `#cookies`.
 */
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { PrivacyFacts } from "./policy.ts";
import { PrivacyDe } from "./privacy.de.tsx";
import { PrivacyEs } from "./privacy.es.tsx";

export function PrivacyContent({
  locale, today, facts, organisation,
}: { locale: Locale; today: Date; facts: PrivacyFacts; organisation: Organisation }) {
  return locale === "de"
    ? <PrivacyDe today={today} facts={facts} organisation={organisation} />
    : <PrivacyEs today={today} facts={facts} organisation={organisation} />;
}
