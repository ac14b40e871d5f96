import { demoDogs } from "#app/features/dogs/demo/demo-dogs.ts";
import { normaliseDogs } from "#app/features/dogs/server/upstream.server.ts";
import { classifyDog, dogName, dogSlug, isListedDog, orderDogs, type Dog } from "#app/features/dogs/rules/index.ts";

/** The demo dogs as the site stores them: the expectations of the end-to-end tests come from the rules, not from copies. */
export const storedDemoDogs: Dog[] = orderDogs(normaliseDogs(demoDogs).dogs);
export const listedDemoDogs = storedDemoDogs.filter(isListedDog);

export function demoDog(predicate: (dog: Dog) => boolean): { dog: Dog; name: string; slug: string } {
  const dog = listedDemoDogs.find(predicate);
  if (!dog) throw new Error("no demo dog matches");
  return { dog, name: dogName(dog)!, slug: dogSlug(dog) };
}

export const adoptionOnly = () => demoDog((d) => classifyDog(d).adoption && !classifyDog(d).sponsorship && d.species === "Hunde DE");
export const hospiceDog = () => demoDog((d) => classifyDog(d).hospice && d.species === "Hunde Hospiz");
export const sponsorshipDog = () => demoDog((d) => classifyDog(d).sponsorship && !d.mediated);
export const fincaDog = () => demoDog((d) => d.species === "Hunde ES" && !d.mediated && classifyDog(d).adoption);
export const monikaDog = () => demoDog((d) => d.species === "Hunde Residencia Monika" && !classifyDog(d).hospice);
