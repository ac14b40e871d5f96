import type { Locale } from "#app/platform/i18n/locale.ts";

/**
 * The watch list's short texts used on every page (the heart on dog cards and
 * dog pages, the header's count). The root loader sends them in the request's
 * language, like the forms' texts, so they are not in every page's JavaScript
 * in both languages (decision 010).
 */
const de = {
  /** The heart's accessible name; it stays the same whether pressed or not (toggle button). */
  heart: "{name} merken",
  /** The visible word beside the heart on a dog page (part of the accessible name). */
  heartShort: "Merken",
  /** The header link's name, before the count (said with the count when it changes). */
  link: "Merkliste:",
};

const es: typeof de = {
  heart: "Guardar a {name} en favoritos",
  heartShort: "Guardar",
  link: "Favoritos:",
};

export type WatchlistMessages = typeof de;
export const watchlistMessages: Record<Locale, WatchlistMessages> = { de, es };
