/**
 * The airports a flight sponsor flies between (docs/product/travel.md#flight-sponsors): Spanish
 * departure airports within reach of the association's dogs and German arrival airports, by their
 * IATA code, with their names in both languages. Pure data.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";

export const SPANISH_AIRPORTS = ["VLC", "CDT", "REU", "BCN", "GRO", "ALC", "MAD", "AGP", "SVQ", "BIO", "PMI", "IBZ"] as const;
export const GERMAN_AIRPORTS = ["FRA", "HHN", "MUC", "FMM", "BER", "HAM", "HAJ", "BRE", "DUS", "CGN", "DTM", "NRN", "FMO", "PAD", "STR", "FKB", "NUE", "LEJ"] as const;

export type SpanishAirport = (typeof SPANISH_AIRPORTS)[number];
export type GermanAirport = (typeof GERMAN_AIRPORTS)[number];
export type Airport = SpanishAirport | GermanAirport;

const NAMES: Record<Locale, Record<Airport, string>> = {
  de: {
    VLC: "Valencia", CDT: "Castellón", REU: "Reus", BCN: "Barcelona", GRO: "Girona", ALC: "Alicante", MAD: "Madrid", AGP: "Málaga", SVQ: "Sevilla", BIO: "Bilbao", PMI: "Palma de Mallorca", IBZ: "Ibiza",
    FRA: "Frankfurt", HHN: "Frankfurt-Hahn", MUC: "München", FMM: "Memmingen", BER: "Berlin Brandenburg", HAM: "Hamburg", HAJ: "Hannover", BRE: "Bremen", DUS: "Düsseldorf", CGN: "Köln/Bonn", DTM: "Dortmund", NRN: "Weeze (Niederrhein)", FMO: "Münster/Osnabrück", PAD: "Paderborn/Lippstadt", STR: "Stuttgart", FKB: "Karlsruhe/Baden-Baden", NUE: "Nürnberg", LEJ: "Leipzig/Halle",
  },
  es: {
    VLC: "Valencia", CDT: "Castellón", REU: "Reus", BCN: "Barcelona", GRO: "Girona", ALC: "Alicante", MAD: "Madrid", AGP: "Málaga", SVQ: "Sevilla", BIO: "Bilbao", PMI: "Palma de Mallorca", IBZ: "Ibiza",
    FRA: "Fráncfort", HHN: "Fráncfort-Hahn", MUC: "Múnich", FMM: "Memmingen", BER: "Berlín-Brandeburgo", HAM: "Hamburgo", HAJ: "Hannover", BRE: "Bremen", DUS: "Düsseldorf", CGN: "Colonia/Bonn", DTM: "Dortmund", NRN: "Weeze (Bajo Rin)", FMO: "Münster/Osnabrück", PAD: "Paderborn/Lippstadt", STR: "Stuttgart", FKB: "Karlsruhe/Baden-Baden", NUE: "Núremberg", LEJ: "Leipzig/Halle",
  },
};

export function isSpanishAirport(value: unknown): value is SpanishAirport {
  return typeof value === "string" && (SPANISH_AIRPORTS as readonly string[]).includes(value);
}

export function isGermanAirport(value: unknown): value is GermanAirport {
  return typeof value === "string" && (GERMAN_AIRPORTS as readonly string[]).includes(value);
}

/** "Valencia (VLC)"; an unknown code as it is. */
export function airportName(code: string, locale: Locale): string {
  const names = NAMES[locale] as Record<string, string>;
  return Object.hasOwn(names, code) ? `${names[code]} (${code})` : code;
}

/** A flight number as airlines print it: the airline's two- or three-character code and one to four digits, with an optional letter ("VY 1816", "FR1234"). Normalised to upper case with one space; null when malformed. */
export function normaliseFlightNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^([A-Z0-9]{2}[A-Z]?)\s*(\d{1,4}[A-Z]?)$/i.exec(value.trim());
  if (!match || !/[A-Z]/i.test(match[1]!)) return null;
  return `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}`;
}

/** How many dogs one traveller may take along (airlines allow one or two in the hold per passenger; a few more for a group). */
export const DOGS_PER_FLIGHT_MAX = 5;
