import type { Locale } from "#app/platform/i18n/locale.ts";
import { isHospiceDog } from "./classify.ts";
import type { Dog } from "./dog.ts";
import { SPECIES } from "./species.ts";
import { locationLabels } from "./labels.ts";

/** Where a dog lives (docs/product/dogs.md#location). */
export type DogLocation =
  | { country: "germany"; detail: "transport" | "foster" }
  | { country: "spain"; detail: "finca" | "foster" | "monika" | "hospice" };

export type DogCountry = DogLocation["country"];

/**
 * Location (docs/product/dogs.md#location), checked in this order:
 * 1. 'Hunde DE' → Germany, foster if mediated, else transport;
 * 2. 'Hunde Residencia Monika' → Spain, monika;
 * 3. hospice (species or tag, see {@link isHospiceDog}) → Spain, hospice;
 * 4. 'Hunde ES' → Spain, finca if not mediated, foster if mediated;
 * 5. any other species → Germany if inGermany, else Spain.
 *
 * Decisions: because the species checks come first, a 'Hunde DE' or 'Hunde Residencia Monika'
 * dog tagged 'hospiz' keeps its Germany / Monika location (it is still classified hospice).
 * The rules name no detail for rule 5; we use 'foster' in both countries, the most generic
 * place a dog of unknown category can be ("on the way" and the two sites would claim more).
 */
export function dogLocation(dog: Dog): DogLocation {
  if (dog.species === SPECIES.germany) {
    return { country: "germany", detail: dog.mediated ? "foster" : "transport" };
  }
  if (dog.species === SPECIES.monika) return { country: "spain", detail: "monika" };
  if (isHospiceDog(dog)) return { country: "spain", detail: "hospice" };
  if (dog.species === SPECIES.spain) {
    return { country: "spain", detail: dog.mediated ? "foster" : "finca" };
  }
  return { country: dog.inGermany ? "germany" : "spain", detail: "foster" };
}

/** The location text, e.g. 'Deutschland (auf dem Weg)' / 'Alemania (en camino)' (docs/product/dogs.md#location). */
export function locationLabel(location: DogLocation, locale: Locale): string {
  return location.country === "germany"
    ? locationLabels.germany[location.detail][locale]
    : locationLabels.spain[location.detail][locale];
}

/** Whether the dog lives in Germany already (a German foster home): it is handed over there and does not travel; a dog "on its way" still does. */
export function livesInGermany(dog: Dog): boolean {
  const location = dogLocation(dog);
  return location.country === "germany" && location.detail === "foster";
}
