import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isHospiceDog } from "./classify.ts";
import { makeDog } from "./dog.fixtures.ts";
import type { Dog } from "./dog.ts";
import { compareIdsDescending, interleave, orderDogs } from "./order.ts";

const regular = (id: string) => makeDog({ id, species: "Hunde DE" });
const monika = (id: string) => makeDog({ id, species: "Hunde Residencia Monika" });
const hospice = (id: string) => makeDog({ id, species: "Hunde Hospiz" });
const ids = (dogs: Dog[]) => dogs.map((dog) => dog.id);

describe("compareIdsDescending (docs/product/dogs.md#order 'by id descending')", () => {
  it("integer ids compare numerically", () => {
    expect(["9", "10", "100", "2"].sort(compareIdsDescending)).toEqual(["100", "10", "9", "2"]);
  });
  it("integer ids beyond 2^53 compare exactly", () => {
    expect(["9007199254740993", "9007199254740992"].sort(compareIdsDescending)).toEqual([
      "9007199254740993",
      "9007199254740992",
    ]);
  });
  it("decision: integer ids first, then other ids by string order, then missing ids", () => {
    expect([undefined, "b", "10a", "9", "10"].sort(compareIdsDescending)).toEqual(["10", "9", "b", "10a", undefined]);
  });
});

describe("interleave (docs/product/dogs.md#order)", () => {
  it("one extra after every gap items, the rest appended", () => {
    expect(interleave<number | string>([1, 2, 3, 4], ["a", "b", "c"], 2)).toEqual([1, 2, "a", 3, 4, "b", "c"]);
  });
  it("no extras leaves the list unchanged", () => {
    expect(interleave([1, 2], [], 2)).toEqual([1, 2]);
  });
  it("empty base: all extras appended (no division by zero)", () => {
    expect(interleave([], ["a", "b"], 4)).toEqual(["a", "b"]);
  });
});

describe("orderDogs (docs/product/dogs.md#order)", () => {
  it("regular dogs by id descending", () => {
    expect(ids(orderDogs([regular("3"), regular("12"), regular("7")]))).toEqual(["12", "7", "3"]);
  });

  it("worked example: 6 regular + 2 monika + 1 hospice", () => {
    const dogs = [
      regular("1"), regular("2"), regular("3"), regular("4"), regular("5"), regular("6"),
      monika("10"), monika("20"), hospice("30"),
    ];
    // Monika gap max(2, floor(6 / 2)) = 3; list now has 8 dogs; hospice gap max(4, floor(8 / 1)) = 8.
    expect(ids(orderDogs(dogs))).toEqual(["6", "5", "4", "20", "3", "2", "1", "10", "30"]);
  });

  it("worked example: 6 regular + 2 monika + 2 hospice", () => {
    const dogs = [
      hospice("31"), regular("1"), regular("2"), monika("10"), regular("3"), regular("4"),
      regular("5"), hospice("30"), regular("6"), monika("20"),
    ];
    // Monika gap 3 as above; hospice gap max(4, floor(8 / 2)) = 4.
    expect(ids(orderDogs(dogs))).toEqual(["6", "5", "4", "20", "31", "3", "2", "1", "10", "30"]);
  });

  it("minimum monika gap 2: 3 regular + 1 monika puts monika after 3 regular dogs", () => {
    // max(2, floor(3 / 1)) = 3
    expect(ids(orderDogs([regular("1"), regular("2"), regular("3"), monika("9")]))).toEqual(["3", "2", "1", "9"]);
  });

  it("minimum monika gap 2 applies when monika dogs outnumber regular dogs, the rest appended", () => {
    const dogs = [regular("1"), regular("2"), regular("3"), monika("7"), monika("8"), monika("9")];
    // max(2, floor(3 / 3)) = 2
    expect(ids(orderDogs(dogs))).toEqual(["3", "2", "9", "1", "8", "7"]);
  });

  it("minimum hospice gap 4 applies with many hospice dogs", () => {
    const dogs = [regular("1"), regular("2"), regular("3"), regular("4"), regular("5"), hospice("8"), hospice("9")];
    // max(4, floor(5 / 2)) = 4
    expect(ids(orderDogs(dogs))).toEqual(["5", "4", "3", "2", "9", "1", "8"]);
  });

  it("only monika or only hospice dogs are ordered by id descending", () => {
    expect(ids(orderDogs([monika("1"), monika("3"), monika("2")]))).toEqual(["3", "2", "1"]);
    expect(ids(orderDogs([hospice("1"), hospice("3")]))).toEqual(["3", "1"]);
  });

  it("a monika dog with hospice tag is ordered as hospice", () => {
    const tagged = makeDog({ id: "50", species: "Hunde Residencia Monika", tags: ["Hospiz"] });
    expect(ids(orderDogs([tagged, regular("1"), regular("2")]))).toEqual(["2", "1", "50"]);
  });

  it("empty list stays empty", () => {
    expect(orderDogs([])).toEqual([]);
  });

  describe("properties", () => {
    const species = fc.constantFrom("Hunde DE", "Hunde ES", "Hunde Residencia Monika", "Hunde Hospiz", "Andere");
    const tags = fc.subarray(["Hospiz", "Patenschaften", "Senior"]);
    const idValue = fc.option(fc.oneof(fc.nat({ max: 500 }).map(String), fc.string({ maxLength: 4 })), {
      nil: undefined,
    });
    const dogList = fc.array(
      fc.record({ id: idValue, species, tags }).map((fields) => makeDog(fields)),
      { maxLength: 40 },
    );

    it("keeps every dog exactly once (a permutation)", () => {
      fc.assert(
        fc.property(dogList, (dogs) => {
          const ordered = orderDogs(dogs);
          const positions = ordered.map((dog) => dogs.indexOf(dog)).sort((a, b) => a - b);
          expect(positions).toEqual(dogs.map((_, index) => index));
        }),
      );
    });

    it("regular, monika and hospice dogs each appear in id-descending order", () => {
      fc.assert(
        fc.property(dogList, (dogs) => {
          const ordered = orderDogs(dogs);
          const groups = [
            ordered.filter((dog) => !isHospiceDog(dog) && dog.species !== "Hunde Residencia Monika"),
            ordered.filter((dog) => !isHospiceDog(dog) && dog.species === "Hunde Residencia Monika"),
            ordered.filter(isHospiceDog),
          ];
          for (const group of groups) {
            group.slice(1).forEach((dog, index) => {
              expect(compareIdsDescending(group[index]?.id, dog.id)).toBeLessThanOrEqual(0);
            });
          }
        }),
      );
    });

    it("does not change its input", () => {
      fc.assert(
        fc.property(dogList, (dogs) => {
          const copy = [...dogs];
          orderDogs(dogs);
          expect(dogs).toEqual(copy);
        }),
      );
    });
  });
});
