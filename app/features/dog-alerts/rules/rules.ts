/**
 * New-dog alerts (docs/product/dog-alerts.md), pure: which new dog a
 * subscription hears about, and when a digest is due. No I/O, no React.
 */
import { classifyDog, dogFilterCountry, dogName, dogSlug, dogStatus, dogTypes, dogCountries, isListedDog, type Dog, type DogType } from "#app/features/dogs/rules/index.ts";
import type { DogCountry } from "#app/features/dogs/rules/location.ts";

export const alertTypes = dogTypes;
export type AlertType = DogType;
export const alertLocations = dogCountries;
export type AlertLocation = DogCountry;
export const alertFrequencies = ["immediate", "daily", "weekly"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** What a subscription asks for: any of its types, in any of its locations. */
export interface AlertInterest {
  types: readonly AlertType[];
  locations: readonly AlertLocation[];
}

/**
 * Whether a new dog is announced to a subscription (docs/product/dog-alerts.md#matching):
 * it is listed (has a name and an id), not reserved, of one of the chosen
 * types (docs/product/dogs.md#classification) and in one of the chosen places, as the dog
 * list's location filter counts them (germany = species "Hunde DE").
 */
export function matchesAlert(dog: Dog, interest: AlertInterest): boolean {
  if (!isListedDog(dog) || dogStatus(dog) === "reserved") return false;
  const kinds = classifyDog(dog);
  return interest.types.some((type) => kinds[type]) && interest.locations.includes(dogFilterCountry(dog));
}

/** The dogs of `current` whose id was not in `previousIds`, in the order given. */
export function newDogs<T extends Dog>(current: readonly T[], previousIds: ReadonlySet<string>): T[] {
  return current.filter((dog) => dog.id !== undefined && !previousIds.has(dog.id));
}

/** What an alert e-mail says about a dog: never more than the public list shows. */
export interface AnnouncedDogFacts {
  id: string;
  name: string;
  slug: string;
  headline: { de: string | null; es: string | null };
}

export function announcedDog(dog: Dog): AnnouncedDogFacts {
  return {
    id: dog.id ?? "",
    name: dogName(dog) ?? "",
    slug: dogSlug(dog),
    headline: { de: dog.publicHeadline ?? null, es: dog.publicHeadline_es ?? dog.publicHeadline ?? null },
  };
}

/** The hour of the day (site time) digests go out. */
export const DIGEST_HOUR = 7;

/** The wall-clock parts of `at` in `timeZone`. */
function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", weekday: "short",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { year: Number(get("year")), month: Number(get("month")), day: Number(get("day")), hour: Number(get("hour")), minute: Number(get("minute")), second: Number(get("second")), weekday };
}

/** The instant of a wall-clock time in `timeZone` (the later one in the autumn's repeated hour). */
export function zonedTime(timeZone: string, year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  // Two corrections settle the zone's offset, also across a change of summer time.
  let at = guess;
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(at), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    at += guess - shown;
  }
  return new Date(at);
}

/**
 * When the next digest is due after `after` (docs/product/dog-alerts.md#frequency):
 * daily at 07:00 site time on the next day that has 07:00 still ahead, weekly
 * on the next Monday at 07:00. Immediate alerts have no due time.
 */
export function nextDigestAt(frequency: AlertFrequency, after: Date, timeZone: string): Date | null {
  if (frequency === "immediate") return null;
  const local = zonedParts(after, timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const day = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    if (frequency === "weekly" && day.getUTCDay() !== 1) continue;
    const candidate = zonedTime(timeZone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), DIGEST_HOUR);
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  throw new Error("no digest time found within eight days");
}

/** A request not confirmed within this time is deleted (docs/product/dog-alerts.md#retention). */
export const UNCONFIRMED_TTL_MS = 48 * 3_600_000;
