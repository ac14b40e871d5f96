import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "#app/i18n/locale.ts";
import { ImprintContent } from "./imprint.tsx";
import { PrivacyContent } from "./privacy.tsx";

/**
 * The legal texts are long and static: they are rendered to HTML on the
 * server, so the browser's JavaScript carries neither language's text.
 */
export function imprintHtml(locale: Locale): string {
  return renderToStaticMarkup(<ImprintContent locale={locale} />);
}

export function privacyHtml(locale: Locale, today: Date): string {
  return renderToStaticMarkup(<PrivacyContent locale={locale} today={today} />);
}
