/**
 * One line of a postal address, written the one way the association writes addresses (the contract,
 * the pre-check's visit): "Kaiserstraße 12, 76131 Karlsruhe" in Germany, "Calle Mayor 3, 12580
 * Benicarló" in Spain, the postcode before the town; a country other than the letter's own is named
 * after the town. Pure.
 */

export interface PostalAddress {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** ISO code ("DE", "ES", …). */
  country?: string | null;
}

const clean = (value: string | null | undefined): string => (value ?? "").replace(/\s+/g, " ").trim();

/** "Street 1, 12345 Town" (and ", Country" when `country` differs from `home`, named by `countryName`). */
export function formatPostalAddress(address: PostalAddress, home?: string, countryName?: (code: string) => string | undefined): string {
  const town = [clean(address.postalCode), clean(address.city)].filter(Boolean).join(" ");
  const country = clean(address.country).toUpperCase();
  const abroad = country && home && country !== home.toUpperCase() ? (countryName?.(country) ?? country) : "";
  return [clean(address.street), town, abroad].filter(Boolean).join(", ");
}

/**
 * The pre-check's visit address (street and town as typed, on one or more lines) and its postcode
 * as one line, the postcode before the town: "Kaiserstraße 12, Karlsruhe" and "76131" give
 * "Kaiserstraße 12, 76131 Karlsruhe". A text that already holds the postcode is kept as it is.
 */
export function visitAddressLine(address: string, postcode: string): string {
  const parts = address.split(/\s*(?:\r?\n|,)\s*/).map(clean).filter(Boolean);
  const code = clean(postcode);
  if (!code || parts.some((p) => p.split(" ").includes(code))) return parts.join(", ");
  if (parts.length < 2) return [...parts, code].join(", ");
  return formatPostalAddress({ street: parts.slice(0, -1).join(", "), postalCode: code, city: parts.at(-1) });
}
