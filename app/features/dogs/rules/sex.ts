import type { Dog } from "./dog.ts";

/** A dog's sex as our list says it (the tags "Rüde" / "Hündin"), or null when it does not say (docs/product/dogs.md#sex). */
export type DogSex = "male" | "female";

const MALE = new Set(["rüde", "macho"]);
const FEMALE = new Set(["hündin", "hembra"]);

/** From the dog's tags, case-insensitive; none or both → null (the texts then use a neutral wording). */
export function dogSex(dog: Pick<Dog, "tags">): DogSex | null {
  const tags = dog.tags.map((tag) => tag.trim().toLocaleLowerCase("de"));
  const male = tags.some((tag) => MALE.has(tag));
  const female = tags.some((tag) => FEMALE.has(tag));
  return male === female ? null : male ? "male" : "female";
}
