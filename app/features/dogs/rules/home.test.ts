import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import { homeAdoptionDogs, pickRandom } from "./home.ts";

describe("homeAdoptionDogs (docs/product/dogs.md#home-page-dogs 'Hidden-status dogs are excluded from the count N')", () => {
  const available = makeDog({ id: "1", name: "Bello", species: "Hunde DE" });
  const reserved = makeDog({ id: "2", name: "Luna", species: "Hunde ES", reserved: true });
  const hospice = makeDog({ id: "3", name: "Opa", species: "Hunde Hospiz" });
  const mediatedSponsored = makeDog({ id: "4", name: "Max", species: "Hunde DE", mediated: true, tags: ["Patenschaften"] });
  const mediatedSpain = makeDog({ id: "5", name: "Rita", species: "Hunde ES", mediated: true });
  const nameless = makeDog({ id: "6", species: "Hunde DE" });
  const idless = makeDog({ name: "Ohne", species: "Hunde DE" });

  it("keeps available and reserved adoption dogs", () => {
    expect(homeAdoptionDogs([available, reserved])).toEqual([available, reserved]);
  });
  it("excludes hospice dogs", () => {
    expect(homeAdoptionDogs([hospice])).toEqual([]);
  });
  it("excludes hidden mediated sponsorship dogs even if adoption by species", () => {
    expect(homeAdoptionDogs([mediatedSponsored])).toEqual([]);
  });
  it("excludes non-adoption dogs", () => {
    expect(homeAdoptionDogs([mediatedSpain])).toEqual([]);
  });
  it("excludes dogs whose card would render nothing", () => {
    expect(homeAdoptionDogs([nameless, idless])).toEqual([]);
  });
});

describe("pickRandom (docs/product/dogs.md#home-page-dogs 'up to 3 random dogs')", () => {
  it("returns n items chosen by the random source", () => {
    expect(pickRandom([1, 2, 3, 4, 5], 3, () => 0)).toEqual([1, 2, 3]);
    expect(pickRandom([1, 2, 3, 4, 5], 2, () => 0.999)).toEqual([5, 1]);
  });
  it("returns all items when fewer than n", () => {
    expect(pickRandom([1, 2], 3, () => 0.5).sort()).toEqual([1, 2]);
  });
  it("returns [] for an empty list or n ≤ 0", () => {
    expect(pickRandom([], 3)).toEqual([]);
    expect(pickRandom([1, 2], 0)).toEqual([]);
    expect(pickRandom([1, 2], -1)).toEqual([]);
  });
  it("survives a random source returning 1 or NaN", () => {
    expect(pickRandom([1, 2, 3], 3, () => 1).sort()).toEqual([1, 2, 3]);
    expect(pickRandom([1, 2, 3], 3, () => Number.NaN).sort()).toEqual([1, 2, 3]);
  });
  it("property: distinct items from the list, min(n, length) of them, input unchanged", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer()), fc.integer({ min: 0, max: 10 }), (list, n) => {
        const copy = [...list];
        const picked = pickRandom(list, n);
        expect(picked).toHaveLength(Math.min(n, list.length));
        expect(new Set(picked).size).toBe(picked.length);
        expect(picked.every((item) => list.includes(item))).toBe(true);
        expect(list).toEqual(copy);
      }),
    );
  });
});
