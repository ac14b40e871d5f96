/**
 * Facts about the association that are the same on both sites and not
 * edited in the back office (the editable details per country are in
 * organisation.ts and the back office's settings).
 */

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
