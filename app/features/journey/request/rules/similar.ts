/**
 * The dogs offered to the other applicants when a dog is reserved for one family
 * (docs/product/journey.md#found-a-family): up to three available dogs of the same kind (adoption,
 * sponsorship, hospice) in the same country, in the list's order. Reserved and hidden dogs never:
 * neither those the dog system marks reserved nor those reserved for one of our requests (`held`,
 * docs/product/journey.md#waiting-list), and never the reserved dog itself. Pure.
 */
import { classifyDog, dogFilterCountry, dogStatus, isListedDog, type Dog } from "#app/features/dogs/rules/index.ts";

export const SIMILAR_DOGS = 3;

function kindOf(dog: Dog): "hospice" | "adoption" | "sponsorship" | "other" {
  const { hospice, adoption, sponsorship } = classifyDog(dog);
  return hospice ? "hospice" : adoption ? "adoption" : sponsorship ? "sponsorship" : "other";
}

export function similarDogs(dogs: readonly Dog[], like: Dog, count = SIMILAR_DOGS, held: ReadonlySet<string> = new Set()): Dog[] {
  const kind = kindOf(like);
  const country = dogFilterCountry(like);
  return dogs
    .filter(
      (dog) =>
        dog.id !== like.id &&
        !(dog.id && held.has(dog.id)) &&
        isListedDog(dog) &&
        dogStatus(dog) === "available" &&
        kindOf(dog) === kind &&
        dogFilterCountry(dog) === country,
    )
    .slice(0, count);
}
