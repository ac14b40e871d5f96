import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeDog } from "#app/features/dogs/rules/dog.fixtures.ts";
import { classifyDog, dogFilterCountry, dogStatus, isListedDog, type Dog } from "#app/features/dogs/rules/index.ts";
import { SIMILAR_DOGS, similarDogs } from "./similar.ts";

const ids = (dogs: readonly Dog[]) => dogs.map((dog) => dog.id);

// Dogs shaped like the upstream's records (docs/product/dogs.md#data), each built explicitly.
/** Adoption, Germany ('Hunde DE', on the way). */
const bruno = makeDog({ id: "30125", title: "Bruno", species: "Hunde DE", tags: ["Rüde"] });
/** Adoption, Germany (in a foster home there). */
const luna = makeDog({ id: "30124", title: "Luna", species: "Hunde DE", mediated: true, inGermany: true, tags: ["Hündin"] });
const kira = makeDog({ id: "30120", name: "Kira", species: "Hunde DE" });
const rocky = makeDog({ id: "30119", title: "Rocky", species: "Hunde DE" });
const nala = makeDog({ id: "30118", title: "Nala", species: "Hunde DE" });
/** Adoption and sponsorship at once (counts as adoption). */
const paten = makeDog({ id: "30117", title: "Pepe", species: "Hunde DE", tags: ["Patenschaften"] });
/** Reserved for another family. */
const reserved = makeDog({ id: "30116", title: "Toby", species: "Hunde DE", reserved: true });
/** Not listed: no name, or no id. */
const nameless = makeDog({ id: "30115", species: "Hunde DE" });
const idless = makeDog({ title: "Ohne Id", species: "Hunde DE" });
/** Adoption, Spain (finca; Residencia Monika). */
const finca = makeDog({ id: "40001", title: "Canela", species: "Hunde ES" });
const finca2 = makeDog({ id: "40002", title: "Trufa", species: "Hunde ES" });
const monika = makeDog({ id: "40003", title: "Chispa", species: "Hunde Residencia Monika" });
/** Hospice: always hidden. */
const hospice = makeDog({ id: "50001", title: "Opa", species: "Hunde Hospiz" });
const hospiceTagged = makeDog({ id: "50002", title: "Oma", species: "Hunde DE", tags: ["Hospiz"] });
/** Sponsorship only, listed and available (another species, not mediated); "spain" for the filter. */
const sponsorA = makeDog({ id: "60001", title: "Pia", species: "Hunde Patenschaft", tags: ["Patenschaften"] });
const sponsorB = makeDog({ id: "60002", title: "Rex", species: "Hunde Patenschaft", tags: ["patenschaften"], inGermany: true });
/** Sponsorship and mediated: hidden. */
const sponsorHidden = makeDog({ id: "60003", title: "Bella", species: "Hunde ES", mediated: true, tags: ["Patenschaften"] });
/** Mediated, no sponsorship: neither adoption nor sponsorship ("other"), but available. */
const otherA = makeDog({ id: "70001", title: "Sol", species: "Hunde ES", mediated: true });
const otherB = makeDog({ id: "70002", title: "Luz", species: "Hunde ES", mediated: true });

const all = [bruno, luna, reserved, nameless, idless, kira, paten, finca, monika, hospice, hospiceTagged, sponsorA, rocky, nala, sponsorB, sponsorHidden, otherA, finca2, otherB];

describe("the fixtures are what their names say", () => {
  it("classification, status, country and listing", () => {
    expect(classifyDog(bruno)).toEqual({ hospice: false, sponsorship: false, adoption: true });
    expect(classifyDog(paten)).toEqual({ hospice: false, sponsorship: true, adoption: true });
    expect(classifyDog(sponsorA)).toEqual({ hospice: false, sponsorship: true, adoption: false });
    expect(classifyDog(otherA)).toEqual({ hospice: false, sponsorship: false, adoption: false });
    expect(classifyDog(hospiceTagged).hospice).toBe(true);
    expect(dogStatus(reserved)).toBe("reserved");
    expect(dogStatus(hospice)).toBe("hidden");
    expect(dogStatus(sponsorHidden)).toBe("hidden");
    expect(dogStatus(otherA)).toBe("available");
    expect(dogFilterCountry(luna)).toBe("germany");
    expect(dogFilterCountry(monika)).toBe("spain");
    expect(dogFilterCountry(sponsorB)).toBe("spain");
    expect(isListedDog(nameless)).toBe(false);
    expect(isListedDog(idless)).toBe(false);
  });
});

