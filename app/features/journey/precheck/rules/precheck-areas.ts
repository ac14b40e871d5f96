/**
 * The areas a pre-check volunteer covers (docs/product/journey.md#areas), and whether a
 * family's postcode lies in them. Pure.
 *
 * German postcodes are covered by their leading digits ("76" covers 76131 Karlsruhe, "761" only
 * 761xx); Spanish ones by their province, the postcode's first two digits ("12" is Castellón).
 * Stored as "DE:76" and "ES:12".
 */
export type Country = "DE" | "ES";
export const COUNTRIES: readonly Country[] = ["DE", "ES"];

/** Spain's provinces by the first two digits of their postcodes. */
export const SPANISH_PROVINCES: Readonly<Record<string, string>> = {
  "01": "Álava", "02": "Albacete", "03": "Alicante", "04": "Almería", "05": "Ávila", "06": "Badajoz", "07": "Illes Balears",
  "08": "Barcelona", "09": "Burgos", "10": "Cáceres", "11": "Cádiz", "12": "Castellón", "13": "Ciudad Real", "14": "Córdoba",
  "15": "A Coruña", "16": "Cuenca", "17": "Girona", "18": "Granada", "19": "Guadalajara", "20": "Gipuzkoa", "21": "Huelva",
  "22": "Huesca", "23": "Jaén", "24": "León", "25": "Lleida", "26": "La Rioja", "27": "Lugo", "28": "Madrid", "29": "Málaga",
  "30": "Murcia", "31": "Navarra", "32": "Ourense", "33": "Asturias", "34": "Palencia", "35": "Las Palmas", "36": "Pontevedra",
  "37": "Salamanca", "38": "Santa Cruz de Tenerife", "39": "Cantabria", "40": "Segovia", "41": "Sevilla", "42": "Soria",
  "43": "Tarragona", "44": "Teruel", "45": "Toledo", "46": "Valencia", "47": "Valladolid", "48": "Bizkaia", "49": "Zamora",
  "50": "Zaragoza", "51": "Ceuta", "52": "Melilla",
};

/** A postcode as it is compared: digits only (a "D-76131" or "12 580" is read as its digits). */
export function postcodeDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** Whether a postcode has the form of its country's (five digits; a Spanish one of a real province). */
export function isPostcode(country: Country, value: string): boolean {
  const digits = postcodeDigits(value);
  if (!/^\d{5}$/.test(digits)) return false;
  return country === "DE" ? digits !== "00000" : digits.slice(0, 2) in SPANISH_PROVINCES;
}

export type AreasResult = { ok: true; areas: string[] } | { ok: false; invalid: string[] };

/**
 * Reads what a volunteer typed for one country: entries separated by commas, semicolons or
 * spaces. Germany: 1 to 5 leading digits. Spain: a province's two digits (or its name).
 * Returns the areas sorted and without repeats, or the entries that are not areas.
 */
export function parseAreas(country: Country, text: string): AreasResult {
  const entries = text.split(/[,;\n]+/).map((e) => e.trim()).filter(Boolean);
  const areas = new Set<string>();
  const invalid: string[] = [];
  for (const entry of entries) {
    if (country === "DE") {
      if (/^\d{1,5}$/.test(entry)) areas.add(`DE:${entry}`);
      else invalid.push(entry);
      continue;
    }
    const code = /^\d{1,2}$/.test(entry) ? entry.padStart(2, "0") : provinceByName(entry);
    if (code && code in SPANISH_PROVINCES) areas.add(`ES:${code}`);
    else invalid.push(entry);
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, areas: [...areas].sort() };
}

function provinceByName(name: string): string | null {
  const wanted = fold(name);
  return Object.entries(SPANISH_PROVINCES).find(([, province]) => fold(province) === wanted)?.[0] ?? null;
}

const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** The areas of one country as the volunteer typed them ("76, 77" / "12, 46"). */
export function areasText(areas: readonly string[], country: Country): string {
  return areas.filter((a) => a.startsWith(`${country}:`)).map((a) => a.slice(3)).join(", ");
}

/** An area in words: "PLZ 76…" / "CP 76…", or the Spanish province's name with its code. */
export function areaLabel(area: string, locale: "de" | "es"): string {
  const [country, code = ""] = area.split(":");
  if (country === "ES") return `${SPANISH_PROVINCES[code] ?? code} (${code})`;
  return `${locale === "de" ? "PLZ" : "CP"} ${code}…`;
}

/** Whether the areas cover this postcode of this country. */
export function coversPostcode(areas: readonly string[], country: Country, postcode: string): boolean {
  const digits = postcodeDigits(postcode);
  if (!isPostcode(country, digits)) return false;
  return areas.some((area) => {
    const [c, code = ""] = area.split(":");
    if (c !== country || !code) return false;
    return country === "DE" ? digits.startsWith(code) : digits.slice(0, 2) === code;
  });
}

/** How closely the areas fit: the longest matching prefix (a volunteer for "761" before one for "7"), 0 when none. */
export function closeness(areas: readonly string[], country: Country, postcode: string): number {
  const digits = postcodeDigits(postcode);
  let best = 0;
  for (const area of areas) {
    const [c, code = ""] = area.split(":");
    if (c !== country || !code) continue;
    const match = country === "DE" ? digits.startsWith(code) : digits.slice(0, 2) === code;
    if (match) best = Math.max(best, code.length);
  }
  return best;
}
