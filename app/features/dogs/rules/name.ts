import type { Dog } from "./dog.ts";

/**
 * The display name: `title` if present, else `name`, trimmed (docs/product/dogs.md#display-name).
 * `undefined` when the dog has neither.
 */
export function dogName(dog: Pick<Dog, "title" | "name">): string | undefined {
  return dog.title?.trim() || dog.name?.trim() || undefined;
}

/** Whether a dog card renders at all: it needs a display name and an id (docs/product/dogs.md#dog-list, docs/product/README.md#errors-and-empty-states). */
export function isListedDog(dog: Dog): boolean {
  return dogName(dog) !== undefined && dog.id !== undefined;
}

/** The listed dog a form names by its display name (as the dog pages' forms send it), or null. */
export function findDogByName<T extends Dog>(dogs: readonly T[], name: unknown): T | null {
  if (typeof name !== "string" || !name.trim()) return null;
  const wanted = name.trim();
  return dogs.find((dog) => isListedDog(dog) && dogName(dog) === wanted) ?? null;
}