describe("similarDogs (docs/product/journey.md#found-a-family)", () => {
  it("offers at most three dogs, by default", () => {
    expect(SIMILAR_DOGS).toBe(3);
  });

  it("offers available dogs of the same kind and country, in the list's order, never the dog itself", () => {
    expect(ids(similarDogs(all, bruno))).toEqual(["30124", "30120", "30117"]);
    expect(ids(similarDogs(all, luna))).toEqual(["30125", "30120", "30117"]);
  });

  it("offers every match when asked for more, and none when asked for none", () => {
    expect(ids(similarDogs(all, bruno, 10))).toEqual(["30124", "30120", "30117", "30119", "30118"]);
    expect(similarDogs(all, bruno, 0)).toEqual([]);
    expect(ids(similarDogs(all, bruno, 1))).toEqual(["30124"]);
  });

  it("never offers reserved, hidden or unlisted dogs", () => {
    const offered = ids(similarDogs(all, bruno, 100));
    for (const dog of [reserved, nameless, idless, hospiceTagged]) expect(offered).not.toContain(dog.id);
    expect(offered).not.toContain(undefined);
  });

  it("never offers a dog reserved for one of our requests, though the dog system lists it as available", () => {
    const held = new Set(["30124", "30117"]);
    expect(ids(similarDogs(all, bruno, 3, held))).toEqual(["30120", "30119", "30118"]);
    expect(ids(similarDogs(all, bruno, 100, new Set(["30124", "30120", "30117", "30119", "30118"])))).toEqual([]);
    // The held dog itself is never offered, whether it is the one being reserved or not.
    expect(ids(similarDogs(all, kira, 100, new Set(["30120"])))).not.toContain("30120");
  });

  it("a dog reserved for one family (the usual case) still finds the others", () => {
    expect(ids(similarDogs(all, reserved))).toEqual(["30125", "30124", "30120"]);
  });

  it("stays in the dog's country: a Spanish adoption dog finds finca and Monika dogs", () => {
    expect(ids(similarDogs(all, finca))).toEqual(["40003", "40002"]);
    expect(ids(similarDogs(all, monika))).toEqual(["40001", "40002"]);
  });

  it("stays with the dog's kind: sponsorship with sponsorship, the rest with the rest", () => {
    expect(ids(similarDogs(all, sponsorA))).toEqual(["60002"]);
    expect(ids(similarDogs(all, sponsorB))).toEqual(["60001"]);
    expect(ids(similarDogs(all, otherA))).toEqual(["70002"]);
  });

  it("a dog that is adoption and sponsorship at once counts as adoption", () => {
    expect(ids(similarDogs(all, paten))).toEqual(["30125", "30124", "30120"]);
  });

  it("a hospice dog finds none: every hospice dog is hidden", () => {
    expect(similarDogs(all, hospice)).toEqual([]);
    expect(similarDogs(all, hospiceTagged)).toEqual([]);
  });

  it("a dog not in the list itself, and an empty list", () => {
    const outside = makeDog({ id: "99999", title: "Neu", species: "Hunde DE" });
    expect(ids(similarDogs(all, outside))).toEqual(["30125", "30124", "30120"]);
    expect(similarDogs([], bruno)).toEqual([]);
    expect(similarDogs([bruno], bruno)).toEqual([]);
  });

  it("recognises the dog by its id, even as another copy", () => {
    const copy = makeDog({ id: "30125", title: "Bruno (neu geladen)", species: "Hunde DE" });
    expect(ids(similarDogs([copy, kira], bruno))).toEqual(["30120"]);
  });

  it("returns the list's own objects and leaves the list alone", () => {
    const list = [...all];
    const [first] = similarDogs(list, bruno);
    expect(first).toBe(luna);
    expect(list).toEqual(all);
  });

  it("property: the offer is a subsequence of the list, of available listed dogs of the same kind and country", () => {
    const kindOf = (dog: Dog) => {
      const c = classifyDog(dog);
      return c.hospice ? "hospice" : c.adoption ? "adoption" : c.sponsorship ? "sponsorship" : "other";
    };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...all), { maxLength: 25 }), fc.constantFrom(...all), fc.integer({ min: 0, max: 6 }), fc.subarray(all.map((d) => d.id ?? "")), (dogs, like, count, heldIds) => {
        const held = new Set(heldIds);
        const offered = similarDogs(dogs, like, count, held);
        const eligible = dogs.filter(
          (dog) => dog.id !== like.id && !held.has(dog.id ?? "") && isListedDog(dog) && dogStatus(dog) === "available" && kindOf(dog) === kindOf(like) && dogFilterCountry(dog) === dogFilterCountry(like),
        );
        expect(offered).toEqual(eligible.slice(0, count));
        expect(offered.length).toBeLessThanOrEqual(count);
        for (const dog of offered) {
          expect(dog.id).not.toBe(like.id);
          expect(dogStatus(dog)).toBe("available");
          expect(held.has(dog.id!)).toBe(false);
        }
      }),
    );
  });
});
