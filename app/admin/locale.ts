/**
 * The back office's interface language: the account's choice once it is
 * known; before sign-in, the `lang` of the address (the language switch of
 * the sign-in pages), else the first of German and Spanish the browser asks
 * for (Accept-Language), else German.
 */
import { localeOf } from "#app/platform/i18n/locale.ts";
export type AdminLocale = "de" | "es";

/** The time zone every time in the back office is shown in (pages and exports): the association's, in Germany. */
export const ADMIN_TIME_ZONE = "Europe/Berlin";

/** The languages of an Accept-Language header, most wanted first (RFC 9110 §12.5.4), primary subtags only. */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[a-z]{1,8}$/.test(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.lang);
}

export function adminLocaleOf(input: { account?: AdminLocale | null; requested?: string | null; acceptLanguage?: string | null }): AdminLocale {
  if (input.account) return input.account;
  if (input.requested === "es" || input.requested === "de") return input.requested;
  const wanted = acceptedLanguages(input.acceptLanguage ?? null).find((lang) => lang === "de" || lang === "es");
  return localeOf(wanted);
}
