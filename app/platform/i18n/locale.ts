/** The two languages of the site. German is the default (docs/product/routes.md#language). */
export const locales = ["de", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";

export function isLocale(value: unknown): value is Locale {
  return value === "de" || value === "es";
}

/** A value as a language of the site: "es" is Spanish, anything else the default (a stored row's locale, a posted field). */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "de" ? "es" : "de";
}

/** BCP 47 tags for Intl and Open Graph. */
export const intlLocale: Record<Locale, string> = { de: "de-DE", es: "es-ES" };
export const ogLocale: Record<Locale, string> = { de: "de_DE", es: "es_ES" };
