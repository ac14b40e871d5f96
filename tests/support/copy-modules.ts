/**
 * Every copy module of the site (each page's `copy.ts` in `app/pages/<page>/`, a
 * feature's `copy.ts` where several pages show it, and a feature's `<part>-copy.ts`), for the tests
 * that check all of them: language parity, placeholders, typography. A new
 * copy module is added here, and a test fails until it is.
 */
import { aboutCopy } from "#app/pages/about/copy.ts";
import { adoptionCopy } from "#app/pages/adoption/copy.ts";
import { contactCopy } from "#app/pages/contact/copy.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { donationsCopy } from "#app/pages/donations/copy.ts";
import { faqCopy } from "#app/pages/faq/copy.ts";
import { flyerCopy } from "#app/pages/dogs/flyer/copy.ts";
import { dogPageCopy } from "#app/pages/dogs/detail/copy.ts";
import { fincaChaosCopy } from "#app/pages/sites/finca-chaos/copy.ts";
import { fosterCopy } from "#app/pages/foster-home/copy.ts";
import { flightSponsorCopy } from "#app/pages/flight-sponsor/copy.ts";
import { homeCopy } from "#app/pages/home/copy.ts";
import { hospiceCopy } from "#app/pages/hospice/copy.ts";
import { membershipCopy } from "#app/pages/membership/copy.ts";
import { residenciaMonikaCopy } from "#app/pages/sites/residencia-monika/copy.ts";
import { watchlistCopy } from "#app/pages/watchlist/copy.ts";
import { journeyCopy } from "#app/features/journey/request/rules/copy.ts";
import { contractCopy, contractMailCopy, contractPdfCopy } from "#app/features/journey/contract/rules/contract-copy.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/rules/happy-end-copy.ts";
import { flightCopy } from "#app/features/journey/flight/rules/flight-copy.ts";
import { precheckStatusCopy } from "#app/features/journey/precheck/rules/precheck-copy.ts";
import { membershipCopy as memberCopy } from "#app/features/membership/rules/copy.ts";
import { transportCopy } from "#app/features/journey/transport/rules/transport-copy.ts";
import { fosterPageCopy } from "#app/features/journey/foster/rules/foster-page-copy.ts";

export const copyModules = {
  "pages/about/copy.ts": aboutCopy,
  "pages/adoption/copy.ts": adoptionCopy,
  "pages/contact/copy.ts": contactCopy,
  "features/dog-alerts/rules/copy.ts": dogAlertsCopy,
  "pages/donations/copy.ts": donationsCopy,
  "pages/faq/copy.ts": faqCopy,
  "pages/sites/finca-chaos/copy.ts": fincaChaosCopy,
  "pages/dogs/flyer/copy.ts": flyerCopy,
  "pages/dogs/detail/copy.ts": dogPageCopy,
  "pages/foster-home/copy.ts": fosterCopy,
  "pages/flight-sponsor/copy.ts": flightSponsorCopy,
  "pages/home/copy.ts": homeCopy,
  "pages/hospice/copy.ts": hospiceCopy,
  "pages/membership/copy.ts": membershipCopy,
  "features/membership/rules/copy.ts": memberCopy,
  "pages/sites/residencia-monika/copy.ts": residenciaMonikaCopy,
  "pages/watchlist/copy.ts": watchlistCopy,
  "features/journey/request/rules/copy.ts": journeyCopy,
  "features/journey/contract/rules/contract-copy.ts": { de: { page: contractCopy.de, pdf: contractPdfCopy.de, mail: contractMailCopy.de }, es: { page: contractCopy.es, pdf: contractPdfCopy.es, mail: contractMailCopy.es } },
  "features/journey/happy-ends/rules/happy-end-copy.ts": happyEndCopy,
  "features/journey/precheck/rules/precheck-copy.ts": precheckStatusCopy,
  "features/journey/transport/rules/transport-copy.ts": transportCopy,
  "features/journey/flight/rules/flight-copy.ts": flightCopy,
  "features/journey/foster/rules/foster-page-copy.ts": fosterPageCopy,
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
