import type { Locale } from "#app/i18n/locale.ts";
import {
  classifyDog,
  dogImageIds,
  dogImageSizes,
  dogImageUrl,
  dogLocation,
  dogName,
  dogSlug,
  dogStatus,
  locationLabel,
  statusLabel,
  type Dog,
  type DogClassification,
  type DogLocation,
  type DogStatus,
} from "#app/domain/dogs/index.ts";


/** What a dog card needs, already in the visitor's language (client-safe, serialisable). */
export interface DogCardData {
  id: string;
  slug: string;
  name: string;
  headline: string | null;
  types: DogClassification;
  status: DogStatus;
  statusLabel: string | null;
  location: DogLocation;
  locationLabel: string;
  image: string | null;
}

export function dogHeadline(dog: Dog, locale: Locale): string | null {
  return (locale === "es" ? (dog.publicHeadline_es ?? dog.publicHeadline) : dog.publicHeadline) ?? null;
}

/** The sanitised description HTML in the visitor's language (falls back to German). */
export function dogDescription(dog: Dog, locale: Locale): string | null {
  const german = dog.publicDescription ?? dog.description;
  return (locale === "es" ? (dog.publicDescription_es ?? german) : german) ?? null;
}

export function dogImages(dog: Dog, imageBase: string, size: string): string[] {
  return dogImageIds(dog).map((imageId) => dogImageUrl(imageBase, dog.id!, imageId, size));
}

/** The card of a listed dog (name and id present; see isListedDog). */
export function toDogCard(dog: Dog, locale: Locale, imageBase: string): DogCardData {
  const status = dogStatus(dog);
  const location = dogLocation(dog);
  return {
    id: dog.id!,
    slug: dogSlug(dog),
    name: dogName(dog)!,
    headline: dogHeadline(dog, locale),
    types: classifyDog(dog),
    status,
    statusLabel: status === "hidden" ? null : statusLabel(status, locale),
    location,
    locationLabel: locationLabel(location, locale),
    image: dogImages(dog, imageBase, dogImageSizes.card)[0] ?? null,
  };
}
