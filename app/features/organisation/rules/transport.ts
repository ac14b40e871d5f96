/** The association's transport from Spain to its families in Germany (docs/product/README.md#numbers-and-limits). */
/** The German transfer points of the transport (docs/product/README.md#numbers-and-limits), as running text. */
export const transferPointsText = {
  de: "Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg und Berlin",
  es: "Friburgo, Karlsruhe, Fráncfort, Colonia, Dortmund, Hannover, Seevetal (cerca de Hamburgo) y Berlín",
} as const;
