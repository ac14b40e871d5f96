/**
 * Every page-copy module of the site (`app/content/pages/*.ts`), for the tests
 * that check all of them: language parity, placeholders, typography. A new
 * copy module is added here, and a test fails until it is.
 */
import { aboutCopy } from "#app/content/pages/about.ts";
import { adoptionCopy } from "#app/content/pages/adoption.ts";
import { contactCopy } from "#app/content/pages/contact.ts";
import { dogAlertsCopy } from "#app/content/pages/dog-alerts.ts";
import { donationsCopy } from "#app/content/pages/donations.ts";
import { faqCopy } from "#app/content/pages/faq.ts";
import { flyerCopy } from "#app/content/pages/flyer.ts";
import { fincaChaosCopy } from "#app/content/pages/finca-chaos.ts";
import { fosterCopy } from "#app/content/pages/foster-home.ts";
import { homeCopy } from "#app/content/pages/home.ts";
import { hospiceCopy } from "#app/content/pages/hospice.ts";
import { membershipCopy } from "#app/content/pages/membership.ts";
import { residenciaMonikaCopy } from "#app/content/pages/residencia-monika.ts";
import { watchlistCopy } from "#app/content/pages/watchlist.ts";

export const copyModules = {
  about: aboutCopy,
  adoption: adoptionCopy,
  contact: contactCopy,
  "dog-alerts": dogAlertsCopy,
  donations: donationsCopy,
  faq: faqCopy,
  "finca-chaos": fincaChaosCopy,
  flyer: flyerCopy,
  "foster-home": fosterCopy,
  home: homeCopy,
  hospice: hospiceCopy,
  membership: membershipCopy,
  "residencia-monika": residenciaMonikaCopy,
  watchlist: watchlistCopy,
} as const;

/** Every string leaf of a value. */
export function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The shape of a copy object: every key path, with array items by index.
 * Strings, numbers and null are leaves (a German-only text is null in
 * Spanish). Running text — a paragraph of text and links, or a list of such
 * paragraphs — counts as one leaf plus its links: the languages may word and
 * split the text differently, but link to the same pages.
 */
export function shape(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value) && isRunningText(value)) {
    const links = value.flat().filter(isLink);
    return [`${prefix}[text with ${links.length} links]`, ...links.flatMap((link, index) => shape(link, `${prefix}[link ${index}]`))];
  }
  if (Array.isArray(value)) {
    return [`${prefix}[length=${value.length}]`, ...value.flatMap((item, index) => shape(item, `${prefix}[${index}]`))];
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, child]) => [`${prefix}.${key}`, ...shape(child, `${prefix}.${key}`)]);
  }
  return [];
}

function isLink(part: unknown): boolean {
  return part !== null && typeof part === "object" && "linkKey" in part && "text" in part;
}

/** Strings and links, or a list of paragraphs made of them. */
function isRunningText(list: unknown[]): boolean {
  const inline = (part: unknown) => typeof part === "string" || isLink(part);
  return list.length > 0 && list.every((item) => inline(item) || (Array.isArray(item) && item.every(inline)));
}
