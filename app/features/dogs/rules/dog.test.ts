import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import { upstreamDogSchema } from "./dog.ts";
import { dogName, isListedDog } from "./name.ts";

describe("upstreamDogSchema (docs/product/dogs.md#data)", () => {
  it("parses a complete dog as it is", () => {
    const complete = {
      id: "123",
      name: "Bello",
      title: "Bello der Große",
      species: "Hunde DE",
      tags: ["Patenschaften"],
      reserved: true,
      mediated: true,
      inGermany: true,
      publicHeadline: "Lieb",
      publicDescription: "<p>Hi</p>",
      description: "<p>Alt</p>",
      imageId: "a",
      imageIds: ["a", "b"],
      images: ["c", { id: "d" }],
    };
    expect(upstreamDogSchema.parse(structuredClone(complete))).toEqual(complete);
  });

  it("coerces a numeric id to a string", () => {
    expect(makeDog({ id: 4711 }).id).toBe("4711");
  });

  it("defaults tags to [] and flags to false", () => {
    const dog = makeDog({});
    expect(dog.tags).toEqual([]);
    expect([dog.reserved, dog.mediated, dog.inGermany]).toEqual([false, false, false]);
  });

  it("is lenient: null, blank and wrong-typed fields fall back instead of failing", () => {
    const dog = makeDog({
      id: "  ",
      name: null,
      title: 42,
      tags: ["ok", 3, null],
      reserved: "yes",
      imageIds: null,
      images: [1, "x", { imageId: 9, url: "u" }, null],
    });
    expect(dog.id).toBeUndefined();
    expect(dog.name).toBeUndefined();
    expect(dog.title).toBeUndefined();
    expect(dog.tags).toEqual(["ok"]);
    expect(dog.reserved).toBe(false);
    expect(dog.imageIds).toEqual([]);
    expect(dog.images).toEqual(["x", { imageId: "9" }]);
  });

  it("drops unknown keys", () => {
    expect(makeDog({ id: "1", secret: "x" })).not.toHaveProperty("secret");
  });

  it("rejects a value that is not an object", () => {
    expect(upstreamDogSchema.safeParse("dog").success).toBe(false);
    expect(upstreamDogSchema.safeParse(null).success).toBe(false);
  });
});

describe("dogName (docs/product/dogs.md#display-name)", () => {
  it("prefers title over name", () => {
    expect(dogName(makeDog({ name: "Bello", title: "Bello II" }))).toBe("Bello II");
  });
  it("falls back to name when title is missing or blank", () => {
    expect(dogName(makeDog({ name: "Bello" }))).toBe("Bello");
    expect(dogName(makeDog({ name: "Bello", title: "   " }))).toBe("Bello");
  });
  it("is undefined without title and name", () => {
    expect(dogName(makeDog({}))).toBeUndefined();
  });
});

describe("isListedDog (docs/product/dogs.md#display-name 'A card renders nothing if the dog lacks name or id')", () => {
  it("lists a dog with name and id", () => {
    expect(isListedDog(makeDog({ id: "1", name: "Bello" }))).toBe(true);
  });
  it("lists a dog with only a title as name", () => {
    expect(isListedDog(makeDog({ id: "1", title: "Bello" }))).toBe(true);
  });
  it("does not list a dog without name", () => {
    expect(isListedDog(makeDog({ id: "1" }))).toBe(false);
  });
  it("does not list a dog without id", () => {
    expect(isListedDog(makeDog({ name: "Bello" }))).toBe(false);
  });
});
