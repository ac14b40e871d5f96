/**
 * Facts about the association that are the same on both sites and not
 * edited in the back office (the editable details per country are in
 * organisation.ts and the back office's settings).
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import { integerFormat } from "#app/platform/i18n/format.ts";

/** External adoption platforms (docs/product/content.md#adoption); the same for both sites. */
export const adoptionPlatforms = [
  { name: "Tiervermittlung.de", url: "https://www.tiervermittlung.de/" },
  { name: "Tierheimhelden", url: "https://www.tierheimhelden.de/" },
] as const;

/** The association's founding year and figures (docs/product/README.md#what-the-site-does). */
export const facts = {
  activeSince: 2013,
  dogsRescued: 2900,
  dogsRescuedLastYear: 150,
  lastYear: 2024,
  yearsOfExperience: 10,
} as const;

/**
 * The figures as the pages write them in a language (the home and adoption pages' strip, the about
 * page): the founding year as it is, the counts as "more than" with the language's grouping.
 */
export function shownFigures(locale: Locale) {
  const number = integerFormat(locale);
  return {
    activeSince: String(facts.activeSince),
    rescued: `> ${number.format(facts.dogsRescued)}`,
    rescuedLastYear: `> ${number.format(facts.dogsRescuedLastYear)}`,
    experience: `> ${facts.yearsOfExperience}`,
  };
}
