/**
 * Imprint of the site's association: 'Impressum' (§ 5 DDG, § 18 Abs. 2 MStV)
 * for the German site, 'Aviso legal' (art. 10 LSSI-CE) for the Spanish site.
 * The page renders the <h1>; this content starts at <h2>.
 */
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { ImprintDe } from "./imprint.de.tsx";
import { ImprintEs } from "./imprint.es.tsx";

export function ImprintContent({ locale, organisation }: { locale: Locale; organisation: Organisation }) {
  return locale === "de" ? <ImprintDe organisation={organisation} /> : <ImprintEs organisation={organisation} />;
}
