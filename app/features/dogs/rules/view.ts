import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  classifyDog,
  dogLocation,
  dogName,
  dogSlug,
  dogStatus,
  dogDescriptionText,
  dogHeadlineText,
  locationLabel,
  statusLabel,
  type Dog,
  type DogClassification,
  type DogLocation,
  type DogStatus,
} from "#app/features/dogs/rules/index.ts";
import { dogPhotoBases } from "#app/features/dogs/rules/photos.ts";


/** What a dog card needs, already in the visitor's language (client-safe, serialisable). */
export interface DogCardData {
  id: string;
  slug: string;
  name: string;
  headline: string | null;
  /** The headline's language where it is not the page's (a German original on the Spanish site), else null. */
  headlineLang: Locale | null;
  types: DogClassification;
  status: DogStatus;
  statusLabel: string | null;
  location: DogLocation;
  locationLabel: string;
  /** The first photo's address in the image pipeline (its variants are `{photo}/{width}.{format}`), or null. */
  photo: string | null;
}

/** The sanitised description HTML in the visitor's language (or the German original), and its language where it is not the page's. */
export function dogDescription(dog: Dog, locale: Locale): { html: string; lang: Locale | null } | null {
  const text = dogDescriptionText(dog, locale);
  return text ? { html: text.text, lang: text.lang === locale ? null : text.lang } : null;
}

/** The card of a listed dog (name and id present; see isListedDog). */
export function toDogCard(dog: Dog, locale: Locale): DogCardData {
  const status = dogStatus(dog);
  const location = dogLocation(dog);
  const headline = dogHeadlineText(dog, locale);
  return {
    id: dog.id!,
    slug: dogSlug(dog),
    name: dogName(dog)!,
    headline: headline?.text ?? null,
    headlineLang: headline && headline.lang !== locale ? headline.lang : null,
    types: classifyDog(dog),
    status,
    statusLabel: status === "hidden" ? null : statusLabel(status, locale),
    location,
    locationLabel: locationLabel(location, locale),
    photo: dogPhotoBases(dog)[0] ?? null,
  };
}
