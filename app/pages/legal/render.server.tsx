import { renderToStaticMarkup } from "react-dom/server";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { ImprintContent } from "./imprint.tsx";
import type { PrivacyFacts } from "./policy.ts";
import { PrivacyContent } from "./privacy.tsx";

/**
 * The legal texts never ship in JavaScript: they are long, static and
 * written per language, so the route's loader renders the text of the
 * request's language to HTML here, on the server, and the page shows that
 * HTML (see docs/decisions/010-how-copy-reaches-a-page.md).
 */
export function imprintHtml(locale: Locale, organisation: Organisation): string {
  return renderToStaticMarkup(<ImprintContent locale={locale} organisation={organisation} />);
}

export function privacyHtml(locale: Locale, today: Date, facts: PrivacyFacts, organisation: Organisation): string {
  return renderToStaticMarkup(<PrivacyContent locale={locale} today={today} facts={facts} organisation={organisation} />);
}
