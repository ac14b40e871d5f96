import { classifyDog } from "./classify.ts";
import type { Dog } from "./dog.ts";
import { SPECIES } from "./species.ts";
import type { DogCountry } from "./location.ts";
import { dogName } from "./name.ts";
import { dogHeadlineText } from "./texts.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";

/** The type filter values; `type` is also the query parameter the product rules name (docs/product/dogs.md#dog-list, docs/product/dogs.md#filters-and-search). */
export const dogTypes = ["adoption", "sponsorship", "hospice"] as const;
export type DogType = (typeof dogTypes)[number];

/** The location filter values (docs/product/dogs.md#filters-and-search). */
export const dogCountries = ["germany", "spain"] as const satisfies readonly DogCountry[];

/**
 * The dogs list filter. In the URL: `q` (search), `type`, `location`.
 * Decision: the original specification only names `type`; `q` and `location` are our names.
 */
export interface DogFilter {
  q?: string;
  type?: DogType;
  location?: DogCountry;
}

export type DogFilterKey = "type" | "location";

export interface DogFilterCounts {
  type: Record<DogType, number>;
  location: Record<DogCountry, number>;
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** Reads the filter from the query; unknown or empty values are ignored (docs/product/dogs.md#filters-and-search "type preselects"). */
export function parseDogFilter(searchParams: URLSearchParams): DogFilter {
  const filter: DogFilter = {};
  const q = searchParams.get("q")?.trim();
  const type = searchParams.get("type");
  const location = searchParams.get("location");
  if (q) filter.q = q;
  if (isOneOf(dogTypes, type)) filter.type = type;
  if (isOneOf(dogCountries, location)) filter.location = location;
  return filter;
}

/** The query for a filter, in the order q, type, location; a blank search is left out. */
export function dogFilterToSearchParams(filter: DogFilter): URLSearchParams {
  const params = new URLSearchParams();
  const q = filter.q?.trim();
  if (q) params.set("q", q);
  if (filter.type) params.set("type", filter.type);
  if (filter.location) params.set("location", filter.location);
  return params;
}

/**
 * Search (docs/product/dogs.md#filters-and-search): the trimmed query matches, case-insensitively, the display name,
 * the public headline or the species; an empty query matches every dog.
 * Decision: the headline searched is the one the site shows (see {@link dogHeadlineText}):
 * the Spanish site searches the Spanish headline, or the German original it shows
 * while a dog has no Spanish one; never the text of the other language.
 */
export function matchesSearch(dog: Dog, q: string | undefined, locale: Locale): boolean {
  const needle = q?.trim().toLowerCase() ?? "";
  if (needle === "") return true;
  return [dogName(dog), dogHeadlineText(dog, locale)?.text, dog.species].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

/** Location filter (docs/product/dogs.md#filters-and-search): germany = species 'Hunde DE', spain = every other species. */
export function dogFilterCountry(dog: Dog): DogCountry {
  return dog.species === SPECIES.germany ? "germany" : "spain";
}

/** Whether a dog passes search (in the site's language), type and location of the filter (docs/product/dogs.md#filters-and-search). */
export function matchesDogFilter(dog: Dog, filter: DogFilter, locale: Locale): boolean {
  return (
    matchesSearch(dog, filter.q, locale) &&
    (filter.type === undefined || classifyDog(dog)[filter.type]) &&
    (filter.location === undefined || dogFilterCountry(dog) === filter.location)
  );
}

/** The dogs that pass the filter on the site of `locale`, in their given order (docs/product/dogs.md#filters-and-search). */
export function filterDogs<T extends Dog>(dogs: readonly T[], filter: DogFilter, locale: Locale): T[] {
  return dogs.filter((dog) => matchesDogFilter(dog, filter, locale));
}

/**
 * The count shown on each filter button (docs/product/dogs.md#filters-and-search "Each button shows a count").
 * Decision: a button's count is how many dogs would show if that button were the active one,
 * with the search and the other dimension's active value applied.
 */
export function filterCounts(dogs: readonly Dog[], filter: DogFilter, locale: Locale): DogFilterCounts {
  const count = (next: DogFilter) => filterDogs(dogs, next, locale).length;
  return {
    type: {
      adoption: count({ ...filter, type: "adoption" }),
      sponsorship: count({ ...filter, type: "sponsorship" }),
      hospice: count({ ...filter, type: "hospice" }),
    },
    location: {
      germany: count({ ...filter, location: "germany" }),
      spain: count({ ...filter, location: "spain" }),
    },
  };
}

/** Sets a filter value; clicking the active value clears it (docs/product/dogs.md#filters-and-search). */
export function toggleFilter<K extends DogFilterKey>(
  filter: DogFilter,
  key: K,
  value: NonNullable<DogFilter[K]>,
): DogFilter {
  const next: DogFilter = { ...filter };
  if (next[key] === value) delete next[key];
  else next[key] = value;
  return next;
}

/** Whether the reset button shows: a type or location filter is set (docs/product/dogs.md#filters-and-search). */
export function hasActiveFilter(filter: DogFilter): boolean {
  return filter.type !== undefined || filter.location !== undefined;
}

/** What the reset button leaves: the search only (it clears type and location). */
export function resetDogFilter(filter: DogFilter): DogFilter {
  return filter.q === undefined ? {} : { q: filter.q };
}
