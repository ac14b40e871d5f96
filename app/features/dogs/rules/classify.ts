import type { Dog } from "./dog.ts";
import { SPECIES } from "./species.ts";

/** The derived type flags of a dog (docs/product/dogs.md#classification). */
export interface DogClassification {
  hospice: boolean;
  sponsorship: boolean;
  adoption: boolean;
}

function hasTagContaining(dog: Dog, word: string): boolean {
  return dog.tags.some((tag) => tag.toLowerCase().includes(word));
}

/** Hospice: species 'Hunde Hospiz' or any tag containing 'hospiz', case-insensitively (docs/product/dogs.md#classification). */
export function isHospiceDog(dog: Dog): boolean {
  return dog.species === SPECIES.hospice || hasTagContaining(dog, "hospiz");
}

/**
 * Classifies a dog (docs/product/dogs.md#classification):
 * - hospice: species 'Hunde Hospiz' or a tag containing 'hospiz';
 * - sponsorship: not hospice and a tag containing 'patenschaften' (case-insensitive);
 * - adoption: not hospice, and species 'Hunde DE', or 'Hunde ES' / 'Hunde Residencia Monika' with mediated false.
 */
export function classifyDog(dog: Dog): DogClassification {
  const hospice = isHospiceDog(dog);
  const sponsorship = !hospice && hasTagContaining(dog, "patenschaften");
  const adoptableSpecies =
    dog.species === SPECIES.germany ||
    ((dog.species === SPECIES.spain || dog.species === SPECIES.monika) && !dog.mediated);
  return { hospice, sponsorship, adoption: !hospice && adoptableSpecies };
}
