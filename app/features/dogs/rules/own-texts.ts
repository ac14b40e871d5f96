/**
 * Our own texts of a dog (docs/product/dogs.md#our-texts): a Spanish headline
 * and description, and corrections of the German ones, kept by upstream id in
 * a table of their own so a sync never touches them. Pure: laid over the
 * upstream record before any rule reads it, so the dog page, the cards, the
 * search, the head and the structured data all see the same texts.
 */
import type { Dog } from "./dog.ts";

export interface OwnDogTexts {
  headlineDe: string | null;
  descriptionDe: string | null;
  headlineEs: string | null;
  descriptionEs: string | null;
}

export const OWN_HEADLINE_MAX = 200;
export const OWN_DESCRIPTION_MAX = 50_000;

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** Whether any of the four texts is set (a row with none is not kept). */
export function hasOwnTexts(texts: OwnDogTexts | null | undefined): boolean {
  return !!texts && [texts.headlineDe, texts.descriptionDe, texts.headlineEs, texts.descriptionEs].some(present);
}

/**
 * The dog as the site shows it: each of our texts that is set replaces the
 * upstream's (a German description correction replaces `publicDescription`
 * and `description` alike); unset ones leave the upstream's in place.
 */
export function withOwnTexts(dog: Dog, texts: OwnDogTexts | null | undefined): Dog {
  if (!hasOwnTexts(texts)) return dog;
  const own = texts!;
  return {
    ...dog,
    publicHeadline: present(own.headlineDe) ? own.headlineDe : dog.publicHeadline,
    publicDescription: present(own.descriptionDe) ? own.descriptionDe : dog.publicDescription,
    publicHeadline_es: present(own.headlineEs) ? own.headlineEs : dog.publicHeadline_es,
    publicDescription_es: present(own.descriptionEs) ? own.descriptionEs : dog.publicDescription_es,
  };
}

/** Lays every dog's own texts over the list, keeping its order. */
export function withAllOwnTexts(dogs: readonly Dog[], texts: ReadonlyMap<string, OwnDogTexts>): Dog[] {
  return dogs.map((dog) => (dog.id ? withOwnTexts(dog, texts.get(dog.id)) : dog));
}
