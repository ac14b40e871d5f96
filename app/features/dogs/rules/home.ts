import { classifyDog } from "./classify.ts";
import type { Dog } from "./dog.ts";
import { isListedDog } from "./name.ts";
import { dogStatus } from "./status.ts";

/** Number of random dogs on the home page (docs/product/README.md#numbers-and-limits). */
export const HOME_DOG_COUNT = 3;

/**
 * The dogs the home block draws from and counts ('Alle N Hunde ansehen', docs/product/dogs.md#home-page-dogs):
 * adoption dogs whose status is not hidden and whose card renders (name and id).
 */
export function homeAdoptionDogs<T extends Dog>(dogs: readonly T[]): T[] {
  return dogs.filter(
    (dog) => classifyDog(dog).adoption && dogStatus(dog) !== "hidden" && isListedDog(dog),
  );
}

/** Keeps an index in [0, length) even for a misbehaving random source. */
function clampIndex(index: number, length: number): number {
  return Number.isFinite(index) ? Math.min(Math.max(index, 0), length - 1) : 0;
}

/**
 * Up to `n` distinct items in random order (partial Fisher–Yates); the input is not changed.
 * `random` returns a number in [0, 1), as Math.random does (docs/product/dogs.md#home-page-dogs "up to 3 random dogs").
 */
export function pickRandom<T>(list: readonly T[], n: number, random: () => number = Math.random): T[] {
  const pool = [...list];
  const count = Math.max(0, Math.min(Math.floor(n) || 0, pool.length));
  for (let i = 0; i < count; i += 1) {
    const j = i + clampIndex(Math.floor(random() * (pool.length - i)), pool.length - i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}
