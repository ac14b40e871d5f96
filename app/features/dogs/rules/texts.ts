import type { Locale } from "#app/platform/i18n/locale.ts";
import type { Dog } from "./dog.ts";

/** A dog text and the language it is written in. */
export interface DogText {
  text: string;
  lang: Locale;
}

/**
 * The headline a site shows (docs/product/README.md#data `publicHeadline`; `publicHeadline_es` is
 * our extension): the Spanish site shows the Spanish headline, and the German
 * original until a Spanish one exists, marked as German (`lang: "de"`) so it is
 * never presented as Spanish.
 */
export function dogHeadlineText(dog: Dog, locale: Locale): DogText | null {
  if (locale === "es" && dog.publicHeadline_es) return { text: dog.publicHeadline_es, lang: "es" };
  return dog.publicHeadline ? { text: dog.publicHeadline, lang: "de" } : null;
}

/** The description HTML a site shows (docs/product/README.md#data `publicDescription` or `description`), by the same rule. */
export function dogDescriptionText(dog: Dog, locale: Locale): DogText | null {
  if (locale === "es" && dog.publicDescription_es) return { text: dog.publicDescription_es, lang: "es" };
  const german = dog.publicDescription ?? dog.description;
  return german ? { text: german, lang: "de" } : null;
}
