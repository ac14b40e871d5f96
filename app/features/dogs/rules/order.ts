import { isHospiceDog } from "./classify.ts";
import type { Dog } from "./dog.ts";
import { SPECIES } from "./species.ts";

/** Minimum number of dogs between two interleaved dogs (docs/product/README.md#numbers-and-limits). */
export const MONIKA_MIN_GAP = 2;
export const HOSPICE_MIN_GAP = 4;

const INTEGER = /^\d+$/;

/**
 * Comparator for "id descending" (docs/product/dogs.md#order). Ids are strings, so:
 * integer ids come first, compared numerically (BigInt, no precision loss);
 * then other ids, compared by plain string order; dogs without id come last.
 * Decision: grouping instead of "numeric if both are integers, else string" keeps the
 * comparator transitive (e.g. '10' > '9' numerically but '9' > '10a' > '10' as strings).
 */
export function compareIdsDescending(a: string | undefined, b: string | undefined): number {
  const rank = (id: string | undefined) => (id === undefined ? 2 : INTEGER.test(id) ? 0 : 1);
  const rankDifference = rank(a) - rank(b);
  if (rankDifference !== 0 || a === undefined || b === undefined) return rankDifference;
  if (rank(a) === 0) {
    const [x, y] = [BigInt(a), BigInt(b)];
    return x === y ? 0 : x > y ? -1 : 1;
  }
  return a === b ? 0 : a > b ? -1 : 1;
}

/**
 * Puts one `extra` after every max(minGap, floor(base.length / extras.length)) base items
 * and appends the extras left over (docs/product/dogs.md#order).
 */
export function interleave<T>(base: readonly T[], extras: readonly T[], minGap: number): T[] {
  if (extras.length === 0) return [...base];
  const gap = Math.max(minGap, Math.floor(base.length / extras.length), 1);
  const result: T[] = [];
  let next = 0;
  base.forEach((item, index) => {
    result.push(item);
    if ((index + 1) % gap === 0 && next < extras.length) {
      result.push(extras[next] as T);
      next += 1;
    }
  });
  return result.concat(extras.slice(next));
}

/**
 * The dogs list order (docs/product/dogs.md#order): regular dogs by id descending; Residencia Monika
 * dogs interleaved one after every max(2, floor(regular / monika)) regular dogs; then hospice
 * dogs interleaved one after every max(4, floor(list length / hospice)) dogs; leftovers
 * appended. Monika and hospice dogs are also sorted by id descending (sort is stable).
 * A 'Hunde Residencia Monika' dog that is hospice (by tag) counts as hospice.
 */
export function orderDogs<T extends Dog>(dogs: readonly T[]): T[] {
  const byId = (list: T[]) => list.sort((a, b) => compareIdsDescending(a.id, b.id));
  const hospice = byId(dogs.filter(isHospiceDog));
  const monika = byId(dogs.filter((dog) => !isHospiceDog(dog) && dog.species === SPECIES.monika));
  const regular = byId(dogs.filter((dog) => !isHospiceDog(dog) && dog.species !== SPECIES.monika));
  return interleave(interleave(regular, monika, MONIKA_MIN_GAP), hospice, HOSPICE_MIN_GAP);
}
